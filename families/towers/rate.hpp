#pragma once
// The Towers rater: the tier rating of families/rating/tier_rating.hpp over the rules of rules.hpp,
// with the Tatham level (docs/RATING.md).
#include "families/rating/rating.hpp"
#include "families/towers/puzzle.hpp"

namespace looplab::towers {

families::Rating rate(const Puzzle& p);

}  // namespace looplab::towers
