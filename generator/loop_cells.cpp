#include "generator/loop_cells.hpp"

#include "core/grid.hpp"
#include "generator/cell_bits.hpp"

namespace looplab::generator {

core::EdgeSet edges_of_cells(int rows, int cols, CellMask inside) {
  LK_REQUIRE(rows * cols <= kMaxMaskCells, "cell masks hold at most 64 cells");
  std::vector<std::uint8_t> flags(static_cast<std::size_t>(rows * cols));
  for (int cell = 0; cell < rows * cols; ++cell)
    flags[static_cast<std::size_t>(cell)] = inside >> cell & 1;
  return edges_of_cells(rows, cols, flags);
}

core::EdgeSet edges_of_cells(int rows, int cols, const std::vector<std::uint8_t>& inside) {
  const core::Grid g(rows, cols);
  LK_REQUIRE(inside.size() == static_cast<std::size_t>(g.num_cells()), "one flag per cell");
  core::EdgeSet edges(rows, cols);
  for (int e = 0; e < g.num_edges(); ++e) {
    int in = 0;
    for (int cell : g.edge_cells(e))
      if (cell != core::kNone && inside[static_cast<std::size_t>(cell)]) ++in;
    // On the loop when exactly one side is inside (beyond the border is outside).
    edges.on[static_cast<std::size_t>(e)] = in == 1;
  }
  return edges;
}

std::vector<std::uint8_t> clues_of_cells(int rows, int cols, CellMask inside) {
  const CellBits bits(rows, cols);
  std::vector<std::uint8_t> clues(static_cast<std::size_t>(rows * cols));
  for (int cell = 0; cell < rows * cols; ++cell)
    clues[static_cast<std::size_t>(cell)] = bits.clue(inside, cell);
  return clues;
}

bool is_loop_by_flood(int rows, int cols, CellMask inside) {
  const CellBits bits(rows, cols);
  if (inside == 0 || (inside & ~bits.all()) != 0) return false;
  // Flood the inside from its lowest cell; it must reach every inside cell.
  if (bits.flood(inside & (~inside + 1), inside) != inside) return false;
  // Flood the outside from the border; it must reach every outside cell (no holes).
  const CellMask outside = bits.all() & ~inside;
  return bits.flood(outside & bits.border(), outside) == outside;
}

std::string cells_text(int rows, int cols, CellMask inside) {
  std::string s;
  for (int r = 0; r < rows; ++r) {
    if (r > 0) s += '/';
    for (int c = 0; c < cols; ++c) s += (inside >> (r * cols + c) & 1) ? '#' : '.';
  }
  return s;
}

}  // namespace looplab::generator
