#include "families/towers/fast.hpp"

#include <algorithm>
#include <bit>

#include "solver/visibility.hpp"

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
  std::fill(std::begin(seen_decided_), std::end(seen_decided_), 0);
  for (int c = 0; c < n_ * n_; ++c) {
    const int g = p.givens[static_cast<std::size_t>(c)];
    dom_[c] = g ? static_cast<std::uint16_t>(1u << (g - 1)) : all_;
  }
  for (int i = 0; i < n_; ++i) {
    front_[i] = p.clue(kLeft, i), back_[i] = p.clue(kRight, i);
    front_[n_ + i] = p.clue(kTop, i), back_[n_ + i] = p.clue(kBottom, i);
  }
  dirty0_ = dirty1_ = (1u << (2 * n_)) - 1;
  dirty2_ = true;
  // The fixed bounds: the cell i steps from a clue c is at most n-c+1+i tall, a clue 1
  // sees the tallest next to it, facing clues a + b = n + 1 put it a - 1 steps in.
  // Applied in place: nothing ever undoes below the loaded state.
  const auto tallest = static_cast<std::uint16_t>(1u << (n_ - 1));
  auto bound = [&](int c, std::uint16_t keep) { return (dom_[c] &= keep) != 0; };
  for (int line = 0; line < 2 * n_; ++line) {
    const int front = front_[line], back = back_[line];
    if (front && back && front + back == n_ + 1 && !bound(cells_[line][front - 1], tallest))
      return false;
    if (front == 1 && !bound(cells_[line][0], tallest)) return false;
    if (back == 1 && !bound(cells_[line][n_ - 1], tallest)) return false;
    for (int i = 0; i < n_; ++i) {
      if (front > 1 && !bound(cells_[line][i], at_most(n_ - front + i))) return false;
      if (back > 1 && !bound(cells_[line][n_ - 1 - i], at_most(n_ - back + i))) return false;
    }
  }
  decided_size_ = 0;
  for (int c = 0; c < n_ * n_; ++c)
    if (single(dom_[c])) decided_[decided_size_++] = static_cast<std::uint8_t>(c);
  return true;
}

// A decided height leaves the rest of its row and column.
bool FastTowers::eliminate(int cell) {
  const auto keep = static_cast<std::uint16_t>(~dom_[cell]);
  const int* row = cells_[cell / n_];
  const int* col = cells_[n_ + cell % n_];
  for (int k = 0; k < n_; ++k) {
    if (row[k] != cell && !set(row[k], keep)) return false;
    if (col[k] != cell && !set(col[k], keep)) return false;
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

bool FastTowers::line_tier0(int line) {
  const int* cells = cells_[line];
  std::uint16_t d[kMaxSize];
  int pos[kMaxSize];
  // Decided heights have left the other cells already (eliminate).
  std::uint16_t decided = 0;
  for (int k = 0; k < n_; ++k) {
    d[k] = dom_[cells[k]];
    pos[k] = n_;
  }
  for (int k = 0; k < n_; ++k)
    if (single(d[k])) decided |= d[k], pos[std::countr_zero(d[k])] = k;
  // A height with one possible cell goes there (none: contradiction).
  std::uint16_t once = 0, twice = 0;
  for (int k = 0; k < n_; ++k) {
    twice |= once & d[k];
    once = (once | d[k]) & ~twice;
  }
  if ((once | twice) != all_) return false;
  const std::uint16_t singles = once & static_cast<std::uint16_t>(~decided);
  if (singles)
    for (int k = 0; k < n_; ++k) {
      const std::uint16_t hit = d[k] & singles;
      if (!hit || single(d[k])) continue;
      if (!single(hit) || !set(cells[k], hit)) return false;
    }
  // The "nearly seen" rule needs the tallest decided (without it, it is the fixed
  // bound of a clue 1), and reads only where the decided heights stand, so it runs
  // again only when more are decided (the cache is cleared on undo).
  if (!(decided & (1u << (n_ - 1))) || seen_decided_[line] == decided) return true;
  seen_decided_[line] = decided;
  if (front_[line] && !nearly_seen(line, 0, front_[line], pos)) return false;
  if (back_[line] && !nearly_seen(line, 1, back_[line], pos)) return false;
  return true;
}

bool FastTowers::line_tier1(int line) {
  solver::Domain dom[kMaxSize], keep[kMaxSize];
  for (int k = 0; k < n_; ++k) dom[k] = dom_[cells_[line][k]];
  if (!solver::line_support(n_, front_[line], back_[line], dom, keep)) return false;
  for (int k = 0; k < n_; ++k)
    if (!set(cells_[line][k], static_cast<std::uint16_t>(keep[k]))) return false;
  dirty1_ &= ~(1u << line);  // its own narrowing leaves the line at its fixpoint
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
    if (!solver::line_support(n_, 0, 0, cols, keep)) return false;
    for (int r = 0; r < n_; ++r)
      for (solver::Domain drop = cols[r] & ~keep[r]; drop; drop &= drop - 1)
        if (!set(r * n_ + std::countr_zero(drop), static_cast<std::uint16_t>(~bit))) return false;
  }
  return true;
}

// Forcing chains through two-valued cells, as solver/forcing_chain.hpp: the first
// supposition that contradicts itself is removed (so cheaper rules run again first).
bool FastTowers::forcing_chain() {
  const int cells = n_ * n_;
  int forced[kMaxSize * kMaxSize], chain[kMaxSize * kMaxSize];
  std::fill(forced, forced + cells, -1);
  for (int start = 0; start < cells; ++start) {
    const std::uint16_t d = dom_[start];
    if (!two_values(d)) continue;
    for (std::uint16_t left = d; left; left &= left - 1) {
      const int value = std::countr_zero(left);
      int length = 0;
      bool bad = false;
      auto force = [&](int cell, int v) {
        if (forced[cell] >= 0) {
          bad |= forced[cell] != v;
          return;
        }
        forced[cell] = v, chain[length++] = cell;
      };
      force(start, value);
      for (int k = 0; k < length && !bad; ++k) {
        const int cell = chain[k], v = forced[cell];
        for (const int* unit : {cells_[cell / n_], cells_[n_ + cell % n_]})
          for (int i = 0; i < n_; ++i) {
            const int other = unit[i];
            if (other == cell) continue;
            const std::uint16_t od = dom_[other];
            if (forced[other] == v) bad = true;  // two cells of a unit, one value
            if (!two_values(od) || !(od & (1u << v))) continue;
            force(other, std::countr_zero(static_cast<unsigned>(od & ~(1u << v))));
          }
      }
      for (int k = 0; k < length; ++k) forced[chain[k]] = -1;
      if (bad) return set(start, static_cast<std::uint16_t>(~(1u << value)));
    }
  }
  return true;
}

bool FastTowers::propagate(int tier, bool all_lines) {
  for (;;) {
    if (decided_size_) {
      if (!eliminate(decided_[--decided_size_])) return clear_pending(), false;
      continue;
    }
    if (dirty0_) {
      const int line = std::countr_zero(dirty0_);
      dirty0_ &= dirty0_ - 1;
      if (!line_tier0(line)) return clear_pending(), false;
      continue;
    }
    if (tier < 1) return true;
    if (!dirty1_) {
      if (tier < 2 || !dirty2_) return true;
      dirty2_ = false;
      const std::size_t before = trail_.size();
      if (!fish() || (trail_.size() == before && !forcing_chain())) return clear_pending(), false;
      continue;
    }
    const int line = std::countr_zero(dirty1_);
    dirty1_ &= dirty1_ - 1;
    if ((all_lines || front_[line] || back_[line]) && !line_tier1(line))
      return clear_pending(), false;
  }
}

bool FastTowers::solved() const {
  for (int c = 0; c < n_ * n_; ++c)
    if (!single(dom_[c])) return false;
  return true;
}

bool FastTowers::search(std::uint64_t limit, std::uint64_t& found) {
  if (!propagate(1, false)) return true;
  int best = -1, best_size = kMaxSize + 1;
  for (int c = 0; c < n_ * n_ && best_size > 2; ++c) {
    const int size = solver::count_bits(dom_[c]);
    if (size > 1 && size < best_size) best = c, best_size = size;
  }
  if (best < 0) return ++found < limit;
  for (std::uint16_t d = dom_[best]; d; d &= d - 1) {
    const std::size_t mark = trail_.size();
    const bool ok = set(best, d & static_cast<std::uint16_t>(-d));
    const bool go_on = !ok || search(limit, found);
    undo(mark);
    clear_pending();
    if (!go_on) return false;
  }
  return true;
}

bool FastTowers::fill_randomly(core::Rng& rng) {
  if (!propagate(1, false)) return false;
  int best = -1, best_size = kMaxSize + 1;
  for (int c = 0; c < n_ * n_ && best_size > 2; ++c) {
    const int size = solver::count_bits(dom_[c]);
    if (size > 1 && size < best_size) best = c, best_size = size;
  }
  if (best < 0) return true;
  int values[kMaxSize], k = 0;
  for (std::uint16_t d = dom_[best]; d; d &= d - 1) values[k++] = std::countr_zero(d);
  for (int i = k; i > 1; --i) std::swap(values[i - 1], values[rng.below(i)]);
  for (int i = 0; i < k; ++i) {
    const std::size_t mark = trail_.size();
    if (set(best, static_cast<std::uint16_t>(1u << values[i])) && fill_randomly(rng)) return true;
    undo(mark);
    clear_pending();
  }
  return false;
}

Grid FastTowers::random_solution(const Puzzle& p, core::Rng& rng) {
  if (!load(p) || !fill_randomly(rng)) return {};
  Grid g(static_cast<std::size_t>(n_ * n_));
  for (int c = 0; c < n_ * n_; ++c) g[static_cast<std::size_t>(c)] = std::countr_zero(dom_[c]) + 1;
  return g;
}

std::uint64_t FastTowers::count(std::uint64_t limit) {
  std::uint64_t found = 0;
  search(limit == 0 ? ~std::uint64_t{0} : limit, found);
  return found;
}

bool fast_solvable_within(const Puzzle& p, int tier) {
  thread_local FastTowers t;
  return t.load(p) && t.propagate(tier) && t.solved();
}

bool fast_is_unique(const Puzzle& p) {
  thread_local FastTowers t;
  return t.load(p) && t.count(2) == 1;
}

}  // namespace looplab::towers
