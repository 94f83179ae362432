#pragma once
// The type-erased edge of every puzzle family. Inside a family everything is concrete
// and compile-time (its model, rules and solver are plain types); the CLI, the pack
// writer and the web server see a family only through these two types, so adding a
// family means writing one `Family` value and registering it in registry.cpp.
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/error.hpp"
#include "core/parsed.hpp"
#include "core/rng.hpp"

namespace looplab::core {
class Progress;
}

namespace looplab::families {

struct Family;

struct SolveRequest {
  std::uint64_t limit = 2;      // stop after this many solutions
  bool all = false;             // count every solution (exactly, however many)
  std::uint64_t max_nodes = 0;  // search budget; 0 = none
  bool picture = true;          // draw SolveReport::picture (a pack has no use for it)
};

struct SolveReport {
  std::string status;       // "unique" | "multiple" | "none"
  std::string solutions;    // decimal: may exceed 64 bits with `all`
  nlohmann::json solution;  // first solution in the family's JSON shape; null if none
  nlohmann::json second;    // a second, different solution when one was found; else null
  nlohmann::json stats;     // {"guesses":..,"backtracks":..,"rules":{id:steps},...}
  std::string picture;      // ASCII puzzle with the first solution drawn in, for humans
  bool complete = true;     // false when the count is only a lower bound
};

// What `generate` asks of a family. Fields a family does not use are ignored; a
// request it cannot meet is an InputError with the reason.
struct GenerateRequest {
  int rows = 10, cols = 10;
  std::string grade{};         // "" = any
  std::string tatham_level{};  // "" = any
  std::string symmetry = "none";
  double density = 0.5;  // families with a random layout (e.g. pipes)
  bool connected = false;
  std::uint64_t max_attempts = 0;  // 0 = family default
  double fill = 0.55;              // loop families: share of cells inside the loop
  double winding = 0.75;           // loop families: 0 blob .. 1 winding
  bool uniform_loop = false;       // loop families: draw the loop uniformly among all loops
  // Whether the caller reads Generated::minimal (a pack records it; puzzles written one a
  // line do not). Proving it costs a uniqueness check per clue, so a family may skip it.
  bool want_minimal = true;
  // Where a family may say where its time goes (Progress::add_time, add_count), so that a
  // long run at a big size shows it; null when nobody shows it.
  core::Progress* progress = nullptr;
};

// One parsed puzzle of some family.
class Puzzle {
 public:
  virtual ~Puzzle() = default;
  virtual const Family& family() const = 0;
  virtual int rows() const = 0;
  virtual int cols() const = 0;

  // Text in one of family().formats. LK_REQUIREs a listed format.
  virtual std::string write(std::string_view format) const = 0;
  virtual nlohmann::json to_json() const = 0;  // the family's puzzle object (schema'd)
  virtual SolveReport solve(const SolveRequest& request) const = 0;
  // {"grade","score","tatham_level","metrics":{...}}; families without a rater throw
  // InputError. The same puzzle always rates the same (no randomness, no timing).
  virtual nlohmann::json rate() const = 0;
  // Independent check of a solution in the family's JSON shape: nullopt when valid,
  // else the reason it is not.
  virtual std::optional<std::string> check(const nlohmann::json& solution) const = 0;
  // Whether `solution` is not even a solution's shape (wrong length, a stray character):
  // bad input, which `check` reports as exit 2 rather than "invalid". The reason, or
  // nullopt when it is well formed (a family that does not tell keeps the default).
  virtual std::optional<std::string> malformed(const nlohmann::json&) const { return std::nullopt; }
};

// One generation attempt. `puzzle` is null when the attempt missed the requested grade
// (the caller retries from the same random stream, within its budget).
struct Generated {
  std::unique_ptr<Puzzle> puzzle;
  bool minimal = false;  // no clue/given can be removed without losing uniqueness
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

struct Family {
  std::string_view name;                  // "slitherlink"; also the `family` field of JSON
  std::string_view summary;               // one line for --help
  std::vector<std::string_view> formats;  // what `convert --to` accepts
  // The formats whose text is one line: what `generate --format` writes, one puzzle a line.
  std::vector<std::string_view> line_formats;
  std::function<ParseOutcome(std::string_view text)> parse;
  // One attempt at a puzzle for the request; null when the family has no generator.
  // Throws InputError for a request it can never meet (e.g. a size it does not support).
  std::function<Generated(const GenerateRequest&, core::Rng&)> generate;
  std::vector<std::string_view> grades;         // the family's grade ladder, easiest first
  std::vector<std::string_view> tatham_levels;  // Tatham's scale for the family, easiest first
  // What `looplab list` shows and `generate` falls back on. Each has a default, so a
  // family that leaves one out still builds; the list then shows it as unknown.
  std::vector<std::string_view> read_formats{};  // formats `parse` detects, in its words
  std::string_view sizes{};                      // the sizes it generates, e.g. "3x3 to 9x9"
  int default_rows = 10, default_cols = 10;      // `generate` without --rows/--cols
  // The family-specific `generate` options it reads ("--fill", ...); `generate` refuses
  // the others rather than ignore them.
  std::vector<std::string_view> generate_options{};
};

// Every registered family, in detection order.
const std::vector<const Family*>& all_families();
const Family* find_family(std::string_view name);

// Parses text as a puzzle: of `family` when given, else the first family whose format
// it is. Errors name the problem and position; "unrecognised" when no family claims it.
Parsed<std::unique_ptr<Puzzle>> parse_puzzle(std::string_view text, const Family* family = nullptr);

}  // namespace looplab::families
