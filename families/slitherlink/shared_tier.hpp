#pragma once
// Clue removal at a grade's propagation tier (generate --grade easy..expert) with work
// shared between tries, for generator::reduce_items_shared.
//
// The verdict is solve(puzzle, {.max_tier, .search = false}).solved_by_propagation,
// reached from a head start. Every fact the propagation solver finds for a set of clues
// holds in every solution of a larger set, so a saved slot keeps the edges its clue set
// decided, and a larger set starts from them, told as facts: propagation then finds only
// what the added clues bring. At 50x50 expert that is most of the work, since every
// edge lookahead forces costs a colouring sweep of the whole grid.
//
// Sound either way: an accepted set has every edge decided, so it is unique. But the
// solver's fixpoint depends a little on the order of its work (for one, the
// premature-loop rule looks at a path when the path forms, with the counts of that
// moment), so a verdict from a head start can differ from a run from scratch: about 1
// verdict in 1,500 in the tests, enough to change which clues go on most large puzzles.
// The generator checks the grade of its result from scratch (rate()), so a puzzle it
// writes is of the grade asked for either way.
//
// Items are cell indices. One test per thread, re-armed by each call (its buffers are
// reused); `full` must outlive its use.
#include "families/slitherlink/puzzle.hpp"
#include "generator/reduce.hpp"

namespace looplab::slitherlink {

generator::SharedTest& shared_tier_test(const Puzzle& full, int max_tier);

}  // namespace looplab::slitherlink
