// Pearls as shapes (see solver.hpp). Tier 0 (`pearl`): what every shape of one pearl
// that still fits agrees on is decided; a pearl on a border or in a corner simply has
// fewer shapes (a black pearl in a corner one, a white pearl on a border one line).
// Tier 1 (`pearl_pair`): the same over the pairs of shapes of two pearls that fit
// together, which sees a black pearl beside a white one, rows of white pearls, black
// pearls side by side, a white pearl whose turn another pearl forbids.
#include <algorithm>

#include "families/masyu/solver.hpp"

namespace looplab::masyu {

namespace {

// +1 when the shape wants e a line, -1 crossed, 0 when it does not say.
template <class Shape>
int polarity(const Shape& s, int e) {
  for (int i = 0; i < s.lines; ++i)
    if (s.line[static_cast<std::size_t>(i)] == e) return 1;
  for (int i = 0; i < s.crosses; ++i)
    if (s.cross[static_cast<std::size_t>(i)] == e) return -1;
  return 0;
}

}  // namespace

void Solver::add_shapes(int v, std::int8_t kind, std::vector<Shape>& out) const {
  auto edge = [&](int u, int d) { return u < 0 ? core::kNone : grid_.vertex_edges(u)[ix(d & 3)]; };
  auto step = [&](int u, int d) {
    const int e = edge(u, d);
    if (e < 0) return core::kNone;
    const auto& ends = grid_.edge_vertices(e);
    return ends[0] == u ? ends[1] : ends[0];
  };
  auto add_cross = [](Shape& s, int e) {
    if (e >= 0) s.cross[ix(s.crosses++)] = e;
  };
  if (kind == kBlack) {
    for (int dv : {0, 2})
      for (int dh : {1, 3}) {
        Shape s;
        bool ok = true;
        for (int d : {dv, dh}) {
          const int n = step(v, d), far = edge(n, d);
          if (n < 0 || far < 0) {
            ok = false;
            break;
          }
          s.line[ix(s.lines++)] = edge(v, d);
          s.line[ix(s.lines++)] = far;
          add_cross(s, edge(n, d + 1));  // straight through the next cell
          add_cross(s, edge(n, d + 3));
        }
        if (!ok) continue;
        add_cross(s, edge(v, dv + 2));
        add_cross(s, edge(v, dh + 2));
        out.push_back(s);
      }
    return;
  }
  for (int a : {1, 0}) {  // across, then down
    const int b = a + 2;
    if (edge(v, a) < 0 || edge(v, b) < 0) continue;
    for (int turn : {a, b}) {
      Shape s;
      s.line[ix(s.lines++)] = edge(v, a);
      s.line[ix(s.lines++)] = edge(v, b);
      add_cross(s, edge(v, a + 1));
      add_cross(s, edge(v, a + 3));
      add_cross(s, edge(step(v, turn), turn));  // the loop turns in that next cell
      out.push_back(s);
    }
  }
}

void Solver::build_shapes(const Puzzle& puzzle) {
  const int dots = grid_.num_vertices();
  pearl_dot_.clear();
  shapes_.clear();
  shape_start_.assign(1, 0);
  for (int v = 0; v < dots; ++v) {
    pearl_[ix(v)] = puzzle.pearls[ix(v)];
    if (pearl_[ix(v)] == kEmpty) continue;
    pearl_dot_.push_back(v);
    add_shapes(v, pearl_[ix(v)], shapes_);
    shape_start_.push_back(static_cast<int>(shapes_.size()));
  }

  // Which pearls each edge concerns, and which pearls' shapes meet at a dot: lists in
  // flat arrays (counted, then filled), each pearl once per list, in pearl order.
  const int pearls = static_cast<int>(pearl_dot_.size());
  auto each_edge = [&](int p, auto&& f) {
    for (int k = shape_start_[ix(p)]; k < shape_start_[ix(p) + 1]; ++k) {
      const Shape& s = shapes_[ix(k)];
      for (int i = 0; i < s.lines; ++i) f(s.line[ix(i)]);
      for (int i = 0; i < s.crosses; ++i) f(s.cross[ix(i)]);
    }
  };
  auto index = [&](int keys, auto&& each_key, std::vector<int>& start, std::vector<int>& items) {
    start.assign(ix(keys) + 1, 0);
    seen_.assign(ix(keys), -1);
    for (int p = 0; p < pearls; ++p)
      each_key(p, [&](int key) {
        if (seen_[ix(key)] != p) seen_[ix(key)] = p, ++start[ix(key) + 1];
      });
    for (int k = 0; k < keys; ++k) start[ix(k) + 1] += start[ix(k)];
    items.resize(ix(start.back()));
    cursor_.assign(start.begin(), start.end() - 1);
    std::fill(seen_.begin(), seen_.end(), -1);
    for (int p = 0; p < pearls; ++p)
      each_key(p, [&](int key) {
        if (seen_[ix(key)] != p) seen_[ix(key)] = p, items[ix(cursor_[ix(key)]++)] = p;
      });
  };
  index(grid_.num_edges(), each_edge, edge_pearl_start_, edge_pearls_);
  auto each_dot = [&](int p, auto&& f) {
    each_edge(p, [&](int e) {
      for (int d : grid_.edge_vertices(e)) f(d);
    });
  };
  index(dots, each_dot, dot_pearl_start_, dot_pearls_);
  // Partners: the other pearls at any of a pearl's dots, sorted.
  partner_start_.assign(1, 0);
  partners_.clear();
  seen_.assign(ix(pearls), -1);
  for (int p = 0; p < pearls; ++p) {
    const std::size_t from = partners_.size();
    each_dot(p, [&](int d) {
      for (int j = dot_pearl_start_[ix(d)]; j < dot_pearl_start_[ix(d) + 1]; ++j) {
        const int q = dot_pearls_[ix(j)];
        if (q != p && seen_[ix(q)] != p) seen_[ix(q)] = p, partners_.push_back(q);
      }
    });
    std::sort(partners_.begin() + static_cast<std::ptrdiff_t>(from), partners_.end());
    partner_start_.push_back(static_cast<int>(partners_.size()));
  }
}

bool Solver::fits(const Shape& a, const Shape* b) const {
  std::array<int, 8> fresh{};  // the shapes' lines still unknown, once each
  int n = 0;
  for (const Shape* s : {&a, b}) {
    if (!s) continue;
    for (int i = 0; i < s->lines; ++i) {
      const int e = s->line[ix(i)];
      if (edge_[ix(e)] == kCross) return false;
      if (edge_[ix(e)] == kUnknown && std::find(fresh.begin(), fresh.begin() + n, e) == fresh.begin() + n)
        fresh[ix(n++)] = e;
    }
    for (int i = 0; i < s->crosses; ++i)
      if (edge_[ix(s->cross[ix(i)])] == kLine) return false;
  }
  if (b) {
    for (int i = 0; i < a.lines; ++i)
      if (polarity(*b, a.line[ix(i)]) < 0) return false;
    for (int i = 0; i < b->lines; ++i)
      if (polarity(a, b->line[ix(i)]) < 0) return false;
  }
  // No dot may end up with a third line.
  for (int i = 0; i < n; ++i)
    for (int v : grid_.edge_vertices(fresh[ix(i)])) {
      int degree = vertex_lines_[ix(v)];
      for (int j = 0; j < n; ++j) {
        const auto& ends = grid_.edge_vertices(fresh[ix(j)]);
        degree += ends[0] == v || ends[1] == v;
      }
      if (degree > 2) return false;
    }
  return true;
}

bool Solver::check_pearl(int pearl) {
  std::array<int, 4> fit{};
  int n = 0;
  for (int k = shape_start_[ix(pearl)]; k < shape_start_[ix(pearl) + 1]; ++k)
    if (fits(shapes_[ix(k)], nullptr)) fit[ix(n++)] = k;
  if (n == 0) return false;
  const Shape& first = shapes_[ix(fit[0])];
  auto agreed = [&](int e, int want) {
    for (int i = 1; i < n; ++i)
      if (polarity(shapes_[ix(fit[ix(i)])], e) != want) return false;
    return true;
  };
  for (int i = 0; i < first.lines; ++i) {
    const int e = first.line[ix(i)];
    if (edge_[ix(e)] == kUnknown && agreed(e, 1) && !assign(e, kLine, kPearl)) return false;
  }
  for (int i = 0; i < first.crosses; ++i) {
    const int e = first.cross[ix(i)];
    if (edge_[ix(e)] == kUnknown && agreed(e, -1) && !assign(e, kCross, kPearl)) return false;
  }
  return true;
}

bool Solver::check_pair(int pearl, int other) {
  // The shapes that fit alone first (cheap), then the pairs of those that fit together.
  std::array<int, 4> mine{}, theirs{};
  int a = 0, b = 0;
  for (int i = shape_start_[ix(pearl)]; i < shape_start_[ix(pearl) + 1]; ++i)
    if (fits(shapes_[ix(i)], nullptr)) mine[ix(a++)] = i;
  for (int j = shape_start_[ix(other)]; j < shape_start_[ix(other) + 1]; ++j)
    if (fits(shapes_[ix(j)], nullptr)) theirs[ix(b++)] = j;
  if (a == 1 && b == 1) return true;  // each pearl's own rule has said it all
  std::array<std::array<int, 2>, 16> fit{};
  int n = 0;
  for (int i = 0; i < a; ++i)
    for (int j = 0; j < b; ++j)
      if (fits(shapes_[ix(mine[ix(i)])], &shapes_[ix(theirs[ix(j)])])) fit[ix(n++)] = {mine[ix(i)], theirs[ix(j)]};
  if (n == 0) return false;
  auto both = [&](int k, int e) {
    const int first = polarity(shapes_[ix(fit[ix(k)][0])], e);
    return first != 0 ? first : polarity(shapes_[ix(fit[ix(k)][1])], e);
  };
  auto decide = [&](int e, int want) {
    if (edge_[ix(e)] != kUnknown) return true;
    for (int k = 1; k < n; ++k)
      if (both(k, e) != want) return true;
    return assign(e, want > 0 ? kLine : kCross, kPearlPair);
  };
  for (int side = 0; side < 2; ++side) {
    const Shape& s = shapes_[ix(fit[0][ix(side)])];
    for (int i = 0; i < s.lines; ++i)
      if (!decide(s.line[ix(i)], 1)) return false;
    for (int i = 0; i < s.crosses; ++i)
      if (!decide(s.cross[ix(i)], -1)) return false;
  }
  return true;
}

}  // namespace looplab::masyu
