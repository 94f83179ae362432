#pragma once
// The reference loop enumerator: tries every one of the 2^(R*C) cell subsets and keeps
// those that pass is_loop_by_flood (connected inside, no holes). Obviously right and
// obviously slow: about 2^(R*C) flood fills, a few seconds at 25 cells, so it is
// refused above kFloodMaxCells. Loops come in increasing mask order.
#include <cstdint>
#include <functional>

#include "generator/loop_cells.hpp"

namespace looplab::generator {

inline constexpr int kFloodMaxCells = 30;

// Calls `visit` with each loop's inside set; returns how many there were.
std::uint64_t enumerate_loops_flood(int rows, int cols, const std::function<void(CellMask)>& visit);

}  // namespace looplab::generator
