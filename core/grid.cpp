#include "core/grid.hpp"

namespace looplab::core {

Grid::Grid(int rows, int cols) : rows_(rows), cols_(cols) {
  LK_REQUIRE(rows >= 1 && cols >= 1, "grid needs at least one cell");
  cell_edges_.resize(num_cells());
  vertex_edges_.assign(num_vertices(), {kNone, kNone, kNone, kNone});
  edge_vertices_.resize(num_edges());
  edge_cells_.assign(num_edges(), {kNone, kNone});
  for (int r = 0; r <= rows; ++r)
    for (int c = 0; c < cols; ++c) {
      int e = h_edge(r, c), a = vertex(r, c), b = vertex(r, c + 1);
      edge_vertices_[e] = {a, b};
      vertex_edges_[a][1] = e;
      vertex_edges_[b][3] = e;
      if (r > 0) edge_cells_[e][0] = cell(r - 1, c);
      if (r < rows) edge_cells_[e][1] = cell(r, c);
    }
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c <= cols; ++c) {
      int e = v_edge(r, c), a = vertex(r, c), b = vertex(r + 1, c);
      edge_vertices_[e] = {a, b};
      vertex_edges_[a][2] = e;
      vertex_edges_[b][0] = e;
      if (c > 0) edge_cells_[e][0] = cell(r, c - 1);
      if (c < cols) edge_cells_[e][1] = cell(r, c);
    }
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c)
      cell_edges_[cell(r, c)] = {h_edge(r, c), v_edge(r, c + 1), h_edge(r + 1, c), v_edge(r, c)};
}

std::vector<std::uint8_t> boundary_edges(const Grid& grid, const std::vector<std::uint8_t>& inside) {
  std::vector<std::uint8_t> on(static_cast<std::size_t>(grid.num_edges()), 0);
  auto in = [&](int cell) { return cell != kNone && inside[static_cast<std::size_t>(cell)] != 0; };
  for (int e = 0; e < grid.num_edges(); ++e) {
    auto [a, b] = grid.edge_cells(e);
    on[static_cast<std::size_t>(e)] = in(a) != in(b);
  }
  return on;
}

}  // namespace looplab::core
