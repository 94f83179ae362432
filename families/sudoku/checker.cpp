#include "families/sudoku/checker.hpp"

#include "core/position.hpp"

#include <vector>

namespace looplab::sudoku {

std::optional<std::string> check_solution(const Puzzle& p, const Grid& grid) {
  const int n = p.size();
  if (static_cast<int>(grid.size()) != n * n)
    return "the solution has " + std::to_string(grid.size()) + " cells, expected " +
           std::to_string(n * n);
  auto at = [&](int r, int c) { return grid[static_cast<std::size_t>(r * n + c)]; };
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c) {
      const int v = at(r, c), g = p.givens[static_cast<std::size_t>(r * n + c)];
      if (v < 1 || v > n)
        return "the cell at " + at_row_column(r, c) + " holds " +
               std::to_string(v);
      if (g && g != v)
        return "the cell at " + at_row_column(r, c) +
               " changes the given " + std::to_string(g);
    }
  // Each group of n cells (row, column, box) must hold every value once.
  auto all_once = [&](auto cell_of, const std::string& name) -> std::optional<std::string> {
    std::vector<int> seen(static_cast<std::size_t>(n + 1), 0);
    for (int k = 0; k < n; ++k) {
      auto [r, c] = cell_of(k);
      if (seen[static_cast<std::size_t>(at(r, c))]++)
        return name + " holds " + std::to_string(at(r, c)) + " twice";
    }
    return std::nullopt;
  };
  for (int i = 0; i < n; ++i) {
    if (auto bad = all_once([&](int k) { return std::pair{i, k}; }, "row " + std::to_string(i + 1)))
      return bad;
    if (auto bad = all_once(
            [&](int k) {
              return std::pair{k, i};
            },
            "column " + std::to_string(i + 1)))
      return bad;
    const int top = (i / p.box_rows) * p.box_rows, left = (i % p.box_rows) * p.box_cols;
    if (auto bad = all_once(
            [&](int k) {
              return std::pair{top + k / p.box_cols, left + k % p.box_cols};
            },
            "box " + std::to_string(i + 1)))
      return bad;
  }
  return std::nullopt;
}

}  // namespace looplab::sudoku
