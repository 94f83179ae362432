#pragma once
// The type-erased edge of every puzzle family. Inside a family everything is concrete
// and compile-time (its model, rules and solver are plain types); the CLI, the pack
// writer and the web server see a family only through these two types, so adding a
// family means writing one `Family` value and registering it in registry.cpp.
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/edge_set.hpp"
#include "core/error.hpp"
#include "core/parsed.hpp"
#include "core/rng.hpp"
#include "families/explain.hpp"
#include "families/request.hpp"
#include "families/rating/rating.hpp"
#include "families/solve_report.hpp"
#include "solver/stats.hpp"

namespace looplab::families {

// One parsed puzzle of some family.
class Puzzle {
 public:
  virtual ~Puzzle() = default;
  virtual const Family& family() const = 0;
  virtual int rows() const = 0;
  virtual int cols() const = 0;

  // Text in one of family().formats (LK_REQUIREs a listed format); InputError with the
  // reason when cannot_write says the format cannot hold this puzzle.
  std::string write(std::string_view format) const;
  // write(), or nullopt where cannot_write refuses the format (a pack's exports, which
  // leave it out): cannot_write asked once.
  std::optional<std::string> write_if_it_can(std::string_view format) const;
  // Why `format` cannot hold this puzzle (a rule of the puzzle that the format has no
  // way to state, without which it would be another puzzle), nullopt when it can; write()
  // throws InputError with this reason, and a pack's exports leave the format out.
  virtual std::optional<std::string> cannot_write(std::string_view) const { return std::nullopt; }
  virtual nlohmann::json to_json() const = 0;  // the family's puzzle object (schema'd)
  virtual SolveReport solve(const SolveRequest& request) const = 0;
  // The puzzle's rating (families/rating/rating.hpp; to_json writes it). Every family rates a
  // puzzle with exactly one solution (InputError for the others); the same puzzle always
  // rates the same (no randomness, no timing). `solved`, when given, is this puzzle's own
  // solve() report: its proof spares the rater a search, and the rating is the same
  // without it.
  Rating rate(const SolveReport* solved = nullptr) const { return rate_from(solved ? solved->proof.get() : nullptr); }
  // Independent check of a solution in the family's JSON shape: nullopt when valid,
  // else the reason it is not.
  virtual std::optional<std::string> check(const nlohmann::json& solution) const = 0;
  // Whether `solution` is not even a solution's shape (wrong length, a stray character):
  // bad input, which `check` reports as exit 2 rather than "invalid". The reason, or
  // nullopt when it is well formed (a family that does not tell keeps the default).
  virtual std::optional<std::string> malformed(const nlohmann::json&) const { return std::nullopt; }
  // The puzzle with one clue (or given) taken away, one puzzle for each clue it has;
  // nullopt for a family with nothing to take away (a puzzle made of tiles).
  virtual std::optional<std::vector<std::unique_ptr<Puzzle>>> one_clue_fewer() const { return std::nullopt; }

  // Hints and the solution path (families/explain.hpp; how a family adds them:
  // docs/ARCHITECTURE.md, "Steps"). `state` is a player's position in the family's STATE
  // text (Family::hint_state), empty for nothing marked: the mistakes in it, else the
  // easiest next step (lowest tier; among equals the one nearest the player's marks),
  // else solved. `path` is every step from the empty board. Both throw InputError for a
  // malformed state (naming the position), for a puzzle without exactly one solution,
  // and, by default, "hints for FAMILY are not available yet".
  virtual Hint hint(const std::vector<std::string>& state) const;
  virtual Path path() const;
  // The marks of `solution` (this puzzle's one solution, in the family's JSON shape) that
  // a stored path (`generate --paths`) is replayed against: families/explain.hpp,
  // SolutionMarks. nullopt for a solution not of that shape, and by default: packs
  // cannot store the family's paths yet. Every family with hints (Family::hint_state)
  // gives them.
  virtual std::optional<SolutionMarks> solution_marks(const nlohmann::json&) const { return std::nullopt; }

 protected:
  // rate(), with the proof of this puzzle's solve() when there is one.
  virtual Rating rate_from(const Proof* proof) const = 0;
  // write(), once cannot_write has let `format` through.
  virtual std::string write_as(std::string_view format) const = 0;
};

// The one meaning of a pack's `minimal` (schemas/pack.schema.json), for every family: no
// single clue or given can be taken away with the puzzle staying unique. nullopt when
// the family has nothing to take away, or when `budget` (its max_nodes, max_conflicts)
// stopped a search: a budget is no proof. Cost: one uniqueness search per clue.
std::optional<bool> is_minimal(const Puzzle& puzzle, const SolveRequest& budget = {});

// One generation attempt. `puzzle` is null when the attempt missed the requested grade
// (the caller retries from the same random stream, within its budget).
struct Generated {
  std::unique_ptr<Puzzle> puzzle;
  bool minimal = false;  // is_minimal, proven by the generator (false when not proven)
};

// The answer of a family's parser to some text: not one of its formats at all (so
// detection goes on to the next family), a puzzle, or a format of its with an error.
struct ParseOutcome {
  std::unique_ptr<Puzzle> puzzle;
  std::optional<ParseError> error;
  bool recognised() const { return puzzle || error; }
};

// A family parser's answer as a ParseOutcome: nullopt (not one of its formats) stays
// unrecognised, an error stays an error, a model is wrapped by `make`.
template <class Model, class Make>
ParseOutcome outcome_of(std::optional<Parsed<Model>> parsed, Make make) {
  ParseOutcome out;
  if (parsed) {
    if (*parsed)
      out.puzzle = make(std::move(parsed->value()));
    else
      out.error = parsed->error();
  }
  return out;
}

// `count loops` and `count unique` on an empty grid, for a family whose solutions are
// loops on a grid of dots (generator/ counts those).
struct GridCounting {
  std::string_view loops;   // what its loops are, for --help: "loops along grid lines"
  std::string_view unique;  // what `count unique` counts, for --help: "clue sets"
  // The dots of an R x C puzzle are those of an (R - shrink) x (C - shrink) grid of
  // cells: 0 when loops run along grid lines, 1 when they run through cell centres.
  int shrink = 0;
  // `count unique` done by the family itself, on the grids it can (it throws InputError
  // for the others); null: the shared counter of clue sets (generator/unique_clues.hpp)
  // with its --minimal, --histogram, --method, --shard and --work-dir.
  std::function<std::uint64_t(int rows, int cols)> count_unique{};
  std::string_view help{};  // lines for the --help of `count loops` and `count unique`
  // A loop on the dots of a `rows` x `cols` grid of cells drawn as this family draws its
  // solutions, on an empty puzzle (`enumerate --format ascii` draws with the first
  // family that has one); null: none.
  std::function<std::string(int rows, int cols, const core::EdgeSet& loop)> picture{};
};

struct Family {
  std::string_view name;                  // lowercase, dashes; also the `family` field of JSON
  std::string_view summary;               // one line for --help
  std::vector<std::string_view> formats;  // what `convert --to` accepts
  // The formats whose text is one line: what `generate --format` writes, one puzzle a line.
  std::vector<std::string_view> line_formats;
  std::function<ParseOutcome(std::string_view text)> parse;
  // One attempt at a puzzle for a request that resolve() has let through; null when the
  // family has no generator.
  std::function<Generated(const GenerateRequest&, core::Rng&)> generate;
  // The grades it generates and rates, easiest first: families::kLadder, or none.
  std::span<const Grade> grades;
  std::vector<std::string_view> tatham_levels;  // Tatham's scale for the family, easiest first
  // What `looplab list` shows and `generate` falls back on. Each has a default, so a
  // family that leaves one out still builds; the list then shows it as unknown.
  std::vector<std::string_view> read_formats{};  // formats `parse` detects, in its words
  std::string_view sizes{};                      // the sizes it generates, e.g. "3x3 to 9x9"
  int default_rows = 10, default_cols = 10;      // `generate` without --rows/--cols
  // The family-specific `generate` options it reads; `generate` refuses the others
  // rather than ignore them.
  std::vector<GenerateOption> generate_options{};
  // Why the family can never meet `request` (a size it does not make, an option it
  // reads only on some grids), in its words; nullopt when it can. resolve() asks it
  // last, so the request's grade, level, symmetry and grid are already the family's.
  std::function<std::optional<std::string>(const GenerateRequest&)> generate_problem{};
  std::optional<GridCounting> grid_counting{};  // absent: no empty-grid counts
  // `generate --grid NAME`: the family generates on every Loopy grid that
  // core/loopy_grids builds, reaching these grades and grading these Tatham levels there
  // (subsets of grades and tatham_levels) and writing these one-line formats (a subset
  // of line_formats); absent: on its square grid only.
  struct LoopyGrids {
    std::vector<Grade> grades;
    std::vector<std::string_view> tatham_levels;
    std::vector<std::string_view> line_formats;
  };
  // The grades it reaches on `grid` (GenerateRequest::grid; null = its square grid).
  std::span<const Grade> grades_on(const core::LoopyGridType* grid) const {
    if (!grid || !loopy_grids) return grades;
    return loopy_grids->grades;
  }
  std::optional<LoopyGrids> loopy_grids{};
  // `check PUZZLE H [V]`: what H and V are for a solution of this family, in its words,
  // and one example: the arguments after `looplab check`, then what they show.
  std::string_view check_solution{};
  std::string_view check_example{};
  // `hint PUZZLE [STATE...]`: what STATE is for this family, in its words (empty: the
  // family has no hints yet, and packs cannot store its paths).
  std::string_view hint_state{};
  // Examples for `generate --help`: the arguments after `looplab generate` (the CLI adds
  // `--family NAME` for every family but the default one).
  std::vector<std::string_view> generate_examples{};
};

// Every registered family, in detection order.
const std::vector<const Family*>& all_families();
const Family* find_family(std::string_view name);

// Parses text as a puzzle: of `family` when given, else the first family whose format
// it is. Errors name the problem and position; "unrecognised" when no family claims it.
Parsed<std::unique_ptr<Puzzle>> parse_puzzle(std::string_view text, const Family* family = nullptr);

}  // namespace looplab::families
