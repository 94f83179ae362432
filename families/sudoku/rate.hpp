#pragma once
// The Sudoku rater: the tier rating of families/rating/tier_rating.hpp over the rules of rules.hpp,
// with the Tatham level (docs/RATING.md).
#include "families/rating/rating.hpp"
#include "families/sudoku/puzzle.hpp"

namespace looplab::sudoku {

families::Rating rate(const Puzzle& p);

}  // namespace looplab::sudoku
