#pragma once
// The independent checker of a Masyu solution, written plainly and apart from the
// solver so that tests can trust it: every visited cell has exactly two steps, the
// steps form one cycle (Boost.Graph connected components), and every pearl's rule holds
// (black: the loop turns there and runs straight through both next cells; white: it runs
// straight there and turns in at least one next cell).
#include <optional>
#include <string>

#include "families/masyu/puzzle.hpp"

namespace looplab::masyu {

// nullopt when `loop` solves `puzzle`, else the first fault found, naming its cell.
std::optional<std::string> check_solution(const Puzzle& puzzle, const EdgeSet& loop);

}  // namespace looplab::masyu
