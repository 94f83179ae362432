// Tier 3, lookahead (failed-edge probing, solver/loop_solver.hpp): probes propagate with
// tier 0 only (pairs and colouring are off in probes: pairs took three quarters of the
// generator's time in probes, colouring makes each trial cost O(edges)). Inside the
// search a probe goes to the steps at the dots of each changed step's neighbours: a
// pearl's shapes reach two steps from its cell. Those steps are listed once per solver
// (per grid size), each once, in the order the walk dot, step, dot, step first meets
// them, so probes are queued in the same order as by the walk itself.
#include "families/masyu/solver.hpp"

namespace looplab::masyu {

void Solver::list_probes_near() {
  near_start_.assign(1, 0);
  near_.clear();
  std::vector<int> seen(ix(grid_.num_edges()), -1);
  for (int e = 0; e < grid_.num_edges(); ++e) {
    for (int v : graph_.edge_vertices(e))
      for (int f : graph_.vertex_edges(v))
        for (int w : graph_.edge_vertices(f))
          for (int g : graph_.vertex_edges(w))
            if (seen[ix(g)] != e) seen[ix(g)] = e, near_.push_back(g);
    near_start_.push_back(static_cast<int>(near_.size()));
  }
}

void Solver::queue_probes_near(int e) {
  for (int k = near_start_[ix(e)]; k < near_start_[ix(e) + 1]; ++k) queue_probe(near_[ix(k)]);
}

}  // namespace looplab::masyu
