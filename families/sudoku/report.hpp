#pragma once
// The family's solve answer in the shared report shape (families/digits/solve.hpp), with
// `stats.engine` naming the solver that counted.
#include "families/family.hpp"
#include "families/sudoku/puzzle.hpp"

namespace looplab::sudoku {

families::SolveReport solve_report(const Puzzle& p, const families::SolveRequest& request);

}  // namespace looplab::sudoku
