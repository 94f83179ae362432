// On the band layout (band_layout.hpp): per digit, three 27-bit words of the cells where
// it is still possible (a placed cell keeps only its own digit), plus the placed cells.
// Each rule works on all cells of a unit at once. drain() runs the singles of the digits
// and bands whose words changed, and the intersections (of digits changed since they
// last ran) only when the singles stall; sweep() runs everything until nothing changes.
//
// What wakes a rule: the singles and intersections of digit d read only d's words (and
// the placed cells, which only change by a placement that clears d from the cell or
// places d there, after which no rule has anything left to do for that cell), and the
// naked singles of a band read only that band's words. So a rule whose words did not
// change since it last ran has nothing to do.
#include "families/sudoku/tiers9.hpp"

#include <algorithm>
#include <bit>
#include <utility>

#include "families/sudoku/band_layout.hpp"

namespace looplab::sudoku {

using band::column_cells;
using band::kBand;
using band::kBox;
using band::kRow;

TierFixpoint::TierFixpoint(int max_tier)
    : tier_(static_cast<std::uint8_t>(std::clamp(max_tier, 0, 2))) {
  std::fill(std::begin(f_), std::end(f_), kBand);
  std::fill(std::begin(placed_), std::end(placed_), 0u);
}

void TierFixpoint::add_given(int cell, int value) {
  if (dead_) return;
  const int d = value - 1, b = cell / 27, i = cell % 27;
  if (!(f_[d * 3 + b] >> i & 1))
    dead_ = true;  // the cell lost that digit
  else if (!(placed_[b] >> i & 1) && !place(d, b, i))
    dead_ = true;
}

// Digit d is placed at cell i of band b: the cell loses its other digits, the peers d.
bool TierFixpoint::place(int d, int b, int i) {
  const std::uint32_t bit = 1u << i;
  placed_[b] |= bit;
  // The cell's other digits, without branches: bit e of `lost` = digit e was there.
  unsigned lost = 0;
  std::uint32_t woken = 0;
  for (int e = 0; e < 9; ++e) {
    const std::uint32_t hit = (f_[e * 3 + b] >> i & 1) & static_cast<std::uint32_t>(e != d);
    f_[e * 3 + b] &= ~(hit << i);
    lost |= hit << e, woken |= hit << (e * 3 + b);
  }
  woken_ |= woken, stale_ = static_cast<std::uint16_t>(stale_ | lost);
  const std::uint32_t col = column_cells(1u << (i % 9));
  for (int o = 0; o < 3; ++o) {
    const std::uint32_t peers = o == b ? band::kTables.peers[static_cast<std::size_t>(i)] : col;
    if (f_[d * 3 + o] & peers & placed_[o]) return false;  // d placed twice in a unit
    remove(d, o, peers);
  }
  return true;
}

void TierFixpoint::remove(int d, int b, std::uint32_t cells) {
  if (!(f_[d * 3 + b] & cells)) return;
  f_[d * 3 + b] &= ~cells;
  woken_ |= 1u << (d * 3 + b), stale_ = static_cast<std::uint16_t>(stale_ | 1u << d);
}

// Places d in the one cell of `cells` (band b) unless d is placed there already; false
// when d has no cell there.
bool TierFixpoint::single_in(int d, int b, std::uint32_t cells) {
  const std::uint32_t x = f_[d * 3 + b] & cells;
  if (!x) return false;
  if (x & placed_[b] || x & (x - 1)) return true;
  return place(d, b, std::countr_zero(x));
}

// Hidden singles of digit d in the boxes (and, from tier 1, the rows) of band b.
bool TierFixpoint::band_singles(int d, int b) {
  const std::uint32_t w = f_[d * 3 + b];
  // Placed cells of d are not peers, so d placed in the whole band is d placed 3 times.
  if (!(w & ~placed_[b])) {
    const std::uint32_t two = w & (w - 1), one = two & (two - 1);  // (no popcnt on x86-64 v1)
    return one && !(one & (one - 1));
  }
  for (int k = 0; k < 3; ++k)
    if (!single_in(d, b, kBox << (3 * k))) return false;
  if (tier_ < 1) return true;
  for (int r = 0; r < 27; r += 9)
    if (!single_in(d, b, kRow << r)) return false;
  return true;
}

// Hidden singles of digit d in the columns (tier 1), which span the three bands:
// once/twice over the nine rows.
bool TierFixpoint::column_singles(int d) {
  if (!(f_[d * 3] & ~placed_[0]) && !(f_[d * 3 + 1] & ~placed_[1]) &&
      !(f_[d * 3 + 2] & ~placed_[2]))
    return true;  // the bands checked it
  std::uint32_t once = 0, twice = 0, placed = 0;
  for (int b = 0; b < 3; ++b) {
    const std::uint32_t w = f_[d * 3 + b], p = w & placed_[b];
    for (int r = 0; r < 27; r += 9) {
      const std::uint32_t row = w >> r & kRow;
      twice |= once & row, once |= row, placed |= p >> r & kRow;
    }
  }
  if (once != kRow) return false;
  for (std::uint32_t single = once & ~twice & ~placed; single; single &= single - 1) {
    const std::uint32_t cells = column_cells(single & (0 - single));
    for (int b = 0; b < 3; ++b)
      if (f_[d * 3 + b] & cells) {
        if (!single_in(d, b, cells)) return false;
        break;
      }
  }
  return true;
}

// Cells of band b with one candidate left get it; false when a cell has none.
bool TierFixpoint::naked_singles(int b, bool place_them) {
  std::uint32_t once = 0, twice = 0;
  for (int d = 0; d < 9; ++d) {
    const std::uint32_t w = f_[d * 3 + b];
    twice |= once & w, once |= w;
  }
  if (once != kBand) return false;
  if (!place_them) return true;
  for (std::uint32_t single = once & ~twice & ~placed_[b]; single; single &= single - 1) {
    const int i = std::countr_zero(single);
    int d = 0;
    while (d < 9 && !(f_[d * 3 + b] >> i & 1)) ++d;
    if (d == 9) return false;  // emptied by a placement just made
    if (!place(d, b, i)) return false;
  }
  return true;
}

// Pointing and claiming for digit d, by a table (band_layout.hpp) on the mini-rows of
// each band (a mini-row alone in its box clears the rest of its row, one alone in its
// row clears the rest of its box) and on the mini-columns of each stack (alike).
void TierFixpoint::intersections(int d) {
  const auto& t = band::kTables;
  for (int b = 0; b < 3; ++b) {
    const std::uint32_t w = f_[d * 3 + b];
    const unsigned m = t.boxes_touched[w & kRow] | t.boxes_touched[w >> 9 & kRow] << 3 |
                       t.boxes_touched[w >> 18] << 6;
    remove(d, b, ~t.minirow_cells[t.intersections[m]]);
  }
  const std::uint32_t c[3] = {band::columns_touched(f_[d * 3]),
                              band::columns_touched(f_[d * 3 + 1]),
                              band::columns_touched(f_[d * 3 + 2])};
  std::uint32_t keep[3] = {0, 0, 0};
  for (int st = 0; st < 9; st += 3) {
    const unsigned m = (c[0] >> st & 7) | (c[1] >> st & 7) << 3 | (c[2] >> st & 7) << 6;
    const unsigned k = t.intersections[m];
    keep[0] |= (k & 7) << st, keep[1] |= (k >> 3 & 7) << st, keep[2] |= (k >> 6) << st;
  }
  for (int b = 0; b < 3; ++b) remove(d, b, ~column_cells(keep[b]));
}

bool TierFixpoint::solved() const {
  return (placed_[0] & placed_[1] & placed_[2]) == kBand;
}

TierOutcome TierFixpoint::outcome() {
  return solved() ? TierOutcome::kSolved : TierOutcome::kStuck;
}

TierOutcome TierFixpoint::drain() {
  if (dead_) return TierOutcome::kContradiction;
  for (;;) {
    while (woken_) {
      const std::uint32_t woken = woken_;
      woken_ = 0;
      unsigned digits = 0, bands = 0;
      for (std::uint32_t w = woken; w; w &= w - 1) {
        const int j = std::countr_zero(w), d = j / 3, b = j % 3;
        digits |= 1u << d, bands |= 1u << b;
        if (!band_singles(d, b)) return dead_ = true, TierOutcome::kContradiction;
      }
      if (tier_ >= 1)
        for (; digits; digits &= digits - 1)
          if (!column_singles(std::countr_zero(digits)))
            return dead_ = true, TierOutcome::kContradiction;
      for (; bands; bands &= bands - 1)
        if (!naked_singles(std::countr_zero(bands), tier_ >= 1))
          return dead_ = true, TierOutcome::kContradiction;
    }
    if (tier_ < 2 || !stale_) break;
    for (unsigned s = std::exchange(stale_, 0); s; s &= s - 1) intersections(std::countr_zero(s));
  }
  return outcome();
}

TierOutcome TierFixpoint::sweep() {
  if (dead_) return TierOutcome::kContradiction;
  for (;;) {
    woken_ = 0;
    for (int d = 0; d < 9; ++d) {
      for (int b = 0; b < 3; ++b)
        if (!band_singles(d, b)) return dead_ = true, TierOutcome::kContradiction;
      if (tier_ >= 1 && !column_singles(d)) return dead_ = true, TierOutcome::kContradiction;
    }
    for (int b = 0; b < 3; ++b)
      if (!naked_singles(b, tier_ >= 1)) return dead_ = true, TierOutcome::kContradiction;
    if (woken_) continue;
    if (tier_ < 2) break;
    for (int d = 0; d < 9; ++d) intersections(d);  // only when the singles stall
    for (int b = 0; b < 3; ++b)
      if (!naked_singles(b, false)) return dead_ = true, TierOutcome::kContradiction;
    if (!woken_) break;
  }
  woken_ = stale_ = 0;
  return outcome();
}

void TierFixpoint::write(TierState& out) const {
  for (int c = 0; c < 81; ++c) {
    const int b = c / 27, i = c % 27;
    std::uint16_t values = 0;
    for (int d = 0; d < 9; ++d) values |= static_cast<std::uint16_t>((f_[d * 3 + b] >> i & 1) << d);
    out.candidates[static_cast<std::size_t>(c)] = values;
    out.placed[static_cast<std::size_t>(c)] = placed_[b] >> i & 1;
  }
}

TierOutcome tier_propagate(const int* givens, int max_tier, TierState* out) {
  TierFixpoint t(max_tier);
  for (int c = 0; c < 81; ++c)
    if (givens[c]) t.add_given(c, givens[c]);
  const TierOutcome o = t.sweep();
  if (o == TierOutcome::kStuck && out) t.write(*out);
  return o;
}

}  // namespace looplab::sudoku
