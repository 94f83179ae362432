#include "families/towers/family.hpp"

#include "families/digits/puzzle.hpp"
#include "families/towers/checker.hpp"
#include "families/towers/explain.hpp"
#include "families/towers/formats.hpp"
#include "families/towers/generate.hpp"
#include "families/towers/rate.hpp"
#include "families/towers/report.hpp"
#include "families/towers/solve.hpp"
#include "families/towers/tatham_levels.hpp"
#include "families/one_clue_fewer.hpp"
#include "families/rating/grade.hpp"

namespace looplab::towers {

namespace {

struct TowersOps {
  using Model = towers::Puzzle;
  static const families::Family& family() { return towers::family(); }
  static int size(const Model& p) { return p.n; }
  static std::string write(const Model& p, std::string_view format) {
    if (format == "towers") return write_towers_id(p);
    if (format == "json") return write_json(p);
    if (format == "ascii") return write_ascii(p);
    if (format == "svg") return write_svg(p);
    LK_REQUIRE(false, "unknown Towers output format");
  }
  static families::SolveReport solve(const Model& p, const families::SolveRequest& request) {
    return solve_report(p, request);
  }
  static nlohmann::json to_json(const Model& p) { return json_object(p); }
  static families::Rating rate(const Model& p) { return towers::rate(p); }
  static std::vector<Model> one_clue_fewer(const Model& p) {
    std::vector<Model> out = families::without_each(p, &Model::givens, 0);
    for (std::size_t s = 0; s < p.clues.size(); ++s)
      for (std::size_t i = 0; i < p.clues[s].size(); ++i)
        if (p.clues[s][i] != 0) {
          out.push_back(p);
          out.back().clues[s][i] = 0;
        }
    return out;
  }
  // The heights as text: n*n digits, row-major, rows optionally separated by '/' or
  // spaces.
  static std::optional<std::string> read_text(const Model&, const std::string& text, Grid& out) {
    for (char c : text) {
      if (c >= '0' && c <= '9')
        out.push_back(c - '0');
      else if (c != '/' && c != ' ' && c != '\n')
        return "stray character " + quote_char(c) + " in the solution";
    }
    return std::nullopt;
  }
  static std::optional<std::string> check(const Model& p, const Grid& g) {
    return check_solution(p, g);
  }
  static families::Hint hint(const Model& p, const std::vector<std::string>& state) {
    return towers::hint(p, state);
  }
  static families::Path path(const Model& p) { return towers::path(p); }
  static constexpr std::string_view kSolutionShape =
      "a Towers solution is {\"grid\": [[...], ...]} or the heights as text";
};

families::ParseOutcome parse(std::string_view text) {
  return families::outcome_of(parse_any(text), [](auto p) { return make_puzzle(std::move(p)); });
}

}  // namespace

std::unique_ptr<families::Puzzle> make_puzzle(Puzzle p) {
  return families::make_grid_digits_puzzle<TowersOps>(std::move(p));
}

std::unique_ptr<families::Puzzle> make_puzzle(Puzzle p, families::Rating rating) {
  return families::make_grid_digits_puzzle<TowersOps>(std::move(p), std::move(rating));
}

const Puzzle& model_of(const families::Puzzle& p) {
  return families::grid_digits_model<TowersOps>(p);
}

const families::Family& family() {
  static const families::Family f{
      .name = "towers",
      .summary =
          "fill a Latin square of tower heights; a clue counts the towers seen from the edge",
      .formats = {"towers", "json", "ascii", "svg"},
      .line_formats = {"towers", "json"},
      .parse = parse,
      .generate = generate,
      .grades = families::kLadder,
      .tatham_levels = {std::begin(kTathamLevels), std::end(kTathamLevels)},
      .read_formats = {"towers", "json"},
      .sizes = "3x3 to 9x9 (square)",
      .default_rows = 6,
      .default_cols = 6,
      .generate_problem = generate_problem,
      .check_solution = "H: the solved grid's heights, row-major (rows may be separated by '/'); V is left out",
      .hint_state = "the grid's heights row-major, . for a blank (rows may be separated by '/'); then, "
                    "optionally, the heights ruled out, as r3c4-7 tokens",
      .generate_examples = {"--rows 6 --cols 6 --tatham-level hard --symmetry rot2 --count 5 --out towers.json"},
  };
  return f;
}

}  // namespace looplab::towers
