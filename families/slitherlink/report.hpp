#pragma once
// The family's answer in the shared report shape: a solve (status, count, first and
// second solutions, statistics).
#include "families/family.hpp"
#include "families/slitherlink/puzzle.hpp"
#include "families/slitherlink/solve.hpp"

namespace looplab::slitherlink {

// The search `request` asks for: its limit (none with `all`) and its budgets.
SolveResult search(const Puzzle& p, const families::SolveRequest& request);
families::SolveReport solve_report(const Puzzle& p, const SolveResult& r, bool picture = true);

}  // namespace looplab::slitherlink
