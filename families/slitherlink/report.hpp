#pragma once
// The family's answers in the shared report shapes: a solve (status, count, first and
// second solutions, statistics) and a rating.
#include <nlohmann/json.hpp>

#include "families/family.hpp"
#include "families/slitherlink/puzzle.hpp"
#include "families/slitherlink/tatham_levels.hpp"

namespace looplab::slitherlink {

families::SolveReport solve_report(const Puzzle& p, const families::SolveRequest& request);
nlohmann::json rate_report(const Puzzle& p, std::optional<TathamLevel> known_level = std::nullopt);

}  // namespace looplab::slitherlink
