// Slitherlink on a Loopy grid, proved by the loop SAT engine (solver/loop_sat.hpp) after
// the root propagation (grid_propagate.cpp) fixed the edges it decides: the
// clues as hard clauses (one puzzle, one search), each clue of 1 or more a touch
// requirement for the engine's cuts, and the outlines of single faces and pairs ruled out
// up front (LoopSat::cut_small_cycles), as the square grid's single proofs do.
#include "families/slitherlink/grid_puzzle.hpp"
#include "families/slitherlink/sat_engine.hpp"

namespace looplab::slitherlink {

GridSolveResult solve_grid(const GridPuzzle& p, std::uint64_t limit, std::uint64_t max_conflicts, bool propagate) {
  const core::LoopGraph& graph = p.grid->graph;
  GridSolveResult out;
  GridFacts facts;
  if (propagate) {
    facts = propagate_grid(p);
    out.decided_at_root = facts.decided;
    if (facts.contradiction) {
      out.sat.complete = true;  // no loop: a proof, with no SAT search
      return out;
    }
  }
  solver::LoopSat sat(graph);
  std::vector<int> clause;
  for (int f = 0; f < graph.num_faces(); ++f) {
    const int value = p.clues[static_cast<std::size_t>(f)];
    if (value == kNoClue) continue;
    encode_clue_count(sat, graph.face_edges(f), value, 0, clause);
    if (value > 0) sat.must_touch(0, graph.face_edges(f));
  }
  for (std::size_t e = 0; e < facts.edge.size(); ++e)
    if (facts.edge[e] != kEdgeUnknown) sat.fix_edge(static_cast<int>(e), facts.edge[e] == kEdgeLine);
  sat.cut_small_cycles();
  out.sat = sat.count(limit, nullptr, max_conflicts);
  return out;
}

}  // namespace looplab::slitherlink
