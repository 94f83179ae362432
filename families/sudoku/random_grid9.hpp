#pragma once
// Random full 9x9 grids (3x3 boxes) for the generator: the first grid a depth-first
// search finds when it fills the cells in reading order and tries each cell's digits in
// a random order. Row, column and box digits are three bitmasks each, so a step is a
// few instructions; from the empty grid the search takes about 185 steps on average
// (about 1,600 at most over 300,000 seeds), a few microseconds. Not uniform over all
// grids (no search of this kind is), but every grid can come out.
// Same rng state, same grid.
#include "core/rng.hpp"
#include "families/sudoku/puzzle.hpp"

namespace looplab::sudoku {

Grid random_grid_9x9(core::Rng& rng);

}  // namespace looplab::sudoku
