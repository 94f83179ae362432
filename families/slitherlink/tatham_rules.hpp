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
#include <memory>
#include <span>
#include <type_traits>
#include <utility>
#include <vector>

#include "core/grid.hpp"
#include "core/loopy_grids.hpp"
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

// The grid as the rules walk it, in two shapes with one interface: the square grid
// (Geometry, fixed arrays of four) and any Loopy grid (GraphGeometry, flat lists). A
// face's sides go round it in turn; a dot's edges go round it in turn (clockwise from
// up); angle j of dot v, `angle(v, j)`, lies between its edges j and j + 1, inside the
// face `angle_face(angle)` or outside (-1); `corner(f, k)` is the angle between sides k
// and k + 1 of face f. The rules read nothing else, so one set of rules serves both.
//
//   face_order(f), sides(f)     count and list of a face's sides
//   order(v), dot_edge(v, j)    count and list of a dot's edges (dot_edges(v) a span)
//   angle(v, j), dot_of(a)      angle ids, 0 .. angles-1, and back to the dot
//   edge_dots(e), edge_faces(e) an edge's ends, and its faces (-1 outside)
//   dot_faces(v), end_faces(e)  faces at a dot; faces at an end of e but not beside it
//   edge_between(u, v)          the edge joining two dots, or -1
//
// Square: a dot's edges go clockwise from up (missing ones skipped), angle j of dot v
// is v * 4 + j, and the corners of a cell (top-right, bottom-right, bottom-left,
// top-left) lie between its sides top, right, bottom, left.
struct Geometry {
  static constexpr int kMaxOrder = 4;  // sides of a face, edges at a dot
  int rows = 0, cols = 0, cells = 0, dots = 0, edges = 0, angles = 0;
  core::Grid grid;
  std::vector<std::array<int, 4>> dot_edge_list;
  std::vector<int> dot_order;                 // edges at a dot: 2, 3 or 4
  std::vector<std::array<int, 4>> dot_cells;  // cells touching a dot, -1 padded
  std::vector<std::array<int, 4>>
      end_cells;  // cells touching an end of an edge but not it, -1 padded
  std::vector<std::array<int, 4>> face_angle;  // corner k of a cell -> angle id
  std::vector<int> angle_cell;                 // angle id -> its cell, or -1 outside

  void build(int r, int c);
  static constexpr int face_order(int) { return 4; }
  const std::array<int, 4>& sides(int cell) const { return grid.cell_edges(cell); }
  int corner(int cell, int k) const {
    return face_angle[static_cast<std::size_t>(cell)][static_cast<std::size_t>(k)];
  }
  int order(int v) const { return dot_order[static_cast<std::size_t>(v)]; }
  int dot_edge(int v, int j) const {
    return dot_edge_list[static_cast<std::size_t>(v)][static_cast<std::size_t>(j)];
  }
  std::span<const int> dot_edges(int v) const {
    return {dot_edge_list[static_cast<std::size_t>(v)].data(), static_cast<std::size_t>(order(v))};
  }
  static int angle(int v, int j) { return v * 4 + j; }
  static int dot_of(int angle) { return angle / 4; }
  int angle_face(int angle) const { return angle_cell[static_cast<std::size_t>(angle)]; }
  const std::array<int, 2>& edge_dots(int e) const { return grid.edge_vertices(e); }
  const std::array<int, 2>& edge_faces(int e) const { return grid.edge_cells(e); }
  const std::array<int, 4>& dot_faces(int v) const { return dot_cells[static_cast<std::size_t>(v)]; }
  const std::array<int, 4>& end_faces(int e) const { return end_cells[static_cast<std::size_t>(e)]; }
  int edge_between(int u, int v) const {
    if (u > v) std::swap(u, v);
    if (v - u == 1 && v % (cols + 1) != 0) return grid.h_edge(u / (cols + 1), u % (cols + 1));
    if (v - u == cols + 1) return grid.v_edge(u / (cols + 1), u % (cols + 1));
    return -1;
  }
};

// The geometry of one size, kept by the thread for the sizes it asked for last
// (core/recent_cache.hpp): a grader holds its own while others are asked for.
std::shared_ptr<const Geometry> geometry(int rows, int cols);

// Any Loopy grid, from its graph view and its points (which only tell, at a dot with
// two edges, on which side of them a face lies).
class GraphGeometry {
 public:
  static constexpr int kMaxOrder = 16;
  int cells = 0, dots = 0, edges = 0, angles = 0;

  explicit GraphGeometry(const core::LoopyGrid& grid);
  int face_order(int f) const { return face_start_[f + 1] - face_start_[f]; }
  std::span<const int> sides(int f) const { return slice(face_sides_, face_start_, f); }
  int corner(int f, int k) const { return face_corners_[static_cast<std::size_t>(face_start_[f] + k)]; }
  int order(int v) const { return dot_start_[v + 1] - dot_start_[v]; }
  int dot_edge(int v, int j) const { return dot_edge_list_[static_cast<std::size_t>(dot_start_[v] + j)]; }
  std::span<const int> dot_edges(int v) const { return slice(dot_edge_list_, dot_start_, v); }
  int angle(int v, int j) const { return dot_start_[v] + j; }
  int dot_of(int angle) const { return angle_dot_[static_cast<std::size_t>(angle)]; }
  int angle_face(int angle) const { return angle_face_[static_cast<std::size_t>(angle)]; }
  const std::array<int, 2>& edge_dots(int e) const { return edge_dots_[static_cast<std::size_t>(e)]; }
  const std::array<int, 2>& edge_faces(int e) const { return edge_faces_[static_cast<std::size_t>(e)]; }
  std::span<const int> dot_faces(int v) const { return slice(dot_face_list_, dot_face_start_, v); }
  std::span<const int> end_faces(int e) const { return slice(end_face_list_, end_face_start_, e); }
  int edge_between(int u, int v) const;

 private:
  static std::span<const int> slice(const std::vector<int>& list, const std::vector<int>& start, int i) {
    return {list.data() + start[static_cast<std::size_t>(i)],
            static_cast<std::size_t>(start[static_cast<std::size_t>(i) + 1] - start[static_cast<std::size_t>(i)])};
  }
  std::vector<int> face_start_, face_sides_, face_corners_;
  std::vector<int> dot_start_, dot_edge_list_, angle_dot_, angle_face_;
  std::vector<std::array<int, 2>> edge_dots_, edge_faces_;
  std::vector<int> dot_face_start_, dot_face_list_, end_face_start_, end_face_list_;
};

// The geometry of a Loopy grid (type, size and desc), kept as geometry() keeps its own:
// every attempt on a Penrose grid is a new patch, so a thread cannot keep them all.
std::shared_ptr<const GraphGeometry> graph_geometry(const core::LoopyGrid& grid);

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
  for (int e : b.geometry().dot_edges(v)) ++n[b.line(e)];
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
  const auto& g = b.geometry();
  const int n = g.face_order(cell);
  if (c < yes || n - c < no) return b.fail();
  const auto& s = g.sides(cell);
  if (c == yes || n - c == no) {
    for (int e : s)
      if (b.line(e) == kUnknown) b.set(e, c == yes ? kNo : kYes);
    return;
  }
  if (n - c != no + 1 || unknown <= 2) return;
  for (int k = 0; k < n; ++k) {
    int x = s[static_cast<std::size_t>(k)], y = s[static_cast<std::size_t>(k + 1 == n ? 0 : k + 1)];
    if (b.line(x) != kUnknown || b.line(y) != kUnknown) continue;
    if (b.dot_counts(g.dot_of(g.corner(cell, k)))[1] == 0) continue;
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
  for (int e : b.geometry().dot_edges(v))
    if (b.line(e) == kUnknown) b.set(e, fill);
}

// ---- normal and tricky: pairs of edges at a dot ----

// Bounds on how many lines each run of a cell's sides holds, from the lines and the
// pair facts at its corners; a side whose bounds leave one answer is set, and (tricky)
// the bounds of a pair of sides become pair facts at their corner.
//
// A run's bounds are the best over the ways to cut it into single sides and corner pairs.
// They are worked out by run length, all starts at once: row m holds at lane j the bounds
// of sides j .. j+m-1, cyclically, and the rows lie three laps of the ring long so that
// no lane wraps (n = 5 here; a cell has at most kMax sides):
//   lane  0  1  2  3  4 | 5  6  7  8  9 | 10 11 12 13 14 | 15 ...
//   side  0  1  2  3  4 | 0  1  2  3  4 |  0  1  2  3  4 | (unused)
//   row m at lane j = best of  row 1 [j] + row m-1 [j+1]  and  row 2 [j] + row m-2 [j+2]
// Each row is whole one lane less far than the one before, so the last one needed (m =
// n-1) is still whole over the first lap. Byte lanes make each row a few vector ops.
template <class Board>
void pairs_cell(Board& b, int cell) {
  const int c = b.clue(cell);
  if (c == kNoClue) return;
  if (b.cell_counts(cell)[0] == 0) return;
  const auto& g = b.geometry();
  constexpr int kMax = std::remove_cvref_t<decltype(g)>::kMaxOrder, kLanes = 3 * kMax;
  using Row = std::array<std::uint8_t, kLanes>;
  const int n = g.face_order(cell);
  const auto& s = g.sides(cell);
  auto next = [n](int j, int m) { return j + m >= n ? j + m - n : j + m; };
  // rows[m % 3]: the bounds of runs of m sides; the fewest lines (lo) and the most (hi).
  Row lo[3]{}, hi[3]{};
  for (int j = 0; j < n; ++j) {
    const Line l1 = b.line(s[static_cast<std::size_t>(j)]), l2 = b.line(s[static_cast<std::size_t>(next(j, 1))]);
    hi[1][j] = l1 != kNo;
    lo[1][j] = l1 == kYes;
    int mx = 2 - (l1 == kNo) - (l2 == kNo), mn = (l1 == kYes) + (l2 == kYes);
    if (mx == 2 && b.has(g.corner(cell, j), kAtMostOne)) mx = 1;
    if (mn == 0 && b.has(g.corner(cell, j), kAtLeastOne)) mn = 1;
    hi[2][j] = static_cast<std::uint8_t>(mx);
    lo[2][j] = static_cast<std::uint8_t>(mn);
  }
  for (int j = n; j < kLanes; ++j)
    hi[1][j] = hi[1][j - n], lo[1][j] = lo[1][j - n], hi[2][j] = hi[2][j - n], lo[2][j] = lo[2][j - n];
  const Row hi1 = hi[1], lo1 = lo[1], hi2 = hi[2], lo2 = lo[2];  // kept: the rows below take their places
  for (int m = 3; m < n; ++m) {
    const Row &h1 = hi[(m - 1) % 3], &l1 = lo[(m - 1) % 3], &h2 = hi[(m - 2) % 3], &l2 = lo[(m - 2) % 3];
    Row h{}, l{};  // apart from the rows read, so that the lanes go as vectors
    for (int j = 0; j < kLanes - 2; ++j) {
      h[j] = std::min<std::uint8_t>(static_cast<std::uint8_t>(hi1[j] + h1[j + 1]), static_cast<std::uint8_t>(hi2[j] + h2[j + 2]));
      l[j] = std::max<std::uint8_t>(static_cast<std::uint8_t>(lo1[j] + l1[j + 1]), static_cast<std::uint8_t>(lo2[j] + l2[j + 2]));
    }
    hi[m % 3] = h, lo[m % 3] = l;
  }
  const Row &hi_all = hi[(n - 1) % 3], &lo_all = lo[(n - 1) % 3];  // runs of n-1 sides
  const Row &hi_less = hi[(n - 2) % 3], &lo_less = lo[(n - 2) % 3];  // and of n-2
  const bool tricky = b.level() >= TathamLevel::Tricky;
  for (int j = 0; j < n && !b.failed(); ++j) {
    int e = s[static_cast<std::size_t>(j)];
    if (b.line(e) != kUnknown) continue;
    const int k = next(j, 1);  // the run of every other side starts there
    if (lo_all[k] > c || hi_all[k] < c - 1) return b.fail();
    if (lo_all[k] == c) b.set(e, kNo);
    if (hi_all[k] == c - 1) b.set(e, kYes);
    if (!tricky || b.line(s[static_cast<std::size_t>(k)]) != kUnknown) continue;
    const int k2 = next(j, 2);  // the run of every side but j and j+1
    if (lo_less[k2] > c - 2) b.flag(g.corner(cell, j), kAtMostOne);
    if (hi_less[k2] < c) b.flag(g.corner(cell, j), kAtLeastOne);
  }
}

// Pair facts at a dot from its lines, lines from its pair facts, and (tricky) an
// exactly-one pair making the other pairs at most one.
template <class Board>
void pairs_dot(Board& b, int v) {
  const auto& g = b.geometry();
  const int n = g.order(v);
  auto [unknown, yes, no] = b.dot_counts(v);
  (void)no;
  // Facts about a pair whose lines are both known say nothing new (a cell reads the
  // lines themselves then).
  if (unknown == 0) return;
  const bool tricky = b.level() >= TathamLevel::Tricky;
  auto next = [n](int j) { return j + 1 == n ? 0 : j + 1; };
  for (int j = 0; j < n && !b.failed(); ++j) {
    int angle = g.angle(v, j);
    int x = g.dot_edge(v, j), y = g.dot_edge(v, next(j));
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
    // The pairs sharing no edge with this one hold at most one line.
    for (int o = 0; o < n; ++o)
      if (o != j && o != next(j) && next(o) != j) b.flag(g.angle(v, o), kAtMostOne);
    if (yes != 0 || !b.has(angle, kAtMostOne)) continue;
    // Exactly one line in this pair and none yet at the dot: the dot's other line is
    // one of its other unknown edges. One left: it is on; two side by side: they hold
    // at least one.
    if (unknown == 3) {
      for (int e : g.dot_edges(v))
        if (e != x && e != y && b.line(e) == kUnknown) b.set(e, kYes);
    } else if (unknown == 4) {
      for (int o = 0; o < n; ++o) {
        if (o == j || o == next(j) || next(o) == j) continue;
        if (b.line(g.dot_edge(v, o)) == kUnknown && b.line(g.dot_edge(v, next(o))) == kUnknown) {
          b.flag(g.angle(v, o), kAtLeastOne);
          break;
        }
      }
    }
  }
}

// ---- hard: edges known equal or opposite, and parity ----

// The unknown edges among `edges` hold `want` lines modulo 2: two of them are equal or
// opposite, and with a known relation between two of three or four, the rest follow.
template <class Board, class Edges>
void parity(Board& b, const Edges& edges, int want) {
  int u[4], n = 0;
  for (int e : edges)
    if (b.line(e) == kUnknown) {
      if (n == 4) return;
      u[n++] = e;
    }
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
  const auto& g = b.geometry();
  const int n = g.face_order(cell);
  const auto& s = g.sides(cell);
  if (b.cell_counts(cell)[0] < 2) return;  // no pair to relate, and one unknown side is counting_cell's
  for (Line want : {kNo, kYes}) {
    auto counts = b.cell_counts(cell);
    if (!(want == kNo ? counts[1] + 1 == c : counts[2] + 1 == n - c)) continue;
    for (int i = 0; i < n; ++i)
      for (int j = i + 1; j < n; ++j) {
        int x = s[static_cast<std::size_t>(i)], y = s[static_cast<std::size_t>(j)];
        if (b.line(x) == kUnknown && b.line(y) == kUnknown && b.relation(x, y) == 0)
          b.set(x, want), b.set(y, want);
      }
  }
  if (b.failed()) return;
  parity(b, s, (c - b.cell_counts(cell)[1]) & 1);
}

// Opposite edges at an angle are exactly one; exactly one makes them opposite; and a
// dot's unknown edges hold an even number of lines with its known ones.
template <class Board>
void classes_dot(Board& b, int v) {
  const auto& g = b.geometry();
  const int n = g.order(v);
  if (b.dot_counts(v)[0] < 2) return;  // no pair to relate, and one unknown edge is counting_dot's
  for (int j = 0; j < n; ++j) {
    int x = g.dot_edge(v, j), y = g.dot_edge(v, j + 1 == n ? 0 : j + 1);
    if (b.line(x) != kUnknown || b.line(y) != kUnknown) continue;
    int angle = g.angle(v, j);
    if (b.relation(x, y) == 1) {
      b.flag(angle, kAtMostOne);
      b.flag(angle, kAtLeastOne);
    } else if (b.has(angle, kAtMostOne) && b.has(angle, kAtLeastOne)) {
      b.merge(x, y, 1);
    }
  }
  if (!b.failed()) parity(b, g.dot_edges(v), b.dot_counts(v)[1] & 1);
}

}  // namespace looplab::slitherlink::tatham
