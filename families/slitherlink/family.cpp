#include "families/slitherlink/family.hpp"

#include "families/slitherlink/checker.hpp"
#include "families/slitherlink/explain.hpp"
#include "families/slitherlink/formats.hpp"
#include "families/slitherlink/generate.hpp"
#include "families/slitherlink/grid_puzzle.hpp"
#include "families/slitherlink/rate.hpp"
#include "families/slitherlink/report.hpp"
#include "families/loop/puzzle.hpp"
#include "families/one_clue_fewer.hpp"
#include "families/rating/grade.hpp"

namespace looplab::slitherlink {

namespace {

struct SlitherlinkOps {
  using Model = slitherlink::Puzzle;
  using Known = std::optional<TathamLevel>;  // the level generation proved
  static const families::Family& family() { return slitherlink::family(); }
  static constexpr std::string_view kName = "Slitherlink";
  static core::Grid dots(const Model& p) { return core::Grid(p.rows, p.cols); }
  static std::string write(const Model& p, std::string_view format) {
    if (format == "loopy") return write_loopy_id(p);
    if (format == "puzzlink") return write_puzzlink(p);
    if (format == "text") return write_text_grid(p);
    if (format == "json") return write_json(p);
    if (format == "ascii") return write_ascii(p);
    if (format == "svg") return write_svg(p, nullptr);
    LK_REQUIRE(false, "unknown Slitherlink output format");
  }
  static nlohmann::json to_json(const Model& p) { return json_object(p); }
  static std::string write_svg(const Model& p, const EdgeSet* loop) { return slitherlink::write_svg(p, loop); }
  static SolveResult proof_search(const Model& p) { return solve(p, kProofSearch); }
  static SolveResult search(const Model& p, const families::SolveRequest& request) { return slitherlink::search(p, request); }
  static families::SolveReport report(const Model& p, const SolveResult& r, bool picture) {
    return solve_report(p, r, picture);
  }
  static families::Rating rate(const Model& p, Known level, const SolveResult* proof) {
    return slitherlink::rate(p, level, proof);
  }
  static std::vector<Model> one_clue_fewer(const Model& p) { return families::without_each(p, &Model::clues, kNoClue); }
  static std::optional<std::string> check(const Model& p, const EdgeSet& edges) { return check_solution(p, edges); }
  static families::Hint hint(const Model& p, const std::vector<std::string>& state,
                             const core::ProvedOnce<EdgeSet>& kept) {
    return Explain::hint(p, state, kept);
  }
  static families::Path path(const Model& p) { return Explain::path(p); }
};

families::ParseOutcome parse(std::string_view text) {
  // Loopy's other grids first: they are recognised by their grid type (an ID's tN, a JSON
  // "grid"), and everything else is the square grid's.
  if (auto grid = parse_grid_any(text)) return families::outcome_of(std::move(grid), [](GridPuzzle g) { return make_grid_puzzle(std::move(g)); });
  return families::outcome_of(parse_any(text), [](Puzzle p) { return make_puzzle(std::move(p)); });
}

}  // namespace

std::unique_ptr<families::Puzzle> make_puzzle(Puzzle p) { return families::make_loop_puzzle<SlitherlinkOps>(std::move(p)); }

std::unique_ptr<families::Puzzle> make_puzzle(Puzzle p, TathamLevel proven) {
  return families::make_loop_puzzle<SlitherlinkOps>(std::move(p), proven);
}

std::unique_ptr<families::Puzzle> make_puzzle(Puzzle p, SolveResult proof) {
  return families::make_loop_puzzle<SlitherlinkOps>(std::move(p), std::nullopt, std::move(proof));
}

const Puzzle& model_of(const families::Puzzle& p) { return families::loop_model<SlitherlinkOps>(p); }

const families::Family& family() {
  static const families::Family f{
      .name = "slitherlink",
      .summary =
          "draw one loop along the grid lines; a number tells how many sides of its cell the loop "
          "uses",
      .formats = {"loopy", "puzzlink", "text", "json", "ascii", "svg", "svg-solution"},
      .line_formats = {"loopy", "puzzlink", "json"},
      .parse = parse,
      .generate = generate,
      .grades = families::kLadder,
      .tatham_levels = {std::begin(kTathamLevels), std::end(kTathamLevels)},
      .read_formats = {"loopy", "puzzlink", "text", "json"},
      .sizes = "1x1 to 100x100",
      .default_rows = 10,
      .default_cols = 10,
      .generate_options =
          {
              {.name = "fill",
               .default_value = 0.55,
               .above_min = true,
               .help = "share of cells inside the loop"},
              {.name = "winding", .default_value = 0.75, .help = "loop shape, 0 blob .. 1 winding"},
              {.name = "uniform_loop",
               .flag = true,
               .help = "draw the loop uniformly among all loops (small grids)"},
          },
      .generate_problem = generate_problem,
      .grid_counting =
          families::GridCounting{
              .loops = "loops along grid lines",
              .unique = "clue sets",
              .picture = [](int rows, int cols, const EdgeSet& loop) { return write_ascii(Puzzle(rows, cols), &loop); },
          },
      // Tier 1 is the square grid's corner patterns: on other grids nothing is medium.
      .loopy_grids = families::Family::LoopyGrids{.grades = {families::Grade::easy, families::Grade::hard,
                                                              families::Grade::expert, families::Grade::extreme},
                                                  .tatham_levels = {std::begin(kTathamLevels), std::end(kTathamLevels)},
                                                  .line_formats = {"loopy", "json"}},
      .check_solution = "H: horizontal edges, (rows+1) rows of cols '0'/'1', row-major; "
                        "V: vertical edges, rows rows of cols+1 '0'/'1', row-major; on another Loopy grid, "
                        "H alone: the loop's edges as JSON, [[p,q],...] or {\"edges\":[[p,q],...]}, p and q "
                        "point ids of convert --to json",
      .check_example = "4 11 11                 (Slitherlink: the 1x1 loop)",
      .hint_state = "H and V in check's layout, one character an edge: 1 a line, x or 0 a cross, . undecided; "
                    "on Loopy's other grids one string, the edges in the order the faces of convert --to json "
                    "first meet them",
      .generate_examples =
          {
              "--rows 10 --cols 10 --grade hard --count 20 --seed 7 --out pack.json",
              "--rows 10 --cols 10 --grade mixed --count 20 --out graded.json",
              "--rows 7 --cols 7 --tatham-level normal --symmetry rot2 --count 5 --out normal.json",
              "--rows 5 --cols 5 --uniform-loop --count 100 --jobs 2 --out 5x5.json",
              "--grid honeycomb --rows 7 --cols 7 --count 5 --format loopy",
          },
  };
  return f;
}

}  // namespace looplab::slitherlink
