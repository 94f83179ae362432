// Tier 3, lookahead (failed-edge probing): try each undecided edge as a line and as a
// cross, propagating with the tier-0 rules only; when one trial ends in a contradiction
// the edge goes the other way. Trials with the cheap rules alone were measured fastest
// on the puzzle-loop 25x30 set: probing with colouring made each trial O(edges) and the
// solve eight times slower, for no fewer guesses (docs/PERFORMANCE.md). Probes are not
// counted as rule steps; only the edges they force are.
//
// The probes also pick the search's next branch for free (as lookahead SAT solvers
// do): the edge whose two trials decide the most, by the product of their counts,
// splits the search best. On the generator's near-minimal 25x30 puzzles this cut the
// nodes of a uniqueness proof several-fold against "the first path end".
#include "families/slitherlink/solver.hpp"

namespace looplab::slitherlink {

namespace {
constexpr int kProbeTier = 0;
}

bool Solver::lookahead(bool& progress) {
  const int saved_tier = max_tier_;
  probe_edge_ = core::kNone;
  std::int64_t best_score = -1;
  for (int e = 0; e < grid_.num_edges(); ++e) {
    if (edge_[ix(e)] != kUnknown) continue;
    std::int64_t score = 1;
    for (Slot trial : {kLine, kCross}) {
      const Mark m = mark();
      const int before = counter_[kUnknownEdges];
      counting_ = false;
      max_tier_ = kProbeTier;
      const bool ok = assign(e, trial, -1) && basic_fixpoint();
      score *= 1 + before - counter_[kUnknownEdges];
      undo(m);
      counting_ = true;
      max_tier_ = saved_tier;
      if (ok) {
        if (trial == kCross && score > best_score) best_score = score, probe_edge_ = e;
        continue;
      }
      if (!assign(e, trial == kLine ? kCross : kLine, kLookahead) || !basic_fixpoint())
        return false;
      progress = true;
      break;
    }
  }
  return true;
}

}  // namespace looplab::slitherlink
