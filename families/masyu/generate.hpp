#pragma once
// The Masyu generator: a random loop through cell centres (generator/random_loop.hpp on
// the dot grid, itself symmetric under --symmetry, so its pearls come in whole orbits),
// reshaped one cell (orbit) at a time where propagation leaves steps open until its full
// pearl set (puzzle.hpp: pearls_of) pins it, then pearls removed in random (symmetric)
// orbits while the puzzle stays acceptable:
//   no target          unique (the counting solver proves it)
//   --grade G          solvable by pure propagation with the rules of G's tier
//                      (extreme: unique, and no tier suffices)
//   --tatham-level L   solvable at Pearl's level L (tatham_levels.hpp)
// Reshaping mends each ambiguity where it lies, so the cost grows with the area instead
// of the chance that a whole random loop comes out pinned (which falls fast past 12x12).
// Each test is monotone (uniqueness, and solvability by a fixed set of sound rules),
// so the result is minimal for it: no orbit of pearls can go with the puzzle still
// unique and at its level or grade. No test uses a search budget, so that and "unique"
// are proofs. The pack's `minimal` (no single pearl can go, the puzzle staying unique)
// follows from removal for uniqueness without symmetry; after any other target each
// pearl is tried with a bounded search, and a spent budget reports it false (unproven).
// An attempt whose loop cannot be pinned within its budget of reshapes, or whose result
// rates below the target, is a miss: the caller tries a new loop.
#include "core/rng.hpp"
#include "families/family.hpp"

namespace looplab::masyu {

families::Generated generate(const families::GenerateRequest& request, core::Rng& rng);
// What resolve() asks the family last (Family::generate_problem): a size it does not make.
std::optional<std::string> generate_problem(const families::GenerateRequest& request);

}  // namespace looplab::masyu
