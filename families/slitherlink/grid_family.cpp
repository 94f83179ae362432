// Slitherlink on a Loopy grid as a families::Puzzle: what the graph machinery proves
// (solve, check, one clue fewer), its rating (grid_rate.cpp) and the formats it has;
// hints and solution paths are worded for the square grid, so they say so here.
#include <algorithm>
#include <chrono>

#include "families/slitherlink/family.hpp"
#include "families/slitherlink/grid_puzzle.hpp"
#include "families/slitherlink/rules.hpp"

namespace looplab::slitherlink {

namespace {

// A solution: one flag an edge of the grid's graph, written as grid_loop_json.
struct GridLoop final : families::Solution {
  GridLoop(std::shared_ptr<const core::LoopyGrid> g, std::vector<std::uint8_t> l) : grid(std::move(g)), loop(std::move(l)) {}
  std::shared_ptr<const core::LoopyGrid> grid;
  std::vector<std::uint8_t> loop;
  nlohmann::json to_json() const override { return grid_loop_json(*grid, loop); }
};

class GridSlitherlink final : public families::Puzzle {
 public:
  explicit GridSlitherlink(GridPuzzle p, std::optional<families::Rating> rating = std::nullopt)
      : p_(std::move(p)), rating_(std::move(rating)) {}
  const families::Family& family() const override { return slitherlink::family(); }
  int rows() const override { return p_.grid->height; }
  int cols() const override { return p_.grid->width; }

  std::optional<std::string> cannot_write(std::string_view format) const override {
    if (format == "loopy" || format == "json" || format == "svg" || format == "svg-solution") return std::nullopt;
    return "the " + std::string(format) + " format holds square grids only, not the " + std::string(p_.grid_name()) +
           " grid";
  }
  std::string write_as(std::string_view format) const override {
    if (format == "loopy") return write_loopy_id(p_);
    if (format == "json") return write_grid_json(p_);
    if (format == "svg") return write_grid_svg(p_, nullptr);
    LK_REQUIRE(format == "svg-solution", "GridSlitherlink: a format cannot_write refuses");
    const solver::LoopSatResult r = solve_grid(p_, 1).sat;
    if (!r.first) throw InputError("the puzzle has no solution to draw");
    return write_grid_svg(p_, &*r.first);
  }
  nlohmann::json to_json() const override { return grid_json(p_); }

  families::SolveReport solve(const families::SolveRequest& request) const override {
    const auto start = std::chrono::steady_clock::now();
    const std::uint64_t limit = request.all ? 0 : request.limit;
    const GridSolveResult solved = solve_grid(p_, limit, request.max_conflicts);
    const solver::LoopSatResult& r = solved.sat;
    families::SolveReport out;
    out.status = solver::status_of(r.solutions);
    out.solutions = std::to_string(r.solutions);
    out.complete = r.complete;
    if (r.first) out.solution = std::make_shared<GridLoop>(p_.grid, *r.first);
    // Proved: a hint after it rests on this.
    core::offer_if_proved(solution_, r, [](const std::vector<std::uint8_t>& on) {
      core::EdgeSet loop;
      loop.on = on;
      return loop;
    });
    if (r.second) out.second = std::make_shared<GridLoop>(p_.grid, *r.second);
    solver::Stats stats;
    stats.rule_steps.assign(rules().size(), 0);
    stats.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    out.stats = families::solve_stats(stats, rules());
    out.stats.decided_at_root = solved.decided_at_root;
    out.stats.solved_by_propagation = solved.decided_at_root == p_.grid->graph.num_edges();
    out.stats.engine = solver::to_string(solver::Engine::Sat);
    out.stats.sat = r.stats;
    if (request.picture && r.first) out.picture = "loop: " + out.solution->to_json()["edges"].dump() + "\n";
    return out;
  }
  std::optional<std::string> malformed(const nlohmann::json& solution) const override {
    std::string why;
    if (!grid_loop_edges(p_, solution, why)) return why;
    return std::nullopt;
  }
  std::optional<std::string> check(const nlohmann::json& solution) const override {
    std::string why;
    auto edges = grid_loop_edges(p_, solution, why);
    if (!edges) return why;
    return check_grid_solution(p_, *edges);
  }
  families::Hint hint(const std::vector<std::string>& state) const override { return grid_hint(p_, state, &solution_); }
  // Every edge a line or a cross, named by its points as the path names it.
  std::optional<families::SolutionMarks> solution_marks(const nlohmann::json& solution) const override {
    std::string why;
    const auto edges = grid_loop_edges(p_, solution, why);
    if (!edges) return std::nullopt;
    const core::LoopGraph& g = p_.grid->graph;
    std::vector<std::uint8_t> on(static_cast<std::size_t>(g.num_edges()), 0);
    for (const auto& [a, b] : *edges)
      for (int e : g.vertex_edges(a))
        if (g.edge_vertices(e)[0] == b || g.edge_vertices(e)[1] == b) on[static_cast<std::size_t>(e)] = 1;
    families::SolutionMarks marks;
    for (int e = 0; e < g.num_edges(); ++e) {
      const auto& ends = g.edge_vertices(e);
      marks.decided.push_back({.where = families::Item::Where::Edge,
                               .row = std::min(ends[0], ends[1]),
                               .col = std::max(ends[0], ends[1]),
                               .mark = on[static_cast<std::size_t>(e)] ? families::Item::Mark::Line
                                                                       : families::Item::Mark::Cross});
    }
    return marks;
  }
  families::Path path() const override { return grid_path(p_); }
  std::optional<std::vector<std::unique_ptr<families::Puzzle>>> one_clue_fewer() const override {
    std::vector<std::unique_ptr<families::Puzzle>> out;
    for (std::size_t f = 0; f < p_.clues.size(); ++f) {
      if (p_.clues[f] == kNoClue) continue;
      GridPuzzle fewer = p_;
      fewer.clues[f] = kNoClue;
      out.push_back(std::make_unique<GridSlitherlink>(std::move(fewer)));
    }
    return out;
  }

 private:
  families::Rating rate_from(const families::Proof*) const override { return rating_ ? *rating_ : rate_grid(p_); }

  GridPuzzle p_;
  std::optional<families::Rating> rating_;  // rate_grid(p_), handed over by the generator
  core::ProvedOnce<core::EdgeSet> solution_;  // the one solution, once a hint or a solve has proved it
};

}  // namespace

std::unique_ptr<families::Puzzle> make_grid_puzzle(GridPuzzle p, std::optional<families::Rating> rating) {
  return std::make_unique<GridSlitherlink>(std::move(p), std::move(rating));
}

}  // namespace looplab::slitherlink
