// The Masyu rater: the loop families' method (families/loop/rate.hpp) on its solver.
#include "families/masyu/rate.hpp"

#include "families/loop/rate.hpp"
#include "families/masyu/tatham_levels.hpp"

namespace looplab::masyu {

families::Rating rate(const Puzzle& p, const SolveResult* proof) {
  families::Rating out = families::rate_tier_by_tier(
      rules(), kMaxTier, dot_grid(p.rows, p.cols).num_edges(), kCellDegree,
      [&](int tier) { return solve(p, {.limit = 2, .max_tier = tier, .search = false}); },
      [&] {
        SolveResult r = proof ? *proof : solve(p, kProofSearch);
        // The metrics are the propagation search's; a proof that escalated stopped that
        // search at its root, so it runs here on its own.
        if (r.engine == Engine::Sat) r = solve(p, kPropagationSearch);
        return families::SearchMeasure{r.solutions, r.stats};
      });
  // Pearl's Tricky rules are the tier-3 run above (options alike), and what a lower tier
  // solves it solves too: only Easy, without loop avoidance, needs a run of its own.
  if (solvable_at(p, TathamLevel::Easy))
    out.tatham_level = to_string(TathamLevel::Easy);
  else
    out.tatham_level = *out.metrics.propagation_tier >= 0 ? to_string(TathamLevel::Tricky) : "beyond";
  out.metrics.clues = p.num_pearls();  // the pearls are the clues
  out.metrics.cells = p.rows * p.cols;
  return out;
}

}  // namespace looplab::masyu
