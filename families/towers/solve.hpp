#pragma once
// Counting Towers solutions, and the level cap of propagation the generator uses.
#include <nlohmann/json.hpp>

#include "families/digits/solve.hpp"
#include "families/family.hpp"
#include "families/towers/puzzle.hpp"

namespace looplab::towers {

families::CpSolved solve(const Puzzle& p, std::uint64_t limit = 2, std::uint64_t max_nodes = 0);
bool is_unique(const Puzzle& p);
// Propagation with the rules up to `tier` alone solves the puzzle (so it is unique and
// its level is at most that tier's): the generator's cheap level cap.
bool solvable_within(const Puzzle& p, int tier);
}  // namespace looplab::towers
