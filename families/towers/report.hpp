#pragma once
// The family's solve answer in the shared report shape (families/digits/solve.hpp), with
// `stats.engine` naming the solver that counted.
#include "families/family.hpp"
#include "families/towers/puzzle.hpp"

namespace looplab::towers {

families::SolveReport solve_report(const Puzzle& p, const families::SolveRequest& request);

}  // namespace looplab::towers
