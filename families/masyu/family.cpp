#include "families/masyu/family.hpp"

#include "families/masyu/checker.hpp"
#include "families/masyu/count.hpp"
#include "families/masyu/explain.hpp"
#include "families/masyu/formats.hpp"
#include "families/masyu/generate.hpp"
#include "families/masyu/rate.hpp"
#include "families/masyu/report.hpp"
#include "families/masyu/tatham_levels.hpp"
#include "families/loop_json.hpp"
#include "families/one_clue_fewer.hpp"
#include "rating/grade.hpp"

namespace looplab::masyu {

namespace {

struct SearchProof final : families::Proof {
  SolveResult result;  // of kProofSearch
};

class MasyuPuzzle final : public families::Puzzle {
 public:
  explicit MasyuPuzzle(masyu::Puzzle p) : p_(std::move(p)) {}
  const families::Family& family() const override { return masyu::family(); }
  int rows() const override { return p_.rows; }
  int cols() const override { return p_.cols; }

  std::optional<std::string> cannot_write(std::string_view format) const override {
    // Without a pearl, a Pearl ID or a text grid reads as another family's puzzle (an
    // empty Loopy grid, a grid of dots): the other formats say Masyu.
    if ((format == "pearl" || format == "text") && p_.num_pearls() == 0)
      return "a Masyu puzzle without pearls cannot be written as " + std::string(format) +
             " (it would read as another family's puzzle): use json or puzzlink";
    return std::nullopt;
  }
  std::string write_as(std::string_view format) const override {
    if (format == "pearl") return write_pearl_id(p_);
    if (format == "puzzlink") return write_puzzlink(p_);
    if (format == "text") return write_text_grid(p_);
    if (format == "json") return write_json(p_);
    if (format == "ascii") return write_ascii(p_);
    if (format == "svg") return write_svg(p_);
    if (format == "svg-solution") {  // the first solution found, as the other loop families draw theirs
      const SolveResult r = masyu::solve(p_, kProofSearch);
      if (!r.first) throw InputError("the puzzle has no solution to draw");
      return write_svg(p_, &*r.first);
    }
    LK_REQUIRE(false, "unknown Masyu output format");
  }
  nlohmann::json to_json() const override { return nlohmann::json::parse(write_json(p_)); }
  families::SolveReport solve(const families::SolveRequest& request) const override {
    if (request.all || request.limit != kProofSearch.limit || request.max_nodes != 0)
      return solve_report(p_, request);
    auto proof = std::make_shared<SearchProof>();
    proof->result = masyu::solve(p_, kProofSearch);  // rating makes the same search
    families::SolveReport report = solve_report(p_, proof->result, request.picture);
    report.proof = std::move(proof);
    return report;
  }
  std::optional<std::vector<std::unique_ptr<families::Puzzle>>> one_clue_fewer() const override {
    std::vector<std::unique_ptr<families::Puzzle>> out;
    for (auto& fewer : families::without_each(p_, &masyu::Puzzle::pearls, kEmpty))
      out.push_back(make_puzzle(std::move(fewer)));
    return out;
  }
  // A solution's shape is checked apart from its rules: a typo is bad input (exit 2).
  std::optional<std::string> malformed(const nlohmann::json& solution) const override {
    std::string why;
    if (!families::loop_solution_edges(solution, p_.rows - 1, p_.cols - 1, "Masyu", why)) return why;
    return std::nullopt;
  }
  std::optional<std::string> check(const nlohmann::json& solution) const override {
    std::string why;
    auto edges = families::loop_solution_edges(solution, p_.rows - 1, p_.cols - 1, "Masyu", why);
    if (!edges) return why;
    return check_solution(p_, *edges);
  }

  families::Hint hint(const std::vector<std::string>& state) const override { return masyu::hint(p_, state); }
  families::Path path() const override { return masyu::path(p_); }

  const masyu::Puzzle& model() const { return p_; }

 private:
  masyu::Puzzle p_;

  families::Rating rate_from(const families::Proof* proof) const override {
    const auto* search = dynamic_cast<const SearchProof*>(proof);
    return masyu::rate(p_, search ? &search->result : nullptr);
  }
};

families::ParseOutcome parse(std::string_view text) {
  return families::outcome_of(parse_any(text), [](Puzzle p) { return make_puzzle(std::move(p)); });
}

}  // namespace

std::unique_ptr<families::Puzzle> make_puzzle(Puzzle p) { return std::make_unique<MasyuPuzzle>(std::move(p)); }

const Puzzle& model_of(const families::Puzzle& p) {
  LK_REQUIRE(&p.family() == &family(), "not a Masyu puzzle");
  return static_cast<const MasyuPuzzle&>(p).model();
}

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
      .grades = {rating::kGrades.begin(), rating::kGrades.end()},
      .tatham_levels = {std::begin(kTathamLevels), std::end(kTathamLevels)},
      .read_formats = {"pearl", "puzzlink", "text", "json"},
      .sizes = "2x2 to 100x100 (generated from 3x3, in seconds up to 40x40)",
      .default_rows = 10,
      .default_cols = 10,
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
  };
  return f;
}

}  // namespace looplab::masyu
