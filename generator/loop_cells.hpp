#pragma once
// A loop of an R x C grid stored as the set of cells inside it, one bit per cell
// (bit r*C + c, as core::Grid numbers cells). A non-empty cell set is a loop's inside
// exactly when it is 4-connected and has no holes (every outside cell reaches the
// border through outside cells): then its boundary is one simple closed curve, and
// every simple closed curve along grid lines bounds exactly one such set. The bitmask
// limits these helpers (and the enumerators built on them) to grids of at most 64
// cells, which is far beyond what any enumeration can list anyway.
#include <cstdint>
#include <string>
#include <vector>

#include "core/edge_set.hpp"

namespace looplab::generator {

using CellMask = std::uint64_t;
inline constexpr int kMaxMaskCells = 64;

// The loop's edges: the sides of inside cells whose other side is outside.
core::EdgeSet edges_of_cells(int rows, int cols, CellMask inside);
// The same for any grid size, from one inside flag per cell (row-major).
core::EdgeSet edges_of_cells(int rows, int cols, const std::vector<std::uint8_t>& inside);

// The clue of each cell (its number of sides on the loop), row-major.
std::vector<std::uint8_t> clues_of_cells(int rows, int cols, CellMask inside);

// The reference test of the header paragraph, by two flood fills: inside connected,
// outside (grown from the border) covering every outside cell. Empty sets are no loop.
bool is_loop_by_flood(int rows, int cols, CellMask inside);

// One line of '#' (inside) and '.' (outside) rows joined by '/', e.g. "##/#.".
std::string cells_text(int rows, int cols, CellMask inside);

}  // namespace looplab::generator
