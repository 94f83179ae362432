#pragma once
// Counting Sudoku solutions, and the level caps of propagation the generator uses.
#include <nlohmann/json.hpp>

#include "families/family.hpp"
#include "families/sudoku/puzzle.hpp"
#include "solver/stats.hpp"

namespace looplab::sudoku {

struct TierState;

struct Solved {
  std::uint64_t solutions = 0;
  bool complete = false;
  std::vector<Grid> found;  // first two solutions
  solver::Stats stats;
  bool fast = false;  // solved by the 9x9 band solver (no per-rule steps)
};

// Counts solutions up to `limit` (0 = all): the 9x9 band solver (bands9.hpp) for 3x3
// boxes, the generic engine otherwise (or always, with `generic`).
Solved solve(const Puzzle& p, std::uint64_t limit = 2, std::uint64_t max_nodes = 0,
             bool generic = false);
bool is_unique(const Puzzle& p);
// Propagation with the rules up to `tier` alone solves the puzzle (so it is unique and
// its level is at most that tier's): the generator's cheap level cap. On 9x9 tiers 0..2
// run on tiers9.hpp and only the rest on the generic engine (always, with `generic`).
bool solvable_within(const Puzzle& p, int tier, bool generic = false);
// Its second half on 9x9, tiers 3-4: the generic engine, started from the fixpoint of
// tiers 0..2 (tiers9.hpp, outcome kStuck), with the rules up to `tier`.
bool engine_solves_from(const TierState& fixpoint, int tier);

}  // namespace looplab::sudoku
