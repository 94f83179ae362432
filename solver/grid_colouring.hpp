#pragma once
// Inside/outside colouring of a loop on a core::Grid, for any family whose solution is a
// loop on the grid's dots: every cell of the grid is inside or outside, the world beyond
// the border outside (node num_cells() of the union-find), and an edge is on the loop
// exactly when the cells on its two sides differ. These two helpers are that relation in
// both directions, over a solver::ParityUnionFind of num_cells() + 1 nodes.
#include "core/grid.hpp"
#include "solver/parity_union_find.hpp"

namespace looplab::solver {

// The cells on either side of edge e as union-find nodes (outside = num_cells()).
inline std::array<int, 2> colour_nodes(const core::Grid& grid, int e) {
  const auto& cells = grid.edge_cells(e);
  const int outside = grid.num_cells();
  return {cells[0] < 0 ? outside : cells[0], cells[1] < 0 ? outside : cells[1]};
}

// Records that edge e is on the loop (`line`) or not; false on a contradiction.
inline bool colour_decided_edge(ParityUnionFind& colours, const core::Grid& grid, int e, bool line,
                                ParityUnionFind::Trail& trail) {
  const auto [a, b] = colour_nodes(grid, e);
  return colours.unite(a, b, line ? 1 : 0, trail) != ParityUnionFind::Join::Conflict;
}

// What the colouring says of edge e: -1 nothing yet, 0 off the loop, 1 on it.
inline int colour_of_edge(const ParityUnionFind& colours, const core::Grid& grid, int e) {
  const auto [a, b] = colour_nodes(grid, e);
  return colours.relation(a, b);
}

}  // namespace looplab::solver
