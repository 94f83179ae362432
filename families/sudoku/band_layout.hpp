#pragma once
// The 9x9 band layout shared by the band solver (bands9.hpp) and the level cap
// (tiers9.hpp): per digit, the grid is three bands of 27 bits, bit = row_in_band * 9 +
// column, so a row of a band is 9 bits at 0, 9 or 18 and a column is every 9th bit.
#include <array>
#include <cstdint>

namespace looplab::sudoku::band {

constexpr std::uint32_t kBand = 0x7FFFFFF;  // 27 bits
constexpr std::uint32_t kRow = 0x1FF;
constexpr std::uint32_t kBox = 0x1C0E07;  // box 0 of a band; box k is kBox << 3k

// The band cells of the columns in a 9-bit mask.
constexpr std::uint32_t column_cells(std::uint32_t columns9) {
  return columns9 | columns9 << 9 | columns9 << 18;
}
// The columns a band word touches.
constexpr std::uint32_t columns_touched(std::uint32_t band) {
  return (band | band >> 9 | band >> 18) & kRow;
}

struct Tables {
  // 9 columns of one row -> which of its 3 boxes it touches.
  std::array<std::uint8_t, 512> boxes_touched{};
  // 3x3 matrix (bit i * 3 + j) of where a digit can be in a band (rows x boxes: mini-
  // rows) or in a stack (bands x columns: mini-columns) -> what pointing and claiming
  // keep, to their fixpoint: an entry alone in its row clears the rest of its column,
  // and one alone in its column clears the rest of its row.
  std::array<std::uint16_t, 512> intersections{};
  // Matrix of (row in band, box) -> the band cells of those mini-rows.
  std::array<std::uint32_t, 512> minirow_cells{};
  // Band cell -> its peers inside the band (row, box and column), itself excluded.
  std::array<std::uint32_t, 27> peers{};
  // Made by the compiler (constexpr): no work at every start of the program.
  constexpr Tables() {
    for (int m = 0; m < 512; ++m)
      for (int k = 0; k < 3; ++k)
        if (m >> (3 * k) & 7) boxes_touched[static_cast<std::size_t>(m)] |= 1 << k;
    for (int i = 0; i < 27; ++i)
      for (int j = 0; j < 27; ++j)
        if (j != i && (j / 9 == i / 9 || j % 9 == i % 9 || (j % 9) / 3 == (i % 9) / 3))
          peers[static_cast<std::size_t>(i)] |= 1u << j;
    for (int m = 0; m < 512; ++m) {
      int keep = m;
      for (int before = -1; before != keep;) {
        before = keep;
        for (int e = 0; e < 9; ++e) {
          if (!(keep >> e & 1)) continue;
          const int row = 7 << (e / 3 * 3), col = 0x49 << (e % 3);
          if ((keep & row) == 1 << e) keep &= ~col | 1 << e;
          if ((keep & col) == 1 << e) keep &= ~row | 1 << e;
        }
      }
      intersections[static_cast<std::size_t>(m)] = static_cast<std::uint16_t>(keep);
      for (int e = 0; e < 9; ++e)
        if (m >> e & 1) minirow_cells[static_cast<std::size_t>(m)] |= 7u << (e / 3 * 9 + e % 3 * 3);
    }
  }
};
inline constexpr Tables kTables;

}  // namespace looplab::sudoku::band
