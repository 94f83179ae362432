#include "families/sudoku/family.hpp"

#include "families/digits/puzzle.hpp"
#include "families/sudoku/checker.hpp"
#include "families/sudoku/explain.hpp"
#include "families/sudoku/formats.hpp"
#include "families/sudoku/generate.hpp"
#include "families/sudoku/rate.hpp"
#include "families/sudoku/report.hpp"
#include "families/sudoku/solve.hpp"
#include "families/sudoku/tatham_levels.hpp"
#include "families/one_clue_fewer.hpp"
#include "families/rating/grade.hpp"

namespace looplab::sudoku {

namespace {

struct SudokuOps {
  using Model = sudoku::Puzzle;
  static const families::Family& family() { return sudoku::family(); }
  static int size(const Model& p) { return p.size(); }
  static std::string write(const Model& p, std::string_view format) {
    if (format == "line") return write_line(p);
    if (format == "grid") return write_grid(p);
    if (format == "solo") return write_solo_id(p);
    if (format == "json") return write_json(p);
    if (format == "ascii") return write_ascii(p);
    if (format == "svg") return write_svg(p);
    LK_REQUIRE(false, "unknown Sudoku output format");
  }
  // A line says only its length, which reads back with the size's default boxes.
  static std::optional<std::string> cannot_write(const Model& p, std::string_view format) {
    // A line and a grid of rows say the size alone: they are read with its default boxes.
    if ((format != "line" && format != "grid") || default_boxes(p.size()) == std::pair{p.box_rows, p.box_cols})
      return std::nullopt;
    return std::string(format == "line" ? "a line" : "a grid of rows") +
           " holds only the default boxes of its size; this Sudoku's boxes are " + std::to_string(p.box_rows) + "x" +
           std::to_string(p.box_cols) + " (use solo or json)";
  }
  static families::SolveReport solve(const Model& p, const families::SolveRequest& request) {
    return solve_report(p, request);
  }
  static nlohmann::json to_json(const Model& p) { return json_object(p); }
  static families::Rating rate(const Model& p) { return sudoku::rate(p); }
  static std::vector<Model> one_clue_fewer(const Model& p) { return families::without_each(p, &Model::givens, 0); }
  // A solution as text is a grid in any of the text formats (so `looplab check PUZZLE
  // SOLUTION -` works).
  static std::optional<std::string> read_text(const Model& p, const std::string& text, Grid& out) {
    auto parsed = parse_any(text);
    if (!parsed) return std::string("the solution is not a Sudoku grid in a format looplab reads");
    if (!*parsed) return "the solution: " + parsed->error().describe();
    if (parsed->value().size() != p.size())
      return std::string("the solution has another size than the puzzle");
    out = parsed->value().givens;
    return std::nullopt;
  }
  static std::optional<std::string> check(const Model& p, const Grid& g) {
    return check_solution(p, g);
  }
  static families::Hint hint(const Model& p, const std::vector<std::string>& state) {
    return sudoku::hint(p, state);
  }
  static families::Path path(const Model& p) { return sudoku::path(p); }
  static constexpr std::string_view kSolutionShape =
      "a Sudoku solution is {\"grid\": [[...], ...]} or the grid as text";
};

families::ParseOutcome parse(std::string_view text) {
  return families::outcome_of(parse_any(text), [](auto p) { return make_puzzle(std::move(p)); });
}

}  // namespace

std::unique_ptr<families::Puzzle> make_puzzle(Puzzle p) {
  return families::make_grid_digits_puzzle<SudokuOps>(std::move(p));
}

std::unique_ptr<families::Puzzle> make_puzzle(Puzzle p, families::Rating rating) {
  return families::make_grid_digits_puzzle<SudokuOps>(std::move(p), std::move(rating));
}

const Puzzle& model_of(const families::Puzzle& p) {
  return families::grid_digits_model<SudokuOps>(p);
}

const families::Family& family() {
  static const families::Family f{
      .name = "sudoku",
      .summary = "fill the grid so that every row, column and box holds each digit once",
      .formats = {"line", "grid", "solo", "json", "ascii", "svg"},
      .line_formats = {"line", "solo", "json"},
      .parse = parse,
      .generate = generate,
      .grades = families::kLadder,
      .tatham_levels = {std::begin(kTathamLevels), std::end(kTathamLevels)},
      .read_formats = {"line", "grid", "solo", "json"},
      .sizes = "4, 6, 8, 9, 12, 16 or 25 (square)",
      .default_rows = 9,
      .default_cols = 9,
      .generate_problem = generate_problem,
      .check_solution = "H: the solved grid's digits, row-major (rows may be separated by '/'); V is left out",
      .hint_state = "the grid's digits row-major, . for a blank (rows may be separated by '/'); then, "
                    "optionally, the digits ruled out, as r3c4-7 tokens",
      .generate_examples = {"--rows 9 --cols 9 --tatham-level basic --count 1000 --format solo --out basic.txt"},
  };
  return f;
}

}  // namespace looplab::sudoku
