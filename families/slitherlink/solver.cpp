// The propagation loop, branching and the solve driver of the Slitherlink solver; the
// rules themselves live in one file per idea (see solver.hpp).
#include "families/slitherlink/solver.hpp"

#include <chrono>

#include "solver/search.hpp"

namespace looplab::slitherlink {

Solver::Solver(int rows, int cols) : grid_(rows, cols) {
  const int R = rows, C = cols;
  clue_.assign(ix(grid_.num_cells()), kNoClue);
  clue_cells_.reserve(ix(grid_.num_cells()));
  corner_cell_.assign(ix(grid_.num_vertices()),
                      {core::kNone, core::kNone, core::kNone, core::kNone});
  for (int r = 0; r <= R; ++r)
    for (int c = 0; c <= C; ++c) {
      auto& q = corner_cell_[ix(grid_.vertex(r, c))];
      if (r > 0 && c < C) q[0] = grid_.cell(r - 1, c);
      if (r < R && c < C) q[1] = grid_.cell(r, c);
      if (r < R && c > 0) q[2] = grid_.cell(r, c - 1);
      if (r > 0 && c > 0) q[3] = grid_.cell(r - 1, c - 1);
    }
  edge_.assign(ix(grid_.num_edges()), kUnknown);
  cell_lines_.assign(ix(grid_.num_cells()), 0);
  cell_unknown_.assign(ix(grid_.num_cells()), 4);
  vert_lines_.assign(ix(grid_.num_vertices()), 0);
  vert_unknown_.assign(ix(grid_.num_vertices()), 0);
  mate_.assign(ix(grid_.num_vertices()), core::kNone);
  colours_.reset(grid_.num_cells() + 1);
  queue_.reserve(ix(grid_.num_edges()) * 2);
  changed_.assign(ix(grid_.num_edges()), 0);
  probe_queue_.reserve(ix(grid_.num_edges()) * 4);
  queued_.assign(ix(grid_.num_edges()), 0);
  stats_.rule_steps.assign(kNumRules, 0);
}

void Solver::reset(const Puzzle& puzzle, int max_tier) {
  LK_REQUIRE(puzzle.rows == rows() && puzzle.cols == cols(),
             "Solver::reset needs a puzzle of the solver's size");
  clue_cells_.clear();
  int unmet = 0;
  for (int cell = 0; cell < grid_.num_cells(); ++cell) {
    clue_[ix(cell)] = puzzle.clues[ix(cell)];
    if (clue_[ix(cell)] != kNoClue) clue_cells_.push_back(cell);
    if (clue_[ix(cell)] > 0) ++unmet;
  }
  trail_.clear();
  std::fill(edge_.begin(), edge_.end(), kUnknown);
  std::fill(cell_lines_.begin(), cell_lines_.end(), 0);
  std::fill(cell_unknown_.begin(), cell_unknown_.end(), 4);
  std::fill(vert_lines_.begin(), vert_lines_.end(), 0);
  for (int v = 0; v < grid_.num_vertices(); ++v) {
    int n = 0;
    for (int e : grid_.vertex_edges(v)) n += e >= 0;
    vert_unknown_[ix(v)] = n;
  }
  counter_ = {};
  counter_[kUnknownEdges] = grid_.num_edges();
  counter_[kUnmetClues] = unmet;
  colours_.reset(grid_.num_cells() + 1);
  queue_.clear();
  queue_head_ = 0;
  initial_ = true;
  fixpoint_ = false;
  counting_ = true;
  max_tier_ = max_tier;
}

EdgeSet Solver::lines() const {
  EdgeSet out(rows(), cols());
  for (std::size_t e = 0; e < edge_.size(); ++e) out.on[e] = edge_[e] == kLine;
  return out;
}

bool Solver::assign(int e, Slot state, int rule) {
  Slot& slot = edge_[ix(e)];
  if (slot == state) return true;
  if (slot != kUnknown) return false;
  trail_.assign(slot, state);
  trail_.assign(counter_[kUnknownEdges], counter_[kUnknownEdges] - 1);
  const bool line = state == kLine;
  bool ok = true;
  for (int v : grid_.edge_vertices(e)) {
    trail_.assign(vert_unknown_[ix(v)], vert_unknown_[ix(v)] - 1);
    if (line) {
      trail_.assign(vert_lines_[ix(v)], vert_lines_[ix(v)] + 1);
      ok &= vert_lines_[ix(v)] <= 2;
    }
  }
  for (int cell : grid_.edge_cells(e)) {
    if (cell < 0) continue;
    trail_.assign(cell_unknown_[ix(cell)], cell_unknown_[ix(cell)] - 1);
    if (line) {
      const Slot n = cell_lines_[ix(cell)] + 1;
      trail_.assign(cell_lines_[ix(cell)], n);
      const int k = clue_[ix(cell)];
      if (k != kNoClue && n > k) ok = false;
      if (k != kNoClue && n == k) trail_.assign(counter_[kUnmetClues], counter_[kUnmetClues] - 1);
    }
  }
  count(rule);
  if (counting_) {  // not a probe: remember it for the next lookahead
    changed_[ix(counter_[kChanged])] = e;
    trail_.assign(counter_[kChanged], counter_[kChanged] + 1);
  }
  queue_.push_back(e);
  fixpoint_ = false;
  if (!ok) return false;
  if (colouring() && !colour_edge(e, state)) return false;
  return !line || join_paths(e);
}

bool Solver::process(int e) {
  for (int v : grid_.edge_vertices(e)) {
    if (!check_vertex(v)) return false;
    if (max_tier_ >= 1 && !check_corners(v)) return false;
  }
  for (int cell : grid_.edge_cells(e))
    if (cell >= 0 && !check_cell(cell)) return false;
  return true;
}

bool Solver::basic_fixpoint() {
  for (;;) {
    while (queue_head_ < queue_.size())
      if (!process(queue_[queue_head_++])) return false;
    queue_.clear();
    queue_head_ = 0;
    if (colouring()) {
      bool progress = false;
      if (!colour_sweep(progress)) return false;
      if (progress) continue;
    }
    // Every edge decided but no loop closed: only possible with no line at all.
    return counter_[kUnknownEdges] != 0 || counter_[kClosed] != 0;
  }
}

bool Solver::propagate() {
  if (fixpoint_) return true;
  bool ok = true;
  if (initial_) {
    initial_ = false;
    for (int cell : clue_cells_) ok = ok && check_cell(cell);
    for (int v = 0; ok && v < grid_.num_vertices(); ++v)
      ok = check_vertex(v) && (max_tier_ < 1 || check_corners(v));
    if (ok && max_tier_ >= 1) ok = static_patterns();
  }
  while (ok) {
    ok = basic_fixpoint();
    if (!ok || max_tier_ < 3) break;
    bool progress = false;
    ok = lookahead(progress);
    if (!progress) break;
  }
  if (!ok) {
    queue_.clear();
    queue_head_ = 0;
    return false;
  }
  fixpoint_ = true;
  return true;
}

Solver::Branch Solver::choose_branch() const {
  // The end of a path with the fewest ways on: one guess there settles the vertex.
  int best = core::kNone, best_unknown = 5;
  for (int v = 0; v < grid_.num_vertices() && best_unknown > 2; ++v)
    if (vert_lines_[ix(v)] == 1 && vert_unknown_[ix(v)] < best_unknown) {
      best = v;
      best_unknown = vert_unknown_[ix(v)];
    }
  if (best != core::kNone)
    for (int e : grid_.vertex_edges(best))
      if (e >= 0 && edge_[ix(e)] == kUnknown) return {e};
  // Otherwise a side of the clue with the fewest undecided sides.
  best_unknown = 5;
  for (int cell : clue_cells_)
    if (cell_unknown_[ix(cell)] > 0 && cell_unknown_[ix(cell)] < best_unknown) {
      best = cell;
      best_unknown = cell_unknown_[ix(cell)];
    }
  if (best != core::kNone)
    for (int e : grid_.cell_edges(best))
      if (edge_[ix(e)] == kUnknown) return {e};
  for (int e = 0; e < grid_.num_edges(); ++e)
    if (edge_[ix(e)] == kUnknown) return {e};
  LK_REQUIRE(false, "choose_branch called on a solved state");
}

bool Solver::take(const Branch& b, int i) {
  return assign(b.edge, i == 0 ? kLine : kCross, -1);
}

void Solver::undo(Mark m) {
  trail_.undo_to(m);
  queue_.clear();
  queue_head_ = 0;
  fixpoint_ = false;
}

void Solver::on_solution() {
  if (!first_)
    first_ = lines();
  else if (!second_)
    second_ = lines();
}

SolveResult Solver::solve(const Puzzle& puzzle, const SolveOptions& options) {
  const auto start = std::chrono::steady_clock::now();
  reset(puzzle, options.max_tier);
  std::fill(stats_.rule_steps.begin(), stats_.rule_steps.end(), 0);  // keeps its buffer
  stats_.guesses = stats_.backtracks = stats_.nodes = 0;
  stats_.max_depth = 0;
  stats_.seconds = 0;
  first_.reset();
  second_.reset();
  SolveResult r;
  const bool alive = propagate();
  root_ = edge_;
  root_colour_.resize(ix(grid_.num_cells()));
  for (int cell = 0; cell < grid_.num_cells(); ++cell) root_colour_[ix(cell)] = colours_.find(cell);
  r.decided_edges = grid_.num_edges() - counter_[kUnknownEdges];
  r.solved_by_propagation = alive && solved();
  if (!alive) {
    r.complete = true;
    stats_.nodes = 1;
  } else if (!options.search) {
    stats_.nodes = 1;
    if (solved()) on_solution();
    r.solutions = solved() ? 1 : 0;
    r.complete = solved();  // sound rules only: a full decision is the one solution
  } else {
    solver::SearchResult s =
        solver::count_solutions(*this, {.limit = options.limit, .max_nodes = options.max_nodes});
    r.solutions = s.solutions;
    r.complete = s.complete;
  }
  stats_.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  r.stats = stats_;
  r.first = std::move(first_);
  r.second = std::move(second_);
  return r;
}

}  // namespace looplab::slitherlink
