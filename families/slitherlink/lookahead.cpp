// Tier 3, lookahead (failed-edge probing): try an undecided edge as a line and as a
// cross, propagating with the tier-0 rules only; when one trial ends in a contradiction
// the edge goes the other way. Trials with the cheap rules alone were measured fastest
// on the puzzle-loop 25x30 set: probing with colouring made each trial O(edges) and the
// solve eight times slower, for no fewer guesses (docs/PERFORMANCE.md). Probes are not
// counted as rule steps; only the edges they force are.
//
// Which edges to probe: at the root, every undecided edge, lap after lap until a whole
// lap forces nothing (so propagation alone, as the rater runs it, is as strong as
// lookahead gets). Inside the search only the edges near what changed since the parent's
// lookahead (the sides of the cells around each changed edge's ends), and again near
// whatever a probe forces: a probe far from any change would fail only through a long
// chain, and re-probing the whole grid at every node made near-minimal 25x30 puzzles
// (the generator's) cost tens of milliseconds a node.
//
// Measured and dropped: letting the probes pick the search's branch (the edge whose two
// trials decide the most, as lookahead SAT solvers do) jumped between far regions of the
// grid and thrashed: 66488 guesses instead of 116 on a near-minimal 25x30 puzzle.
#include "families/slitherlink/solver.hpp"

namespace looplab::slitherlink {

namespace {
constexpr int kProbeTier = 0;
}

void Solver::queue_probes_near(int e) {
  for (int v : grid_.edge_vertices(e))
    for (int cell : corner_cell_[ix(v)]) {
      if (cell < 0) continue;
      for (int f : grid_.cell_edges(cell))
        if (edge_[ix(f)] == kUnknown && !queued_[ix(f)]) {
          queued_[ix(f)] = 1;
          probe_queue_.push_back(f);
        }
    }
}

bool Solver::lookahead(bool& progress) {
  const bool root = counter_[kDepth] == 0;
  if (!root && counter_[kProbedUpTo] == counter_[kChanged]) return true;  // nothing new here
  const int saved_tier = max_tier_;
  bool full_lap = root;
  while (true) {
    probe_queue_.clear();
    int seen = counter_[kChanged];
    if (full_lap) {
      for (int e = 0; e < grid_.num_edges(); ++e)
        if (edge_[ix(e)] == kUnknown) queued_[ix(e)] = 1, probe_queue_.push_back(e);
    } else {
      for (int i = counter_[kProbedUpTo]; i < seen; ++i) queue_probes_near(changed_[ix(i)]);
    }
    bool forced = false;
    for (std::size_t head = 0; head < probe_queue_.size(); ++head) {
      const int e = probe_queue_[head];
      queued_[ix(e)] = 0;
      if (edge_[ix(e)] != kUnknown) continue;
      for (Slot trial : {kLine, kCross}) {
        const Mark m = mark();
        counting_ = false;
        max_tier_ = kProbeTier;
        const bool ok = assign(e, trial, -1) && basic_fixpoint();
        undo(m);
        counting_ = true;
        max_tier_ = saved_tier;
        if (ok) continue;
        if (!assign(e, trial == kLine ? kCross : kLine, kLookahead) || !basic_fixpoint()) {
          for (std::size_t rest = head + 1; rest < probe_queue_.size(); ++rest)
            queued_[ix(probe_queue_[rest])] = 0;
          return false;
        }
        progress = forced = true;
        for (int i = seen; i < counter_[kChanged]; ++i) queue_probes_near(changed_[ix(i)]);
        seen = counter_[kChanged];
        break;
      }
    }
    trail_.assign(counter_[kProbedUpTo], counter_[kChanged]);
    if (!root || !forced) return true;
    full_lap = true;  // at the root, confirm with a whole lap
  }
}

}  // namespace looplab::slitherlink
