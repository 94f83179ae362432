#include "families/infinity_loop/solver.hpp"

#include <algorithm>
#include <bit>

#include "core/error.hpp"
#include "core/union_find.hpp"

namespace looplab::infinity_loop {

namespace {

// kWith[s]: the set of masks (bit m = mask m) that have a pipe end on side s.
constexpr std::array<std::uint16_t, 4> kWith = [] {
  std::array<std::uint16_t, 4> w{};
  for (int s = 0; s < 4; ++s)
    for (int m = 0; m < 16; ++m)
      if (m >> s & 1)
        w[static_cast<std::size_t>(s)] =
            static_cast<std::uint16_t>(w[static_cast<std::size_t>(s)] | 1u << m);
  return w;
}();

bool single(std::uint16_t set) {
  return (set & (set - 1)) == 0;
}

}  // namespace

Solver::Solver(const Puzzle& p, int max_tier)
    : p_(p), rows_(p.rows), cols_(p.cols), vbase_((p.rows + 1) * p.cols), max_tier_(max_tier) {
  const auto n = static_cast<std::size_t>(p.num_tiles());
  domain_.resize(n);
  edge_.assign(static_cast<std::size_t>(vbase_ + rows_ * (cols_ + 1)), kUnknown);
  for (int c = 0; c < cols_; ++c)
    edge_[static_cast<std::size_t>(c)] = edge_[static_cast<std::size_t>(rows_ * cols_ + c)] = kOff;
  for (int r = 0; r < rows_; ++r) {
    edge_[static_cast<std::size_t>(vbase_ + r * (cols_ + 1))] = kOff;
    edge_[static_cast<std::size_t>(vbase_ + r * (cols_ + 1) + cols_)] = kOff;
  }
  queued_.assign(n, 1);
  queue_.reserve(n);
  for (std::size_t t = 0; t < n; ++t) {
    domain_[t] = rotations_of(p.tiles[t]);
    if (!single(domain_[t])) ++undecided_;
    queue_.push_back(static_cast<int>(n - 1 - t));  // popped from the back: row-major order
  }
  stats_.rule_steps.assign(kNumRules, 0);
  if (max_tier_ >= 1 && rows_ > 1 && cols_ > 1) {
    const int blocks = (rows_ - 1) * (cols_ - 1);
    block_queued_.assign(static_cast<std::size_t>(blocks), 1);
    for (int b = blocks - 1; b >= 0; --b) block_queue_.push_back(b);
  }
  if (max_tier_ >= 2) {
    // Cut k < rows-1 lies below row k; cut rows-1+k right of column k.
    const int cuts = (rows_ - 1) + (cols_ - 1);
    cut_queued_.assign(static_cast<std::size_t>(cuts), 1);
    cut_target_.assign(static_cast<std::size_t>(cuts), 0);
    for (int k = cuts - 1; k >= 0; --k) cut_queue_.push_back(k);
    std::vector<int> row_ends(static_cast<std::size_t>(rows_), 0), col_ends(static_cast<std::size_t>(cols_), 0);
    for (int t = 0; t < p.num_tiles(); ++t) {
      const int ends = std::popcount(static_cast<unsigned>(p.tiles[static_cast<std::size_t>(t)]));
      row_ends[static_cast<std::size_t>(t / cols_)] += ends;
      col_ends[static_cast<std::size_t>(t % cols_)] += ends;
    }
    for (int k = 0, sum = 0; k + 1 < rows_; ++k)
      cut_target_[static_cast<std::size_t>(k)] = (sum += row_ends[static_cast<std::size_t>(k)]) & 1;
    for (int k = 0, sum = 0; k + 1 < cols_; ++k)
      cut_target_[static_cast<std::size_t>(rows_ - 1 + k)] =
          (sum += col_ends[static_cast<std::size_t>(k)]) & 1;
    // Pipe ends in rows [0, r) x columns [0, c), for the parity of small rectangles.
    ends_before_.assign(static_cast<std::size_t>((rows_ + 1) * (cols_ + 1)), 0);
    for (int r = 0; r < rows_; ++r)
      for (int c = 0; c < cols_; ++c)
        ends_before_[static_cast<std::size_t>((r + 1) * (cols_ + 1) + c + 1)] =
            std::popcount(static_cast<unsigned>(p.tile(r, c))) + ends_at(r, c + 1) + ends_at(r + 1, c) -
            ends_at(r, c);
    edge_queued_.assign(edge_.size(), 0);
    // Every inner edge is queued once, so that rectangles are looked at from the start.
    for (int e = static_cast<int>(edge_.size()) - 1; e >= 0; --e)
      if (edge_[static_cast<std::size_t>(e)] == kUnknown)
        edge_queued_[static_cast<std::size_t>(e)] = 1, edge_queue_.push_back(e);
  }
}

int Solver::edge_of(int tile, int side) const {
  const int r = tile / cols_, c = tile % cols_;
  switch (side) {
    case kUp:
      return r * cols_ + c;
    case kDown:
      return (r + 1) * cols_ + c;
    case kLeft:
      return vbase_ + r * (cols_ + 1) + c;
    default:
      return vbase_ + r * (cols_ + 1) + c + 1;
  }
}

int Solver::neighbour(int tile, int side) const {
  const int r = tile / cols_ + kRowStep[side], c = tile % cols_ + kColStep[side];
  if (r < 0 || r >= rows_ || c < 0 || c >= cols_) return -1;
  return r * cols_ + c;
}

bool Solver::narrow(int tile, std::uint16_t keep, Rule why) {
  std::uint16_t& d = domain_[static_cast<std::size_t>(tile)];
  const std::uint16_t next = d & keep;
  if (next == d) return true;
  if (next == 0) return false;
  if (why != kNumRules)
    stats_.count_rule(why,
                      static_cast<std::uint64_t>(std::popcount(static_cast<unsigned>(d & ~keep))));
  if (!single(d) && single(next)) --undecided_;
  dtrail_.assign(d, next);
  wire_dirty_ = true;
  touch(tile);
  return true;
}

void Solver::touch(int tile) {
  if (block_queued_.empty()) return;
  const int r = tile / cols_, c = tile % cols_;
  for (int br = std::max(r - 1, 0); br <= std::min(r, rows_ - 2); ++br)
    for (int bc = std::max(c - 1, 0); bc <= std::min(c, cols_ - 2); ++bc) {
      const int b = block_of(br, bc);
      if (!block_queued_[static_cast<std::size_t>(b)])
        block_queued_[static_cast<std::size_t>(b)] = 1, block_queue_.push_back(b);
    }
}

void Solver::set_edge(int e, std::uint8_t state) {
  etrail_.assign(edge_[static_cast<std::size_t>(e)], state);
  region_dirty_ = network_dirty_ = true;
  if (cut_queued_.empty()) return;
  if (!edge_queued_[static_cast<std::size_t>(e)])
    edge_queued_[static_cast<std::size_t>(e)] = 1, edge_queue_.push_back(e);
  // A vertical step below row r lies on cut r; a horizontal step right of column c on
  // cut rows-1+c (border edges are never set here).
  const int k = e < vbase_ ? e / cols_ - 1 : rows_ - 1 + (e - vbase_) % (cols_ + 1) - 1;
  if (!cut_queued_[static_cast<std::size_t>(k)])
    cut_queued_[static_cast<std::size_t>(k)] = 1, cut_queue_.push_back(k);
}

bool Solver::decide(int tile, std::uint8_t mask) {
  if (!(domain(tile) >> mask & 1)) return false;
  narrow(tile, static_cast<std::uint16_t>(1u << mask), kNumRules);
  enqueue(tile);
  return true;
}

void Solver::clear_queue() {
  for (int t : queue_) queued_[static_cast<std::size_t>(t)] = 0;
  queue_.clear();
  for (int b : block_queue_) block_queued_[static_cast<std::size_t>(b)] = 0;
  block_queue_.clear();
  for (int k : cut_queue_) cut_queued_[static_cast<std::size_t>(k)] = 0;
  cut_queue_.clear();
  for (int e : edge_queue_) edge_queued_[static_cast<std::size_t>(e)] = 0;
  edge_queue_.clear();
}

bool Solver::propagate_plain() {
  while (!queue_.empty()) {
    const int t = queue_.back();
    queue_.pop_back();
    queued_[static_cast<std::size_t>(t)] = 0;
    int side_edge[4];
    std::uint16_t keep_border = 0xFFFF, keep_inner = 0xFFFF;
    for (int s = 0; s < 4; ++s) {
      const int e = side_edge[s] = edge_of(t, s);
      const std::uint8_t st = edge_[static_cast<std::size_t>(e)];
      if (st == kUnknown) continue;
      const auto fits = static_cast<std::uint16_t>(st == kOn ? kWith[static_cast<std::size_t>(s)]
                                                             : ~kWith[static_cast<std::size_t>(s)]);
      (neighbour(t, s) < 0 ? keep_border : keep_inner) &= fits;
    }
    if (steps_) [[unlikely]]
      record_match(t, keep_border, keep_inner);
    if (!narrow(t, keep_border, kBorder) || !narrow(t, keep_inner, kNeighbourMatch)) {
      clear_queue();
      return false;
    }
    unsigned all = 15, any = 0;
    solver::Step* shared = nullptr;
    for (unsigned d = domain(t); d; d &= d - 1) {
      const auto m = static_cast<unsigned>(std::countr_zero(d));
      all &= m;
      any |= m;
    }
    for (int s = 0; s < 4; ++s) {
      const int e = side_edge[s];
      if (edge_[static_cast<std::size_t>(e)] != kUnknown) continue;
      if (all >> s & 1)
        set_edge(e, kOn);
      else if (!(any >> s & 1))
        set_edge(e, kOff);
      else
        continue;
      if (steps_) [[unlikely]] {
        if (!shared) {
          shared = &new_step(solver::Step::Rule, kSharedSide);
          tile_premises(*shared, t);
        }
        shared->conclusions.push_back({solver::Fact::Mark, e, all >> s & 1 ? kHas : kHasNot});
      }
      stats_.count_rule(kSharedSide);
      enqueue(neighbour(t, s));
    }
  }
  return true;
}

bool Solver::propagate() {
  return propagate_upto(max_tier_);
}

bool Solver::propagate_upto(int tier) {
  for (;;) {
    if (!propagate_plain()) return false;
    if (p_.connected && !networks_can_meet()) {
      if (steps_) [[unlikely]]
        split_premises(new_step(solver::Step::Contradiction, kRegion));
      clear_queue();
      return false;
    }
    int r = 0;
    auto use = [&](int t, Rule rule) { return tier >= t && !(disabled_ >> rule & 1); };
    if (use(1, kBlock) && (r = block_step()) != 0) {
    } else if (use(2, kParity) && (r = parity_step()) != 0) {
    } else if (use(2, kRegion) && (r = region_step()) != 0) {
    } else if (use(2, kWire) && (r = wire_step()) != 0) {
    } else if (use(3, kProbe) && (r = probe_step()) != 0) {
    } else {
      return true;
    }
    if (r < 0) {
      clear_queue();
      return false;
    }
  }
}

int Solver::block_step() {
  while (!block_queue_.empty()) {
    const int b = block_queue_.back();
    block_queue_.pop_back();
    block_queued_[static_cast<std::size_t>(b)] = 0;
    const int r = b / (cols_ - 1), c = b % (cols_ - 1);
    //   a b      the four tiles around the dot at the block's centre; the four
    //   d e      edges that meet at the dot must agree on both sides
    const int t[4] = {r * cols_ + c, r * cols_ + c + 1, (r + 1) * cols_ + c, (r + 1) * cols_ + c + 1};
    if (decided(t[0]) && decided(t[1]) && decided(t[2]) && decided(t[3])) continue;
    std::uint16_t seen[4] = {};
    for (unsigned da = domain(t[0]); da; da &= da - 1) {
      const unsigned a = static_cast<unsigned>(std::countr_zero(da));
      for (unsigned db = domain(t[1]); db; db &= db - 1) {
        const unsigned bm = static_cast<unsigned>(std::countr_zero(db));
        if ((a >> kRight & 1) != (bm >> kLeft & 1)) continue;
        for (unsigned dd = domain(t[2]); dd; dd &= dd - 1) {
          const unsigned d = static_cast<unsigned>(std::countr_zero(dd));
          if ((a >> kDown & 1) != (d >> kUp & 1)) continue;
          for (unsigned de = domain(t[3]); de; de &= de - 1) {
            const unsigned e = static_cast<unsigned>(std::countr_zero(de));
            if ((bm >> kDown & 1) != (e >> kUp & 1) || (d >> kRight & 1) != (e >> kLeft & 1))
              continue;
            seen[0] = static_cast<std::uint16_t>(seen[0] | 1u << a);
            seen[1] = static_cast<std::uint16_t>(seen[1] | 1u << bm);
            seen[2] = static_cast<std::uint16_t>(seen[2] | 1u << d);
            seen[3] = static_cast<std::uint16_t>(seen[3] | 1u << e);
          }
        }
      }
    }
    bool changed = false;
    if (steps_) [[unlikely]] {
      solver::Step& s = new_step(solver::Step::Rule, kBlock);
      for (int i = 0; i < 4; ++i) tile_premises(s, t[i]);
      for (int i = 0; i < 4; ++i) {
        if (seen[i] == 0) s.kind = solver::Step::Contradiction;
        narrowed(s, t[i], seen[i]);
      }
      if (s.kind == solver::Step::Contradiction) s.conclusions.clear();
      if (s.kind == solver::Step::Rule && s.conclusions.empty()) steps_->pop_back();
    }
    for (int i = 0; i < 4; ++i) {
      if (seen[i] == domain(t[i])) continue;
      if (!narrow(t[i], seen[i], kBlock)) return -1;
      enqueue(t[i]);
      changed = true;
    }
    if (changed) return 1;
  }
  return 0;
}

int Solver::parity_step() {
  while (!cut_queue_.empty()) {
    const int k = cut_queue_.back();
    cut_queue_.pop_back();
    cut_queued_[static_cast<std::size_t>(k)] = 0;
    const bool below_row = k < rows_ - 1;
    const int length = below_row ? cols_ : rows_;
    int on = 0, unknown = 0, last = -1;
    for (int i = 0; i < length; ++i) {
      const int e = below_row ? (k + 1) * cols_ + i : vbase_ + i * (cols_ + 1) + (k - rows_ + 1) + 1;
      const std::uint8_t st = edge_[static_cast<std::size_t>(e)];
      if (st == kOn) ++on;
      if (st == kUnknown) ++unknown, last = e;
    }
    const int r = settle_fence(on, unknown, last, cut_target_[static_cast<std::size_t>(k)], 0,
                               below_row ? k + 1 : rows_, 0, below_row ? cols_ : k - rows_ + 2);
    if (r != 0) return r;
  }
  while (!edge_queue_.empty()) {
    const int e = edge_queue_.back();
    edge_queue_.pop_back();
    edge_queued_[static_cast<std::size_t>(e)] = 0;
    // The rectangles of at most kRect x kRect tiles with e on their boundary: e lies on
    // a row line (a vertical step, between rows y-1 and y, at column x) or on a column
    // line (a horizontal step, between columns x-1 and x, in row y).
    const bool on_row_line = e < vbase_;
    const int y = on_row_line ? e / cols_ : (e - vbase_) / (cols_ + 1);
    const int x = on_row_line ? e % cols_ : (e - vbase_) % (cols_ + 1);
    const int along = on_row_line ? cols_ : rows_, across = on_row_line ? rows_ : cols_;
    const int at = on_row_line ? x : y, line = on_row_line ? y : x;
    // A rectangle spans positions [a0, a1) along e's lines and lies between lines b0 < b1
    // of e's kind; its fence is those two lines over [a0, a1) and the crossing lines a0
    // and a1 over [b0, b1). The unknown and on sides of every line piece near e are
    // summed once (prefix sums), so each of the 36 rectangles is looked at in O(1) and
    // only one with a single unknown side is walked, to find it.
    const int A0 = std::max(0, at - kRect + 1), A1 = std::min(along, at + kRect);
    const int B0 = std::max(0, line - kRect), B1 = std::min(across, line + kRect);
    auto along_edge = [&](int l, int a) { return on_row_line ? l * cols_ + a : vbase_ + a * (cols_ + 1) + l; };
    auto cross_edge = [&](int l, int b) { return on_row_line ? vbase_ + b * (cols_ + 1) + l : l * cols_ + b; };
    // [line][position + 1]: unknown sides (low byte) and on sides (high byte) so far.
    int seg[2 * kRect + 1][2 * kRect + 1], cross[2 * kRect + 1][2 * kRect + 1];
    auto count = [&](int e2) {
      const std::uint8_t st = edge_[static_cast<std::size_t>(e2)];
      return (st == kUnknown ? 1 : 0) | (st == kOn ? 256 : 0);
    };
    for (int l = B0; l <= B1; ++l) {
      int* row = seg[l - B0];
      row[0] = 0;
      for (int a = A0; a < A1; ++a) row[a - A0 + 1] = row[a - A0] + count(along_edge(l, a));
    }
    for (int l = A0; l <= A1; ++l) {
      int* row = cross[l - A0];
      row[0] = 0;
      for (int b = B0; b < B1; ++b) row[b - B0 + 1] = row[b - B0] + count(cross_edge(l, b));
    }
    for (int a0 = A0; a0 <= at; ++a0)
      for (int a1 = at + 1; a1 <= std::min(along, a0 + kRect); ++a1)
        for (int b0 = B0; b0 <= line; ++b0)
          for (int b1 = std::max(line, b0 + 1); b1 <= std::min(across, b0 + kRect); ++b1) {
            if (b0 != line && b1 != line) continue;
            const int fence = seg[b0 - B0][a1 - A0] - seg[b0 - B0][a0 - A0] + seg[b1 - B0][a1 - A0] -
                              seg[b1 - B0][a0 - A0] + cross[a0 - A0][b1 - B0] - cross[a0 - A0][b0 - B0] +
                              cross[a1 - A0][b1 - B0] - cross[a1 - A0][b0 - B0];
            const int unknown = fence & 255, on = fence >> 8;
            if (unknown > 1) continue;
            const int r0 = on_row_line ? b0 : a0, r1 = on_row_line ? b1 : a1;
            const int c0 = on_row_line ? a0 : b0, c1 = on_row_line ? a1 : b1;
            const int want = ends_parity(r0, r1, c0, c1);
            if (unknown == 0) {  // most fences near a change: only a contradiction to see
              if ((on & 1) == want) continue;
              if (steps_) [[unlikely]]
                fence_premises(new_step(solver::Step::Contradiction, kParity), r0, r1, c0, c1, -1);
              return -1;
            }
            return settle_fence(on, 1, unknown_side(r0, r1, c0, c1), want, r0, r1, c0, c1);
          }
  }
  return 0;
}

int Solver::region_step() {
  if (!region_dirty_) return 0;
  region_dirty_ = false;
  // Tarjan's bridges on the graph whose nodes are tiles and whose edges are the
  // undecided steps between them, by an explicit stack. A tile's weight is its pipe
  // ends plus its decided pipes, mod 2: summed over a region it is the parity of the
  // region's open crossings (pipe ends pair up inside; decided inner pipes count twice).
  const auto n = static_cast<std::size_t>(num_tiles());
  disc_.assign(n, -1);
  low_.resize(n), odd_.resize(n), frame_tile_.resize(n), frame_edge_.resize(n), frame_side_.resize(n);
  bridges_.clear();
  int time = 0;
  for (int root = 0; root < num_tiles(); ++root) {
    if (disc_[static_cast<std::size_t>(root)] >= 0 || decided(root)) continue;
    int depth = 0;
    auto enter = [&](int t, int via) {
      const auto i = static_cast<std::size_t>(t);
      disc_[i] = low_[i] = time++;
      unsigned w = std::popcount(static_cast<unsigned>(p_.tiles[i]));
      for (int s = 0; s < 4; ++s) w += edge_[static_cast<std::size_t>(edge_of(t, s))] == kOn;
      odd_[i] = static_cast<std::uint8_t>(w & 1);
      const auto d = static_cast<std::size_t>(depth++);
      frame_tile_[d] = t, frame_edge_[d] = via, frame_side_[d] = 0;
    };
    enter(root, -1);
    while (depth > 0) {
      const auto d = static_cast<std::size_t>(depth - 1);
      const int t = frame_tile_[d];
      const auto ti = static_cast<std::size_t>(t);
      if (frame_side_[d] < 4) {
        const int s = frame_side_[d]++;
        const int e = edge_of(t, s);
        if (e == frame_edge_[d] || edge_[static_cast<std::size_t>(e)] != kUnknown) continue;
        const int u = neighbour(t, s);
        if (disc_[static_cast<std::size_t>(u)] < 0)
          enter(u, e);
        else
          low_[ti] = std::min(low_[ti], disc_[static_cast<std::size_t>(u)]);
        continue;
      }
      --depth;
      if (depth == 0) {
        if (odd_[ti] && steps_) [[unlikely]]
          region_premises(new_step(solver::Step::Contradiction, kRegion), t, -1);
        if (odd_[ti]) return -1;  // a closed region whose pipe ends cannot pair up
        break;
      }
      const auto pi = static_cast<std::size_t>(frame_tile_[d - 1]);
      low_[pi] = std::min(low_[pi], low_[ti]);
      odd_[pi] ^= odd_[ti];
      if (low_[ti] > disc_[pi]) bridges_.emplace_back(frame_edge_[d], odd_[ti]);
    }
  }
  if (steps_) [[unlikely]]
    for (const auto& [e, odd] : bridges_) {
      solver::Step& s = new_step(solver::Step::Rule, kRegion);
      region_premises(s, e < vbase_ ? e - cols_ : e - vbase_ - (e - vbase_) / (cols_ + 1) - 1, e);
      s.conclusions.push_back({solver::Fact::Mark, e, odd ? kHas : kHasNot});
    }
  for (const auto& [e, odd] : bridges_) {
    set_edge(e, odd ? kOn : kOff);
    stats_.count_rule(kRegion);
    enqueue_ends(e);
  }
  return bridges_.empty() ? 0 : 1;
}

int Solver::wire_step() {
  if (!wire_dirty_) return 0;
  wire_dirty_ = false;
  wires_.reset(static_cast<int>(edge_.size()));
  wire_trail_.clear();
  ties_.clear();
  // A tile's pair of undecided sides (a, b): kPairs[i] = {a, b}.
  static constexpr int kPairs[6][2] = {{0, 1}, {0, 2}, {0, 3}, {1, 2}, {1, 3}, {2, 3}};
  auto open = [&](int t, int s) { return edge_[static_cast<std::size_t>(edge_of(t, s))] == kUnknown; };
  for (int t = 0; t < num_tiles(); ++t) {
    if (decided(t)) continue;
    for (const auto& [a, b] : kPairs) {
      if (!open(t, a) || !open(t, b)) continue;
      unsigned same = 1, differ = 1;
      for (unsigned d = domain(t); d; d &= d - 1) {
        const auto m = static_cast<unsigned>(std::countr_zero(d));
        const unsigned x = (m >> a ^ m >> b) & 1;
        same &= x ^ 1, differ &= x;
      }
      if (!same && !differ) continue;
      if (steps_) [[unlikely]]
        ties_.push_back({edge_of(t, a), edge_of(t, b), t});
      if (wires_.unite(edge_of(t, a), edge_of(t, b), static_cast<int>(differ), wire_trail_) ==
          solver::ParityUnionFind::Join::Conflict) {
        if (steps_) [[unlikely]] {
          solver::Step& s = new_step(solver::Step::Contradiction, kWire);
          tile_premises(s, t);
          tie_premises(s, edge_of(t, a), edge_of(t, b), t);
        }
        return -1;
      }
    }
  }
  int progress = 0;
  for (int t = 0; t < num_tiles(); ++t) {
    if (decided(t)) continue;
    std::uint16_t keep = domain(t);
    unsigned used = 0;  // bit i: kPairs[i]'s tie dropped a turn
    for (std::size_t i = 0; i < 6; ++i) {
      const auto& [a, b] = kPairs[i];
      if (!open(t, a) || !open(t, b)) continue;
      const int tie = wires_.relation(edge_of(t, a), edge_of(t, b));
      if (tie < 0) continue;
      for (unsigned d = keep; d; d &= d - 1) {
        const auto m = static_cast<unsigned>(std::countr_zero(d));
        if (static_cast<int>((m >> a ^ m >> b) & 1) != tie)
          keep = static_cast<std::uint16_t>(keep & ~(1u << m)), used |= 1u << i;
      }
    }
    if (keep == domain(t)) continue;
    if (steps_) [[unlikely]] {
      solver::Step& s = new_step(keep ? solver::Step::Rule : solver::Step::Contradiction, kWire);
      tile_premises(s, t);
      for (std::size_t i = 0; i < 6; ++i)
        if (used >> i & 1) tie_premises(s, edge_of(t, kPairs[i][0]), edge_of(t, kPairs[i][1]), t);
      narrowed(s, t, keep);
    }
    if (!narrow(t, keep, kWire)) return -1;
    enqueue(t);
    progress = 1;
  }
  return progress;
}

bool Solver::networks_can_meet() {
  if (!network_dirty_) return true;
  network_dirty_ = false;
  core::UnionFind uf(num_tiles());
  for (int t = 0; t < num_tiles(); ++t)
    for (int side : {kRight, kDown}) {
      const int u = neighbour(t, side);
      if (u >= 0 && edge_[static_cast<std::size_t>(edge_of(t, side))] != kOff) uf.unite(t, u);
    }
  int network = -1;
  for (int t = 0; t < num_tiles(); ++t) {
    if (p_.tiles[static_cast<std::size_t>(t)] == 0) continue;
    if (network < 0) network = uf.find(t);
    if (uf.find(t) != network) return false;
  }
  return true;
}

int Solver::unknown_side(int r0, int r1, int c0, int c1) const {
  int last = -1;
  auto look = [&](int e) {
    if (edge_[static_cast<std::size_t>(e)] == kUnknown) last = e;
  };
  for (int c = c0; c < c1; ++c) look(r0 * cols_ + c), look(r1 * cols_ + c);
  for (int r = r0; r < r1; ++r) look(vbase_ + r * (cols_ + 1) + c0), look(vbase_ + r * (cols_ + 1) + c1);
  return last;
}

int Solver::settle_fence(int on, int unknown, int last, int want, int r0, int r1, int c0, int c1) {
  if (unknown > 1 || (unknown == 0 && (on & 1) == want)) return 0;
  if (steps_) [[unlikely]] {
    solver::Step& s = new_step(unknown == 0 ? solver::Step::Contradiction : solver::Step::Rule, kParity);
    fence_premises(s, r0, r1, c0, c1, last);
    if (unknown == 1) s.conclusions.push_back({solver::Fact::Mark, last, (on & 1) == want ? kHasNot : kHas});
  }
  if (unknown == 0) return -1;
  set_edge(last, (on & 1) == want ? kOff : kOn);
  stats_.count_rule(kParity);
  enqueue_ends(last);
  return 1;
}

void Solver::enqueue_ends(int e) {
  if (e < vbase_) {
    enqueue(e - cols_), enqueue(e);  // the tiles above and below
  } else {
    const int r = (e - vbase_) / (cols_ + 1), c = (e - vbase_) % (cols_ + 1);
    enqueue(r * cols_ + c - 1), enqueue(r * cols_ + c);
  }
}

int Solver::probe_step() {
  const int n = num_tiles();
  for (int i = 0; i < n && undecided_ > 0; ++i) {
    const int t = (probe_cursor_ + i) % n;
    if (decided(t)) continue;
    for (unsigned d = domain(t); d; d &= d - 1) {
      const auto m = static_cast<std::uint8_t>(std::countr_zero(d));
      const Mark before = mark();
      const std::vector<std::uint64_t> steps = stats_.rule_steps;  // a trial is not a deduction
      solver::StepLog* const outer = steps_;
      solver::StepLog chain;
      if (outer) [[unlikely]]
        steps_ = &chain;
      decide(t, m);
      const bool ok = propagate_upto(2);
      undo(before);
      stats_.rule_steps = steps;
      steps_ = outer;
      if (ok) continue;
      probe_cursor_ = t;
      if (steps_) [[unlikely]] {
        solver::Step& s = new_step(solver::Step::Trial, kProbe);
        s.supposed = {solver::Fact::Mark, turn_mark(t, m), kHas};
        s.chain = std::move(chain);
        trial_premises(s);
        narrowed(s, t, static_cast<std::uint16_t>(~(1u << m)));
      }
      if (!narrow(t, static_cast<std::uint16_t>(~(1u << m)), kProbe)) return -1;
      enqueue(t);
      return 1;
    }
  }
  return 0;
}

Solver::Branch Solver::choose_branch() {
  while (cursor_ < num_tiles() && decided(cursor_)) ++cursor_;
  LK_REQUIRE(cursor_ < num_tiles(), "choose_branch on a solved state");
  Branch b;
  b.tile = cursor_;
  for (unsigned d = domain(cursor_); d; d &= d - 1)
    b.masks[b.alternatives++] = static_cast<std::uint8_t>(std::countr_zero(d));
  return b;
}

void Solver::undo(const Mark& m) {
  clear_queue();
  region_dirty_ = wire_dirty_ = network_dirty_ = true;
  dtrail_.undo_to(m.domains);
  etrail_.undo_to(m.edges);
  undecided_ = m.undecided;
  cursor_ = m.cursor;
}

std::vector<std::uint8_t> Solver::current() const {
  std::vector<std::uint8_t> out(domain_.size(), 0);
  for (std::size_t t = 0; t < domain_.size(); ++t)
    if (single(domain_[t]) && domain_[t])
      out[t] = static_cast<std::uint8_t>(std::countr_zero(static_cast<unsigned>(domain_[t])));
  return out;
}

void Solver::on_solution() {
  if (found_.size() < 2) found_.push_back(current());
}

}  // namespace looplab::infinity_loop
