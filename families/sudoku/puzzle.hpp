#pragma once
// A Sudoku: an n x n grid of boxes box_rows x box_cols (n = box_rows * box_cols, 4 to
// 25, e.g. 2x2 boxes = 4x4, 3x3 = 9x9, 4x4 = 16x16, 5x5 = 25x25). Values are 1..n;
// `givens[r * n + c]` is the value printed in the cell, 0 when empty.
//
//   cell (r, c) = r * n + c          box of (r, c) = (r / box_rows) * box_rows + c / box_cols
//   +-------+-------+-------+        (boxes numbered row-major; a box is box_rows tall
//   | 0 1 2 | 3 ...          \        and box_cols wide, so there are box_rows boxes
//   | 9 ...                          across and box_cols boxes down)
#include <vector>

namespace looplab::sudoku {

constexpr int kMinSize = 4;
constexpr int kMaxSize = 25;

struct Puzzle {
  int box_rows = 3, box_cols = 3;
  std::vector<int> givens;  // n*n, 0 = empty

  Puzzle() = default;
  Puzzle(int box_rows_, int box_cols_)
      : box_rows(box_rows_),
        box_cols(box_cols_),
        givens(static_cast<std::size_t>(size() * size()), 0) {}
  int size() const { return box_rows * box_cols; }
  int cells() const { return size() * size(); }
  int box_of(int cell) const {
    const int r = cell / size(), c = cell % size();
    return (r / box_rows) * box_rows + c / box_cols;
  }
  int clue_count() const {
    int k = 0;
    for (int g : givens) k += g != 0;
    return k;
  }
};

// A filled grid, values 1..n, row-major.
using Grid = std::vector<int>;

}  // namespace looplab::sudoku
