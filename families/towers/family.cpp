#include "families/towers/family.hpp"

#include "families/grid_json.hpp"
#include "families/towers/checker.hpp"
#include "families/towers/formats.hpp"
#include "families/towers/solve.hpp"

namespace looplab::towers {

namespace {

class TowersPuzzle final : public families::Puzzle {
 public:
  explicit TowersPuzzle(towers::Puzzle p) : p_(std::move(p)) {}
  const families::Family& family() const override { return towers::family(); }
  int rows() const override { return p_.n; }
  int cols() const override { return p_.n; }

  std::string write(std::string_view format) const override {
    if (format == "towers") return write_towers_id(p_);
    if (format == "json") return write_json(p_);
    if (format == "ascii") return write_ascii(p_);
    if (format == "svg") return write_svg(p_);
    LK_REQUIRE(false, "unknown Towers output format");
  }
  nlohmann::json to_json() const override { return nlohmann::json::parse(write_json(p_)); }
  families::SolveReport solve(const families::SolveRequest& request) const override {
    return solve_report(p_, request);
  }
  nlohmann::json rate() const override { return towers::rate(p_); }
  // A solution is {"grid": [[...]]}, or the heights as text (n*n digits, row-major,
  // rows optionally separated by '/' or spaces) under "grid" or "h".
  std::optional<std::string> check(const nlohmann::json& solution) const override {
    const int n = p_.n;
    Grid g;
    const nlohmann::json* text = nullptr;
    if (solution.is_object() && solution.contains("grid") && solution["grid"].is_string())
      text = &solution["grid"];
    else if (solution.is_object() && solution.contains("h") && solution["h"].is_string())
      text = &solution["h"];
    if (text) {
      for (char c : text->get<std::string>()) {
        if (c >= '0' && c <= '9')
          g.push_back(c - '0');
        else if (c != '/' && c != ' ' && c != '\n')
          return "stray character " + quote_char(c) + " in the solution";
      }
    } else if (solution.is_object() && solution.contains("grid")) {
      std::string why;
      auto cells = families::grid_from_json(solution["grid"], n, n, why);
      if (!cells) return why;
      g = std::move(*cells);
    } else {
      return std::string("a Towers solution is {\"grid\": [[...], ...]} or the heights as text");
    }
    return check_solution(p_, g);
  }
  const towers::Puzzle& model() const { return p_; }

 private:
  towers::Puzzle p_;
};

families::ParseOutcome parse(std::string_view text) {
  return families::outcome_of(parse_any(text), [](auto p) { return make_puzzle(std::move(p)); });
}

}  // namespace

std::unique_ptr<families::Puzzle> make_puzzle(Puzzle p) {
  return std::make_unique<TowersPuzzle>(std::move(p));
}

const Puzzle& model_of(const families::Puzzle& p) {
  LK_REQUIRE(&p.family() == &family(), "not a Towers puzzle");
  return static_cast<const TowersPuzzle&>(p).model();
}

const families::Family& family() {
  static const families::Family f{
      .name = "towers",
      .summary =
          "fill a Latin square of tower heights; a clue counts the towers seen from the edge",
      .formats = {"towers", "json", "ascii", "svg"},
      .parse = parse,
      .generate = generate,
      .grades = {"easy", "medium", "hard", "expert", "extreme"},
      .tatham_levels = {"easy", "hard", "extreme", "unreasonable"},
  };
  return f;
}

}  // namespace looplab::towers
