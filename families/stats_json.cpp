#include "families/stats_json.hpp"

namespace looplab::families {

nlohmann::json stats_json(const solver::Stats& stats, std::span<const solver::RuleInfo> rules) {
  nlohmann::json per_rule = nlohmann::json::object();
  for (std::size_t i = 0; i < rules.size() && i < stats.rule_steps.size(); ++i)
    per_rule[std::string(rules[i].id)] = stats.rule_steps[i];
  return {{"guesses", stats.guesses},     {"backtracks", stats.backtracks},
          {"nodes", stats.nodes},         {"max_depth", stats.max_depth},
          {"seconds", stats.seconds},     {"steps", stats.total_steps()},
          {"max_tier", stats.max_tier(rules)}, {"rule_steps", per_rule}};
}

}  // namespace looplab::families
