// The Slitherlink rater: the loop families' method (families/loop/rate.hpp) on its solver.
#include "families/slitherlink/rate.hpp"

#include "families/loop/rate.hpp"
#include "families/slitherlink/solve.hpp"

namespace looplab::slitherlink {

families::Rating rate(const Puzzle& p, std::optional<TathamLevel> known_level, const SolveResult* proof) {
  families::Rating out = families::rate_tier_by_tier(
      rules(), kMaxTier, core::Grid(p.rows, p.cols).num_edges(), kClueSaturation,
      [&](int tier) { return solve(p, {.limit = 2, .max_tier = tier, .search = false}); },
      [&] {
        SolveResult r = proof ? *proof : solve(p, kProofSearch);
        const std::uint64_t solutions = r.solutions;
        // The metrics are the propagation search's up to kPropagationNodes; a proof that
        // escalated stopped that search at its root, so it runs here on its own.
        if (r.engine == Engine::Sat) r = solve(p, {.limit = 2, .max_nodes = kPropagationNodes});
        return families::SearchMeasure{solutions, r.stats};
      });
  auto level = known_level ? known_level : tatham_level(p);
  out.tatham_level = level ? to_string(*level) : "beyond";
  out.metrics.clues = p.num_clues();
  out.metrics.cells = p.rows * p.cols;
  return out;
}

}  // namespace looplab::slitherlink
