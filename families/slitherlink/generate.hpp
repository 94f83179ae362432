#pragma once
// The Slitherlink generator: a random loop (generator/random_loop.hpp, or drawn
// uniformly among all loops of a small grid), every clue shown, then clues removed in
// random (symmetric) orbits while the puzzle stays acceptable:
//   no target          unique (the counting solver proves it)
//   --grade G          solvable by pure propagation with the rules of G's tier
//                      (extreme: unique, and no tier suffices)
//   --tatham-level L   solvable by the Loopy-level grader at L (tatham_levels.hpp)
// Uniqueness and the Loopy levels are monotone tests, so the result is minimal for
// them; a grade's test shares work between tries (shared_tier.hpp), whose verdicts can
// differ from a run from scratch in rare cases, so there the result is minimal for the
// shared verdicts. Either way the pack's `minimal` is its own proof (no clue removable
// with the puzzle unique). An attempt whose result rates below the target (easier than
// asked) is a miss: the caller tries a new loop.
#include "core/rng.hpp"
#include "families/family.hpp"

namespace looplab::slitherlink {

families::Generated generate(const families::GenerateRequest& request, core::Rng& rng);
// What resolve() asks the family last (Family::generate_problem): --uniform-loop on a
// grid it cannot draw on, a target a 1x1 grid never has.
std::optional<std::string> generate_problem(const families::GenerateRequest& request);

}  // namespace looplab::slitherlink
