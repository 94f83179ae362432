#pragma once
// Chains of two-valued cells with a shared end value (the "forcing chains" of Tatham's
// Solo and latin puzzles; "XY-chains" in Sudoku books). Start at an unplaced two-valued
// cell s = {v, w} and suppose it is not v: it is w, so every two-valued cell sharing a
// unit with it and holding w takes its other value, and so on, breadth first, each cell
// reached once. Whenever the chain forces some cell to v, either s or that cell is v, so
// a third cell that shares a unit with both loses v.
//
// It differs from solver/forcing_chain.hpp, which looks for a supposition that
// contradicts itself: this one concludes about a cell off the chain (the chain's cells
// need not reach a contradiction), which is the deduction Solo and Towers count at their
// Extreme level. `units` are the all-different units (rows, columns, boxes); two cells
// see each other when they share one.
// Cost per run: O(two-valued cells x 2 x cells x peers); stops at the first removal so
// cheaper rules run again first.
#include <vector>

#include "solver/cp_engine.hpp"

namespace looplab::solver {

std::unique_ptr<Propagator> make_xy_chain(int rule, int cell_count,
                                          std::vector<std::vector<int>> units);

}  // namespace looplab::solver
