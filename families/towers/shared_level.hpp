#pragma once
// Clue removal at a Towers level with shared work (generator::reduce_items_shared):
// the candidate sets differ in a few items, so one FastTowers state is built by adding
// clues and givens and goes back to saved points, instead of propagating every set
// from scratch.
//
// Why a state built that way decides as a run from scratch: the rules of tiers 0 and 1
// only narrow and each narrows at least as much on smaller domains (on states that
// keep the solution, which every set of its clues does), so their fixpoint is the same
// whatever the order in which clues arrive. Tier 2 is not kept that way (forcing
// chains remove the first contradiction they find, and what they find depends on the
// order): the state holds the tier-1 fixpoint, which a run from scratch also reaches
// before tier 2 first runs, and each verdict runs tier 2 from there and undoes it.
// Uniqueness ("unreasonable", level 3) counts from the tier-1 state.
//
// Items are those of towers::item_orbits: 0..4n-1 clue slots (side * n + index), 4n +
// cell the givens. `full` holds the value of every item (all clues and givens of one
// solution); the test is armed per puzzle, its buffers kept per thread.
#include "families/towers/puzzle.hpp"
#include "generator/reduce.hpp"

namespace looplab::towers {

class LevelTest : public generator::SharedTest {
 public:
  // The current set's state already decides `cell`: a given there changes nothing
  // (levels 0 to 2 read the state at the tier it is kept at; so does counting).
  virtual bool decided(int cell) const = 0;
};

// level 0..2: solved by the tiers up to it (fast_solvable_within); 3: unique.
LevelTest& shared_level_test(const Puzzle& full, int level);

}  // namespace looplab::towers
