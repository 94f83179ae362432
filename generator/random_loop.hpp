#pragma once
// A random loop on an R x C grid (any size up to 100 x 100), as the set of cells it
// encloses. The set grows from one random cell, one cell at a time, and a cell joins only
// when the set stays one loop: 4-connected, no holes, no two cells touching only at a
// corner (which would make the loop cross itself). Each test looks at the 8 cells
// around the candidate only, so growing costs O(cells) overall.
//
// `winding` shapes the loop: 0 fills outward like a blob; towards 1 the set prefers
// cells that touch it on one side only, growing tendrils, so the loop winds through the
// grid the way the loops of hand-made puzzles do. `fill` is the share of cells to enclose.
#include <cstdint>
#include <vector>

#include "core/rng.hpp"

namespace looplab::generator {

struct RandomLoopOptions {
  double fill = 0.55;
  double winding = 0.75;
};

// 1 = inside, per cell id (row-major). Never empty; deterministic for an Rng state.
std::vector<std::uint8_t> random_loop_cells(int rows, int cols, core::Rng& rng, const RandomLoopOptions& options = {});

// A random loop whose inside is a union of `orbits` (generator/symmetry.hpp on the same
// grid), so the loop keeps the symmetry. The inside grows from the cells nearest the
// grid's centre, which every symmetry there fixes (a loop symmetric under a rotation
// encloses its centre; one symmetric under a mirror crosses its axis), one whole orbit
// at a time. With one cell per orbit it is the loop above, draw for draw.
std::vector<std::uint8_t> random_loop_cells(int rows, int cols, core::Rng& rng, const RandomLoopOptions& options,
                                            const std::vector<std::vector<int>>& orbits);

// Flips the cells of `orbit` one after another, each passing can_flip, and returns true;
// or, when one of them cannot go, leaves `inside` as it was and returns false.
bool flip_orbit(int rows, int cols, std::vector<std::uint8_t>& inside, const std::vector<int>& orbit);

// Whether flipping `cell` (inside to outside or back) leaves `inside`, the inside of one
// simple loop, the inside of one simple loop (never empty). Looks at the 8 cells around
// it only.
bool can_flip(int rows, int cols, const std::vector<std::uint8_t>& inside, int cell);

// True when `inside` is exactly the inside of one simple loop (the slow, obvious twin
// of the incremental test: flood fills over the whole grid).
bool is_single_loop(int rows, int cols, const std::vector<std::uint8_t>& inside);

}  // namespace looplab::generator
