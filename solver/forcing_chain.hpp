#pragma once
// Forcing chains over two-valued cells (the "forcing chains" of Tatham's latin puzzles):
// suppose an unplaced two-valued cell takes value v; then every other two-valued cell
// sharing a unit with it and holding v must take its other value, and so on along the
// chain. If the chain forces some cell to two different values, or two cells of one
// unit to the same value, the supposition was wrong and v leaves the start cell.
// The chain only passes through cells that were two-valued when it started (a full
// trial with every rule would be stronger, and no longer a human technique).
// Cost per run: O(two-valued cells x chain length x unit sizes); stops at the first
// removal so cheaper rules run again first.
#include <vector>

#include "solver/cp_engine.hpp"

namespace looplab::solver {

std::unique_ptr<Propagator> make_forcing_chain(int rule, int cell_count,
                                               std::vector<std::vector<int>> units);

}  // namespace looplab::solver
