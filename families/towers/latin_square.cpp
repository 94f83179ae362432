#include "families/towers/latin_square.hpp"

#include <algorithm>
#include <bit>
#include <cstdint>
#include <utility>

#include "core/error.hpp"

namespace looplab::towers {

namespace {

// Fills the columns of one row not yet placed (`left`), each with a height its column
// still lacks (`missing`) and the row has not used (`free_heights`).
bool fill_row(int n, const std::uint16_t* missing, std::uint32_t left, std::uint16_t free_heights,
              int* row, core::Rng& rng) {
  if (!left) return true;
  int best = -1, best_size = n + 1;
  for (std::uint32_t l = left; l; l &= l - 1) {
    const int c = std::countr_zero(l);
    const int size = std::popcount(static_cast<unsigned>(missing[c] & free_heights));
    if (size < best_size) best = c, best_size = size;
  }
  if (best_size == 0) return false;
  int heights[kMaxSize], k = 0;
  for (std::uint16_t d = missing[best] & free_heights; d; d &= d - 1)
    heights[k++] = std::countr_zero(d);
  for (int i = k; i > 1; --i) std::swap(heights[i - 1], heights[rng.below(i)]);
  for (int i = 0; i < k; ++i) {
    row[best] = heights[i];
    if (fill_row(n, missing, left & ~(1u << best),
                 static_cast<std::uint16_t>(free_heights & ~(1u << heights[i])), row, rng))
      return true;
  }
  return false;
}

}  // namespace

Grid random_latin_square(int n, core::Rng& rng) {
  std::uint16_t missing[kMaxSize];
  std::fill(missing, missing + n, static_cast<std::uint16_t>((1u << n) - 1));
  Grid g(static_cast<std::size_t>(n * n));
  for (int r = 0; r < n; ++r) {
    int row[kMaxSize];
    const bool ok =
        fill_row(n, missing, (1u << n) - 1, static_cast<std::uint16_t>((1u << n) - 1), row, rng);
    LK_REQUIRE(ok, "a Latin rectangle always extends by a row");
    for (int c = 0; c < n; ++c) {
      missing[c] &= static_cast<std::uint16_t>(~(1u << row[c]));
      g[static_cast<std::size_t>(r * n + c)] = row[c] + 1;
    }
  }
  return g;
}

}  // namespace looplab::towers
