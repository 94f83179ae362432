#pragma once
// The deductions of the Loopy-level grader (tatham_levels.hpp), written once for its
// two schedulers: the queue-driven grader (tatham_levels.cpp), which re-runs a rule
// only where something it reads has changed, and its whole-grid twin
// (tatham_levels_plain.cpp), which runs every rule everywhere until nothing moves.
// Each rule looks at one cell or one dot of a Board and may set lines, add facts
// about pairs of edges at a dot, or merge edge classes. A Board provides:
//   const Geometry& geometry() const;     TathamLevel level() const;
//   int clue(int cell) const;             Line line(int e) const;
//   std::array<int, 3> cell_counts(int cell) const;   unknown, on, off sides
//   std::array<int, 3> dot_counts(int v) const;       unknown, on, off edges
//   void set(int e, Line value);          (a contradiction marks the board failed)
//   bool has(int angle, Fact f) const;    void flag(int angle, Fact f);
//   bool failed() const;                  void fail();
//   int relation(int a, int b);           void merge(int a, int b, int want);  (hard)
// where relation is 0 (equal), 1 (opposite) or -1 (unrelated). The loop rule and the
// spreading of a known edge through its class are the schedulers' own: they are
// global, and each scheduler keeps its own bookkeeping for them.
#include <algorithm>
#include <array>
#include <cstdint>
#include <utility>
#include <vector>

#include "core/grid.hpp"
#include "families/slitherlink/puzzle.hpp"
#include "families/slitherlink/tatham_levels.hpp"

namespace looplab::slitherlink::tatham {

// Named types rather than std::uint8_t for the arrays written in hot loops: a store
// through a character type may alias anything, which would make the compiler reload
// every pointer after each one.
enum Line : std::uint8_t { kUnknown = 0, kYes = 1, kNo = 2 };
enum Fact : std::uint8_t {
  kAtMostOne = 1,
  kAtLeastOne = 2
};  // about the pair of edges at an angle

// The grid as the rules walk it. A dot's edges go clockwise from up (missing ones
// skipped, -1 padded); angle j of dot v (id v * 4 + j) lies between its edges j and
// j + 1; corner k of a cell (top-right, bottom-right, bottom-left, top-left) is the
// angle between its sides k and k + 1 (top, right, bottom, left).
struct Geometry {
  int rows = 0, cols = 0, cells = 0, dots = 0, edges = 0;
  core::Grid grid;
  std::vector<std::array<int, 4>> dot_edges;
  std::vector<int> dot_order;                 // edges at a dot: 2, 3 or 4
  std::vector<std::array<int, 4>> dot_cells;  // cells touching a dot, -1 padded
  std::vector<std::array<int, 4>>
      end_cells;  // cells touching an end of an edge but not it, -1 padded
  std::vector<std::array<int, 4>> face_angle;  // corner k of a cell -> angle id
  std::vector<int> angle_face;                 // angle id -> its cell, or -1 outside

  void build(int r, int c);
  int dot_edge(int v, int j) const {
    return dot_edges[static_cast<std::size_t>(v)][static_cast<std::size_t>(j)];
  }
  int order(int v) const { return dot_order[static_cast<std::size_t>(v)]; }
  const std::array<int, 4>& sides(int cell) const { return grid.cell_edges(cell); }
  // The edge joining two dots, or -1 when they are not neighbours.
  int edge_between(int u, int v) const {
    if (u > v) std::swap(u, v);
    if (v - u == 1 && v % (cols + 1) != 0) return grid.h_edge(u / (cols + 1), u % (cols + 1));
    if (v - u == cols + 1) return grid.v_edge(u / (cols + 1), u % (cols + 1));
    return -1;
  }
};

// The geometry of one size, built once per thread and size and kept for the thread's
// life (a reference stays valid whatever other sizes are asked for).
const Geometry& geometry(int rows, int cols);

// The counts from the lines themselves, for a Board that does not keep them.
template <class Board>
std::array<int, 3> scan_cell(const Board& b, int cell) {
  std::array<int, 3> n{0, 0, 0};
  for (int e : b.geometry().sides(cell)) ++n[b.line(e)];
  return n;
}
template <class Board>
std::array<int, 3> scan_dot(const Board& b, int v) {
  std::array<int, 3> n{0, 0, 0};
  const Geometry& g = b.geometry();
  for (int j = 0; j < g.order(v); ++j) ++n[b.line(g.dot_edge(v, j))];
  return n;
}

// ---- easy: counting at cells and dots ----

// A clue met or one that needs every unknown side fills the rest; a cell one short of
// its count of crosses, with an unknown pair at a corner whose dot already has a line,
// cannot take both of that pair, so every other unknown side is on.
template <class Board>
void counting_cell(Board& b, int cell) {
  const int c = b.clue(cell);
  if (c == kNoClue) return;
  auto [unknown, yes, no] = b.cell_counts(cell);
  if (unknown == 0) return;
  if (c < yes || 4 - c < no) return b.fail();
  const auto& s = b.geometry().sides(cell);
  if (c == yes || 4 - c == no) {
    for (int e : s)
      if (b.line(e) == kUnknown) b.set(e, c == yes ? kNo : kYes);
    return;
  }
  if (4 - c != no + 1 || unknown <= 2) return;
  for (int k = 0; k < 4; ++k) {
    int x = s[static_cast<std::size_t>(k)], y = s[static_cast<std::size_t>((k + 1) % 4)];
    if (b.line(x) != kUnknown || b.line(y) != kUnknown) continue;
    const int corner_dot =
        b.geometry().face_angle[static_cast<std::size_t>(cell)][static_cast<std::size_t>(k)] / 4;
    if (b.dot_counts(corner_dot)[1] == 0) continue;
    for (int e : s)
      if (e != x && e != y && b.line(e) == kUnknown) b.set(e, kYes);
    return;
  }
}

// A dot has no line or two: one unknown edge left decides itself.
template <class Board>
void counting_dot(Board& b, int v) {
  auto [unknown, yes, no] = b.dot_counts(v);
  (void)no;
  if (yes > 2 || (yes == 1 && unknown == 0)) return b.fail();
  const Line fill = yes == 0 && unknown == 1   ? kNo
                    : yes == 1 && unknown == 1 ? kYes
                    : yes == 2 && unknown > 0  ? kNo
                                               : kUnknown;
  if (fill == kUnknown) return;
  const Geometry& g = b.geometry();
  for (int j = 0; j < g.order(v); ++j)
    if (b.line(g.dot_edge(v, j)) == kUnknown) b.set(g.dot_edge(v, j), fill);
}

// ---- normal and tricky: pairs of edges at a dot ----

// Bounds on how many lines each run of a cell's sides holds, from the lines and the
// pair facts at its corners; a side whose bounds leave one answer is set, and (tricky)
// the bounds of a pair of sides become pair facts at their corner.
template <class Board>
void pairs_cell(Board& b, int cell) {
  const int c = b.clue(cell);
  if (c == kNoClue) return;
  if (b.cell_counts(cell)[0] == 0) return;
  const Geometry& g = b.geometry();
  const auto& s = g.sides(cell);
  const auto& corner = g.face_angle[static_cast<std::size_t>(cell)];
  int mins[4][4] = {}, maxs[4][4] = {};  // [j][k]: lines among sides j .. k-1 (cyclically)
  for (int j = 0; j < 4; ++j) {
    int k = (j + 1) % 4, k2 = (j + 2) % 4;
    Line l1 = b.line(s[static_cast<std::size_t>(j)]), l2 = b.line(s[static_cast<std::size_t>(k)]);
    maxs[j][k] = l1 == kNo ? 0 : 1;
    mins[j][k] = l1 == kYes ? 1 : 0;
    int mx = 2 - (l1 == kNo) - (l2 == kNo), mn = (l1 == kYes) + (l2 == kYes);
    if (mx == 2 && b.has(corner[static_cast<std::size_t>(j)], kAtMostOne)) mx = 1;
    if (mn == 0 && b.has(corner[static_cast<std::size_t>(j)], kAtLeastOne)) mn = 1;
    maxs[j][k2] = mx;
    mins[j][k2] = mn;
  }
  for (int j = 0; j < 4; ++j) {
    int k = (j + 3) % 4, u = (j + 1) % 4, v = (j + 2) % 4;
    maxs[j][k] = std::min(maxs[j][u] + maxs[u][k], maxs[j][v] + maxs[v][k]);
    mins[j][k] = std::max(mins[j][u] + mins[u][k], mins[j][v] + mins[v][k]);
  }
  const bool tricky = b.level() >= TathamLevel::Tricky;
  for (int j = 0; j < 4 && !b.failed(); ++j) {
    int e = s[static_cast<std::size_t>(j)];
    if (b.line(e) != kUnknown) continue;
    int k = (j + 1) % 4;
    if (mins[k][j] > c || maxs[k][j] < c - 1) return b.fail();
    if (mins[k][j] == c) b.set(e, kNo);
    if (maxs[k][j] == c - 1) b.set(e, kYes);
    if (!tricky || b.line(s[static_cast<std::size_t>(k)]) != kUnknown) continue;
    int k2 = (j + 2) % 4;
    if (mins[k2][j] > c - 2) b.flag(corner[static_cast<std::size_t>(j)], kAtMostOne);
    if (maxs[k2][j] < c) b.flag(corner[static_cast<std::size_t>(j)], kAtLeastOne);
  }
}

// Pair facts at a dot from its lines, lines from its pair facts, and (tricky) an
// exactly-one pair making the other pairs at most one.
template <class Board>
void pairs_dot(Board& b, int v) {
  const Geometry& g = b.geometry();
  const int n = g.order(v);
  auto [unknown, yes, no] = b.dot_counts(v);
  (void)no;
  // Facts about a pair whose lines are both known say nothing new (a cell reads the
  // lines themselves then).
  if (unknown == 0) return;
  const bool tricky = b.level() >= TathamLevel::Tricky;
  for (int j = 0; j < n && !b.failed(); ++j) {
    int angle = v * 4 + j;
    int x = g.dot_edge(v, j), y = g.dot_edge(v, (j + 1) % n);
    Line lx = b.line(x), ly = b.line(y);
    if (lx == kNo || ly == kNo) b.flag(angle, kAtMostOne);
    if (lx == kYes || ly == kYes) b.flag(angle, kAtLeastOne);
    if (b.has(angle, kAtMostOne)) {
      if (lx == kYes && ly == kUnknown) b.set(y, kNo);
      if (ly == kYes && lx == kUnknown) b.set(x, kNo);
    }
    if (b.has(angle, kAtLeastOne)) {
      if (lx == kNo && ly == kUnknown) b.set(y, kYes);
      if (ly == kNo && lx == kUnknown) b.set(x, kYes);
    }
    if (lx != kUnknown || ly != kUnknown) continue;
    if (yes == 0 && unknown == 2) {
      if (b.has(angle, kAtMostOne)) b.set(x, kNo), b.set(y, kNo);
      if (b.has(angle, kAtLeastOne)) b.set(x, kYes), b.set(y, kYes);
    }
    if (yes == 1) {
      b.flag(angle, kAtMostOne);
      if (unknown == 2) b.flag(angle, kAtLeastOne);
    }
    if (!tricky || !b.has(angle, kAtLeastOne)) continue;
    for (int o = 0; o < n; ++o)
      if (o != j && o != (j + 1) % n && (o + 1) % n != j) b.flag(v * 4 + o, kAtMostOne);
    if (yes == 0 && b.has(angle, kAtMostOne)) {
      if (unknown == 3) {
        for (int o = 0; o < n; ++o) {
          int e = g.dot_edge(v, o);
          if (e != x && e != y && b.line(e) == kUnknown) b.set(e, kYes);
        }
      } else if (unknown == 4) {
        b.flag(v * 4 + (j + 2) % n, kAtLeastOne);
      }
    }
  }
}

// ---- hard: edges known equal or opposite, and parity ----

// The unknown edges among `edges[0..count)` hold `want` lines modulo 2: two of them
// are equal or opposite, and with a known relation between two, the rest follow.
template <class Board, std::size_t N>
void parity(Board& b, const std::array<int, N>& edges, int count, int want) {
  int u[4], n = 0;
  for (int i = 0; i < count; ++i)
    if (b.line(edges[static_cast<std::size_t>(i)]) == kUnknown)
      u[n++] = edges[static_cast<std::size_t>(i)];
  if (n == 2) b.merge(u[0], u[1], want);
  if (n != 3 && n != 4) return;
  for (int i = 0; i < n; ++i)
    for (int j = i + 1; j < n; ++j) {
      int q = b.relation(u[i], u[j]);
      if (q < 0) continue;
      int rest[2], r = 0;
      for (int k = 0; k < n; ++k)
        if (k != i && k != j) rest[r++] = u[k];
      if (r == 1)
        b.set(rest[0], (want ^ q) ? kYes : kNo);
      else
        b.merge(rest[0], rest[1], want ^ q);
      return;
    }
}

// Two equal sides cannot both be on when the clue is one short, nor both off when it
// has one cross to spare; and a cell's unknown sides hold the rest of its clue.
template <class Board>
void classes_cell(Board& b, int cell) {
  const int c = b.clue(cell);
  if (c == kNoClue) return;
  const auto& s = b.geometry().sides(cell);
  if (b.cell_counts(cell)[0] == 0) return;
  for (Line want : {kNo, kYes}) {
    auto n = b.cell_counts(cell);
    if (!(want == kNo ? n[1] + 1 == c : n[2] + 1 == 4 - c)) continue;
    for (int i = 0; i < 4; ++i)
      for (int j = i + 1; j < 4; ++j) {
        int x = s[static_cast<std::size_t>(i)], y = s[static_cast<std::size_t>(j)];
        if (b.line(x) == kUnknown && b.line(y) == kUnknown && b.relation(x, y) == 0)
          b.set(x, want), b.set(y, want);
      }
  }
  if (b.failed()) return;
  parity(b, s, 4, (c - b.cell_counts(cell)[1]) & 1);
}

// Opposite edges at an angle are exactly one; exactly one makes them opposite; and a
// dot's unknown edges hold an even number of lines with its known ones.
template <class Board>
void classes_dot(Board& b, int v) {
  const Geometry& g = b.geometry();
  const int n = g.order(v);
  for (int j = 0; j < n; ++j) {
    int x = g.dot_edge(v, j), y = g.dot_edge(v, (j + 1) % n);
    if (b.line(x) != kUnknown || b.line(y) != kUnknown) continue;
    int angle = v * 4 + j;
    if (b.relation(x, y) == 1) {
      b.flag(angle, kAtMostOne);
      b.flag(angle, kAtLeastOne);
    } else if (b.has(angle, kAtMostOne) && b.has(angle, kAtLeastOne)) {
      b.merge(x, y, 1);
    }
  }
  if (!b.failed()) parity(b, g.dot_edges[static_cast<std::size_t>(v)], n, b.dot_counts(v)[1] & 1);
}

}  // namespace looplab::slitherlink::tatham
