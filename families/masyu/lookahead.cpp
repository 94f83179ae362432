// Tier 3, lookahead (failed-edge probing, solver/loop_solver.hpp): probes propagate with
// tier 0 only (pairs and colouring are off in probes: pairs took three quarters of the
// generator's time in probes, colouring makes each trial cost O(edges)). Inside the
// search a probe goes to the steps at the dots of each changed step's neighbours: a
// pearl's shapes reach two steps from its cell.
#include "families/masyu/solver.hpp"

namespace looplab::masyu {

void Solver::queue_probes_near(int e) {
  for (int v : graph_.edge_vertices(e))
    for (int f : graph_.vertex_edges(v))
      for (int w : graph_.edge_vertices(f))
        for (int g : graph_.vertex_edges(w)) queue_probe(g);
}

}  // namespace looplab::masyu
