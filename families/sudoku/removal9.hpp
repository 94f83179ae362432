#pragma once
// Clue removal on 9x9 (3x3 boxes) for generator::reduce_items_shared: the items are the
// cells, and a set of them, holding the full grid's digits, is acceptable when
//  - target 0..4 (Solo's trivial..extreme): the rules up to that tier solve it;
//  - target 5 or more, or below 0 (no level asked for): it has one solution.
// Tiers 0..2 run on a TierFixpoint (tiers9.hpp) grown given by given, saved and restored
// by copying it (32 words), so a try costs only the propagation its new givens wake.
// When that fixpoint is stuck, tier 3-4 targets check uniqueness with the band solver
// (a search for a second solution differing in a freed cell: cheaper, and near the end
// it refuses most removals), then let the generic engine continue from the fixpoint;
// "unique" targets keep a tier 0 fixpoint and use the band solver when it is stuck.
// A range of several orbits is only taken out when the fixpoint alone allows it (the
// costly checks near the end mostly fail, and the halves get exact verdicts anyway).
// Every test is monotone, as reduce_items_shared needs. One object per thread, re-armed.
#include "families/sudoku/puzzle.hpp"
#include "generator/reduce.hpp"

namespace looplab::sudoku {

generator::SharedTest& removal_test_9x9(const Grid& solution, int target);

}  // namespace looplab::sudoku
