#pragma once
// Towers (skyscrapers): fill an n x n grid (3 <= n <= 9) with heights 1..n, each once
// per row and column; a clue outside the grid says how many towers are seen from there,
// a taller tower hiding every lower one behind it. Some cells may be given.
//
//          top[0] top[1] ...            clue arrays run left to right (top, bottom)
//   left[0]  (0,0) (0,1) ...  right[0]  and top to bottom (left, right); 0 = no clue
//   left[1]  (1,0) ...        right[1]  cell (r, c) = r * n + c
//          bottom[0] ...
#include <array>
#include <vector>

namespace looplab::towers {

constexpr int kMinSize = 3;
constexpr int kMaxSize = 9;

enum Side { kTop, kBottom, kLeft, kRight };

struct Puzzle {
  int n = 4;
  std::array<std::vector<int>, 4> clues;  // by Side, n each, 0 = none
  std::vector<int> givens;                // n*n, 0 = empty

  Puzzle() = default;
  explicit Puzzle(int size) : n(size), givens(static_cast<std::size_t>(size * size), 0) {
    for (auto& side : clues) side.assign(static_cast<std::size_t>(size), 0);
  }
  int clue(Side s, int i) const { return clues[s][static_cast<std::size_t>(i)]; }
  int clue_count() const {
    int k = 0;
    for (const auto& side : clues)
      for (int c : side) k += c != 0;
    return k;
  }
  int given_count() const {
    int k = 0;
    for (int g : givens) k += g != 0;
    return k;
  }
};

using Grid = std::vector<int>;  // heights 1..n, row-major

}  // namespace looplab::towers
