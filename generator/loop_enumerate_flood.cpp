#include "generator/loop_enumerate_flood.hpp"

namespace looplab::generator {

std::uint64_t enumerate_loops_flood(int rows, int cols,
                                    const std::function<void(CellMask)>& visit) {
  LK_REQUIRE(rows >= 1 && cols >= 1 && rows * cols <= kFloodMaxCells,
             "flood enumerates up to 30 cells");
  const CellMask end = CellMask{1} << (rows * cols);
  std::uint64_t found = 0;
  for (CellMask m = 1; m < end; ++m) {
    if (!is_loop_by_flood(rows, cols, m)) continue;
    ++found;
    if (visit) visit(m);
  }
  return found;
}

}  // namespace looplab::generator
