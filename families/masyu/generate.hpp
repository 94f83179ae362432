#pragma once
// The Masyu generator: a random loop through cell centres (generator/random_loop.hpp on
// the dot grid), a pearl on every cell where the loop's shape allows one (puzzle.hpp:
// pearls_of), then pearls removed in random (symmetric) orbits while the puzzle stays
// acceptable:
//   no target          unique (the counting solver proves it)
//   --grade G          solvable by pure propagation with the rules of G's tier
//                      (extreme: unique, and no tier suffices)
//   --tatham-level L   solvable at Pearl's level L (tatham_levels.hpp)
// Each test is monotone (uniqueness, and solvability by a fixed set of sound rules),
// so the result is minimal for it: no orbit of pearls can go with the puzzle still
// unique and at its level or grade. Without a target no search budget is used, so
// `minimal` and "unique" are proofs.
// An attempt whose loop leaves the full pearl set short of the target, or whose result
// rates below the target, is a miss: the caller tries a new loop.
#include "core/rng.hpp"
#include "families/family.hpp"

namespace looplab::masyu {

families::Generated generate(const families::GenerateRequest& request, core::Rng& rng);

}  // namespace looplab::masyu
