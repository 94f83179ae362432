#include "families/masyu/family.hpp"

#include <variant>

#include "families/masyu/checker.hpp"
#include "families/masyu/count.hpp"
#include "families/masyu/explain.hpp"
#include "families/masyu/formats.hpp"
#include "families/masyu/generate.hpp"
#include "families/masyu/rate.hpp"
#include "families/masyu/report.hpp"
#include "families/masyu/tatham_levels.hpp"
#include "families/loop/puzzle.hpp"
#include "families/one_clue_fewer.hpp"
#include "families/rating/grade.hpp"

namespace looplab::masyu {

namespace {

struct MasyuOps {
  using Model = masyu::Puzzle;
  using Known = std::monostate;
  static const families::Family& family() { return masyu::family(); }
  static constexpr std::string_view kName = "Masyu";
  static core::Grid dots(const Model& p) { return dot_grid(p.rows, p.cols); }
  static std::string write(const Model& p, std::string_view format) {
    if (format == "pearl") return write_pearl_id(p);
    if (format == "puzzlink") return write_puzzlink(p);
    if (format == "text") return write_text_grid(p);
    if (format == "json") return write_json(p);
    if (format == "ascii") return write_ascii(p);
    if (format == "svg") return write_svg(p, nullptr);
    LK_REQUIRE(false, "unknown Masyu output format");
  }
  static nlohmann::json to_json(const Model& p) { return json_object(p); }
  static std::string write_svg(const Model& p, const EdgeSet* loop) { return masyu::write_svg(p, loop); }
  // Without a pearl, a Pearl ID or a text grid reads as another family's puzzle (an
  // empty Loopy grid, a grid of dots): the other formats say Masyu.
  static std::optional<std::string> cannot_write(const Model& p, std::string_view format) {
    if ((format == "pearl" || format == "text") && p.num_pearls() == 0)
      return "a Masyu puzzle without pearls cannot be written as " + std::string(format) +
             " (it would read as another family's puzzle): use json or puzzlink";
    return std::nullopt;
  }
  static SolveResult proof_search(const Model& p) { return solve(p, kProofSearch); }
  static SolveResult search(const Model& p, const families::SolveRequest& request) { return masyu::search(p, request); }
  static families::SolveReport report(const Model& p, const SolveResult& r, bool picture) {
    return solve_report(p, r, picture);
  }
  static families::Rating rate(const Model& p, Known, const SolveResult* proof) { return masyu::rate(p, proof); }
  static std::vector<Model> one_clue_fewer(const Model& p) { return families::without_each(p, &Model::pearls, kEmpty); }
  static std::optional<std::string> check(const Model& p, const EdgeSet& loop) { return check_solution(p, loop); }
  static families::Hint hint(const Model& p, const std::vector<std::string>& state,
                             const core::ProvedOnce<EdgeSet>& kept) {
    return Explain::hint(p, state, kept);
  }
  static families::Path path(const Model& p) { return Explain::path(p); }
};

families::ParseOutcome parse(std::string_view text) {
  return families::outcome_of(parse_any(text), [](Puzzle p) { return make_puzzle(std::move(p)); });
}

}  // namespace

std::unique_ptr<families::Puzzle> make_puzzle(Puzzle p) { return families::make_loop_puzzle<MasyuOps>(std::move(p)); }

const Puzzle& model_of(const families::Puzzle& p) { return families::loop_model<MasyuOps>(p); }

const families::Family& family() {
  static const families::Family f{
      .name = "masyu",
      .summary =
          "draw one loop through cell centres; it turns on black pearls and goes straight on both sides, goes "
          "straight through white pearls and turns beside them",
      .formats = {"pearl", "puzzlink", "text", "json", "ascii", "svg", "svg-solution"},
      .line_formats = {"pearl", "puzzlink", "json"},
      .parse = parse,
      .generate = generate,
      .grades = families::kLadder,
      .tatham_levels = {std::begin(kTathamLevels), std::end(kTathamLevels)},
      .read_formats = {"pearl", "puzzlink", "text", "json"},
      .sizes = "2x2 to 100x100 (generated from 3x3, in seconds up to 40x40)",
      .default_rows = 10,
      .default_cols = 10,
      .generate_problem = generate_problem,
      .grid_counting =
          families::GridCounting{
              .loops = "through cell centres",
              .unique = "pearl layouts",
              .shrink = 1,
              .count_unique =
                  [](int rows, int cols) {
                    if (rows < 2 || cols < 2 || rows * cols > kUniquePearlsMaxCells)
                      throw InputError("count unique --family masyu takes grids of 2 to " +
                                       std::to_string(kUniquePearlsMaxCells) + " cells, each side at least 2");
                    return count_unique_pearl_puzzles(rows, cols);
                  },
              .help = "Masyu (--family masyu): loops through cell centres, those of (R-1) x (C-1) cells of dots;\n"
                      "its unique puzzles are pearl layouts (each cell empty, black or white) that exactly one\n"
                      "loop fits, up to 25 cells:\n"
                      "  looplab count loops --family masyu --rows 4 --cols 4    # 213: = 3x3 cells of dots\n"
                      "  looplab count unique --family masyu --rows 4 --cols 4",
          },
      .check_solution = "H: horizontal steps between cell centres, rows rows of cols-1 '0'/'1', row-major; "
                        "V: vertical steps, rows-1 rows of cols '0'/'1', row-major",
      .hint_state = "H and V in check's layout, one character a step: 1 a line, x or 0 a cross, . undecided",
      .generate_examples = {"--rows 10 --cols 10 --tatham-level tricky --count 5 --seed 1 --out pearl.json"},
  };
  return f;
}

}  // namespace looplab::masyu
