#pragma once
// Standard exact-cover benchmark problems, posed for ExactCover; shared by the tests
// (known counts) and bench/exact_cover_bench.cpp.
//
//  - n queens: primary items rank r and file f (2n), secondary items the 2n-1 diagonals
//    and 2n-1 anti-diagonals; option (r, f) names r, f and its two diagonals. Solutions:
//    8 -> 92, 10 -> 724, 12 -> 14200, 14 -> 365596.
//  - Pentominoes in a rows x cols box (rows * cols = 60): primary items the 12 pieces and
//    the 60 cells; one option per placement of each piece in each of its distinct
//    orientations. 6 x 10 has 9356 solutions counting every mirror and rotation (2339
//    up to symmetry).
#include "solver/exact_cover.hpp"

namespace looplab::solver {

ExactCover n_queens_cover(int n);
ExactCover pentomino_cover(int rows, int cols);

}  // namespace looplab::solver
