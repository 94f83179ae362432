#pragma once
// Slitherlink as the CLI and packs see it (families/family.hpp).
#include <memory>

#include "families/family.hpp"
#include "families/slitherlink/puzzle.hpp"
#include "families/slitherlink/solve.hpp"
#include "families/slitherlink/tatham_levels.hpp"

namespace looplab::slitherlink {

const families::Family& family();

// Wraps a model in the type-erased interface.
std::unique_ptr<families::Puzzle> make_puzzle(Puzzle p);
// The same for a puzzle whose Loopy level the generator has proven (solvable at it,
// not below), so rating it does not grade it again.
std::unique_ptr<families::Puzzle> make_puzzle(Puzzle p, TathamLevel proven);
// The same for a puzzle whose uniqueness proof (a `solve` with kProofSearch) the generator
// has made already: the pack's check and rating read it instead of searching again.
std::unique_ptr<families::Puzzle> make_puzzle(Puzzle p, SolveResult proof);

// The model behind a type-erased puzzle of this family (LK_REQUIREs the family).
const Puzzle& model_of(const families::Puzzle& p);

}  // namespace looplab::slitherlink
