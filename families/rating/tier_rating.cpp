#include "families/rating/tier_rating.hpp"

#include <algorithm>
#include <cmath>

namespace looplab::families {

TierRating rate_from_stats(const solver::Stats& stats, std::span<const solver::RuleInfo> rules,
                           int cells, std::span<const int> tier_to_level, int guess_level,
                           std::span<const Grade> level_to_grade) {
  static constexpr double kWeight[] = {1, 3, 10, 30, 100};
  TierRating out;
  double total =
      300.0 * static_cast<double>(stats.guesses) + 100.0 * static_cast<double>(stats.backtracks);
  for (std::size_t i = 0; i < rules.size() && i < stats.rule_steps.size(); ++i)
    total += static_cast<double>(stats.rule_steps[i]) *
             kWeight[std::min<std::size_t>(static_cast<std::size_t>(rules[i].tier), 4)];
  // Work per cell, squashed into [0, 100): 100 t / (t + 20).
  const double t = total / std::max(cells, 1);
  out.score = std::round(1000.0 * t / (t + 20.0)) / 10.0;
  const int tier = std::max(stats.max_tier(rules), 0);
  out.level = stats.guesses > 0 ? guess_level
                                : tier_to_level[std::min<std::size_t>(
                                      static_cast<std::size_t>(tier), tier_to_level.size() - 1)];
  out.grade = name_of(level_to_grade[static_cast<std::size_t>(out.level)]);
  return out;
}

}  // namespace looplab::families
