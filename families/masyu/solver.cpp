// The Masyu solver's hooks into the shared loop core, branching and the solve driver;
// the rules live in one file per idea (see solver.hpp).
#include "families/masyu/solver.hpp"

#include <bit>

namespace looplab::masyu {

Solver::Solver(int rows, int cols) : LoopSolver(dot_grid(rows, cols), kNumRules) {
  pearl_.assign(ix(grid_.num_vertices()), kEmpty);
  step_bit_.assign(ix(grid_.num_edges()), 0);
  shape_cache_.resize(2 * ix(grid_.num_vertices()));
  interior_tables_.resize(4 * kOffsets * kOffsets);
  interior_ready_.assign(interior_tables_.size(), 0);
  list_probes_near();
}

void Solver::reset(const Puzzle& puzzle, int max_tier, const Puzzle* must_break,
                   const EdgeSet* prefer) {
  LK_REQUIRE(puzzle.rows == rows() && puzzle.cols == cols(), "Solver::reset needs a puzzle of the solver's size");
  build_shapes(puzzle);
  set_must_break(must_break);
  LK_REQUIRE(!prefer || prefer->on.size() == edge_.size(), "prefer needs the puzzle's size");
  prefer_ = prefer;
  dirty_.clear();
  pearl_dirty_.assign(pearl_dot_.size(), 0);
  reset_core(max_tier, static_cast<int>(pearl_dot_.size()));
  fitting_.assign(pearl_dot_.size(), kUnchecked);
  pair_slot_.assign(partners_.size(), -1);
  pair_tables_.clear();
  pair_tables_.reserve(partners_.size());  // no table moves while check_pair holds one
}

bool Solver::process(int e) {
  for (int v : grid_.edge_vertices(e))
    if (!check_degree(v)) return false;
  for (int k = edge_pearl_start_[ix(e)]; k < edge_pearl_start_[ix(e) + 1]; ++k) {
    const int p = edge_pearls_[ix(k)];
    if (!check_pearl(p)) return false;
    mark_dirty(p);
  }
  return true;
}

void Solver::mark_dirty(int pearl) {
  if (max_tier_ < 1 || !counting_ || pearl_dirty_[ix(pearl)]) return;  // probes skip pairs
  pearl_dirty_[ix(pearl)] = 1;
  dirty_.push_back(pearl);
}

void Solver::clear_dirty() {
  for (int p : dirty_) pearl_dirty_[ix(p)] = 0;
  dirty_.clear();
}

bool Solver::pair_sweep() {
  // Pairs run once single pearls are at their fixpoint, so that what one pearl decides
  // alone is never counted as a pair's (and single checks, far cheaper, go first).
  while (!dirty_.empty() && queue_head_ == queue_.size()) {
    const int p = dirty_.back();
    dirty_.pop_back();
    pearl_dirty_[ix(p)] = 0;
    Fitting mine;
    Mark seen = ~Mark{0};  // the trail's length when `mine` was made: any step since changes it
    for (int j = partner_start_[ix(p)]; j < partner_start_[ix(p) + 1]; ++j) {
      const int q = partners_[ix(j)];
      if (pearl_dirty_[ix(q)]) continue;  // a dirty q looks at p itself
      if (mark() != seen) fitting_now(p, mine), seen = mark();
      if (!check_pair(p, j, mine)) return false;
    }
  }
  return true;
}

bool Solver::initial_checks() {
  bool ok = true;
  for (int p = 0; ok && p < static_cast<int>(pearl_dot_.size()); ++p) {
    ok = check_pearl(p);
    mark_dirty(p);
  }
  for (int v = 0; ok && v < grid_.num_vertices(); ++v) ok = check_degree(v);
  return ok;
}

Solver::Branch Solver::choose_branch() const {
  Branch b{.edge = choose_edge()};
  b.cross_first = prefer_ && !prefer_->on[ix(b.edge)];
  return b;
}

int Solver::choose_edge() const {
  // Around the pearls a loop must break first: once their shapes are settled, a
  // branch that keeps them all is cut at once.
  if (const int e = must_break_edge(); e != core::kNone) return e;
  if (const int e = pearl_split_edge(); e != core::kNone) return e;
  if (const int e = path_end_edge(); e != core::kNone) return e;
  if (const int e = first_unknown_edge(); e != core::kNone) return e;
  LK_REQUIRE(false, "choose_branch called on a solved state");
}

int Solver::pearl_split_edge() const {
  // The pearl not yet passed with the fewest shapes that still fit, on a step some of
  // them draw and the others do not, so that either way drops a shape: the pearls hold
  // most of a puzzle, and their shapes settle whole legs at once (on four sets of 20 of
  // our 20x20 puzzles, proofs take 14% fewer instructions than with path ends first).
  // The count is the trailed one check_pearl keeps (at a fixpoint it has looked since
  // the pearl's last step changed).
  int best = core::kNone, fewest = 5;
  for (int p = 0; p < static_cast<int>(pearl_dot_.size()); ++p) {
    const int v = pearl_dot_[ix(p)];
    if (vertex_unknown_[ix(v)] == 0 || vertex_lines_[ix(v)] == 2) continue;
    const unsigned shapes = (1u << (shape_start_[ix(p) + 1] - shape_start_[ix(p)])) - 1;
    const int n = std::popcount(static_cast<unsigned>(fitting_[ix(p)]) & shapes);
    if (n >= fewest) continue;
    fewest = n;
    best = p;
  }
  if (best == core::kNone) return core::kNone;
  Fitting fit;
  fitting_now(best, fit);
  std::uint32_t some = 0, all = ~0u;
  for (int i = 0; i < fit.n; ++i) {
    some |= shapes_[ix(fit.shape[ix(i)])].line_mask;
    all &= shapes_[ix(fit.shape[ix(i)])].line_mask;
  }
  for (int k = step_start_[ix(best)]; k < step_start_[ix(best) + 1]; ++k)
    if (((some & ~all) >> (k - step_start_[ix(best)]) & 1) && edge_[ix(pearl_steps_[ix(k)])] == kUnknown) return pearl_steps_[ix(k)];
  for (int e : graph_.vertex_edges(pearl_dot_[ix(best)]))  // no step splits them
    if (edge_[ix(e)] == kUnknown) return e;
  return core::kNone;
}

bool Solver::take(const Branch& b, int i) {
  trail_.assign(counter_[kDepth], counter_[kDepth] + 1);
  return assign(b.edge, (i == 0) != b.cross_first ? kLine : kCross, -1);
}

SolveResult Solver::solve(const Puzzle& puzzle, const SolveOptions& options) {
  reset(puzzle, options.max_tier, options.must_break, options.prefer);
  return run<SolveResult>(options);
}

}  // namespace looplab::masyu
