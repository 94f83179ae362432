#pragma once
// The family's answers in the shared report shapes: a solve (status, count, first and
// second solutions, statistics) and a rating.
#include <nlohmann/json.hpp>

#include "families/family.hpp"
#include "families/slitherlink/puzzle.hpp"
#include "families/slitherlink/solve.hpp"
#include "families/slitherlink/tatham_levels.hpp"

namespace looplab::slitherlink {

families::SolveReport solve_report(const Puzzle& p, const families::SolveRequest& request);
families::SolveReport solve_report(const Puzzle& p, const SolveResult& r, bool picture = true);

// `proof`: the result of solve(p, kProofSearch) when already made, so the rater does
// not search again (see rate.hpp for `known_level`).
nlohmann::json rate_report(const Puzzle& p, std::optional<TathamLevel> known_level = std::nullopt,
                           const SolveResult* proof = nullptr);

}  // namespace looplab::slitherlink
