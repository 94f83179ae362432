#pragma once
// Grids other than the square one, as graph views (core/loop_graph.hpp), so that the
// loop machinery on LoopGraph (solver/loop_*, generator/graph_*) serves them unchanged:
// a new grid, not a new family.
//
//   triangular_grid(n)     the triangle of the triangular lattice with n dots a side:
//                          n(n+1)/2 vertices, 3n(n-1)/2 edges, (n-1)^2 triangles. Its
//                          loops are OEIS A266513 (11 for n = 3, 2402 for n = 5).
//   hexagonal_grid(R, C)   R rows of C hexagons, each row shifted half a hexagon from the
//                          one above (a honeycomb drawn as a brick wall: every hexagon is
//                          a 2x1 brick whose top and bottom sides have a dot in the
//                          middle, so dots have 2 or 3 edges).
//
// Vertices are numbered row by row (top first, left to right), faces likewise, edges in
// the order the faces first list them; each face lists its edges clockwise, each vertex
// its edges clockwise from up.
#include <span>
#include <vector>

#include "core/loop_graph.hpp"

namespace looplab::core {

struct PlanePoint {
  double x, y;  // y grows downward
};

// The plane graph of inner faces, each a list of vertex ids in turn round it (either
// way), over points at these positions (each vertex's edges are sorted clockwise from up
// by them). Edges are numbered in the order the faces first list them; an edge met once
// is on the border, its other side the outer face. Every grid here is built by it.
LoopGraph plane_graph(std::span<const PlanePoint> points, const std::vector<std::vector<int>>& faces);

LoopGraph triangular_grid(int side);
LoopGraph hexagonal_grid(int rows, int cols);

}  // namespace looplab::core
