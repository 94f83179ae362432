// On the band layout (band_layout.hpp): per digit, three 27-bit words of the cells where
// it is still possible (a placed cell keeps only its own digit), plus the placed cells.
// Each rule works on all cells of a unit at once; a pass runs the allowed tiers, the
// intersections only when the singles stall, until a pass changes nothing.
#include "families/sudoku/tiers9.hpp"

#include <algorithm>
#include <bit>

#include "families/sudoku/band_layout.hpp"

namespace looplab::sudoku {

namespace {

using band::column_cells;
using band::kBand;
using band::kBox;
using band::kRow;

class Propagation {
 public:
  // Digit d is placed at cell i of band b: the cell loses its other digits, the peers d.
  bool place(int d, int b, int i) {
    const std::uint32_t bit = 1u << i;
    placed_[b] |= bit;
    for (int e = 0; e < 9; ++e)
      if (e != d) f_[e * 3 + b] &= ~bit;
    const std::uint32_t col = column_cells(1u << (i % 9));
    for (int o = 0; o < 3; ++o) {
      const std::uint32_t peers = o == b ? band::kTables.peers[static_cast<std::size_t>(i)] : col;
      if (f_[d * 3 + o] & peers & placed_[o]) return false;  // d placed twice in a unit
      f_[d * 3 + o] &= ~peers;
    }
    changed_ = true;
    return true;
  }
  void remove(int d, int b, std::uint32_t cells) {
    if (f_[d * 3 + b] & cells) f_[d * 3 + b] &= ~cells, changed_ = true;
  }
  // Places d in the one cell of `cells` (band b) unless d is placed there already; false
  // when d has no cell there.
  bool single_in(int d, int b, std::uint32_t cells, bool& done) {
    const std::uint32_t x = f_[d * 3 + b] & cells;
    done = false;
    if (!x) return false;
    if (x & placed_[b] || x & (x - 1)) return true;
    done = true;
    return place(d, b, std::countr_zero(x));
  }

  bool hidden_singles(int d, bool lines) {
    bool done = false;
    for (int b = 0; b < 3; ++b) {
      for (int k = 0; k < 3; ++k)
        if (!single_in(d, b, kBox << (3 * k), done)) return false;
      if (!lines) continue;
      for (int r = 0; r < 27; r += 9)
        if (!single_in(d, b, kRow << r, done)) return false;
    }
    if (!lines) return true;
    // Columns span the bands: once/twice over the nine rows.
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
          if (!single_in(d, b, cells, done)) return false;
          break;
        }
    }
    return true;
  }

  // Cells with one candidate left get it; false when a cell has none.
  bool naked_singles(bool place_them) {
    for (int b = 0; b < 3; ++b) {
      std::uint32_t once = 0, twice = 0;
      for (int d = 0; d < 9; ++d) {
        const std::uint32_t w = f_[d * 3 + b];
        twice |= once & w, once |= w;
      }
      if (once != kBand) return false;
      if (!place_them) continue;
      for (std::uint32_t single = once & ~twice & ~placed_[b]; single; single &= single - 1) {
        const int i = std::countr_zero(single);
        int d = 0;
        while (d < 9 && !(f_[d * 3 + b] >> i & 1)) ++d;
        if (d == 9) return false;
        if (!place(d, b, i)) return false;
      }
    }
    return true;
  }

  // Pointing and claiming for digit d: a mini-row (3 cells of a row in a box) or
  // mini-column that is the only one left in its box clears the rest of its line, and
  // one that is the only one left in its line clears the rest of its box.
  void intersections(int d) {
    for (int b = 0; b < 3; ++b) {
      const std::uint32_t w = f_[d * 3 + b];
      const std::uint32_t t[3] = {band::kTables.boxes_touched[w & kRow],
                                  band::kTables.boxes_touched[w >> 9 & kRow],
                                  band::kTables.boxes_touched[w >> 18]};
      for (int r = 0; r < 3; ++r)
        for (int k = 0; k < 3; ++k) {
          if (!(t[r] >> k & 1)) continue;
          const std::uint32_t minirow = 7u << (9 * r + 3 * k);
          bool alone_in_box = true;
          for (int o = 0; o < 3; ++o) alone_in_box &= o == r || !(t[o] >> k & 1);
          if (alone_in_box) remove(d, b, (kRow << 9 * r) & ~minirow);
          if (t[r] == 1u << k) remove(d, b, (kBox << 3 * k) & ~minirow);
        }
    }
    const std::uint32_t c[3] = {band::columns_touched(f_[d * 3]),
                                band::columns_touched(f_[d * 3 + 1]),
                                band::columns_touched(f_[d * 3 + 2])};
    for (int b = 0; b < 3; ++b)
      for (int col = 0; col < 9; ++col) {
        if (!(c[b] >> col & 1)) continue;
        const int stack = col / 3 * 3;
        if ((c[b] >> stack & 7) == 1u << (col - stack))  // alone in its box: clear the column
          for (int o = 0; o < 3; ++o)
            if (o != b) remove(d, o, column_cells(1u << col));
        bool alone_in_column = true;
        for (int o = 0; o < 3; ++o) alone_in_column &= o == b || !(c[o] >> col & 1);
        if (alone_in_column) remove(d, b, (kBox << stack) & ~column_cells(1u << col));
      }
  }

  bool run(const int* givens, int max_tier) {
    std::fill(std::begin(f_), std::end(f_), kBand);
    std::fill(std::begin(placed_), std::end(placed_), 0u);
    for (int c = 0; c < 81; ++c)
      if (const int g = givens[c]) {
        const int b = c / 27, i = c % 27;
        if (!(f_[(g - 1) * 3 + b] >> i & 1) || !place(g - 1, b, i)) return false;
      }
    for (changed_ = true; changed_;) {
      changed_ = false;
      for (int d = 0; d < 9; ++d)
        if (!hidden_singles(d, max_tier >= 1)) return false;
      if (!naked_singles(max_tier >= 1)) return false;
      if (max_tier < 2 || changed_) continue;  // intersections only when singles stall
      for (int d = 0; d < 9; ++d) intersections(d);
      if (!naked_singles(false)) return false;
    }
    return true;
  }

  bool solved() const { return (placed_[0] & placed_[1] & placed_[2]) == kBand; }

  void write(TierState& out) const {
    for (int c = 0; c < 81; ++c) {
      const int b = c / 27, i = c % 27;
      std::uint16_t values = 0;
      for (int d = 0; d < 9; ++d)
        values |= static_cast<std::uint16_t>((f_[d * 3 + b] >> i & 1) << d);
      out.candidates[static_cast<std::size_t>(c)] = values;
      out.placed[static_cast<std::size_t>(c)] = placed_[b] >> i & 1;
    }
  }

 private:
  std::uint32_t f_[27] = {};
  std::uint32_t placed_[3] = {};
  bool changed_ = false;
};

}  // namespace

TierOutcome tier_propagate(const int* givens, int max_tier, TierState* out) {
  Propagation p;
  if (!p.run(givens, max_tier)) return TierOutcome::kContradiction;
  if (p.solved()) return TierOutcome::kSolved;
  if (out) p.write(*out);
  return TierOutcome::kStuck;
}

}  // namespace looplab::sudoku
