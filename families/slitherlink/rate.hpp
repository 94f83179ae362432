#pragma once
// How hard a Slitherlink puzzle is (method: docs/RATING.md). Propagation runs alone
// with the rules of tier 0, then 0-1, 0-2, 0-3 until it finishes; when none does,
// the search's guesses and backtracks measure the rest. Deterministic: no timing.
#include <optional>

#include "families/rating/rating.hpp"
#include "families/slitherlink/puzzle.hpp"
#include "families/slitherlink/solve.hpp"
#include "families/slitherlink/tatham_levels.hpp"

namespace looplab::slitherlink {

// `known_level`: the puzzle's Loopy level when already proven (the generator's), which
// spares the grader runs; it must be what tatham_level(p) gives.
// `proof`: the result of solve(p, kProofSearch) when already made, so it is not made
// twice. When propagation does not finish, the metrics are the propagation search's up
// to kPropagationNodes (solve.hpp): the proof's own when it settled the count, else a
// search of that many nodes run here. InputError unless the puzzle has one solution.
families::Rating rate(const Puzzle& p, std::optional<TathamLevel> known_level = std::nullopt,
                      const SolveResult* proof = nullptr);

}  // namespace looplab::slitherlink
