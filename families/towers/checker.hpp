#pragma once
// The independent checker: a plain Latin-square check, the givens, and every clue
// recounted by walking its line; shares nothing with the solver. nullopt when valid.
#include <optional>
#include <string>

#include "families/towers/puzzle.hpp"

namespace looplab::towers {

std::optional<std::string> check_solution(const Puzzle& p, const Grid& grid);

}  // namespace looplab::towers
