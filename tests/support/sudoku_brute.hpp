#pragma once
// Sudoku's slow, obvious twin, shared by the tests that pit the engines against it.
#include <cstdint>

#include "families/sudoku/puzzle.hpp"

namespace looplab::sudoku {

// The slow, obvious twin: plain backtracking over cells in order, checking rows,
// columns and boxes by scanning; counts up to `limit`.
inline std::uint64_t brute_count(Puzzle& p, std::uint64_t limit, int from = 0) {
  const int n = p.size();
  int cell = from;
  while (cell < n * n && p.givens[static_cast<std::size_t>(cell)]) ++cell;
  if (cell == n * n) return 1;
  std::uint64_t found = 0;
  const int r = cell / n, c = cell % n;
  for (int v = 1; v <= n && found < limit; ++v) {
    bool ok = true;
    for (int k = 0; k < n && ok; ++k)
      ok = p.givens[static_cast<std::size_t>(r * n + k)] != v &&
           p.givens[static_cast<std::size_t>(k * n + c)] != v;
    for (int i = 0; i < n * n && ok; ++i)
      ok = !(p.box_of(i) == p.box_of(cell) && p.givens[static_cast<std::size_t>(i)] == v);
    if (!ok) continue;
    p.givens[static_cast<std::size_t>(cell)] = v;
    found += brute_count(p, limit - found, cell + 1);
    p.givens[static_cast<std::size_t>(cell)] = 0;
  }
  return found;
}

}  // namespace looplab::sudoku
