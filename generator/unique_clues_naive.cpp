// The naive twin of count_unique_clues (see unique_clues.hpp): for every subset of
// cells, hash every loop's clue values on it and count the patterns seen once.
#include <unordered_map>

#include "core/error.hpp"
#include "generator/cell_bits.hpp"
#include "generator/loop_enumerate_search.hpp"
#include "generator/unique_clues.hpp"

namespace looplab::generator {

UniqueClueCounts count_unique_clues_naive(int rows, int cols) {
  const int n = rows * cols;
  LK_REQUIRE(rows >= 1 && cols >= 1 && n <= kUniqueNaiveMaxCells, "naive unique-clue grid size");
  const CellBits bits(rows, cols);
  const std::vector<CellMask> loops = all_loops(rows, cols);
  const std::size_t subsets = std::size_t{1} << n;
  // is_unique[l * subsets + s]: loop l's clues on subset s fit no other loop.
  std::vector<std::uint8_t> is_unique(loops.size() * subsets, 0);
  std::unordered_map<std::uint64_t, int> seen;
  std::vector<std::uint64_t> pattern(loops.size());
  for (std::size_t s = 0; s < subsets; ++s) {
    seen.clear();
    for (std::size_t l = 0; l < loops.size(); ++l) {
      std::uint64_t key = 0;
      for (int cell = 0; cell < n; ++cell)
        if (s >> cell & 1) key = key * 5 + bits.clue(loops[l], cell);
      pattern[l] = key;
      ++seen[key];
    }
    for (std::size_t l = 0; l < loops.size(); ++l)
      is_unique[l * subsets + s] = seen[pattern[l]] == 1;
  }
  UniqueClueCounts result(rows, cols, loops.size());
  for (std::size_t l = 0; l < loops.size(); ++l)
    for (std::size_t s = 1; s < subsets; ++s) {
      if (!is_unique[l * subsets + s]) continue;
      const auto k = static_cast<std::size_t>(__builtin_popcountll(s));
      ++result.unique_by_clues[k];
      bool minimal = true;
      for (int cell = 0; cell < n; ++cell)
        if ((s >> cell & 1) && is_unique[l * subsets + (s & ~(std::size_t{1} << cell))])
          minimal = false;
      result.minimal_by_clues[k] += minimal;
    }
  return result;
}

}  // namespace looplab::generator
