#include "families/towers/fast.hpp"

#include <algorithm>
#include <bit>
#include <utility>

#include "core/workspace.hpp"
#include "families/towers/visibility.hpp"

namespace looplab::towers {

namespace {

bool single(std::uint16_t d) {
  return d && !(d & (d - 1));
}

// Without -mpopcnt std::popcount is a library call: these are the counts needed.
bool two_values(std::uint16_t d) {
  const std::uint16_t rest = d & (d - 1);
  return rest && !(rest & (rest - 1));
}

// Heights 0..k (as values), none when k < 0.
std::uint16_t at_most(int k) {
  return k < 0 ? 0 : static_cast<std::uint16_t>((1u << (k + 1)) - 1);
}

}  // namespace

bool FastTowers::set(int cell, std::uint16_t d) {
  std::uint16_t& slot = dom_[cell];
  const std::uint16_t next = slot & d;
  if (next == slot) return true;
  if (!next) return false;
  trail_.emplace_back(cell, slot);
  slot = next;
  dirty0_ |= lines_of_[cell], dirty1_ |= lines_of_[cell], dirty2_ = true;
  if (single(next)) decided_[decided_size_++] = static_cast<std::uint8_t>(cell);
  return true;
}

void FastTowers::clear_pending() {
  dirty0_ = dirty1_ = 0;
  dirty2_ = false;
  decided_size_ = 0;
}

void FastTowers::undo(std::size_t mark) {
  std::fill(std::begin(seen_decided_), std::end(seen_decided_), 0);
  while (trail_.size() > mark) {
    dom_[trail_.back().first] = trail_.back().second;
    trail_.pop_back();
  }
}

bool FastTowers::load(const Puzzle& p) {
  if (n_ != p.n) {
    n_ = p.n;
    all_ = static_cast<std::uint16_t>((1u << n_) - 1);
    for (int i = 0; i < n_; ++i)
      for (int k = 0; k < n_; ++k) {
        cells_[i][k] = i * n_ + k, cells_[n_ + i][k] = k * n_ + i;
        lines_of_[i * n_ + k] = (1u << i) | (1u << (n_ + k));
      }
  }
  trail_.clear();
  clear_pending();
  std::fill(std::begin(seen_decided_), std::end(seen_decided_), 0);
  std::fill(dom_, dom_ + n_ * n_, all_);
  for (int i = 0; i < n_; ++i) {
    front_[i] = p.clue(kLeft, i), back_[i] = p.clue(kRight, i);
    front_[n_ + i] = p.clue(kTop, i), back_[n_ + i] = p.clue(kBottom, i);
  }
  dirty0_ = dirty1_ = (1u << (2 * n_)) - 1;
  dirty2_ = true;
  for (int c = 0; c < n_ * n_; ++c)
    if (const int g = p.givens[static_cast<std::size_t>(c)]; g && !add_given(c, g)) return false;
  for (int line = 0; line < 2 * n_; ++line)
    if (!clue_bounds(line)) return false;
  return true;
}

// The fixed bounds of a line's clues: the cell i steps from a clue c is at most
// n-c+1+i tall, a clue 1 sees the tallest next to it, facing clues a + b = n + 1 put
// it a - 1 steps in. They depend on the clues alone, so adding a clue applies them
// again to its whole line.
bool FastTowers::clue_bounds(int line) {
  const auto tallest = static_cast<std::uint16_t>(1u << (n_ - 1));
  const int front = front_[line], back = back_[line];
  const int* cells = cells_[line];
  if (front && back && front + back == n_ + 1 && !set(cells[front - 1], tallest)) return false;
  if (front == 1 && !set(cells[0], tallest)) return false;
  if (back == 1 && !set(cells[n_ - 1], tallest)) return false;
  for (int i = 0; i < n_; ++i) {
    if (front > 1 && !set(cells[i], at_most(n_ - front + i))) return false;
    if (back > 1 && !set(cells[n_ - 1 - i], at_most(n_ - back + i))) return false;
  }
  return true;
}

bool FastTowers::add_clue(int line, bool front, int clue) {
  (front ? front_ : back_)[line] = clue;
  // The rules of every tier read the clues: the line is looked at again even when the
  // bounds narrow nothing, and the "nearly seen" cache no longer holds for it.
  seen_decided_[line] = 0;
  dirty0_ |= 1u << line, dirty1_ |= 1u << line, dirty2_ = true;
  return clue_bounds(line);
}

bool FastTowers::add_given(int cell, int height) {
  return set(cell, static_cast<std::uint16_t>(1u << (height - 1)));
}

void FastTowers::save(Slot& slot) const {
  slot.trail = trail_.size();
  slot.dirty1 = dirty1_, slot.dirty2 = dirty2_;
  std::copy(front_, front_ + 2 * n_, slot.front);
  std::copy(back_, back_ + 2 * n_, slot.back);
}

void FastTowers::restore(const Slot& slot) {
  undo(slot.trail);
  clear_pending();
  dirty1_ = slot.dirty1, dirty2_ = slot.dirty2;
  std::copy(slot.front, slot.front + 2 * n_, front_);
  std::copy(slot.back, slot.back + 2 * n_, back_);
}

// A decided height leaves the rest of its row and column.
bool FastTowers::eliminate(int cell) {
  // Which cells hold the height is gathered without branches first (whether a cell
  // holds it is what no predictor guesses); only those are narrowed.
  const std::uint16_t height = dom_[cell];
  const auto keep = static_cast<std::uint16_t>(~height);
  const int r = cell / n_, c = cell % n_;
  for (const int line : {r, n_ + c}) {
    const int* cells = cells_[line];
    std::uint32_t holding = 0;
    for (int k = 0; k < n_; ++k)
      holding |= static_cast<std::uint32_t>((dom_[cells[k]] & height) != 0) << k;
    holding &= ~(1u << (line == r ? c : r));  // the cell itself
    for (; holding; holding &= holding - 1)
      if (!set(cells[std::countr_zero(holding)], keep)) return false;
  }
  return true;
}

// When the decided tallest towers already show clue - 1 of the towers seen, starting
// `furthest` steps away, the cell next to the clue is the only other one seen, so it is
// taller than the furthest - 1 cells between: it cannot be among their smallest.
// `pos[v]` = how many steps from the front height v is decided (n: not decided).
bool FastTowers::nearly_seen(int line, int side, int clue, const int* pos) {
  auto steps = [&](int v) { return pos[v] == n_ || side == 0 ? pos[v] : n_ - 1 - pos[v]; };
  int furthest = n_, seen = 0;
  for (int v = n_ - 1; v >= 0 && pos[v] < n_; --v)
    if (steps(v) < furthest) furthest = steps(v), ++seen;
  if (clue != seen + 1 || furthest <= 1) return true;
  std::uint16_t small = 0;
  for (int v = 0, left = furthest - 1; v < n_ && left > 0; ++v) {
    if (pos[v] < n_ && steps(v) >= furthest) continue;  // stands beyond: not in front
    small |= static_cast<std::uint16_t>(1u << v), --left;
  }
  return set(cells_[line][side == 0 ? 0 : n_ - 1], static_cast<std::uint16_t>(~small));
}

// The clue bounds with hidden heights left out, as in visibility.hpp: from the tallest
// down, a height counted after k others keeps out of the first clue - 1 - k cells, and a
// decided height with a decided one at least two taller in front of it is not counted.
// With none hidden this is the fixed bound, applied at load.
bool FastTowers::hidden_bounds(int line, int side, int clue, const int* pos) {
  auto steps = [&](int v) { return pos[v] == n_ || side == 0 ? pos[v] : n_ - 1 - pos[v]; };
  bool any_hidden = false;
  std::uint16_t hidden = 0;
  for (int v = 0; v < n_; ++v)
    for (int taller = v + 2; taller < n_ && pos[v] < n_; ++taller)
      if (pos[taller] < n_ && steps(taller) < steps(v)) {
        hidden |= static_cast<std::uint16_t>(1u << v), any_hidden = true;
        break;
      }
  if (!any_hidden) return true;
  const int* cells = cells_[line];
  for (int v = n_ - 1, counted = 0; v >= 0 && counted < clue - 1; --v) {
    if (hidden & (1u << v)) continue;
    for (int j = 0; j < clue - 1 - counted; ++j)
      if (!set(cells[side == 0 ? j : n_ - 1 - j], static_cast<std::uint16_t>(~(1u << v))))
        return false;
    ++counted;
  }
  return true;
}

bool FastTowers::line_tier0(int line) {
  const int* cells = cells_[line];
  std::uint16_t d[kMaxSize];
  // Decided heights have left the other cells already (eliminate). A height with one
  // possible cell goes there (none: contradiction): `twice` = seen in two cells or more.
  std::uint16_t decided = 0, seen = 0, twice = 0;
  for (int k = 0; k < n_; ++k) {
    const std::uint16_t x = d[k] = dom_[cells[k]];
    if (single(x)) decided |= x;
    twice |= seen & x;
    seen |= x;
  }
  if (seen != all_) return false;
  if (decided == all_) return true;
  const auto singles = static_cast<std::uint16_t>(seen & ~twice & ~decided);
  if (singles)
    for (int k = 0; k < n_; ++k) {
      const std::uint16_t hit = d[k] & singles;
      if (!hit) continue;
      if (!single(hit) || !set(cells[k], hit)) return false;
    }
  // The hidden heights' bounds and the "nearly seen" rule read only where the decided
  // heights stand, so they run again only when more are decided (the cache is cleared
  // on undo); the second needs the tallest decided (without it, it is the fixed bound
  // of a clue 1).
  if (!(front_[line] | back_[line]) || seen_decided_[line] == decided) return true;
  seen_decided_[line] = decided;
  int pos[kMaxSize];  // pos[v] = where height v is decided, n when it is not
  std::fill(pos, pos + n_, n_);
  for (int k = 0; k < n_; ++k)
    if (single(d[k])) pos[std::countr_zero(d[k])] = k;
  const bool tallest = decided & (1u << (n_ - 1));
  for (int side = 0; side < 2; ++side) {
    const int clue = side == 0 ? front_[line] : back_[line];
    if (clue && (!hidden_bounds(line, side, clue, pos) ||
                 (tallest && !nearly_seen(line, side, clue, pos))))
      return false;
  }
  return true;
}

bool FastTowers::line_tier1(int line, Use use) {
  const int* cells = cells_[line];
  const int front = front_[line], back = back_[line];
  solver::Domain dom[kMaxSize], keep[kMaxSize];
  bool decided = true;
  for (int k = 0; k < n_; ++k)
    decided &= single(static_cast<std::uint16_t>(dom[k] = dom_[cells[k]]));
  if (decided) {
    // Tier 0 has made it a permutation (it runs to its fixpoint first): only the clues
    // are left to check.
    int heights[kMaxSize];
    for (int k = 0; k < n_; ++k) heights[k] = std::countr_zero(dom[k]);
    if (front && visible_from_front(heights, n_) != front) return false;
    std::reverse(heights, heights + n_);
    return !back || visible_from_front(heights, n_) == back;
  }
  if (use == Use::Count || !front || !back) {
    if (!line_support(n_, front, back, dom, keep)) return false;
    for (int k = 0; k < n_; ++k)
      if (!set(cells[k], static_cast<std::uint16_t>(keep[k]))) return false;
    dirty1_ &= ~(1u << line);  // its own narrowing leaves the line at its fixpoint
    return true;
  }
  // Each clue on its own: what one clue removes may let the other remove more, so the
  // line stays marked when it changed.
  if (!line_support_each_clue(n_, front, back, dom, keep)) return false;
  for (int k = 0; k < n_; ++k)
    if (!set(cells[k], static_cast<std::uint16_t>(keep[k]))) return false;
  return true;
}

// Fish: the rows -> columns placement of one height is itself a permutation, so the
// line rule without clues (Hall sets) applies to it.
bool FastTowers::fish() {
  for (int v = 0; v < n_; ++v) {
    solver::Domain cols[kMaxSize], keep[kMaxSize];
    const auto bit = static_cast<std::uint16_t>(1u << v);
    for (int r = 0; r < n_; ++r) {
      cols[r] = 0;
      for (int c = 0; c < n_; ++c)
        if (dom_[r * n_ + c] & bit) cols[r] |= 1u << c;
    }
    if (!line_support(n_, 0, 0, cols, keep)) return false;
    for (int r = 0; r < n_; ++r)
      for (solver::Domain drop = cols[r] & ~keep[r]; drop; drop &= drop - 1)
        if (!set(r * n_ + std::countr_zero(drop), static_cast<std::uint16_t>(~bit))) return false;
  }
  return true;
}

// Forcing chains through two-valued cells, as solver/forcing_chain.hpp: the first
// supposition that contradicts itself is removed (so cheaper rules run again first).
// A supposition's chain is the closure of "a two-valued cell of a forced cell's row or
// column holding its height takes its other height"; it contradicts itself when a cell
// is forced two ways or two cells of a line one height, whatever the order of the walk.
// The walk is on cell masks (up to 81 cells: 128 bits), few branches per step.
void FastTowers::chain_masks(ChainMasks& m) const {
  m.two = 0;
  std::fill(m.holds, m.holds + kMaxSize, ChainMasks::Mask{0});
  for (int c = 0; c < n_ * n_; ++c) {
    const std::uint16_t d = dom_[c];
    if (two_values(d)) m.two |= ChainMasks::bit(c);
    for (std::uint16_t left = d; left; left &= left - 1) m.holds[std::countr_zero(left)] |= ChainMasks::bit(c);
  }
  for (int line = 0; line < 2 * n_; ++line) {
    m.line_cells[line] = 0;
    for (int k = 0; k < n_; ++k) m.line_cells[line] |= ChainMasks::bit(cells_[line][k]);
  }
}

bool FastTowers::forcing_chain() {
  using Mask = ChainMasks::Mask;
  const int cells = n_ * n_;
  auto bit = ChainMasks::bit;
  ChainMasks masks;
  chain_masks(masks);
  const Mask two = masks.two;
  const Mask* holds = masks.holds;
  const Mask* line_cells = masks.line_cells;
  Mask forced_to[kMaxSize];  // the chain's cells forced to height v
  int chain[kMaxSize * kMaxSize], height[kMaxSize * kMaxSize];
  for (int start = 0; start < cells; ++start) {
    if (!(two & bit(start))) continue;
    for (std::uint16_t left = dom_[start]; left; left &= left - 1) {
      const int value = std::countr_zero(left);
      std::fill(forced_to, forced_to + n_, Mask{0});
      Mask forced = bit(start);
      forced_to[value] = bit(start);
      chain[0] = start, height[0] = value;
      int length = 1;
      bool bad = false;
      for (int k = 0; k < length && !bad; ++k) {
        const int cell = chain[k], v = height[k];
        const Mask others = (line_cells[cell / n_] | line_cells[n_ + cell % n_]) & ~bit(cell);
        bad = (others & forced_to[v]) != 0;  // two cells of a line, one height
        for (Mask next = others & two & holds[v]; next && !bad; next &= next - 1) {
          const auto low = static_cast<std::uint64_t>(next);
          const int other = low ? std::countr_zero(low)
                                : 64 + std::countr_zero(static_cast<std::uint64_t>(next >> 64));
          const int w = std::countr_zero(static_cast<unsigned>(dom_[other] & ~(1u << v)));
          if (forced & bit(other)) {
            bad = !(forced_to[w] & bit(other));  // forced two ways
          } else {
            forced |= bit(other), forced_to[w] |= bit(other);
            chain[length] = other, height[length++] = w;
          }
        }
      }
      if (bad) return set(start, static_cast<std::uint16_t>(~(1u << value)));
    }
  }
  return true;
}

// Chains of two-valued cells whose ends share a height, as solver/xy_chain.hpp and in
// its order: from each two-valued start and each of its heights v, suppose the start is
// not v and walk breadth first through the two-valued cells of the forced cells' lines;
// the first cell that shares a line with the start and with a cell forced to v, and
// still holds v, loses it.
bool FastTowers::xy_chain() {
  using Mask = ChainMasks::Mask;
  const int cells = n_ * n_;
  auto bit = ChainMasks::bit;
  auto lowest = [](Mask m) {
    const auto low = static_cast<std::uint64_t>(m);
    return low ? std::countr_zero(low) : 64 + std::countr_zero(static_cast<std::uint64_t>(m >> 64));
  };
  ChainMasks masks;
  chain_masks(masks);
  const Mask two = masks.two;
  const Mask* holds = masks.holds;
  const Mask* line_cells = masks.line_cells;
  auto peers = [&](int cell) {
    return (line_cells[cell / n_] | line_cells[n_ + cell % n_]) & ~bit(cell);
  };
  int chain[kMaxSize * kMaxSize], height[kMaxSize * kMaxSize];
  for (int start = 0; start < cells; ++start) {
    if (!(two & bit(start))) continue;
    const Mask sees_start = peers(start);
    for (std::uint16_t left = dom_[start]; left; left &= left - 1) {
      const int v = std::countr_zero(left);
      Mask visited = bit(start);
      chain[0] = start;
      height[0] = std::countr_zero(static_cast<unsigned>(dom_[start] & ~(1u << v)));
      for (int k = 0, length = 1; k < length; ++k) {
        const int w = height[k];
        const Mask next = peers(chain[k]) & ~visited & holds[w];
        if (w == v && (next & sees_start))
          return set(lowest(next & sees_start), static_cast<std::uint16_t>(~(1u << v)));
        for (Mask m = next & two; m; m &= m - 1) {
          const int other = lowest(m);
          visited |= bit(other);
          chain[length] = other;
          height[length++] = std::countr_zero(static_cast<unsigned>(dom_[other] & ~(1u << w)));
        }
      }
    }
  }
  return true;
}

bool FastTowers::propagate(int tier, Use use) {
  for (;;) {
    while (decided_size_)
      if (!eliminate(decided_[--decided_size_])) return clear_pending(), false;
    if (dirty0_) {
      // One sweep over the lines that changed, the heights it decides eliminated after
      // it: a line is looked at once per sweep instead of once per decided cell near it
      // (the fixpoint is the same, tier 0 only narrows).
      for (std::uint32_t lines = std::exchange(dirty0_, 0u); lines; lines &= lines - 1)
        if (!line_tier0(std::countr_zero(lines))) return clear_pending(), false;
      continue;
    }
    if (tier < 1) return true;
    if (!dirty1_) {
      if (tier < 2 || !dirty2_) return true;
      dirty2_ = false;
      const std::size_t before = trail_.size();
      if (!fish() || (trail_.size() == before && !forcing_chain()) ||
          (trail_.size() == before && !xy_chain()))
        return clear_pending(), false;
      continue;
    }
    const int line = std::countr_zero(dirty1_);
    dirty1_ &= dirty1_ - 1;
    if ((use == Use::Level || front_[line] || back_[line]) && !line_tier1(line, use))
      return clear_pending(), false;
  }
}

bool FastTowers::solved() const {
  for (int c = 0; c < n_ * n_; ++c)
    if (!single(dom_[c])) return false;
  return true;
}

bool FastTowers::search(std::uint64_t limit, std::uint64_t& found, int depth) {
  if (report_) ++report_->nodes;
  if (!propagate(1, Use::Count)) {
    if (report_ && depth > 0) ++report_->backtracks;
    return true;
  }
  int best = -1, best_size = kMaxSize + 1;
  for (int c = 0; c < n_ * n_ && best_size > 2; ++c) {
    const int size = solver::count_bits(dom_[c]);
    if (size > 1 && size < best_size) best = c, best_size = size;
  }
  if (best < 0) {
    if (avoid_) {
      // A solution other than the known one is all other_solution looks for.
      int c = 0;
      while (c < n_ * n_ && dom_[c] == 1u << (avoid_[c] - 1)) ++c;
      if (c == n_ * n_) return true;
    }
    if (report_ && report_->found.size() < 2) {
      Grid& g = report_->found.emplace_back(static_cast<std::size_t>(n_ * n_));
      for (int c = 0; c < n_ * n_; ++c)
        g[static_cast<std::size_t>(c)] = std::countr_zero(dom_[c]) + 1;
    }
    return ++found < limit;
  }
  if (report_) {
    ++report_->guesses;
    report_->max_depth = std::max(report_->max_depth, depth + 1);
  }
  // other_solution tries the known solution's height last, so that another, if any,
  // tends to come first.
  const auto known = static_cast<std::uint16_t>(avoid_ ? 1u << (avoid_[best] - 1) : 0);
  std::uint16_t heights[kMaxSize];
  int count = 0;
  for (auto d = static_cast<std::uint16_t>(dom_[best] & ~known); d; d &= d - 1)
    heights[count++] = d & static_cast<std::uint16_t>(-d);
  if (dom_[best] & known) heights[count++] = known;
  for (int i = 0; i < count; ++i) {
    const std::size_t mark = trail_.size();
    const bool ok = set(best, heights[i]);
    if (!ok && report_) ++report_->backtracks;
    const bool go_on = !ok || search(limit, found, depth + 1);
    undo(mark);
    clear_pending();
    if (!go_on) return false;
  }
  return true;
}

std::uint64_t FastTowers::count(std::uint64_t limit) {
  std::uint64_t found = 0;
  Slot before;
  save(before);
  const bool finished = search(limit == 0 ? ~std::uint64_t{0} : limit, found, 0);
  if (report_) report_->complete = finished;
  restore(before);
  return found;
}

bool FastTowers::other_solution(const int* solution) {
  avoid_ = solution;
  const bool found = count(1) > 0;
  avoid_ = nullptr;
  return found;
}

FastCount FastTowers::count_reported(std::uint64_t limit) {
  FastCount out;
  report_ = &out;
  out.solutions = count(limit);
  report_ = nullptr;
  return out;
}

bool fast_solvable_within(const Puzzle& p, int tier) {
  FastTowers& t = core::thread_workspace<FastTowers>();
  return t.load(p) && t.propagate(tier) && t.solved();
}

bool fast_is_unique(const Puzzle& p) {
  FastTowers& t = core::thread_workspace<FastTowers>();
  return t.load(p) && t.count(2) == 1;
}

FastCount fast_count(const Puzzle& p, std::uint64_t limit) {
  FastTowers& t = core::thread_workspace<FastTowers>();
  if (!t.load(p)) {
    FastCount none;
    none.complete = true, none.nodes = 1;
    return none;
  }
  return t.count_reported(limit);
}

}  // namespace looplab::towers
