// Tier 2, inside/outside colouring (solver/grid_colouring.hpp): every square between four
// cell centres is inside or outside the loop, and a step is a line exactly when the
// squares on its two sides differ. Two squares already related decide the step between.
#include "families/masyu/solver.hpp"
#include "solver/grid_colouring.hpp"

namespace looplab::masyu {

bool Solver::colour_edge(int e, Slot state) {
  return solver::colour_decided_edge(colours_, grid_, e, state == kLine, trail_);
}

bool Solver::colour_sweep(bool& progress) {
  for (int e = 0; e < grid_.num_edges(); ++e) {
    if (edge_[ix(e)] != kUnknown) continue;
    const int rel = solver::colour_of_edge(colours_, grid_, e);
    if (rel < 0) continue;
    if (!assign(e, rel ? kLine : kCross, kColourParity)) return false;
    progress = true;
  }
  return true;
}

}  // namespace looplab::masyu
