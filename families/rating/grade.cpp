#include "families/rating/grade.hpp"

#include "families/rating/rating.hpp"

#include <cmath>
#include <numeric>

namespace looplab::families {

std::string_view grade_of(const Metrics& m) {
  const int tier = m.propagation_tier.value_or(-1);
  if (tier < 0 || tier > kMaxPropagationTier) return kGrades.back();
  return kGrades[static_cast<std::size_t>(tier)];
}

std::optional<Grade> grade_named(std::string_view name) {
  for (std::size_t i = 0; i < kGrades.size(); ++i)
    if (kGrades[i] == name) return static_cast<Grade>(i);
  return std::nullopt;
}

std::optional<int> tier_of(Grade g) {
  if (g == Grade::extreme) return std::nullopt;
  return static_cast<int>(g);
}

double score_of(const Metrics& m, std::uint64_t basic_steps) {
  double band, within;
  const int tier = m.propagation_tier.value_or(-1);
  if (tier >= 0 && tier <= kMaxPropagationTier) {
    const std::vector<std::uint64_t> steps = m.steps_by_tier.value_or(std::vector<std::uint64_t>{});
    const std::uint64_t total = std::accumulate(steps.begin(), steps.end(), std::uint64_t{0});
    band = 20.0 * tier;
    if (total == 0) {
      within = 0;
    } else if (tier == 0) {
      // Within tier 0: how much beyond plain clue counting was needed.
      within = 1.0 - static_cast<double>(basic_steps) / static_cast<double>(total);
    } else {
      // Within a higher tier: the share of the work its own rules did.
      within = static_cast<double>(steps[static_cast<std::size_t>(tier)]) / static_cast<double>(total);
    }
  } else {
    band = 80.0;
    const double effort = std::log2(1.0 + static_cast<double>(m.guesses + m.backtracks));
    within = effort / (effort + 4.0);  // 1 guess -> 0.2, 15 -> 0.5, 255 -> 0.67, ...
  }
  within = std::min(std::max(within, 0.0), 0.995);
  return std::round((band + 20.0 * within) * 10.0) / 10.0;
}

std::vector<std::string_view> grade_names(std::span<const Grade> grades) {
  std::vector<std::string_view> out;
  for (Grade g : grades) out.push_back(name_of(g));
  return out;
}

}  // namespace looplab::families
