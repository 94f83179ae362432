// The Masyu rater: pure propagation tier by tier, then search (docs/RATING.md).
#include "families/masyu/rate.hpp"

#include <cmath>

#include "core/error.hpp"
#include "families/masyu/tatham_levels.hpp"

namespace looplab::masyu {

Rating rate(const Puzzle& p, const SolveResult* proof) {
  Rating out;
  const int edges = dot_grid(p.rows, p.cols).num_edges();
  solver::Stats last;
  for (int tier = 0; tier <= kMaxTier; ++tier) {
    SolveResult r = solve(p, {.limit = 2, .max_tier = tier, .search = false});
    out.decided_by_tier.push_back(static_cast<double>(r.decided_edges) / edges);
    last = r.stats;
    if (r.solved_by_propagation) {
      out.metrics.propagation_tier = tier;
      break;
    }
  }
  out.metrics.steps_by_tier.assign(kMaxTier + 1, 0);
  auto table = rules();
  for (std::size_t i = 0; i < table.size(); ++i)
    out.metrics.steps_by_tier[static_cast<std::size_t>(table[i].tier)] += last.rule_steps[i];
  out.metrics.basic_steps = last.rule_steps[kCellDegree];
  out.rule_steps = last;
  if (out.metrics.propagation_tier < 0) {
    SolveResult r = proof ? *proof : solve(p, kProofSearch);
    if (r.engine == Engine::Sat) r = solve(p, kPropagationSearch);  // guesses are the propagation search's
    out.metrics.guesses = r.stats.guesses;
    out.metrics.backtracks = r.stats.backtracks;
    out.metrics.max_depth = r.stats.max_depth;
    out.solutions = r.solutions;
  } else {
    out.solutions = 1;
  }
  out.grade = rating::grade_of(out.metrics);
  out.score = rating::score_of(out.metrics);
  // Pearl's Tricky rules are the tier-3 run above (options alike), and what a lower tier
  // solves it solves too: only Easy, without loop avoidance, needs a run of its own.
  if (solvable_at(p, TathamLevel::Easy))
    out.tatham_level = to_string(TathamLevel::Easy);
  else
    out.tatham_level = out.metrics.propagation_tier >= 0 ? to_string(TathamLevel::Tricky) : "beyond";
  out.pearls = p.num_pearls();
  return out;
}

nlohmann::json rate_report(const Puzzle& p, const SolveResult* proof) {
  Rating r = rate(p, proof);
  if (r.solutions != 1)
    throw InputError(std::string("cannot rate a puzzle with ") +
                     (r.solutions == 0 ? "no solution" : "more than one solution"));
  nlohmann::json per_rule = nlohmann::json::object();
  auto table = rules();
  for (std::size_t i = 0; i < table.size(); ++i) per_rule[std::string(table[i].id)] = r.rule_steps.rule_steps[i];
  nlohmann::json decided = nlohmann::json::array();
  for (double d : r.decided_by_tier) decided.push_back(std::round(d * 1000) / 1000);
  return {{"grade", r.grade},
          {"score", r.score},
          {"tatham_level", r.tatham_level},
          {"metrics",
           {{"clues", r.pearls},  // the pearls are the clues (pack summary tables read this)
            {"cells", p.rows * p.cols},
            {"propagation_tier", r.metrics.propagation_tier},
            {"decided_by_tier", decided},
            {"steps_by_tier", r.metrics.steps_by_tier},
            {"rule_steps", per_rule},
            {"guesses", r.metrics.guesses},
            {"backtracks", r.metrics.backtracks},
            {"max_depth", r.metrics.max_depth}}}};
}

}  // namespace looplab::masyu
