#pragma once
// The independent checker: plain loops over rows, columns and boxes, sharing nothing
// with the solver. nullopt when `grid` is a solution of `p`, else the first fault.
#include <optional>
#include <string>

#include "families/sudoku/puzzle.hpp"

namespace looplab::sudoku {

std::optional<std::string> check_solution(const Puzzle& p, const Grid& grid);

}  // namespace looplab::sudoku
