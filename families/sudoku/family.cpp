#include "families/sudoku/family.hpp"

#include "families/grid_json.hpp"
#include "families/sudoku/checker.hpp"
#include "families/sudoku/formats.hpp"
#include "families/sudoku/solve.hpp"

namespace looplab::sudoku {

namespace {

class SudokuPuzzle final : public families::Puzzle {
 public:
  explicit SudokuPuzzle(sudoku::Puzzle p) : p_(std::move(p)) {}
  const families::Family& family() const override { return sudoku::family(); }
  int rows() const override { return p_.size(); }
  int cols() const override { return p_.size(); }

  std::string write(std::string_view format) const override {
    if (format == "line") return write_line(p_);
    if (format == "grid") return write_grid(p_);
    if (format == "solo") return write_solo_id(p_);
    if (format == "json") return write_json(p_);
    if (format == "ascii") return write_ascii(p_);
    if (format == "svg") return write_svg(p_);
    LK_REQUIRE(false, "unknown Sudoku output format");
  }
  nlohmann::json to_json() const override { return nlohmann::json::parse(write_json(p_)); }
  families::SolveReport solve(const families::SolveRequest& request) const override {
    return solve_report(p_, request);
  }
  nlohmann::json rate() const override { return sudoku::rate(p_); }
  // A solution is {"grid": [[...]]}, or a text of the grid in any of the text formats
  // under "grid" or "h" (so `looplab check PUZZLE SOLUTION -` works).
  std::optional<std::string> check(const nlohmann::json& solution) const override {
    const int n = p_.size();
    Grid g;
    const nlohmann::json* text = nullptr;
    if (solution.is_object() && solution.contains("grid") && solution["grid"].is_string())
      text = &solution["grid"];
    else if (solution.is_object() && solution.contains("h") && solution["h"].is_string())
      text = &solution["h"];
    if (text) {
      auto parsed = parse_any(text->get<std::string>());
      if (!parsed)
        return std::string("the solution is not a Sudoku grid in a format looplab reads");
      if (!*parsed) return "the solution: " + parsed->error().describe();
      if (parsed->value().size() != n)
        return std::string("the solution has another size than the puzzle");
      g = parsed->value().givens;
    } else if (solution.is_object() && solution.contains("grid")) {
      std::string why;
      auto cells = families::grid_from_json(solution["grid"], n, n, why);
      if (!cells) return why;
      g = std::move(*cells);
    } else {
      return std::string("a Sudoku solution is {\"grid\": [[...], ...]} or the grid as text");
    }
    return check_solution(p_, g);
  }
  const sudoku::Puzzle& model() const { return p_; }

 private:
  sudoku::Puzzle p_;
};

families::ParseOutcome parse(std::string_view text) {
  return families::outcome_of(parse_any(text), [](auto p) { return make_puzzle(std::move(p)); });
}

}  // namespace

std::unique_ptr<families::Puzzle> make_puzzle(Puzzle p) {
  return std::make_unique<SudokuPuzzle>(std::move(p));
}

const Puzzle& model_of(const families::Puzzle& p) {
  LK_REQUIRE(&p.family() == &family(), "not a Sudoku puzzle");
  return static_cast<const SudokuPuzzle&>(p).model();
}

const families::Family& family() {
  static const families::Family f{
      .name = "sudoku",
      .summary = "fill the grid so that every row, column and box holds each digit once",
      .formats = {"line", "grid", "solo", "json", "ascii", "svg"},
      .parse = parse,
      .generate = generate,
      .grades = {"easy", "medium", "hard", "expert", "extreme"},
      .tatham_levels = {"trivial", "basic", "intermediate", "advanced", "extreme", "unreasonable"},
  };
  return f;
}

}  // namespace looplab::sudoku
