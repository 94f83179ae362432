#pragma once
// Masyu on the loop SAT engine (solver/loop_sat.hpp: degrees, inside/outside faces,
// lazy connectivity cuts, CaDiCaL) over the dots of dot_grid: the family adds only its
// pearls, each as clauses over the steps at its cell and at its neighbours'. Every
// pearl is also a touch requirement (the loop passes it), which gives the engine its
// strong cuts. solve.hpp escalates to it after the propagation solver's root fixpoint.
#include "families/masyu/puzzle.hpp"
#include "solver/loop_sat.hpp"

namespace looplab::masyu {

// Adds the pearls of `puzzle` to `sat`, an engine over LoopGraph(dot_grid(...)), for good.
void add_pearls(solver::LoopSat& sat, const Puzzle& puzzle);

}  // namespace looplab::masyu
