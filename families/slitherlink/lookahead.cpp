// Tier 3, lookahead (failed-edge probing): try each undecided edge as a line and as a
// cross, propagating with the rules of tiers 0-2; when one trial ends in a
// contradiction the edge goes the other way. Costs one propagation per trial, so it
// runs only when everything cheaper is stuck; probes are not counted as rule steps.
#include "families/slitherlink/solver.hpp"

namespace looplab::slitherlink {

bool Solver::lookahead(bool& progress) {
  const int saved_tier = max_tier_;
  for (int e = 0; e < grid_.num_edges(); ++e) {
    if (edge_[ix(e)] != kUnknown) continue;
    for (Slot trial : {kLine, kCross}) {
      const Mark m = mark();
      counting_ = false;
      max_tier_ = 2;
      const bool ok = assign(e, trial, -1) && basic_fixpoint();
      undo(m);
      counting_ = true;
      max_tier_ = saved_tier;
      if (ok) continue;
      if (!assign(e, trial == kLine ? kCross : kLine, kLookahead) || !basic_fixpoint())
        return false;
      progress = true;
      break;
    }
  }
  return true;
}

}  // namespace looplab::slitherlink
