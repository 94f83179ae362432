// The Slitherlink solver's hooks into the shared loop core, branching and the solve
// driver; the rules themselves live in one file per idea (see solver.hpp).
#include "families/slitherlink/solver.hpp"

namespace looplab::slitherlink {

Solver::Solver(int rows, int cols) : LoopSolver(core::Grid(rows, cols), kNumRules) {
  const int R = rows, C = cols;
  clue_.assign(ix(grid_.num_cells()), kNoClue);
  clue_cells_.reserve(ix(grid_.num_cells()));
  corner_cell_.assign(ix(grid_.num_vertices()), {core::kNone, core::kNone, core::kNone, core::kNone});
  for (int r = 0; r <= R; ++r)
    for (int c = 0; c <= C; ++c) {
      auto& q = corner_cell_[ix(grid_.vertex(r, c))];
      if (r > 0 && c < C) q[0] = grid_.cell(r - 1, c);
      if (r < R && c < C) q[1] = grid_.cell(r, c);
      if (r < R && c > 0) q[2] = grid_.cell(r, c - 1);
      if (r > 0 && c > 0) q[3] = grid_.cell(r - 1, c - 1);
    }
  cell_lines_.assign(ix(grid_.num_cells()), 0);
  cell_unknown_.assign(ix(grid_.num_cells()), 4);
}

void Solver::reset(const Puzzle& puzzle, int max_tier) {
  LK_REQUIRE(puzzle.rows == rows() && puzzle.cols == cols(), "Solver::reset needs a puzzle of the solver's size");
  clue_cells_.clear();
  int unmet = 0;
  for (int cell = 0; cell < grid_.num_cells(); ++cell) {
    clue_[ix(cell)] = puzzle.clues[ix(cell)];
    if (clue_[ix(cell)] != kNoClue) clue_cells_.push_back(cell);
    if (clue_[ix(cell)] > 0) ++unmet;
  }
  std::fill(cell_lines_.begin(), cell_lines_.end(), 0);
  std::fill(cell_unknown_.begin(), cell_unknown_.end(), 4);
  reset_core(max_tier, unmet);
}

bool Solver::process(int e) {
  for (int v : grid_.edge_vertices(e)) {
    if (!check_degree(v)) return false;
    if (max_tier_ >= 1 && !check_corners(v)) return false;
  }
  for (int cell : grid_.edge_cells(e))
    if (cell >= 0 && !check_cell(cell)) return false;
  return true;
}

bool Solver::initial_checks() {
  bool ok = true;
  for (int cell : clue_cells_) ok = ok && check_cell(cell);
  for (int v = 0; ok && v < grid_.num_vertices(); ++v) ok = check_degree(v) && (max_tier_ < 1 || check_corners(v));
  if (ok && max_tier_ >= 1) ok = static_patterns();
  return ok;
}

Solver::Branch Solver::choose_branch() const {
  // The end of a path first: one guess there settles a vertex.
  if (const int e = path_end_edge(); e != core::kNone) return {e};
  // Otherwise a side of the clue with the fewest undecided sides.
  int best = core::kNone, best_unknown = 5;
  for (int cell : clue_cells_)
    if (cell_unknown_[ix(cell)] > 0 && cell_unknown_[ix(cell)] < best_unknown) {
      best = cell;
      best_unknown = cell_unknown_[ix(cell)];
    }
  if (best != core::kNone)
    for (int e : grid_.cell_edges(best))
      if (edge_[ix(e)] == kUnknown) return {e};
  if (const int e = first_unknown_edge(); e != core::kNone) return {e};
  LK_REQUIRE(false, "choose_branch called on a solved state");
}

SolveResult Solver::solve(const Puzzle& puzzle, const SolveOptions& options) {
  reset(puzzle, options.max_tier);
  return run<SolveResult>(options);
}

}  // namespace looplab::slitherlink
