#pragma once
// The spec of the fast loop counter (generator/loop_count_mod.hpp), in the style of a
// TdZdd spec: the frontier state and its transitions, said once. A loop of an R x C
// grid of cells is a simple cycle in the graph of its (R+1) x (W = C+1) grid points.
// The points are decided one at a time in row-major order; deciding point (i, j) fixes
// its edges down and right (its edges up and left were fixed by the points before).
// What the rest of the grid can still change is the W + 1 edges cut by the frontier,
// drawn here before deciding point (i, j) = X (W = 5, j = 2):
//
//      row i-1   o----o----o----o----o        slots 0, 1: down edges of (i,0), (i,1)
//                |    |    |3   |4   |5       slot  2   : the edge into X from the left
//      row i     o----o-2--X    o    o        slots 3..5: down edges of (i-1,2..4),
//                |0   |1                                  i.e. into X and the points after it
//
// Each slot holds 2 bits: 0 = no edge, 1 = "(" and 2 = ")" = the edge carries one end of
// a path whose other end is the matching ")" to its right, or "(" to its left. Paths
// cannot cross (the part of the grid decided is planar with the frontier on its
// border), so the ends pair like parentheses and the word is canonical: one word per
// situation, slot k in bits 2k..2k+1 of a 64-bit key (W + 1 <= 32). There are at most
// Motzkin(W + 1) such words (6,536,382 for W = 17, a 16 x 16 grid).
//
// Deciding (i, j) reads slots j (left) and j+1 (up) and writes slot j (down) and j+1
// (right): a point takes 0 or 2 edges. Two open ends "(" ")" that meet close the
// loop; that is a loop of the grid exactly when no other end is open (the rest of the
// grid is then empty: one completion). After the last point of a row the word shifts
// one slot up (the right edge out of the grid is never taken, so slot W is 0).
//
// Mirror images. Between rows the word holds the down edges of a whole row in slots
// 1..W, and what is left of the grid is its own mirror image (column c <-> W-1-c), so a
// word and its mirror (slots reversed, "(" and ")" swapped) have the same number of
// completions: with merge_mirrors, a row end emits the smaller of the two and the
// pair's ways add up there. (Within a row the frontier is lopsided, so only row ends
// merge; the words of a row are those reachable from the merged row end.)
#include <cstdint>

namespace looplab::generator {

struct LoopPairs {
  int rows, width;  // rows of points R+1, points per row W
  bool merge_mirrors = false;

  // The word of the mirror image of s between rows (slot k <-> W+1-k, "(" <-> ")"):
  // reversing all 64 bits reverses the slots and swaps the two bits of each.
  std::uint64_t mirror(std::uint64_t s) const {
    s = ((s >> 1) & 0x5555555555555555ull) | ((s & 0x5555555555555555ull) << 1);
    s = ((s >> 2) & 0x3333333333333333ull) | ((s & 0x3333333333333333ull) << 2);
    s = ((s >> 4) & 0x0F0F0F0F0F0F0F0Full) | ((s & 0x0F0F0F0F0F0F0F0Full) << 4);
    s = __builtin_bswap64(s);  // slot k is now slot 31 - k
    return width <= 30 ? s >> (2 * (30 - width)) : s << 2;
  }

  static unsigned slot(std::uint64_t s, int k) { return (s >> (2 * k)) & 3u; }

  // The end matching the "(" at slot k (scanning right) or the ")" at slot k (left).
  static int match_right(std::uint64_t s, int k) {
    for (int depth = 1;;) {
      const unsigned v = slot(s, ++k);
      depth += v == 1 ? 1 : v == 2 ? -1 : 0;
      if (depth == 0) return k;
    }
  }
  static int match_left(std::uint64_t s, int k) {
    for (int depth = 1;;) {
      const unsigned v = slot(s, --k);
      depth += v == 2 ? 1 : v == 1 ? -1 : 0;
      if (depth == 0) return k;
    }
  }

  // Decides point (i, j) from word s: calls emit(word) for each successor and returns
  // true when s closes a loop of the grid here (one loop per way to reach s).
  template <class Emit>
  bool step(std::uint64_t s, int i, int j, Emit&& emit) const {
    const unsigned left = slot(s, j), up = slot(s, j + 1);
    const std::uint64_t base = s & ~(std::uint64_t{15} << (2 * j));
    const bool down_ok = i + 1 < rows, right_ok = j + 1 < width;
    const bool row_end = j + 1 == width;
    auto out = [&](std::uint64_t t) {
      if (!row_end) return emit(t);
      t <<= 2;
      if (merge_mirrors) {
        const std::uint64_t m = mirror(t);
        if (m < t) t = m;
      }
      emit(t);
    };
    const int d = 2 * j, r = 2 * (j + 1);
    if (left == 0 && up == 0) {
      out(base);
      if (down_ok && right_ok) out(base | std::uint64_t{1} << d | std::uint64_t{2} << r);
    } else if (left == 0 || up == 0) {
      const std::uint64_t end = left | up;  // the path goes on, down or right
      if (down_ok) out(base | end << d);
      if (right_ok) out(base | end << r);
    } else if (left == 1 && up == 2) {
      return base == 0;  // the two ends of one path meet
    } else if (left == 2 && up == 1) {
      out(base);  // ")(" joins two paths; their far ends keep their roles
    } else if (left == 1) {
      out(base ^ std::uint64_t{3} << (2 * match_right(s, j + 1)));  // "((": the inner ")" opens
    } else {
      out(base ^ std::uint64_t{3} << (2 * match_left(s, j)));  // "))": the inner "(" closes
    }
    return false;
  }
};

}  // namespace looplab::generator
