#include "families/slitherlink/family.hpp"

#include "families/slitherlink/checker.hpp"
#include "families/slitherlink/explain.hpp"
#include "families/slitherlink/formats.hpp"
#include "families/slitherlink/generate.hpp"
#include "families/slitherlink/rate.hpp"
#include "families/slitherlink/report.hpp"
#include "families/loop/json.hpp"
#include "families/one_clue_fewer.hpp"
#include "rating/grade.hpp"

namespace looplab::slitherlink {

namespace {

struct SearchProof final : families::Proof {
  SolveResult result;  // of kProofSearch
};

class SlitherlinkPuzzle final : public families::Puzzle {
 public:
  explicit SlitherlinkPuzzle(slitherlink::Puzzle p, std::optional<TathamLevel> level = std::nullopt,
                             std::optional<SolveResult> proof = std::nullopt)
      : p_(std::move(p)), level_(level), proof_(std::move(proof)) {}
  const families::Family& family() const override { return slitherlink::family(); }
  int rows() const override { return p_.rows; }
  int cols() const override { return p_.cols; }

  std::string write_as(std::string_view format) const override {
    if (format == "loopy") return write_loopy_id(p_);
    if (format == "puzzlink") return write_puzzlink(p_);
    if (format == "text") return write_text_grid(p_);
    if (format == "json") return write_json(p_);
    if (format == "ascii") return write_ascii(p_);
    if (format == "svg") return write_svg(p_);
    if (format == "svg-solution") {  // the first solution found, as ∞ Loop draws its own
      const SolveResult r = slitherlink::solve(p_, kProofSearch);
      if (!r.first) throw InputError("the puzzle has no solution to draw");
      return write_svg(p_, &*r.first);
    }
    LK_REQUIRE(false, "unknown Slitherlink output format");
  }
  nlohmann::json to_json() const override { return nlohmann::json::parse(write_json(p_)); }
  families::SolveReport solve(const families::SolveRequest& request) const override {
    // Only the plain proof search (limit 2, no budget) is the one rating reuses; any budget,
    // a node count or SAT conflicts, goes the bounded way.
    if (request.all || request.limit != kProofSearch.limit || request.max_nodes != 0 || request.max_conflicts != 0)
      return solve_report(p_, request);
    auto proof = std::make_shared<SearchProof>();
    // The generator's own search when it handed one over; else the search rating makes too.
    proof->result = proof_ ? *proof_ : slitherlink::solve(p_, kProofSearch);
    families::SolveReport report = solve_report(p_, proof->result, request.picture);
    report.proof = std::move(proof);
    return report;
  }
  std::optional<std::string> malformed(const nlohmann::json& solution) const override {
    std::string why;
    if (!families::loop_solution_edges(solution, p_.rows, p_.cols, "Slitherlink", why)) return why;
    return std::nullopt;
  }
  std::optional<std::vector<std::unique_ptr<families::Puzzle>>> one_clue_fewer() const override {
    std::vector<std::unique_ptr<families::Puzzle>> out;
    for (auto& fewer : families::without_each(p_, &slitherlink::Puzzle::clues, kNoClue))
      out.push_back(make_puzzle(std::move(fewer)));
    return out;
  }
  std::optional<std::string> check(const nlohmann::json& solution) const override {
    std::string why;
    auto edges = families::loop_solution_edges(solution, p_.rows, p_.cols, "Slitherlink", why);
    if (!edges) return why;
    return check_solution(p_, *edges);
  }

  families::Hint hint(const std::vector<std::string>& state) const override { return slitherlink::hint(p_, state); }
  families::Path path() const override { return slitherlink::path(p_); }

  const slitherlink::Puzzle& model() const { return p_; }

 private:
  slitherlink::Puzzle p_;
  std::optional<TathamLevel> level_;  // known from generation
  std::optional<SolveResult> proof_;  // the generator's proof search, a value fixed at construction

  families::Rating rate_from(const families::Proof* proof) const override {
    const auto* search = dynamic_cast<const SearchProof*>(proof);
    return slitherlink::rate(p_, level_, search ? &search->result : nullptr);
  }
};

families::ParseOutcome parse(std::string_view text) {
  return families::outcome_of(parse_any(text), [](Puzzle p) { return make_puzzle(std::move(p)); });
}

}  // namespace

std::unique_ptr<families::Puzzle> make_puzzle(Puzzle p) {
  return std::make_unique<SlitherlinkPuzzle>(std::move(p));
}

std::unique_ptr<families::Puzzle> make_puzzle(Puzzle p, TathamLevel proven) {
  return std::make_unique<SlitherlinkPuzzle>(std::move(p), proven);
}

std::unique_ptr<families::Puzzle> make_puzzle(Puzzle p, SolveResult proof) {
  return std::make_unique<SlitherlinkPuzzle>(std::move(p), std::nullopt, std::move(proof));
}

const Puzzle& model_of(const families::Puzzle& p) {
  LK_REQUIRE(&p.family() == &family(), "not a Slitherlink puzzle");
  return static_cast<const SlitherlinkPuzzle&>(p).model();
}

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
      .grades = {rating::kGrades.begin(), rating::kGrades.end()},
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
      .grid_counting =
          families::GridCounting{
              .loops = "loops along grid lines",
              .unique = "clue sets",
              .picture = [](int rows, int cols, const EdgeSet& loop) { return write_ascii(Puzzle(rows, cols), &loop); },
          },
      .check_solution = "H: horizontal edges, (rows+1) rows of cols '0'/'1', row-major; "
                        "V: vertical edges, rows rows of cols+1 '0'/'1', row-major",
      .check_example = "4 11 11                 (Slitherlink: the 1x1 loop)",
      .hint_state = "H and V in check's layout, one character an edge: 1 a line, x or 0 a cross, . undecided",
      .generate_examples =
          {
              "--rows 10 --cols 10 --grade hard --count 20 --seed 7 --out pack.json",
              "--rows 10 --cols 10 --grade mixed --count 20 --out graded.json",
              "--rows 7 --cols 7 --tatham-level normal --symmetry rot2 --count 5 --out normal.json",
              "--rows 5 --cols 5 --uniform-loop --count 100 --jobs 2 --out 5x5.json",
          },
  };
  return f;
}

}  // namespace looplab::slitherlink
