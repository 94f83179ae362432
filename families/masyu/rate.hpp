#pragma once
// How hard a Masyu puzzle is, on the common scale (families/rating/grade.hpp, docs/RATING.md):
// propagation alone with the rules of tier 0, then 0-1, 0-2, 0-3 until it finishes;
// when none does, the search's guesses and backtracks measure the rest. Deterministic.
#include "families/masyu/puzzle.hpp"
#include "families/masyu/solve.hpp"
#include "families/rating/rating.hpp"

namespace looplab::masyu {

// `proof`: the result of solve(p, kProofSearch) when already made. InputError unless
// the puzzle has exactly one solution.
families::Rating rate(const Puzzle& p, const SolveResult* proof = nullptr);

}  // namespace looplab::masyu
