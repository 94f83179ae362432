// Pearls as shapes (see solver.hpp). Tier 0 (`pearl`): what every shape of one pearl
// that still fits agrees on is decided; a pearl on a border or in a corner simply has
// fewer shapes (a black pearl in a corner one, a white pearl on a border one line).
// Tier 1 (`pearl_pair`): the same over the pairs of shapes of two pearls that fit
// together, which sees a black pearl beside a white one, rows of white pearls, black
// pearls side by side, a white pearl whose turn another pearl forbids.
#include <algorithm>
#include <cstdlib>

#include "families/masyu/solver.hpp"

namespace looplab::masyu {

namespace {

constexpr unsigned kNoFit = ~0u;
constexpr std::array<int, 16> kOnes{0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4};  // bits set in 0..15

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

const Solver::PearlShapes& Solver::pearl_shapes(int v, std::int8_t kind) {
  PearlShapes& out = shape_cache_[2 * ix(v) + ix(kind - 1)];
  if (out.ready) return out;
  out.ready = true;
  std::vector<Shape> made;
  add_shapes(v, kind, made);
  out.count = static_cast<int>(made.size());
  std::copy(made.begin(), made.end(), out.shapes.begin());
  // The pearl's own list of steps, each once (at most 16: a black pearl's 4 steps at
  // its cell, 4 beyond and 8 beside its legs), and the dots its shapes' lines reach.
  auto bit = [&](int e) {
    const auto at = std::find(out.steps.begin(), out.steps.begin() + out.step_count, e);
    const auto i = at - out.steps.begin();
    if (i == out.step_count) out.steps[ix(out.step_count++)] = e;
    return static_cast<std::uint8_t>(i);
  };
  for (int k = 0; k < out.count; ++k) {
    Shape& sh = out.shapes[ix(k)];
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
    for (int j = 0; j < sh.dots; ++j) {
      const int d = static_cast<int>(std::find(out.dots.begin(), out.dots.begin() + out.dot_count, sh.dot[ix(j)]) - out.dots.begin());
      if (d == out.dot_count) out.dots[ix(out.dot_count++)] = sh.dot[ix(j)];
      out.dot_lines[ix(k)][ix(d)] = sh.dot_lines[ix(j)];
    }
  }
  return out;
}

void Solver::build_shapes(const Puzzle& puzzle) {
  const int dots = grid_.num_vertices();
  pearl_dot_.clear();
  pearl_shapes_.clear();
  shapes_.clear();
  shape_start_.assign(1, 0);
  pearl_steps_.clear();
  step_start_.assign(1, 0);
  for (int v = 0; v < dots; ++v) {
    pearl_[ix(v)] = puzzle.pearls[ix(v)];
    if (pearl_[ix(v)] == kEmpty) continue;
    pearl_dot_.push_back(v);
    const PearlShapes& own = pearl_shapes(v, pearl_[ix(v)]);
    pearl_shapes_.push_back(&own);
    shapes_.insert(shapes_.end(), own.shapes.begin(), own.shapes.begin() + own.count);
    pearl_steps_.insert(pearl_steps_.end(), own.steps.begin(), own.steps.begin() + own.step_count);
    shape_start_.push_back(static_cast<int>(shapes_.size()));
    step_start_.push_back(static_cast<int>(pearl_steps_.size()));
  }

  // Which pearls each edge concerns, and which pearls' shapes meet at a dot: lists in
  // flat arrays (counted, then filled), each pearl once per list, in pearl order.
  const int pearls = static_cast<int>(pearl_dot_.size());
  auto each_edge = [&](int p, auto&& f) {  // the steps of its shapes: its own list
    for (int k = step_start_[ix(p)]; k < step_start_[ix(p) + 1]; ++k) f(pearl_steps_[ix(k)]);
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

bool Solver::fits(const Shape& s, unsigned& fresh) const {
  fresh = fresh_lines(s);
  if (fresh == kNoFit) return false;
  // No dot may end up with a third line.
  for (int j = 0; fresh && j < s.dots; ++j) {
    const unsigned m = s.dot_lines[ix(j)] & fresh;
    if (m && vertex_lines_[ix(s.dot[ix(j)])] + kOnes[m] > 2) return false;
  }
  return true;
}

bool Solver::interior(int pearl) const {
  const int v = pearl_dot_[ix(pearl)], r = v / cols(), c = v % cols();
  return r >= 2 && r + 2 < rows() && c >= 2 && c + 2 < cols();
}

const Solver::PairTable& Solver::pair_table(int pearl, int j) {
  const int other = partners_[ix(j)];
  if (interior(pearl) && interior(other)) {
    const int a = pearl_dot_[ix(pearl)], b = pearl_dot_[ix(other)];
    const int dr = b / cols() - a / cols(), dc = b % cols() - a % cols();
    LK_REQUIRE(std::abs(dr) <= kReach && std::abs(dc) <= kReach, "pearls that share a dot lie at most 4 steps apart");
    const int key = ((2 * (pearl_[ix(a)] - 1) + pearl_[ix(b)] - 1) * kOffsets + dr + kReach) * kOffsets + dc + kReach;
    PairTable& t = interior_tables_[ix(key)];
    if (!interior_ready_[ix(key)]) make_pair_table(pearl, other, t), interior_ready_[ix(key)] = 1;
    return t;
  }
  int& slot = pair_slot_[ix(j)];
  if (slot < 0) {
    slot = static_cast<int>(pair_tables_.size());
    make_pair_table(pearl, other, pair_tables_.emplace_back());
  }
  return pair_tables_[ix(slot)];
}

void Solver::make_pair_table(int pearl, int other, PairTable& t) {
  const int mine = shape_start_[ix(pearl)], theirs = shape_start_[ix(other)];
  // The steps of the first pearl's list keep their bits (marked per step in
  // step_bit_, then cleared); the other pearl's are mapped onto them or after them.
  const int own_from = step_start_[ix(pearl)], own_to = step_start_[ix(pearl) + 1];
  for (int i = own_from; i < own_to; ++i) step_bit_[ix(pearl_steps_[ix(i)])] = static_cast<std::uint8_t>(i - own_from + 1);
  int next = own_to - own_from;
  for (int i = step_start_[ix(other)]; i < step_start_[ix(other) + 1]; ++i) {
    const int bit = step_bit_[ix(pearl_steps_[ix(i)])];
    t.their_bit[ix(i - step_start_[ix(other)])] = static_cast<std::uint8_t>(bit ? bit - 1 : next++);
  }
  for (int i = own_from; i < own_to; ++i) step_bit_[ix(pearl_steps_[ix(i)])] = 0;
  t.clash = 0;
  t.dup = 0;
  // The other pearl's shapes over both lists: lines, crosses, each line's bit.
  std::array<std::uint64_t, 4> b_lines{}, b_crosses{};
  std::array<std::array<std::uint64_t, 4>, 4> b_line{};
  for (int kb = theirs; kb < shape_start_[ix(other) + 1]; ++kb) {
    const Shape& b = shapes_[ix(kb)];
    const auto k = ix(kb - theirs);
    for (int i = 0; i < b.lines; ++i) b_lines[k] |= b_line[k][ix(i)] = std::uint64_t{1} << t.their_bit[b.line_bit[ix(i)]];
    for (int i = 0; i < b.crosses; ++i) b_crosses[k] |= std::uint64_t{1} << t.their_bit[b.cross_bit[ix(i)]];
  }
  for (int ka = mine; ka < shape_start_[ix(pearl) + 1]; ++ka)
    for (int kb = theirs; kb < shape_start_[ix(other) + 1]; ++kb) {
      const Shape &a = shapes_[ix(ka)], &b = shapes_[ix(kb)];
      const int pair = 4 * (ka - mine) + (kb - theirs);
      const auto k = ix(kb - theirs);
      for (int i = 0; i < b.lines; ++i)
        if (a.line_mask & b_line[k][ix(i)]) t.dup |= std::uint64_t{1} << (4 * pair + i);
      if ((a.line_mask & b_crosses[k]) || (a.cross_mask & b_lines[k])) t.clash |= static_cast<std::uint16_t>(1u << pair);
      t.lines[ix(pair)] = a.line_mask | b_lines[k];
      t.crosses[ix(pair)] = a.cross_mask | b_crosses[k];
    }
  const PearlShapes &pa = *pearl_shapes_[ix(pearl)], &pb = *pearl_shapes_[ix(other)];
  t.shared = 0;
  for (int i = 0; i < pa.dot_count; ++i)
    for (int k = 0; k < pb.dot_count; ++k) {
      if (pa.dots[ix(i)] != pb.dots[ix(k)]) continue;
      const auto n = ix(t.shared++);
      t.dot[n] = pa.dots[ix(i)] - pearl_dot_[ix(pearl)];
      for (std::size_t m = 0; m < 4; ++m) t.mine[n][m] = pa.dot_lines[m][ix(i)], t.theirs[n][m] = pb.dot_lines[m][ix(k)];
    }
}

int Solver::third_line_at(const PairTable& t, int at, int mine, unsigned fresh_a, int theirs, unsigned fresh_b) const {
  for (int n = 0; n < t.shared; ++n)
    if (vertex_lines_[ix(at + t.dot[ix(n)])] + kOnes[t.mine[ix(n)][ix(mine)] & fresh_a] + kOnes[t.theirs[ix(n)][ix(theirs)] & fresh_b] > 2)
      return n;
  return -1;
}

bool Solver::check_pearl(int pearl) {
  int first = -1;
  std::uint32_t lines = ~0u, crosses = ~0u;  // what every fitting shape wants, as the pearl's bits
  const Slot was = fitting_[ix(pearl)];
  Slot now = 0;
  const int from = shape_start_[ix(pearl)];
  for (int k = from; k < shape_start_[ix(pearl) + 1]; ++k) {
    const Shape& s = shapes_[ix(k)];
    if (!(was >> (k - from) & 1) || !fits(s)) continue;
    now |= Slot{1} << (k - from);
    if (first < 0) first = k;
    lines &= s.line_mask;
    crosses &= s.cross_mask;
  }
  if (first < 0) return false;
  if (now == was) return true;
  trail_.assign(fitting_[ix(pearl)], now);
  const Shape& f = shapes_[ix(first)];
  if (steps_) [[unlikely]] {
    solver::Step s = new_step(kPearl);
    for (int i = 0; i < f.lines; ++i)
      if (lines >> f.line_bit[ix(i)] & 1) conclude_if_new(s, f.line[ix(i)], kLine);
    for (int i = 0; i < f.crosses; ++i)
      if (crosses >> f.cross_bit[ix(i)] & 1) conclude_if_new(s, f.cross[ix(i)], kCross);
    if (!s.conclusions.empty()) pearl_premises(s, pearl);
    keep(std::move(s));
  }
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

void Solver::fitting_now(int pearl, Fitting& out) const {
  out.n = 0;
  for (int k = shape_start_[ix(pearl)]; k < shape_start_[ix(pearl) + 1]; ++k)
    if ((fitting_[ix(pearl)] >> (k - shape_start_[ix(pearl)]) & 1) && fits(shapes_[ix(k)], out.fresh[ix(out.n)]))
      out.shape[ix(out.n++)] = k;
}

bool Solver::check_pair(int pearl, int j, const Fitting& my) {
  // The shapes that fit alone first (cheap), then the pairs of those that fit together.
  const int other = partners_[ix(j)];
  Fitting their;
  fitting_now(other, their);
  const auto &mine = my.shape, &theirs = their.shape;
  const auto &mine_fresh = my.fresh, &theirs_fresh = their.fresh;
  const int a = my.n, b = their.n;
  if (a == 1 && b == 1) return true;  // each pearl's own rule has said it all
  const PairTable& t = pair_table(pearl, j);
  const int from_a = shape_start_[ix(pearl)], from_b = shape_start_[ix(other)];
  int first = -1;  // the first pair that fits: its steps are the ones to decide
  std::uint64_t lines = ~std::uint64_t{0}, crosses = ~std::uint64_t{0};  // what every fitting pair wants
  std::array<int, 16> crowded{};  // recording: the dots that ruled a pair out by their lines
  int n_crowded = 0;
  for (int i = 0; i < a; ++i)
    for (int k = 0; k < b; ++k) {
      const int pair = 4 * (mine[ix(i)] - from_a) + (theirs[ix(k)] - from_b);
      if (t.clash >> pair & 1) continue;
      const unsigned fresh_b = theirs_fresh[ix(k)] & ~static_cast<unsigned>(t.dup >> (4 * pair) & 0xf);  // a step both want counts once
      const int at = third_line_at(t, pearl_dot_[ix(pearl)], mine[ix(i)] - from_a, mine_fresh[ix(i)], theirs[ix(k)] - from_b, fresh_b);
      if (at >= 0) {
        if (steps_) [[unlikely]]
          crowded[ix(n_crowded++)] = pearl_dot_[ix(pearl)] + t.dot[ix(at)];
        continue;
      }
      if (first < 0) first = pair;
      lines &= t.lines[ix(pair)];
      crosses &= t.crosses[ix(pair)];
    }
  if (first < 0) return false;
  auto decide = [&](int e, int bit, bool line) {
    if (edge_[ix(e)] != kUnknown || !((line ? lines : crosses) >> bit & 1)) return true;
    return assign(e, line ? kLine : kCross, kPearlPair);
  };
  const Shape& sa = shapes_[ix(from_a + first / 4)];
  const Shape& sb = shapes_[ix(from_b + first % 4)];
  if (steps_) [[unlikely]] {
    solver::Step s = new_step(kPearlPair);
    auto conclude = [&](int e, int bit, Slot state) {
      const bool agreed = ((state == kLine ? lines : crosses) >> bit & 1) != 0;
      if (agreed && edge_[ix(e)] == kUnknown &&
          std::find(s.conclusions.begin(), s.conclusions.end(), solver::Fact{solver::Fact::Mark, e, state}) == s.conclusions.end())
        conclusion(s, e, state);
    };
    for (int i = 0; i < sa.lines; ++i) conclude(sa.line[ix(i)], sa.line_bit[ix(i)], kLine);
    for (int i = 0; i < sa.crosses; ++i) conclude(sa.cross[ix(i)], sa.cross_bit[ix(i)], kCross);
    for (int i = 0; i < sb.lines; ++i) conclude(sb.line[ix(i)], t.their_bit[sb.line_bit[ix(i)]], kLine);
    for (int i = 0; i < sb.crosses; ++i) conclude(sb.cross[ix(i)], t.their_bit[sb.cross_bit[ix(i)]], kCross);
    if (!s.conclusions.empty()) {
      pearl_premises(s, pearl);
      pearl_premises(s, other);
      for (int n = 0; n < n_crowded; ++n) lines_at(s, crowded[ix(n)]);
    }
    keep(std::move(s));
  }
  for (int i = 0; i < sa.lines; ++i)
    if (!decide(sa.line[ix(i)], sa.line_bit[ix(i)], true)) return false;
  for (int i = 0; i < sa.crosses; ++i)
    if (!decide(sa.cross[ix(i)], sa.cross_bit[ix(i)], false)) return false;
  for (int i = 0; i < sb.lines; ++i)
    if (!decide(sb.line[ix(i)], t.their_bit[sb.line_bit[ix(i)]], true)) return false;
  for (int i = 0; i < sb.crosses; ++i)
    if (!decide(sb.cross[ix(i)], t.their_bit[sb.cross_bit[ix(i)]], false)) return false;
  return true;
}

}  // namespace looplab::masyu
