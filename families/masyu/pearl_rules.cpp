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

constexpr unsigned kNoFit = ~0u;
constexpr std::array<int, 16> kOnes{0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4};  // bits set in 0..15

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
    const std::size_t from = shapes_.size();
    add_shapes(v, pearl_[ix(v)], shapes_);
    // The pearl's own list of steps, each once (at most 16: a black pearl's 4 steps at
    // its cell, 4 beyond and 8 beside its legs), and the dots its shapes' lines reach.
    std::array<int, 32> own{};
    int owned = 0;
    auto bit = [&](int e) {
      const int i = static_cast<int>(std::find(own.begin(), own.begin() + owned, e) - own.begin());
      if (i == owned) own[ix(owned++)] = e;
      return static_cast<std::uint8_t>(i);
    };
    for (std::size_t k = from; k < shapes_.size(); ++k) {
      Shape& sh = shapes_[k];
      for (int i = 0; i < sh.lines; ++i) {
        sh.line_bit[ix(i)] = bit(sh.line[ix(i)]);
        sh.line_mask |= 1u << sh.line_bit[ix(i)];
        for (int d : grid_.edge_vertices(sh.line[ix(i)])) {
          const int j = static_cast<int>(std::find(sh.dot.begin(), sh.dot.begin() + sh.dots, d) - sh.dot.begin());
          if (j == sh.dots) sh.dot[ix(sh.dots++)] = d;
          sh.dot_lines[ix(j)] = static_cast<std::uint8_t>(sh.dot_lines[ix(j)] | 1u << i);
        }
      }
      for (int i = 0; i < sh.crosses; ++i) {
        sh.cross_bit[ix(i)] = bit(sh.cross[ix(i)]);
        sh.cross_mask |= 1u << sh.cross_bit[ix(i)];
      }
    }
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

unsigned Solver::fresh_lines(const Shape& s) const {
  unsigned fresh = 0;
  for (int i = 0; i < s.lines; ++i) {
    const auto state = edge_[ix(s.line[ix(i)])];
    if (state == kCross) return kNoFit;
    if (state == kUnknown) fresh |= 1u << i;
  }
  for (int i = 0; i < s.crosses; ++i)
    if (edge_[ix(s.cross[ix(i)])] == kLine) return kNoFit;
  return fresh;
}

bool Solver::fits(const Shape& s) const {
  const unsigned fresh = fresh_lines(s);
  if (fresh == kNoFit) return false;
  // No dot may end up with a third line.
  for (int j = 0; fresh && j < s.dots; ++j) {
    const unsigned m = s.dot_lines[ix(j)] & fresh;
    if (m && vertex_lines_[ix(s.dot[ix(j)])] + kOnes[m] > 2) return false;
  }
  return true;
}

bool Solver::fits_pair(const Shape& a, const Shape& b) const {
  for (int i = 0; i < a.lines; ++i)
    if (polarity(b, a.line[ix(i)]) < 0) return false;
  for (int i = 0; i < b.lines; ++i)
    if (polarity(a, b.line[ix(i)]) < 0) return false;
  const unsigned fresh_a = fresh_lines(a);
  unsigned fresh_b = fresh_lines(b);
  for (int i = 0; i < b.lines; ++i)  // a step both want counts once
    if ((fresh_b >> i & 1) && std::find(a.line.begin(), a.line.begin() + a.lines, b.line[ix(i)]) != a.line.begin() + a.lines)
      fresh_b &= ~(1u << i);
  // No dot may end up with a third line: the unknown lines each dot would gain, summed
  // in extra_lines_, checked and cleared.
  auto add = [&](const Shape& s, unsigned fresh) {
    for (int j = 0; fresh && j < s.dots; ++j)
      extra_lines_[ix(s.dot[ix(j)])] += static_cast<std::uint8_t>(kOnes[s.dot_lines[ix(j)] & fresh]);
  };
  add(a, fresh_a);
  add(b, fresh_b);
  bool ok = true;
  auto check = [&](const Shape& s, unsigned fresh) {
    for (int j = 0; fresh && j < s.dots; ++j) {
      auto& extra = extra_lines_[ix(s.dot[ix(j)])];
      if (extra) ok &= vertex_lines_[ix(s.dot[ix(j)])] + extra <= 2, extra = 0;
    }
  };
  check(a, fresh_a);
  check(b, fresh_b);
  return ok;
}

bool Solver::check_pearl(int pearl) {
  int first = -1;
  std::uint32_t lines = ~0u, crosses = ~0u;  // what every fitting shape wants, as the pearl's bits
  for (int k = shape_start_[ix(pearl)]; k < shape_start_[ix(pearl) + 1]; ++k) {
    const Shape& s = shapes_[ix(k)];
    if (!fits(s)) continue;
    if (first < 0) first = k;
    lines &= s.line_mask;
    crosses &= s.cross_mask;
  }
  if (first < 0) return false;
  const Shape& f = shapes_[ix(first)];
  for (int i = 0; i < f.lines; ++i) {
    const int e = f.line[ix(i)];
    if (edge_[ix(e)] == kUnknown && (lines >> f.line_bit[ix(i)] & 1) && !assign(e, kLine, kPearl)) return false;
  }
  for (int i = 0; i < f.crosses; ++i) {
    const int e = f.cross[ix(i)];
    if (edge_[ix(e)] == kUnknown && (crosses >> f.cross_bit[ix(i)] & 1) && !assign(e, kCross, kPearl)) return false;
  }
  return true;
}

bool Solver::check_pair(int pearl, int other) {
  // The shapes that fit alone first (cheap), then the pairs of those that fit together.
  std::array<int, 4> mine{}, theirs{};
  int a = 0, b = 0;
  for (int i = shape_start_[ix(pearl)]; i < shape_start_[ix(pearl) + 1]; ++i)
    if (fits(shapes_[ix(i)])) mine[ix(a++)] = i;
  for (int j = shape_start_[ix(other)]; j < shape_start_[ix(other) + 1]; ++j)
    if (fits(shapes_[ix(j)])) theirs[ix(b++)] = j;
  if (a == 1 && b == 1) return true;  // each pearl's own rule has said it all
  std::array<std::array<int, 2>, 16> fit{};
  int n = 0;
  for (int i = 0; i < a; ++i)
    for (int j = 0; j < b; ++j)
      if (fits_pair(shapes_[ix(mine[ix(i)])], shapes_[ix(theirs[ix(j)])])) fit[ix(n++)] = {mine[ix(i)], theirs[ix(j)]};
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
