#pragma once
// ∞ Loop puzzles aimed at a grade, by local moves on the pipe layout.
//
// A random layout almost always falls to the cheapest rules, so the grade is reached
// on purpose: start from a random layout (symmetric when asked, one network when
// asked), make it unique by the repair of generate.hpp, rate it, then make local
// moves (add or remove one pipe segment, or re-route one: a tile gives up a pipe on
// one side for one on another), each followed by the repair, and keep a move when it
// does not raise an energy read from the tiles each tier leaves open (tier g's open
// tiles against, the lower tiers' for; sideways moves are kept, so the walk crosses
// plateaus). It stops as soon as the layout rates the grade; nullopt when `max_moves`
// moves did not get there (the caller draws again). Easy to expert are reached within a
// few attempts. Extreme is reached held to one network only (docs/RATING.md): its layout
// starts as a pruned spanning tree among blank tiles, stays one network and unique as one
// (the exact counter with the rule, over the whole grid), the energy counts the wrong
// turns whose one trial survives, and the puzzle always declares one network. On a grid
// larger than 6x6 (8x8 beyond 16 each way) its moves act in a window the Rng places, the
// rest of the layout fixed and solved by propagation, so each move's trials and search
// touch the window's open tiles only.
//
// With one network asked for, the puzzle declares it (Puzzle::connected) and is rated
// so; the repair still proves it unique without that rule, so every format holds it.
//
// Symmetry acts on the layout: every move and repair toggles a whole orbit of pipe
// segments, so the shapes of the tiles (not their turns, which are scrambled) keep it.
// Options restrict the tiles: `tiles` is the set of kinds that may appear (bit k: Kind
// k, puzzle.hpp); a layout is first walked until every tile is of an allowed kind, and
// a move or repair that would make another kind is refused. Uniqueness holds at every kept step (the repair proves it
// with the region counter, solve.hpp). Every draw comes from the given Rng.
// Cost: one rating per move (a propagation with the rules of each tier up to the one
// asked for, probing included).
#include <optional>
#include <string_view>

#include "core/rng.hpp"
#include "families/infinity_loop/generate.hpp"
#include "families/rating/grade.hpp"
#include "generator/symmetry.hpp"

namespace looplab::infinity_loop {

struct ClimbOptions {
  LayoutOptions layout;
  std::optional<families::Grade> grade;  // none: any (no climbing)
  generator::Symmetry symmetry = generator::Symmetry::none;  // must fit the grid
  unsigned tiles = kAllKinds;
  int max_moves = 600;
};

// A scrambled unique puzzle whose layout keeps the options and rates `grade`.
std::optional<Puzzle> climb_to_grade(const ClimbOptions& o, core::Rng& rng);

}  // namespace looplab::infinity_loop
