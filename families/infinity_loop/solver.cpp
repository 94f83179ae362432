#include "families/infinity_loop/solver.hpp"

#include <bit>

#include "core/error.hpp"

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

const std::vector<solver::RuleInfo>& rules() {
  static const std::vector<solver::RuleInfo> table = {
      {"border", 0,
       "a tile cannot point a pipe off the grid: its rotations that would are dropped"},
      {"neighbour_match", 1,
       "a rotation whose side disagrees with a known edge of a neighbour is dropped"},
      {"shared_side", 1, "a side on which every remaining rotation of a tile agrees is decided"},
      {"probe", 2, "a rotation that propagates to a contradiction is dropped (one level of trial)"},
  };
  return table;
}

Solver::Solver(const Puzzle& p, bool probing)
    : p_(p), rows_(p.rows), cols_(p.cols), vbase_((p.rows + 1) * p.cols), probing_(probing) {
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
  return true;
}

void Solver::set_edge(int e, std::uint8_t state) {
  etrail_.assign(edge_[static_cast<std::size_t>(e)], state);
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
    if (!narrow(t, keep_border, kBorder) || !narrow(t, keep_inner, kNeighbourMatch)) {
      clear_queue();
      return false;
    }
    unsigned all = 15, any = 0;
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
      stats_.count_rule(kSharedSide);
      enqueue(neighbour(t, s));
    }
  }
  return true;
}

bool Solver::propagate() {
  if (!propagate_plain()) return false;
  return !probing_ || probe();
}

bool Solver::probe() {
  std::vector<int> open;
  for (bool changed = true; changed && undecided_ > 0;) {
    changed = false;
    open.clear();
    for (int t = 0; t < num_tiles(); ++t)
      if (!decided(t)) open.push_back(t);
    for (int t : open) {
      for (unsigned d = domain(t); d; d &= d - 1) {
        const auto m = static_cast<std::uint8_t>(std::countr_zero(d));
        if (!(domain(t) >> m & 1) || decided(t)) continue;
        const Mark before = mark();
        const std::vector<std::uint64_t> steps = stats_.rule_steps;  // a trial is not a deduction
        decide(t, m);
        const bool ok = propagate_plain();
        undo(before);
        stats_.rule_steps = steps;
        if (ok) continue;
        if (!narrow(t, static_cast<std::uint16_t>(~(1u << m)), kProbe)) return false;
        enqueue(t);
        if (!propagate_plain()) return false;
        changed = true;
      }
    }
  }
  return true;
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
