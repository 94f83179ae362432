#include "families/towers/checker.hpp"

#include "core/position.hpp"

namespace looplab::towers {

std::optional<std::string> check_solution(const Puzzle& p, const Grid& grid) {
  const int n = p.n;
  if (static_cast<int>(grid.size()) != n * n)
    return "the solution has " + std::to_string(grid.size()) + " cells, expected " +
           std::to_string(n * n);
  auto at = [&](int r, int c) { return grid[static_cast<std::size_t>(r * n + c)]; };
  for (int i = 0; i < n * n; ++i) {
    const int v = grid[static_cast<std::size_t>(i)], g = p.givens[static_cast<std::size_t>(i)];
    if (v < 1 || v > n) return "the cell at " + at_row_column(i / n, i % n) + " holds " + std::to_string(v);
    if (g && g != v)
      return "the cell at " + at_row_column(i / n, i % n) + " changes the given " + std::to_string(g);
  }
  for (int i = 0; i < n; ++i)
    for (int a = 0; a < n; ++a)
      for (int b = a + 1; b < n; ++b) {
        if (at(i, a) == at(i, b))
          return "row " + std::to_string(i + 1) + " holds " + std::to_string(at(i, a)) + " twice";
        if (at(a, i) == at(b, i))
          return "column " + std::to_string(i + 1) + " holds " + std::to_string(at(a, i)) +
                 " twice";
      }
  // Walk each clued line from its clue, counting towers taller than all before them.
  static constexpr const char* kNames[] = {"top", "bottom", "left", "right"};
  for (int s = 0; s < 4; ++s)
    for (int i = 0; i < n; ++i) {
      const int clue = p.clue(static_cast<Side>(s), i);
      if (!clue) continue;
      int seen = 0, tallest = 0;
      for (int k = 0; k < n; ++k) {
        const int step = (s == kBottom || s == kRight) ? n - 1 - k : k;
        const int h = s <= kBottom ? at(step, i) : at(i, step);
        if (h > tallest) tallest = h, ++seen;
      }
      if (seen != clue)
        return std::string(kNames[s]) + " clue " + std::to_string(i + 1) + " says " +
               std::to_string(clue) + " but " + std::to_string(seen) + " towers are seen";
    }
  return std::nullopt;
}

}  // namespace looplab::towers
