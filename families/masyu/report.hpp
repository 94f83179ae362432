#pragma once
// The family's solve answer in the shared report shape.
#include "families/family.hpp"
#include "families/masyu/puzzle.hpp"
#include "families/masyu/solve.hpp"

namespace looplab::masyu {

// The search `request` asks for: its limit (none with `all`) and its budgets.
SolveResult search(const Puzzle& p, const families::SolveRequest& request);
families::SolveReport solve_report(const Puzzle& p, const SolveResult& r, bool picture = true);

}  // namespace looplab::masyu
