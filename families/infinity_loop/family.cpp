#include "families/infinity_loop/family.hpp"

#include "families/infinity_loop/checker.hpp"
#include "families/infinity_loop/climb.hpp"
#include "families/infinity_loop/explain.hpp"
#include "families/infinity_loop/formats.hpp"
#include "families/infinity_loop/generate.hpp"
#include "families/infinity_loop/report.hpp"
#include "families/infinity_loop/solve.hpp"
#include "families/infinity_loop/solver.hpp"

namespace looplab::infinity_loop {

namespace {

std::uint64_t count_up_to(const Puzzle& p, std::uint64_t cap) {
  Solver s(p);
  return solve_regions(s, cap).count;
}

class InfinityLoopPuzzle final : public families::Puzzle {
 public:
  explicit InfinityLoopPuzzle(infinity_loop::Puzzle p) : p_(std::move(p)) {}
  const families::Family& family() const override { return infinity_loop::family(); }
  int rows() const override { return p_.rows; }
  int cols() const override { return p_.cols; }

  std::optional<std::string> cannot_write(std::string_view format) const override {
    // Only JSON says "one network"; the pictures show tiles, not a puzzle to read back.
    if (!p_.connected || format == "json" || format == "ascii" || format.starts_with("svg")) return std::nullopt;
    infinity_loop::Puzzle any = p_;
    any.connected = false;
    if (count_up_to(any, 2) == count_up_to(p_, 2)) return std::nullopt;
    return "this ∞ Loop puzzle has one solution only as one network, which the " + std::string(format) +
           " format cannot say: use json";
  }
  std::string write_as(std::string_view format) const override {
    if (format == "text") return write_text(p_);
    if (format == "numbers") return write_numbers(p_);
    if (format == "net") return write_net_id(p_);
    if (format == "json") return write_json(p_);
    if (format == "ascii") return write_ascii(p_);
    if (format == "svg") return write_svg(p_);
    if (format == "svg-solution") {
      Solver s(p_);
      const Solutions r = solve_regions(s, 1);
      if (r.found.empty()) throw InputError("the puzzle has no solution to draw");
      return write_svg(p_, &r.found[0]);
    }
    LK_REQUIRE(false, "unknown ∞ Loop output format");
  }
  nlohmann::json to_json() const override { return json_of(p_); }
  families::SolveReport solve(const families::SolveRequest& request) const override {
    return solve_report(p_, request);
  }
  families::Rating rate_from(const families::Proof*) const override { return infinity_loop::rate(p_); }
  std::optional<std::string> malformed(const nlohmann::json& solution) const override {
    std::string why;
    if (!masks_from_json(p_, solution, &why)) return why;
    return std::nullopt;
  }
  std::optional<std::string> check(const nlohmann::json& solution) const override {
    std::string why;
    auto masks = masks_from_json(p_, solution, &why);
    if (!masks) return why;
    return check_solution(p_, *masks);
  }

  families::Hint hint(const std::vector<std::string>& state) const override { return infinity_loop::hint(p_, state); }
  families::Path path() const override { return infinity_loop::path(p_); }
  std::optional<families::SolutionMarks> solution_marks(const nlohmann::json& solution) const override {
    std::string why;
    auto masks = masks_from_json(p_, solution, &why);
    if (!masks) return std::nullopt;
    return solution_items(p_, *masks);
  }

  const infinity_loop::Puzzle& model() const { return p_; }

 private:
  infinity_loop::Puzzle p_;
};

families::ParseOutcome parse(std::string_view text) {
  return families::outcome_of(parse_any(text), make_puzzle);
}

std::optional<std::string> generate_problem(const families::GenerateRequest& req) {
  if (auto bad = size_problem(req.rows, req.cols)) return bad;
  if (!(req.options.items(family(), "tiles") & ~(1u << kBlank))) return std::string("--tiles blank leaves no tile with a pipe");
  return std::nullopt;
}

families::Generated generate(const families::GenerateRequest& req, core::Rng& rng) {
  const LayoutOptions layout{
      .rows = req.rows, .cols = req.cols, .density = req.options.number(family(), "density"),
      .connected = req.options.flag(family(), "connected")};
  const unsigned tiles = req.options.items(family(), "tiles");  // bit k: Kind k, as kKindNames
  std::optional<Puzzle> made;
  if (!req.grade() && req.symmetry == generator::Symmetry::none && tiles == kAllKinds)
    made = make_unique_puzzle(random_layout(layout, rng), rng);  // the cheapest way
  else
    made = climb_to_grade({.layout = layout, .grade = req.grade(), .symmetry = req.symmetry, .tiles = tiles}, rng);
  families::Generated out;
  if (!made) return out;
  // Asked for, so declared (JSON "connected": true); extreme puzzles declare it always.
  made->connected = made->connected || layout.connected;
  out.puzzle = make_puzzle(std::move(*made));
  return out;
}

}  // namespace

std::optional<std::vector<std::uint8_t>> masks_from_json(const Puzzle& p,
                                                         const nlohmann::json& solution,
                                                         std::string* why) {
  // Accepted: an array of glyph rows (the `solution` of solve --json), {"solution": rows},
  // or {"h": TEXT} with TEXT a solved grid in any ∞ Loop format (what `check` passes).
  std::optional<Puzzle> s;
  if (solution.is_array()) {
    std::vector<std::string> rows;
    for (const auto& r : solution) {
      if (!r.is_string()) {
        *why = "a solution is an array of rows of pipe glyphs";
        return std::nullopt;
      }
      rows.push_back(r.get<std::string>());
    }
    s = from_glyph_rows(rows, why);
    if (!s) return std::nullopt;
  } else if (solution.is_object() && solution.contains("solution")) {
    return masks_from_json(p, solution["solution"], why);
  } else if (solution.is_object() && solution.contains("h") && solution["h"].is_string()) {
    auto parsed = parse_any(solution["h"].get<std::string>());
    if (!parsed || !*parsed) {
      *why = parsed ? "solution: " + parsed->error().describe()
                    : "the solution is not an ∞ Loop grid in any format";
      return std::nullopt;
    }
    s = std::move(parsed->value());
  } else {
    *why = "an ∞ Loop solution is an array of rows of pipe glyphs";
    return std::nullopt;
  }
  if (s->rows != p.rows || s->cols != p.cols) {
    *why = "the solution is " + std::to_string(s->rows) + "x" + std::to_string(s->cols) +
           ", the puzzle " + std::to_string(p.rows) + "x" + std::to_string(p.cols);
    return std::nullopt;
  }
  return s->tiles;
}

std::unique_ptr<families::Puzzle> make_puzzle(Puzzle p) {
  return std::make_unique<InfinityLoopPuzzle>(std::move(p));
}

const Puzzle& model_of(const families::Puzzle& p) {
  LK_REQUIRE(&p.family() == &family(), "not an ∞ Loop puzzle");
  return static_cast<const InfinityLoopPuzzle&>(p).model();
}

const families::Family& family() {
  static const families::Family f{
      .name = "infinity-loop",
      .summary =
          "turn every pipe tile so that each pipe end meets another and none points off the grid",
      .formats = {"text", "numbers", "net", "json", "ascii", "svg", "svg-solution"},
      .line_formats = {"net", "json"},
      .parse = parse,
      .generate = generate,
      // Every grade of the ladder; extreme puzzles are held to one network (climb.hpp).
      .grades = families::kLadder,
      .tatham_levels = {},
      .read_formats = {"text", "numbers", "net", "json"},
      .sizes = "1x1 to 5000x5000 (generated up to 100x100)",
      .default_rows = 10,
      .default_cols = 10,
      .generate_options =
          {
              {.name = "density", .default_value = 0.5, .help = "share of interior edges that carry a pipe"},
              {.name = "connected", .flag = true, .help = "one connected network"},
              {.name = "tiles",
               .help = "the tile kinds that may appear, e.g. end,corner,straight,tee (no blank, no ╋)",
               .items = {kKindNames.begin(), kKindNames.end()}},
          },
      .generate_problem = generate_problem,
      .check_solution = "H: the solved grid in any of the family's formats (e.g. box-drawing rows separated "
                        "by '/'); V is left out",
      .check_example = "'┗┛/┏┓' '┏┓/┗┛'         (∞ Loop: the turned tiles)",
      .hint_state = "the rows of tiles (one string a row, or one with '/' between rows): a settled tile's glyph "
                    "as turned, ? for a tile not settled",
      .generate_examples = {"--rows 20 --cols 20 --density 0.6 --connected --count 5 --seed 1 --out pipes.json"},
  };
  return f;
}

}  // namespace looplab::infinity_loop
