#include "families/infinity_loop/rate.hpp"

#include "families/infinity_loop/solve.hpp"
#include "families/infinity_loop/solver.hpp"
#include "families/rating/grade.hpp"

namespace looplab::infinity_loop {

families::Rating rate(const Puzzle& p) {
  // One run with every rule: they run cheapest first and the fixpoint does not depend
  // on the order, so the highest tier that made progress is the lowest tier whose
  // rules finish alone (when they finish at all).
  Solver s(p, kTopTier);
  const bool consistent = s.propagate();
  const std::vector<std::uint64_t> root_steps = s.stats().rule_steps;
  families::Metrics m;
  m.steps_by_tier = families::steps_by_tier(rules(), root_steps, kTopTier);
  if (consistent && s.solved()) {
    m.propagation_tier = 0;
    for (int t = kTopTier; t > 0 && m.propagation_tier == 0; --t)
      if ((*m.steps_by_tier)[static_cast<std::size_t>(t)] > 0) m.propagation_tier = t;
  } else if (consistent) {
    // The search that proves uniqueness runs with the rules of tiers 0-1: probing at
    // every node of it costs seconds on large ambiguous grids.
    Solver search(p, 1);
    families::require_unique_to_rate(solve_regions(search, 2).count);
    m.guesses = search.stats().guesses;
    m.backtracks = search.stats().backtracks;
    m.max_depth = search.stats().max_depth;
  } else {
    families::require_unique_to_rate(0);
  }
  families::Rating out = families::graded(std::move(m), root_steps[kBorder] + root_steps[kNeighbourMatch]);
  out.metrics.tiles = p.num_tiles();
  out.metrics.probe_eliminations = root_steps[kProbe];
  out.metrics.rule_steps = families::rule_steps(rules(), root_steps);
  return out;
}

}  // namespace looplab::infinity_loop
