#include "solver/stats.hpp"

#include <numeric>

namespace looplab::solver {

std::uint64_t Stats::total_steps() const {
  return std::accumulate(rule_steps.begin(), rule_steps.end(), std::uint64_t{0});
}

int Stats::max_tier(std::span<const RuleInfo> rules) const {
  int tier = -1;
  for (std::size_t i = 0; i < rule_steps.size() && i < rules.size(); ++i)
    if (rule_steps[i] > 0 && rules[i].tier > tier) tier = rules[i].tier;
  return tier;
}

std::string_view to_string(Status s) {
  switch (s) {
    case Status::None:
      return "none";
    case Status::Unique:
      return "unique";
    case Status::Multiple:
      return "multiple";
  }
  return "none";
}

}  // namespace looplab::solver
