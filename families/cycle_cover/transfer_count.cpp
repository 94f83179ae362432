#include "families/cycle_cover/transfer_count.hpp"

#include <algorithm>
#include <bit>
#include <cstdlib>
#include <limits>
#include <unordered_map>

#include "core/progress.hpp"

namespace looplab::cycle_cover {

namespace {

// The problem turned so that rows are the narrower side, with each move's offset in
// row-major order and the window it implies.
struct Layout {
  int rows, cols;
  std::vector<Move> moves;  // only moves that fit the grid at all
  std::vector<int> delta;   // dy * cols + dx per move
  int back = 0, ahead = 0;  // B and F of the header picture
  int field_bits = 1;       // bits per "entered from where" field
  // While cell i is being placed the key also holds cell i+F's field, hence F+1.
  int key_bits() const { return back + (ahead + 1) * field_bits; }
};

Layout layout_of(const Problem& p) {
  Layout l{p.rows, p.cols, {}, {}, 0, 0, 1};
  const bool transpose = p.cols > p.rows;
  if (transpose) std::swap(l.rows, l.cols);
  for (auto m : p.moves) {
    if (transpose) std::swap(m.dx, m.dy);
    if (std::abs(m.dx) >= l.cols || std::abs(m.dy) >= l.rows) continue;
    l.moves.push_back(m);
    const int d = m.dy * l.cols + m.dx;  // never 0: |dx| < cols and (dx, dy) != (0, 0)
    l.delta.push_back(d);
    l.back = std::max(l.back, -d);
    l.ahead = std::max(l.ahead, d);
  }
  if (p.no_2_cycles)
    l.field_bits = std::max(1, static_cast<int>(std::bit_width(static_cast<unsigned>(l.ahead))));
  return l;
}

}  // namespace

double transfer_states_estimate(const Problem& p) {
  const Layout l = layout_of(p);
  if (l.key_bits() > 64) return std::numeric_limits<double>::infinity();
  double c = 1;
  for (int k = 1; k <= l.ahead; ++k) c = c * (l.back + k) / k;
  return c;
}

TransferCount count_covers_transfer(const Problem& p, std::size_t max_states) {
  TransferCount result;
  const Layout l = layout_of(p);
  if (l.key_bits() > 64) return result;
  using Key = std::uint64_t;
  const int B = l.back, F = l.ahead, w = l.field_bits;
  const Key behind_mask = B == 0 ? 0 : (~Key{0} >> (64 - B));
  const Key field_mask = ~Key{0} >> (64 - w);
  auto field = [&](Key k, int j) { return (k >> (B + j * w)) & field_mask; };

  // Cells before the grid count as entered, so the first window is all ones.
  std::unordered_map<Key, BigCount> now{{behind_mask, BigCount(1)}}, next;
  const int n = l.rows * l.cols;
  core::Progress progress("counting covers",
                          static_cast<std::uint64_t>(n));  // stderr, terminals only
  for (int i = 0; i < n; ++i) {
    progress.set(static_cast<std::uint64_t>(i));
    const int r = i / l.cols, c = i % l.cols;
    next.clear();
    for (const auto& [key, ways] : now) {
      const Key source = F > 0 ? field(key, 0) : 0;
      for (std::size_t m = 0; m < l.moves.size(); ++m) {
        const int r2 = r + l.moves[m].dy, c2 = c + l.moves[m].dx;
        if (r2 < 0 || r2 >= l.rows || c2 < 0 || c2 >= l.cols) continue;
        const int d = l.delta[m];
        Key k = key;
        if (d < 0) {
          const Key bit = Key{1} << (B + d);
          if (k & bit) continue;                                          // already entered
          if (p.no_2_cycles && source == static_cast<Key>(-d)) continue;  // would close a 2-cycle
          k |= bit;
        } else {
          if (field(k, d)) continue;
          k |= (p.no_2_cycles ? static_cast<Key>(d) : Key{1}) << (B + d * w);
        }
        // Slide the window one cell: cell i-B leaves it and must have been entered.
        const bool entered = F > 0 && field(k, 0) != 0;
        Key slid;
        if (B > 0) {
          if (!(k & 1)) continue;
          slid = ((k & behind_mask) >> 1) | (static_cast<Key>(entered) << (B - 1));
        } else {
          if (!entered) continue;
          slid = 0;
        }
        if (F > 0) slid |= ((k >> (B + w)) & (~Key{0} >> (64 - F * w))) << B;
        next[slid] += ways;
      }
    }
    if (next.size() > max_states) return result;
    result.peak_states = std::max(result.peak_states, next.size());
    std::swap(now, next);
  }
  progress.finish();
  for (const auto& [key, ways] : now)
    if ((key & behind_mask) == behind_mask) result.count += ways;
  result.complete = true;
  return result;
}

}  // namespace looplab::cycle_cover
