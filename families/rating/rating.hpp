#pragma once
// A puzzle's rating as every family reports it: what `rate`, a pack's `rating` and the
// server show (schemas/rating.schema.json). Each family fills these two structs and one
// writer makes the JSON, so a key means the same thing in every family. A measure a
// family does not take stays empty and is left out of the JSON, rather than written as 0.
#include <cstdint>
#include <optional>
#include <span>
#include <string_view>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "families/rating/grade.hpp"
#include "solver/stats.hpp"

namespace looplab::families {

struct Metrics {
  // What the puzzle gives the solver: `clues` are what a player reads (numbers, marks in
  // cells, givens of a grid that has no other clue, the rim clues of a grid that also
  // has `givens`: digits placed in its cells); a puzzle made of `tiles` has no clues.
  std::optional<int> clues, givens, tiles, cells;
  std::optional<std::string_view> status;  // the same count as solver::to_string names it
  // Pure propagation tier by tier (docs/RATING.md): the lowest tier whose rules finish
  // alone (-1: none does), the share of the puzzle decided at each tier tried, and the
  // steps of each tier in the run at that tier (or at the top tier).
  std::optional<int> propagation_tier;
  std::optional<std::vector<double>> decided_by_tier;  // written rounded to 3 decimals
  std::optional<std::vector<std::uint64_t>> steps_by_tier;
  std::optional<int> max_tier;                     // the hardest tier that made a step
  std::optional<std::uint64_t> probe_eliminations;  // what probing removed at the root
  std::uint64_t guesses = 0, backtracks = 0;
  int max_depth = 0;
  // Steps per rule of the family's table, by rule id, in table order.
  std::vector<std::pair<std::string_view, std::uint64_t>> rule_steps;
};

struct Rating {
  std::string_view grade;  // on grade.hpp's ladder
  double score = 0;        // 0..100, one decimal
  // On the family's Tatham scale (Family::tatham_levels) or "beyond" it; empty when the
  // family has no such scale (written as null).
  std::optional<std::string_view> tatham_level;
  Metrics metrics;
};

// The common grade and score (grade.hpp) of a puzzle measured tier by tier: `measured`
// holds propagation_tier (empty: -1), steps_by_tier and, when no tier finishes alone,
// guesses, backtracks and max_depth; `basic_steps` as for score_of. Those measures stay
// the rating's metrics.
Rating graded(Metrics measured, std::uint64_t basic_steps);

// {"grade","score","tatham_level","metrics":{...}}.
nlohmann::json to_json(const Rating& rating);

// Metrics::rule_steps from a family's rule table and a run's per-rule counts.
std::vector<std::pair<std::string_view, std::uint64_t>> rule_steps(std::span<const solver::RuleInfo> rules,
                                                                   std::span<const std::uint64_t> steps);
// {id: steps} of Metrics::rule_steps (and of a solve's statistics, families/solve_report.hpp).
nlohmann::json rule_steps_json(std::span<const std::pair<std::string_view, std::uint64_t>> steps);
// The steps of a run summed per tier, tiers 0..max_tier.
std::vector<std::uint64_t> steps_by_tier(std::span<const solver::RuleInfo> rules, std::span<const std::uint64_t> steps,
                                         int max_tier);

// Where `name` is on a family's Tatham scale (easiest first): its index, or -1.
int level_index(std::span<const std::string_view> levels, std::string_view name);

// InputError unless `solutions` is 1: every family rates a puzzle with exactly one solution.
void require_unique_to_rate(std::uint64_t solutions);

}  // namespace looplab::families
