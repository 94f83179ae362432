#include "families/slitherlink/puzzle.hpp"

#include <algorithm>

namespace looplab::slitherlink {

int Puzzle::num_clues() const {
  return static_cast<int>(
      std::count_if(clues.begin(), clues.end(), [](std::int8_t c) { return c != kNoClue; }));
}

Puzzle clues_of(const EdgeSet& edges) {
  core::Grid g(edges.rows, edges.cols);
  Puzzle p(edges.rows, edges.cols);
  for (int cell = 0; cell < g.num_cells(); ++cell) {
    int n = 0;
    for (int e : g.cell_edges(cell)) n += edges.on[static_cast<std::size_t>(e)];
    p.clues[static_cast<std::size_t>(cell)] = static_cast<std::int8_t>(n);
  }
  return p;
}

}  // namespace looplab::slitherlink
