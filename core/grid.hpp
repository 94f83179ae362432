#pragma once
// The lattice under every loop puzzle: R x C cells, (R+1) x (C+1) vertices and the
// unit edges between them. All ids are dense small integers so hot state can live
// in flat arrays indexed by id.
//
//   vertices v = r*(C+1)+c          edges: horizontal first, then vertical
//
//     v0 --e0-- v1 --e1-- v2         h(r,c) = r*C + c                 r in [0,R], c in [0,C)
//     |         |         |          v(r,c) = (R+1)*C + r*(C+1) + c   r in [0,R), c in [0,C]
//     e4  cell0 e5  cell1 e6
//     |         |         |          cell(r,c) = r*C + c, its sides in the order
//     v3 --e2-- v4 --e3-- v5         top h(r,c), right v(r,c+1), bottom h(r+1,c), left v(r,c)
//
//   The picture is R=1, C=2: edges e0..e3 are h(0,0)..h(1,1), e4..e6 are v(0,0)..v(0,2);
//   vertices v0..v5.
//
// The horizontal-then-vertical order is the order of the `h` and `v` strings of the
// looplab solution format, so an edge set and those strings convert by slicing.
#include <array>
#include <cstdint>
#include <vector>

#include "core/error.hpp"

namespace looplab::core {

inline constexpr int kMaxGridSide = 100;
inline constexpr int kNone = -1;

class Grid {
 public:
  Grid() = default;
  Grid(int rows, int cols);

  int rows() const { return rows_; }
  int cols() const { return cols_; }
  int num_cells() const { return rows_ * cols_; }
  int num_vertices() const { return (rows_ + 1) * (cols_ + 1); }
  int num_h_edges() const { return (rows_ + 1) * cols_; }
  int num_edges() const { return num_h_edges() + rows_ * (cols_ + 1); }

  int cell(int r, int c) const { return r * cols_ + c; }
  int vertex(int r, int c) const { return r * (cols_ + 1) + c; }
  int h_edge(int r, int c) const { return r * cols_ + c; }
  int v_edge(int r, int c) const { return num_h_edges() + r * (cols_ + 1) + c; }
  bool is_horizontal(int e) const { return e < num_h_edges(); }

  // Sides of a cell: top, right, bottom, left.
  const std::array<int, 4>& cell_edges(int cell) const { return cell_edges_[cell]; }
  // Edges at a vertex: up, right, down, left; kNone where the vertex is on the border.
  const std::array<int, 4>& vertex_edges(int v) const { return vertex_edges_[v]; }
  // The two end vertices of an edge (left/top first).
  const std::array<int, 2>& edge_vertices(int e) const { return edge_vertices_[e]; }
  // The cells on either side of an edge (above/left first); kNone outside the grid.
  const std::array<int, 2>& edge_cells(int e) const { return edge_cells_[e]; }

 private:
  int rows_ = 0, cols_ = 0;
  std::vector<std::array<int, 4>> cell_edges_;
  std::vector<std::array<int, 4>> vertex_edges_;
  std::vector<std::array<int, 2>> edge_vertices_;
  std::vector<std::array<int, 2>> edge_cells_;
};

// The boundary of a set of cells (1 = inside, per cell id): an edge is on when the
// cells on its two sides differ, cells outside the grid counting as outside. When the
// inside set is 4-connected, hole-free and has no 2x2 checkerboard, this is one loop.
std::vector<std::uint8_t> boundary_edges(const Grid& grid, const std::vector<std::uint8_t>& inside);

}  // namespace looplab::core
