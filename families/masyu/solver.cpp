// The propagation loop, branching and the solve driver of the Masyu solver; the rules
// live in one file per idea (see solver.hpp).
#include "families/masyu/solver.hpp"

#include <chrono>

#include "solver/search.hpp"

namespace looplab::masyu {

Solver::Solver(int rows, int cols) : grid_(dot_grid(rows, cols)) {
  const auto dots = ix(grid_.num_vertices()), edges = ix(grid_.num_edges());
  pearl_.assign(dots, kEmpty);
  edge_.assign(edges, kUnknown);
  dot_lines_.assign(dots, 0);
  dot_unknown_.assign(dots, 0);
  mate_.assign(dots, core::kNone);
  queue_.reserve(edges * 2);
  changed_.assign(edges, 0);
  probe_queue_.reserve(edges * 4);
  queued_.assign(edges, 0);
  stats_.rule_steps.assign(kNumRules, 0);
}

void Solver::reset(const Puzzle& puzzle, int max_tier, bool loop_avoidance, const Puzzle* must_break,
                   const EdgeSet* prefer) {
  LK_REQUIRE(puzzle.rows == rows() && puzzle.cols == cols(), "Solver::reset needs a puzzle of the solver's size");
  trail_.clear();
  std::fill(edge_.begin(), edge_.end(), kUnknown);
  std::fill(dot_lines_.begin(), dot_lines_.end(), 0);
  for (int v = 0; v < grid_.num_vertices(); ++v) {
    int n = 0;
    for (int e : grid_.vertex_edges(v)) n += e >= 0;
    dot_unknown_[ix(v)] = n;
  }
  build_shapes(puzzle);
  set_must_break(must_break);
  LK_REQUIRE(!prefer || prefer->on.size() == edge_.size(), "prefer needs the puzzle's size");
  prefer_ = prefer;
  dirty_.clear();
  pearl_dirty_.assign(pearl_dot_.size(), 0);
  counter_ = {};
  counter_[kUnknownEdges] = grid_.num_edges();
  counter_[kUnvisitedPearls] = static_cast<Slot>(pearl_dot_.size());
  colours_.reset(grid_.num_cells() + 1);
  queue_.clear();
  queue_head_ = 0;
  initial_ = true;
  fixpoint_ = false;
  counting_ = true;
  max_tier_ = max_tier;
  loop_avoidance_ = loop_avoidance;
}

EdgeSet Solver::lines() const {
  EdgeSet out(grid_.rows(), grid_.cols());
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
    trail_.assign(dot_unknown_[ix(v)], dot_unknown_[ix(v)] - 1);
    if (line) {
      trail_.assign(dot_lines_[ix(v)], dot_lines_[ix(v)] + 1);
      ok &= dot_lines_[ix(v)] <= 2;
      if (dot_lines_[ix(v)] == 2 && pearl_[ix(v)] != kEmpty)
        trail_.assign(counter_[kUnvisitedPearls], counter_[kUnvisitedPearls] - 1);
    }
  }
  count(rule);
  if (counting_) {
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
  for (int v : grid_.edge_vertices(e))
    if (!check_dot(v)) return false;
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
    for (int j = partner_start_[ix(p)]; j < partner_start_[ix(p) + 1]; ++j) {
      const int q = partners_[ix(j)];
      if (!pearl_dirty_[ix(q)] && !check_pair(p, q)) return false;  // a dirty q looks at p itself
    }
  }
  return true;
}

bool Solver::basic_fixpoint() {
  for (;;) {
    while (queue_head_ < queue_.size())
      if (!process(queue_[queue_head_++])) return false;
    if (!pair_sweep()) return false;
    if (queue_head_ < queue_.size()) continue;
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
    for (int p = 0; ok && p < static_cast<int>(pearl_dot_.size()); ++p) {
      ok = check_pearl(p);
      mark_dirty(p);
    }
    for (int v = 0; ok && v < grid_.num_vertices(); ++v) ok = check_dot(v);
  }
  while (ok) {
    ok = basic_fixpoint() && !keeps_all_must_break();
    if (!ok || max_tier_ < 3) break;
    bool progress = false;
    ok = lookahead(progress);
    if (!progress) break;
  }
  if (!ok) {
    queue_.clear();
    queue_head_ = 0;
    clear_dirty();
    return false;
  }
  fixpoint_ = true;
  return true;
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
  // The end of a path with the fewest ways on: one guess there settles the dot.
  int best = core::kNone, best_unknown = 5;
  for (int v = 0; v < grid_.num_vertices() && best_unknown > 2; ++v)
    if (dot_lines_[ix(v)] == 1 && dot_unknown_[ix(v)] < best_unknown) {
      best = v;
      best_unknown = dot_unknown_[ix(v)];
    }
  if (best == core::kNone)  // else a pearl not yet passed
    for (int v : pearl_dot_)
      if (dot_unknown_[ix(v)] > 0 && dot_lines_[ix(v)] < 2) {
        best = v;
        break;
      }
  if (best != core::kNone)
    for (int e : grid_.vertex_edges(best))
      if (e >= 0 && edge_[ix(e)] == kUnknown) return e;
  for (int e = 0; e < grid_.num_edges(); ++e)
    if (edge_[ix(e)] == kUnknown) return e;
  LK_REQUIRE(false, "choose_branch called on a solved state");
}

bool Solver::take(const Branch& b, int i) {
  trail_.assign(counter_[kDepth], counter_[kDepth] + 1);
  return assign(b.edge, (i == 0) != b.cross_first ? kLine : kCross, -1);
}

void Solver::undo(Mark m) {
  trail_.undo_to(m);
  queue_.clear();
  queue_head_ = 0;
  clear_dirty();
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
  reset(puzzle, options.max_tier, options.loop_avoidance, options.must_break, options.prefer);
  std::fill(stats_.rule_steps.begin(), stats_.rule_steps.end(), 0);
  stats_.guesses = stats_.backtracks = stats_.nodes = 0;
  stats_.max_depth = 0;
  stats_.seconds = 0;
  first_.reset();
  second_.reset();
  SolveResult r;
  const bool alive = propagate();
  root_ = edge_;
  root_colour_.resize(ix(grid_.num_cells()));
  for (int f = 0; f < grid_.num_cells(); ++f) root_colour_[ix(f)] = colours_.find(f);
  r.decided_edges = grid_.num_edges() - counter_[kUnknownEdges];
  r.solved_by_propagation = alive && solved();
  if (!alive) {
    r.complete = true;
    stats_.nodes = 1;
  } else if (!options.search) {
    stats_.nodes = 1;
    if (solved()) on_solution();
    r.solutions = solved() ? 1 : 0;
    r.complete = solved();
  } else {
    solver::SearchResult s = solver::count_solutions(*this, {.limit = options.limit, .max_nodes = options.max_nodes});
    r.solutions = s.solutions;
    r.complete = s.complete;
  }
  stats_.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  r.stats = stats_;
  r.first = std::move(first_);
  r.second = std::move(second_);
  return r;
}

}  // namespace looplab::masyu
