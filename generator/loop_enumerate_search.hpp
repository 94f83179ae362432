#pragma once
// The fast loop enumerator: a depth-first walk over the cells in row-major order that
// decides each cell in or out with the frontier machine (generator/loop_frontier.hpp),
// so it only ever grows sets that can still become a simply connected inside: no
// subset scan, and a branch dies the moment it makes a hole or a second inside piece.
// Each loop is reached exactly once (its cells fix the path), in increasing order of
// the bit-reversed mask. Cost: a few tens of nanoseconds per loop; 5x5 (1,222,363
// loops) takes about 0.1 s, 6x6 (487,150,371) a minute or two. Refused above
// kSearchMaxCells cells, where the count alone (see loop_count_frontier.hpp) is the
// way to go.
#include <cstdint>
#include <functional>

#include "generator/loop_cells.hpp"

namespace looplab::generator {

inline constexpr int kSearchMaxCells = 36;

// Calls `visit` (if set) with each loop's inside set; returns how many there were.
std::uint64_t enumerate_loops_search(int rows, int cols,
                                     const std::function<void(CellMask)>& visit);

// Every loop of the grid, collected.
std::vector<CellMask> all_loops(int rows, int cols);

}  // namespace looplab::generator
