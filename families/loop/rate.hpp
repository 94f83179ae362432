#pragma once
// How the families whose solutions are loops on a grid of dots rate a puzzle, the same
// way for each (docs/RATING.md): pure propagation with the rules of tier 0, then 0-1,
// 0-2, ... until one run decides everything; when none does, the guesses and
// backtracks of a search measure the rest. The family passes its own solver as two
// callables, so the method is written once and each family keeps its engines.
#include <cstdint>
#include <span>

#include "families/rating/rating.hpp"
#include "solver/stats.hpp"

namespace looplab::families {

// What the search that measures a puzzle beyond propagation found.
struct SearchMeasure {
  std::uint64_t solutions = 0;  // up to 2
  solver::Stats stats;
};

// `propagate(tier)`: the family's solve with rules up to `tier` and search off; its result
// has `stats`, `decided_edges` (of `decisions` in all) and `solved_by_propagation`.
// `search()`: a SearchMeasure, asked for only when no tier finishes. `basic_rule`: the
// index of the simplest rule (tier 0 counting). InputError unless the puzzle has exactly
// one solution. The family adds its own counts (clues, cells) and Tatham level.
template <class Propagate, class Search>
Rating rate_tier_by_tier(std::span<const solver::RuleInfo> rules, int max_tier, int decisions,
                         std::size_t basic_rule, Propagate propagate, Search search) {
  Metrics measured;
  std::vector<double> decided;
  solver::Stats last;
  for (int tier = 0; tier <= max_tier; ++tier) {
    const auto r = propagate(tier);
    decided.push_back(static_cast<double>(r.decided_edges) / decisions);
    last = r.stats;
    if (r.solved_by_propagation) {
      measured.propagation_tier = tier;
      break;
    }
  }
  measured.steps_by_tier = steps_by_tier(rules, last.rule_steps, max_tier);
  if (!measured.propagation_tier) {
    const SearchMeasure s = search();
    require_unique_to_rate(s.solutions);
    measured.guesses = s.stats.guesses;
    measured.backtracks = s.stats.backtracks;
    measured.max_depth = s.stats.max_depth;
  }
  Rating out = graded(std::move(measured), last.rule_steps[basic_rule]);
  out.metrics.decided_by_tier = std::move(decided);
  out.metrics.rule_steps = rule_steps(rules, last.rule_steps);
  return out;
}

}  // namespace looplab::families
