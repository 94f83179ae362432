#pragma once
// Clue removal at a Towers level with shared work (generator::reduce_items_shared):
// the candidate sets differ in a few items, so one FastTowers state is built by adding
// clues and givens and goes back to saved points, instead of propagating every set
// from scratch.
//
// Why a state built that way decides as a run from scratch: the rules of tiers 0 and 1
// only narrow and each narrows at least as much on smaller domains (on states that
// keep the solution, which every set of its clues does), so their fixpoint is the same
// whatever the order in which clues arrive. Tier 2 is kept the same way, on evidence
// rather than proof: fish is the line rule again, but a forcing chain only walks
// two-valued cells, and a cell that a larger set has decided breaks the chain there;
// what a broken chain would have found, tier 0 finds from the decided cell in the cases
// we worked through, and the tests compare the state built clue by clue with the one
// from scratch (every domain, thousands of random orders and sets) and every verdict
// of whole clue removals with a run from scratch. Were it ever to differ, a generated
// puzzle would still be checked: the rater settles extreme, and uniqueness is proven
// apart. Uniqueness ("unreasonable", level 3) counts from a tier-0 state.
// Additions propagate tier 0 only; a verdict runs the level's higher tiers (or the
// count) and keeps what they find. A range of several orbits (accept_try) is accepted
// only when the cheap tiers solve the set (tier 1 up to n = 8, tier 0 at n = 9), so the
// weak sets early in removal never pay for tier 2, counting or the n = 9 permutation
// walk; single orbits get exact verdicts, which alone decide the result.
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
