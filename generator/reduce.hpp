#pragma once
// Clue removal, for any family whose puzzle is a set of removable items (Slitherlink
// clues, Sudoku givens, Towers clues). Items come in orbits (core/symmetry.hpp) so the
// result keeps the requested symmetry; orbits are tried in a random order and stay
// removed only when `acceptable` still holds for what is left. With a monotone test,
// orbits are tried in growing batches first (most of a full clue set can go), which
// saves most of the tests on large grids.
//
// The result is minimal for `acceptable` when it is monotone (removing items never
// makes an unacceptable set acceptable: uniqueness, and solvability by a fixed set of
// sound deductions, both are), since an orbit that failed once fails on every subset.
// For other tests pass `monotone = false`: remaining orbits are retried until none
// can go.
#include <cstdint>
#include <functional>
#include <vector>

#include "core/rng.hpp"

namespace looplab::generator {

struct ReduceStats {
  std::uint64_t tries = 0;    // calls of `acceptable`
  std::uint64_t removed = 0;  // orbits removed
};

// `present[i]` = 1 when item i is there; only items present at the start are removed.
// `acceptable(present)` decides a candidate set (it sees `present` with the orbit
// already taken out).
ReduceStats reduce_items(std::vector<std::uint8_t>& present, const std::vector<std::vector<int>>& orbits,
                         core::Rng& rng, const std::function<bool(const std::vector<std::uint8_t>&)>& acceptable,
                         bool monotone = true);

}  // namespace looplab::generator
