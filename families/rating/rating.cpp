#include "families/rating/rating.hpp"

#include <string>

#include "core/error.hpp"
#include "families/rating/rating_record.hpp"

namespace looplab::families {

Rating graded(Metrics measured, std::uint64_t basic_steps) {
  if (!measured.propagation_tier) measured.propagation_tier = -1;
  if (!measured.steps_by_tier) measured.steps_by_tier.emplace();
  Rating out;
  out.grade = grade_of(measured);
  out.score = score_of(measured, basic_steps);
  out.metrics = std::move(measured);
  return out;
}

nlohmann::json to_json(const Rating& rating) { return record_of(rating); }

std::vector<std::pair<std::string_view, std::uint64_t>> rule_steps(std::span<const solver::RuleInfo> rules,
                                                                   std::span<const std::uint64_t> steps) {
  std::vector<std::pair<std::string_view, std::uint64_t>> out;
  for (std::size_t i = 0; i < rules.size() && i < steps.size(); ++i) out.emplace_back(rules[i].id, steps[i]);
  return out;
}

nlohmann::json rule_steps_json(std::span<const std::pair<std::string_view, std::uint64_t>> steps) {
  nlohmann::json out = nlohmann::json::object();
  for (const auto& [id, n] : steps) out[std::string(id)] = n;
  return out;
}

std::vector<std::uint64_t> steps_by_tier(std::span<const solver::RuleInfo> rules, std::span<const std::uint64_t> steps,
                                         int max_tier) {
  std::vector<std::uint64_t> by_tier(static_cast<std::size_t>(max_tier) + 1, 0);
  for (std::size_t i = 0; i < rules.size() && i < steps.size(); ++i)
    by_tier[static_cast<std::size_t>(rules[i].tier)] += steps[i];
  return by_tier;
}

int level_index(std::span<const std::string_view> levels, std::string_view name) {
  for (std::size_t i = 0; i < levels.size(); ++i)
    if (levels[i] == name) return static_cast<int>(i);
  return -1;
}

void require_unique_to_rate(std::uint64_t solutions) {
  if (solutions != 1)
    throw InputError(std::string("cannot rate a puzzle with ") +
                     (solutions == 0 ? "no solution" : "more than one solution"));
}

}  // namespace looplab::families
