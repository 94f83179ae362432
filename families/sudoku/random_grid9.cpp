#include "families/sudoku/random_grid9.hpp"

#include <bit>
#include <cstdint>

#include "core/error.hpp"
#include "solver/cp_engine.hpp"

namespace looplab::sudoku {

Grid random_grid_9x9(core::Rng& rng) {
  std::uint32_t row[9] = {}, col[9] = {}, box[9] = {};  // bit d: digit d + 1 is used
  std::uint32_t untried[81];  // per cell, digits not tried yet at its current depth
  Grid g(81, 0);
  // Cells are filled in order, so the search depth is the cell itself.
  for (int c = 0, fresh = 1; c < 81;) {
    const int r = c / 9, k = c % 9, b = r / 3 * 3 + k / 3;
    if (fresh) untried[c] = ~(row[r] | col[k] | box[b]) & 0x1FF;
    if (!untried[c]) {  // dead end: undo the previous cell and try its next digit
      LK_REQUIRE(c > 0, "the empty grid has solutions");
      --c;
      const int d = g[static_cast<std::size_t>(c)] - 1, pr = c / 9, pk = c % 9;
      const std::uint32_t keep = ~(1u << d);
      row[pr] &= keep, col[pk] &= keep, box[pr / 3 * 3 + pk / 3] &= keep;
      g[static_cast<std::size_t>(c)] = 0;
      fresh = 0;
      continue;
    }
    std::uint32_t m = untried[c];
    for (int skip = rng.below(solver::count_bits(m)); skip > 0; --skip) m &= m - 1;
    const int d = std::countr_zero(m);
    untried[c] &= ~(1u << d);
    row[r] |= 1u << d, col[k] |= 1u << d, box[b] |= 1u << d;
    g[static_cast<std::size_t>(c)] = d + 1;
    ++c, fresh = 1;
  }
  return g;
}

}  // namespace looplab::sudoku
