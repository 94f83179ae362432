// Tier 3, lookahead (failed-edge probing, solver/loop_solver.hpp): try an undecided edge
// as a line and as a cross, propagating with the local rules of tiers 0-2 (everything
// but colouring); when one trial ends in a contradiction the edge goes the other way. Measured on the peer
// sets: probing with colouring made each trial O(edges) and solves eight times slower;
// probing with tier 0 alone left Tatham's 15x15 Tricky puzzles to 17 guesses, which the
// corner rules in the probes remove (docs/PERFORMANCE.md). Probes are not counted as
// rule steps; only the edges they force are.
//
// Which edges to probe: at the root, every undecided edge, lap after lap until a whole
// lap forces nothing (so propagation alone, as the rater runs it, is as strong as
// lookahead gets). Inside the search only the edges near what changed since the parent's
// lookahead (the sides of the cells around each changed edge's ends), and again near
// whatever a probe forces: a probe far from any change would fail only through a long
// chain, and re-probing the whole grid at every node made near-minimal 25x30 puzzles
// (the generator's) cost tens of milliseconds a node.
//
// Measured and dropped: letting the probes pick the search's branch (the edge whose two
// trials decide the most, as lookahead SAT solvers do) jumped between far regions of the
// grid and thrashed: 66488 guesses instead of about 100 on a near-minimal 25x30 puzzle.
#include "families/slitherlink/solver.hpp"

namespace looplab::slitherlink {

void Solver::queue_probes_near(int e) {
  for (int v : graph_.edge_vertices(e))
    for (int cell : probe_faces_[ix(v)])
      for (int f : graph_.face_edges(cell)) queue_probe(f);
}

}  // namespace looplab::slitherlink
