#pragma once
// Bit tricks on cell masks of one R x C grid (R*C <= 64), shared by the loop
// enumerators and counters: moving a whole set one step in each direction at once,
// flood fill by repeated growth, and a cell's clue from the inside set. Each
// operation is a handful of word operations (a flood is at most R*C growth steps).
#include <bit>
#include <cstdint>

#include "core/error.hpp"

namespace looplab::generator {

class CellBits {
 public:
  CellBits(int rows, int cols) : rows_(rows), cols_(cols) {
    LK_REQUIRE(rows >= 1 && cols >= 1 && rows * cols <= 64, "cell masks hold 1..64 cells");
    const int n = rows * cols;
    all_ = n == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << n) - 1;
    for (int r = 0; r < rows; ++r) {
      first_col_ |= std::uint64_t{1} << (r * cols);
      last_col_ |= std::uint64_t{1} << (r * cols + cols - 1);
    }
    const std::uint64_t first_row = cols == 64 ? all_ : (std::uint64_t{1} << cols) - 1;
    border_ = first_col_ | last_col_ | first_row | (first_row << ((rows - 1) * cols));
  }

  std::uint64_t all() const { return all_; }
  std::uint64_t border() const { return border_; }

  // The cells 4-adjacent to some cell of m (not including m itself unless adjacent).
  std::uint64_t neighbours(std::uint64_t m) const {
    return (((m << 1) & ~first_col_) | ((m >> 1) & ~last_col_) | (m << cols_) | (m >> cols_)) &
           all_;
  }

  // The cells of `within` reachable from `seed` (a subset of it) by 4-steps.
  std::uint64_t flood(std::uint64_t seed, std::uint64_t within) const {
    std::uint64_t reached = seed;
    for (;;) {
      const std::uint64_t next = (reached | neighbours(reached)) & within;
      if (next == reached) return reached;
      reached = next;
    }
  }

  // A cell's clue: one side per neighbour on the other side of the inside/outside
  // divide, where the world beyond the border counts as outside.
  std::uint8_t clue(std::uint64_t inside, int cell) const {
    const int r = cell / cols_, c = cell % cols_;
    const bool in = inside >> cell & 1;
    int sides = 0;
    auto side = [&](bool has, int other) { sides += (has && (inside >> other & 1)) != in; };
    side(r > 0, cell - cols_);
    side(c + 1 < cols_, cell + 1);
    side(r + 1 < rows_, cell + cols_);
    side(c > 0, cell - 1);
    return static_cast<std::uint8_t>(sides);
  }

 private:
  int rows_, cols_;
  std::uint64_t all_ = 0, border_ = 0, first_col_ = 0, last_col_ = 0;
};

}  // namespace looplab::generator
