#pragma once
// Exact counts on empty Masyu grids.
//
// Loops through the cell centres of an R x C grid are the loops on the dots of
// core::Grid(R-1, C-1), so generator::count_loops_frontier(R-1, C-1) counts them (the
// cycles of the R x C grid graph, OEIS A140517 on the diagonal with the index shifted).
//
// A unique-pearl puzzle is a non-empty layout of pearls (each cell empty, black or
// white) that exactly one loop fits. Each such layout fits exactly one loop L, and fits
// it exactly when it is a subset of pearls_of(L); so for each loop the count is the
// subsets of its pearl set contained in no other loop's (same cell, same colour). Those
// are counted by splitting on one pearl at a time, without listing them. Every loop of
// the dot grid is listed (generator/loop_enumerate_search.hpp) and its pearl set held as
// a 64-bit mask, so grids go up to 25 cells (docs/COUNTS.md has the figures and times).
#include <cstdint>

namespace looplab::masyu {

inline constexpr int kUniquePearlsMaxCells = 25;

// LK_REQUIREs 2 <= rows, cols and rows * cols <= kUniquePearlsMaxCells.
std::uint64_t count_unique_pearl_puzzles(int rows, int cols);

// The slow twin: every layout of pearls (3^(R*C)), each tried on every loop by the
// independent checker. Up to 9 cells.
std::uint64_t count_unique_pearl_puzzles_naive(int rows, int cols);

}  // namespace looplab::masyu
