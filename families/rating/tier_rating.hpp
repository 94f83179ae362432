#pragma once
// The rating shared by the families built on the propagation engine: from the statistics of
// a solve with every rule, scheduled cheapest tier first (solver/cp_engine.hpp), derive
//   level  index into the family's Tatham scale: the highest tier that changed anything,
//          mapped through `tier_to_level`; the top level when the solve had to guess
//   score  work per cell t = (sum over rules of steps x weight(tier) (1, 3, 10, 30,
//          100 for tiers 0..4) + 300 per guess + 100 per backtrack) / cells, squashed
//          into [0, 100) as 100 t / (t + 20)
//   grade  easy/medium/hard/expert/extreme, from the level through `level_to_grade`
// Deterministic: depends on the puzzle only (no timing, no randomness).
#include <span>
#include <string_view>

#include <nlohmann/json.hpp>

#include "families/rating/grade.hpp"
#include "solver/stats.hpp"

namespace looplab::families {

struct TierRating {
  int level = 0;
  double score = 0;
  std::string_view grade;
};

TierRating rate_from_stats(const solver::Stats& stats, std::span<const solver::RuleInfo> rules,
                           int cells, std::span<const int> tier_to_level, int guess_level,
                           std::span<const Grade> level_to_grade);

}  // namespace looplab::families
