#pragma once
// How hard an ∞ Loop puzzle is (docs/RATING.md, "∞ Loop"), on the common grade ladder.
// Deterministic: it counts deductions, and does not depend on how the tiles are turned.
// Like every family it rates only a puzzle with exactly one solution (InputError else).
#include <string_view>
#include <vector>

#include "families/infinity_loop/puzzle.hpp"
#include "families/rating/rating.hpp"

namespace looplab::infinity_loop {

families::Rating rate(const Puzzle& p);

}  // namespace looplab::infinity_loop
