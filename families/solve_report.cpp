#include "families/solve_report.hpp"

#include "families/rating/rating.hpp"

namespace looplab::families {

nlohmann::json to_json(const Solution* solution) { return solution ? solution->to_json() : nlohmann::json(); }

SolveStats solve_stats(const solver::Stats& stats, std::span<const solver::RuleInfo> rules) {
  return {.guesses = stats.guesses,
          .backtracks = stats.backtracks,
          .nodes = stats.nodes,
          .max_depth = stats.max_depth,
          .seconds = stats.seconds,
          .steps = stats.total_steps(),
          .max_tier = stats.max_tier(rules),
          .rule_steps = families::rule_steps(rules, stats.rule_steps)};
}

nlohmann::json to_json(const SolveStats& s) {
  nlohmann::json out = {{"guesses", s.guesses},   {"backtracks", s.backtracks}, {"nodes", s.nodes},
                        {"max_depth", s.max_depth}, {"seconds", s.seconds},       {"steps", s.steps},
                        {"max_tier", s.max_tier},   {"rule_steps", rule_steps_json(s.rule_steps)}};
  if (!s.engine.empty()) out["engine"] = s.engine;
  if (s.decided_at_root) out["decided_at_root"] = *s.decided_at_root;
  if (s.solved_by_propagation) out["solved_by_propagation"] = *s.solved_by_propagation;
  if (s.sat) {
    out["sat_calls"] = s.sat->sat_calls;
    out["loop_cuts"] = s.sat->loop_cuts;
    out["sat_conflicts"] = s.sat->conflicts;
  }
  return out;
}

}  // namespace looplab::families
