#pragma once
// The one JSON shape of solver statistics, shared by every family:
// {"guesses","backtracks","nodes","max_depth","seconds","steps","rules":{id: steps}}.
#include <span>

#include <nlohmann/json.hpp>

#include "solver/stats.hpp"

namespace looplab::families {

nlohmann::json stats_json(const solver::Stats& stats, std::span<const solver::RuleInfo> rules);

}  // namespace looplab::families
