// Tier 3, lookahead: try an undecided step as a line and as a cross, propagating with
// tier 0 (pairs and colouring are off in probes: pairs took three quarters of the
// generator's time in probes, colouring makes each trial cost O(edges)); when one
// trial ends in a contradiction the step goes the other way. Probes are not counted as
// rule steps; only the steps they force are.
//
// At the root every undecided step is probed, lap after lap until a whole lap forces
// nothing, so propagation alone (as the rater runs it) is as strong as lookahead gets.
// Inside the search only the steps at the dots of what changed since the last lookahead,
// and near whatever a probe forces.
#include "families/masyu/solver.hpp"

namespace looplab::masyu {

void Solver::queue_probes_near(int e) {
  for (int v : grid_.edge_vertices(e))
    for (int f : grid_.vertex_edges(v)) {
      if (f < 0) continue;
      for (int w : grid_.edge_vertices(f))
        for (int g : grid_.vertex_edges(w))
          if (g >= 0 && edge_[ix(g)] == kUnknown && !queued_[ix(g)]) {
            queued_[ix(g)] = 1;
            probe_queue_.push_back(g);
          }
    }
}

bool Solver::lookahead(bool& progress) {
  const bool root = counter_[kDepth] == 0;
  if (!root && counter_[kProbedUpTo] == counter_[kChanged]) return true;
  bool full_lap = root;
  for (;;) {
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
        const bool ok = assign(e, trial, -1) && basic_fixpoint();
        undo(m);
        counting_ = true;
        if (ok) continue;
        if (!assign(e, trial == kLine ? kCross : kLine, kLookahead) || !basic_fixpoint()) {
          for (std::size_t rest = head + 1; rest < probe_queue_.size(); ++rest) queued_[ix(probe_queue_[rest])] = 0;
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
    full_lap = true;
  }
}

}  // namespace looplab::masyu
