#pragma once
// The one JSON shape of solver statistics, shared by every family:
// {"guesses","backtracks","nodes","max_depth","seconds","steps","max_tier","rule_steps":{id: steps}}.
// A key here means what it means in a rating's metrics (families/rating/rating.hpp), of the run
// it reports: `rule_steps` are the steps of each rule in this solve, as a rating's are
// in the rater's runs.
#include <span>

#include <nlohmann/json.hpp>

#include "solver/stats.hpp"

namespace looplab::families {

nlohmann::json stats_json(const solver::Stats& stats, std::span<const solver::RuleInfo> rules);

}  // namespace looplab::families
