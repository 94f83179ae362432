#pragma once
// Fish (X-wing, swordfish and larger) for Latin squares: each value sits exactly once in
// every row and every column, so the rows -> columns placement of one value is itself
// an all-different problem. Hall-set reasoning on it (solver/hall_filter.hpp) removes
// the value from every cell no complete placement uses: all fish of every size at once.
// This is Tatham's latin "set elimination" across rows and columns (Tatham's Extreme level of latin puzzles).
// `grid` is the n x n cells row-major. Cost per run O(n^3).
#include <vector>

#include "solver/cp_engine.hpp"

namespace looplab::solver {

std::unique_ptr<Propagator> make_fish(int rule, int n, int value, std::vector<int> grid);

}  // namespace looplab::solver
