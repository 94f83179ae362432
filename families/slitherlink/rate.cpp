// The Slitherlink rater: pure propagation tier by tier, then search (docs/RATING.md).
#include <algorithm>
#include <cmath>

#include "families/slitherlink/rate.hpp"
#include "families/slitherlink/report.hpp"
#include "families/slitherlink/solve.hpp"
#include "families/slitherlink/tatham_levels.hpp"
#include "families/stats_json.hpp"

namespace looplab::slitherlink {

namespace {

std::vector<std::uint64_t> steps_by_tier(const solver::Stats& stats) {
  std::vector<std::uint64_t> by_tier(kMaxTier + 1, 0);
  auto table = rules();
  for (std::size_t i = 0; i < table.size() && i < stats.rule_steps.size(); ++i)
    by_tier[static_cast<std::size_t>(table[i].tier)] += stats.rule_steps[i];
  return by_tier;
}

}  // namespace

Rating rate(const Puzzle& p, std::optional<TathamLevel> known_level, const SolveResult* proof) {
  Rating out;
  core::Grid grid(p.rows, p.cols);
  const int edges = grid.num_edges();
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
  out.metrics.steps_by_tier = steps_by_tier(last);
  out.metrics.basic_steps = last.rule_steps[kClueSaturation];
  out.rule_steps = last;
  if (out.metrics.propagation_tier < 0) {
    SolveResult r = proof ? *proof : solve(p, kProofSearch);
    out.solutions = r.solutions;
    // The metrics are the propagation search's up to kPropagationNodes; a proof that
    // escalated stopped that search at its root, so it runs here on its own.
    if (r.engine == Engine::Sat) r = solve(p, {.limit = 2, .max_nodes = kPropagationNodes});
    out.metrics.guesses = r.stats.guesses;
    out.metrics.backtracks = r.stats.backtracks;
    out.metrics.max_depth = r.stats.max_depth;
  } else {
    out.solutions = 1;
  }
  out.grade = rating::grade_of(out.metrics);
  out.score = rating::score_of(out.metrics);
  auto level = known_level ? known_level : tatham_level(p);
  out.tatham_level = level ? to_string(*level) : "beyond";
  out.clues = p.num_clues();
  return out;
}

nlohmann::json rate_report(const Puzzle& p, std::optional<TathamLevel> known_level, const SolveResult* proof) {
  Rating r = rate(p, known_level, proof);
  if (r.solutions != 1)
    throw InputError(std::string("cannot rate a puzzle with ") + (r.solutions == 0 ? "no solution" : "more than one solution"));
  nlohmann::json per_rule = nlohmann::json::object();
  auto table = rules();
  for (std::size_t i = 0; i < table.size(); ++i) per_rule[std::string(table[i].id)] = r.rule_steps.rule_steps[i];
  nlohmann::json decided = nlohmann::json::array();
  for (double d : r.decided_by_tier) decided.push_back(std::round(d * 1000) / 1000);
  return {{"grade", r.grade},
          {"score", r.score},
          {"tatham_level", r.tatham_level},
          {"metrics",
           {{"clues", r.clues},
            {"cells", p.rows * p.cols},
            {"propagation_tier", r.metrics.propagation_tier},
            {"decided_by_tier", decided},
            {"steps_by_tier", r.metrics.steps_by_tier},
            {"rule_steps", per_rule},
            {"guesses", r.metrics.guesses},
            {"backtracks", r.metrics.backtracks},
            {"max_depth", r.metrics.max_depth}}}};
}

}  // namespace looplab::slitherlink
