#include "families/sudoku/tiers9.hpp"

#include <algorithm>
#include <bit>

namespace looplab::sudoku {

namespace {

constexpr std::uint16_t kAll = 0x1FF;

// Units (rows 0-8, columns 9-17, boxes 18-26) and each cell's 20 peers.
struct Tables {
  std::array<std::array<std::uint8_t, 9>, 27> unit{};
  std::array<std::array<std::uint8_t, 20>, 81> peers{};
  Tables() {
    for (int c = 0; c < 81; ++c) {
      const int r = c / 9, k = c % 9, b = (r / 3) * 3 + k / 3;
      unit[static_cast<std::size_t>(r)][static_cast<std::size_t>(k)] = static_cast<std::uint8_t>(c);
      unit[static_cast<std::size_t>(9 + k)][static_cast<std::size_t>(r)] =
          static_cast<std::uint8_t>(c);
      unit[static_cast<std::size_t>(18 + b)][static_cast<std::size_t>((r % 3) * 3 + k % 3)] =
          static_cast<std::uint8_t>(c);
      int n = 0;
      for (int o = 0; o < 81; ++o) {
        const int orow = o / 9, ocol = o % 9, obox = (orow / 3) * 3 + ocol / 3;
        if (o != c && (orow == r || ocol == k || obox == b))
          peers[static_cast<std::size_t>(c)][static_cast<std::size_t>(n++)] =
              static_cast<std::uint8_t>(o);
      }
    }
  }
};
const Tables kT;

class Propagation {
 public:
  explicit Propagation(TierState& s) : s_(s) {}

  // Elimination: the placed value leaves the unplaced peers.
  bool place(int c, std::uint16_t bit) {
    s_.candidates[static_cast<std::size_t>(c)] = bit;
    s_.placed[static_cast<std::size_t>(c)] = true;
    changed_ = true;
    for (int o : kT.peers[static_cast<std::size_t>(c)]) {
      if (s_.placed[static_cast<std::size_t>(o)]) {
        if (s_.candidates[static_cast<std::size_t>(o)] == bit) return false;
        continue;
      }
      if (!remove(o, bit)) return false;
    }
    return true;
  }
  bool remove(int c, std::uint16_t bits) {
    std::uint16_t& d = s_.candidates[static_cast<std::size_t>(c)];
    if (!(d & bits)) return true;
    d = static_cast<std::uint16_t>(d & ~bits);
    changed_ = true;
    return d != 0;
  }

  bool hidden_single(int u) {
    std::uint16_t once = 0, twice = 0, placed = 0;
    for (int c : kT.unit[static_cast<std::size_t>(u)]) {
      const std::uint16_t d = s_.candidates[static_cast<std::size_t>(c)];
      if (s_.placed[static_cast<std::size_t>(c)]) placed |= d;
      twice |= once & d;
      once = static_cast<std::uint16_t>((once | d) & ~twice);
    }
    if ((once | twice) != kAll) return false;
    const auto singles = static_cast<std::uint16_t>(once & ~placed);
    if (!singles) return true;
    for (int c : kT.unit[static_cast<std::size_t>(u)]) {
      if (s_.placed[static_cast<std::size_t>(c)]) continue;
      const auto hit =
          static_cast<std::uint16_t>(s_.candidates[static_cast<std::size_t>(c)] & singles);
      if (!hit) continue;
      if (hit & (hit - 1)) return false;
      if (!place(c, hit)) return false;
    }
    return true;
  }

  bool naked_singles() {
    for (int c = 0; c < 81; ++c) {
      const std::uint16_t d = s_.candidates[static_cast<std::size_t>(c)];
      if (!s_.placed[static_cast<std::size_t>(c)] && (d & (d - 1)) == 0 && !place(c, d))
        return false;
    }
    return true;
  }

  // A value of `a` confined to its cells shared with `b` leaves the rest of `b`.
  bool intersection(int a, int b) {
    std::uint16_t in = 0, out = 0, placed = 0;
    const auto& bu = kT.unit[static_cast<std::size_t>(b)];
    for (int c : kT.unit[static_cast<std::size_t>(a)]) {
      const std::uint16_t d = s_.candidates[static_cast<std::size_t>(c)];
      if (s_.placed[static_cast<std::size_t>(c)]) placed |= d;
      (std::find(bu.begin(), bu.end(), c) != bu.end() ? in : out) |= d;
    }
    const auto confined = static_cast<std::uint16_t>(in & ~out & ~placed);
    if (!confined) return true;
    const auto& au = kT.unit[static_cast<std::size_t>(a)];
    for (int c : bu)
      if (!s_.placed[static_cast<std::size_t>(c)] &&
          std::find(au.begin(), au.end(), c) == au.end() && !remove(c, confined))
        return false;
    return true;
  }

  bool run(const int* givens, int max_tier) {
    s_.candidates.fill(kAll);
    s_.placed.fill(false);
    for (int c = 0; c < 81; ++c)
      if (givens[c]) {
        const auto bit = static_cast<std::uint16_t>(1u << (givens[c] - 1));
        if (!(s_.candidates[static_cast<std::size_t>(c)] & bit) || !place(c, bit)) return false;
      }
    for (changed_ = true; changed_;) {
      changed_ = false;
      for (int u = 18; u < 27; ++u)
        if (!hidden_single(u)) return false;
      if (max_tier < 1) continue;
      for (int u = 0; u < 18; ++u)
        if (!hidden_single(u)) return false;
      if (!naked_singles()) return false;
      if (max_tier < 2 || changed_) continue;  // intersections only when singles stall
      for (int box = 0; box < 9; ++box)
        for (int k = 0; k < 3; ++k) {
          const int row = (box / 3) * 3 + k, col = 9 + (box % 3) * 3 + k;
          if (!intersection(18 + box, row) || !intersection(row, 18 + box) ||
              !intersection(18 + box, col) || !intersection(col, 18 + box))
            return false;
        }
    }
    return true;
  }

 private:
  TierState& s_;
  bool changed_ = false;
};

}  // namespace

bool TierState::solved() const {
  return std::all_of(placed.begin(), placed.end(), [](bool p) { return p; });
}

bool tier_propagate(const int* givens, int max_tier, TierState& out) {
  return Propagation(out).run(givens, max_tier);
}

}  // namespace looplab::sudoku
