// What the ∞ Loop rules read, for the steps they record (solver/step.hpp). A tile's
// domain rests on its shape, the known sides that rule turns out and the turns ruled out
// by an earlier step (or, once decided, its turn): on a board holding only these, the
// domain is the same, so the same step follows.
#include <algorithm>
#include <bit>
#include <queue>

#include "families/infinity_loop/solver.hpp"

namespace looplab::infinity_loop {

namespace {

using solver::Fact;
using solver::Step;

auto ix(int i) {
  return static_cast<std::size_t>(i);
}

}  // namespace

Step& Solver::new_step(Step::Kind kind, Rule rule) {
  Step& s = steps_->emplace_back();
  s.kind = kind;
  s.rule = rule;
  s.tier = rules()[ix(rule)].tier;
  return s;
}

void Solver::record_match(int t, std::uint16_t keep_border, std::uint16_t keep_inner) {
  const std::uint16_t d = domain(t), next = d & keep_border & keep_inner;
  if (next == d) return;
  const bool decides = next && (next & (next - 1)) == 0;
  if (next && !decides) return;  // the known sides rule those turns out, for any later step to read
  Step& s = new_step(next ? Step::Rule : Step::Contradiction,
                     (d & keep_border) != next ? kNeighbourMatch : kBorder);
  tile_premises(s, t);
  for (int side = 0; side < 4; ++side) {
    const int e = edge_of(t, side);
    const std::uint8_t st = edge_[ix(e)];
    if (st == kUnknown) continue;
    for (unsigned left = d; left; left &= left - 1)
      if ((std::countr_zero(left) >> side & 1) != (st == kOn)) {
        known_side(s, e);
        break;
      }
  }
  if (decides) s.conclusions.push_back({Fact::Mark, turn_mark(t, std::countr_zero(next)), kHas});
}

void Solver::add_premise(Step& s, const Fact& f) const {
  if (std::find(s.premises.begin(), s.premises.end(), f) == s.premises.end()) s.premises.push_back(f);
}

void Solver::known_side(Step& s, int e) const {
  const std::uint8_t st = edge_[ix(e)];
  if (st != kUnknown) add_premise(s, {Fact::Mark, e, st == kOn ? kHas : kHasNot});
}

void Solver::tile_premises(Step& s, int t) const {
  const std::uint8_t shape = p_.tiles[ix(t)];
  add_premise(s, {Fact::Clue, t, shape});
  const std::uint16_t all = rotations_of(shape), d = domain(t);
  if ((all & (all - 1)) == 0) return;
  if ((d & (d - 1)) == 0 && d) return add_premise(s, {Fact::Mark, turn_mark(t, std::countr_zero(d)), kHas});
  for (unsigned out = all & ~d; out; out &= out - 1) {
    const int m = std::countr_zero(out);
    int by = -1;
    for (int side = 0; side < 4 && by < 0; ++side) {
      const std::uint8_t st = edge_[ix(edge_of(t, side))];
      if (st != kUnknown && (m >> side & 1) != (st == kOn)) by = edge_of(t, side);
    }
    if (by >= 0)
      known_side(s, by);
    else
      add_premise(s, {Fact::Mark, turn_mark(t, m), kHasNot});
  }
}

void Solver::narrowed(Step& s, int t, std::uint16_t keep) const {
  const std::uint16_t d = domain(t), next = d & keep;
  if (next == d || next == 0) return;
  if ((next & (next - 1)) == 0) {
    s.conclusions.push_back({Fact::Mark, turn_mark(t, std::countr_zero(next)), kHas});
    return;
  }
  for (unsigned out = d & ~keep; out; out &= out - 1)
    s.conclusions.push_back({Fact::Mark, turn_mark(t, std::countr_zero(out)), kHasNot});
}

void Solver::fence_premises(Step& s, int r0, int r1, int c0, int c1, int skip) const {
  auto side = [&](int e) {
    if (e == skip) return;
    // The border is no premise: every board has it.
    const bool border = e < vbase_ ? (e / cols_ == 0 || e / cols_ == rows_)
                                   : ((e - vbase_) % (cols_ + 1) == 0 || (e - vbase_) % (cols_ + 1) == cols_);
    if (!border) known_side(s, e);
  };
  for (int c = c0; c < c1; ++c) side(r0 * cols_ + c), side(r1 * cols_ + c);
  for (int r = r0; r < r1; ++r) side(vbase_ + r * (cols_ + 1) + c0), side(vbase_ + r * (cols_ + 1) + c1);
  for (int r = r0; r < r1; ++r)
    for (int c = c0; c < c1; ++c)
      if (p_.tile(r, c)) add_premise(s, {Fact::Clue, r * cols_ + c, p_.tile(r, c)});
}

void Solver::region_premises(Step& s, int from, int cut) const {
  std::vector<char> seen(ix(num_tiles()), 0);
  std::vector<int> todo{from};
  seen[ix(from)] = 1;
  for (std::size_t head = 0; head < todo.size(); ++head) {
    const int t = todo[head];
    add_premise(s, {Fact::Clue, t, p_.tiles[ix(t)]});
    for (int side = 0; side < 4; ++side) {
      const int e = edge_of(t, side), u = neighbour(t, side);
      if (e == cut || u < 0) continue;
      if (edge_[ix(e)] != kUnknown) {
        known_side(s, e);
      } else if (!seen[ix(u)]) {
        seen[ix(u)] = 1;
        todo.push_back(u);
      }
    }
  }
}

void Solver::split_premises(Step& s) const {
  int first = -1;
  for (int t = 0; t < num_tiles() && first < 0; ++t)
    if (p_.tiles[ix(t)]) first = t;
  if (first < 0) return;
  std::vector<char> seen(ix(num_tiles()), 0);
  std::vector<int> todo{first};
  seen[ix(first)] = 1;
  for (std::size_t head = 0; head < todo.size(); ++head) {
    const int t = todo[head];
    for (int side = 0; side < 4; ++side) {
      const int e = edge_of(t, side), u = neighbour(t, side);
      if (u < 0) continue;
      if (edge_[ix(e)] == kOff) {
        known_side(s, e);
      } else if (!seen[ix(u)]) {
        seen[ix(u)] = 1;
        todo.push_back(u);
      }
    }
  }
  add_premise(s, {Fact::Place, first, kPlaceNetwork});
  add_premise(s, {Fact::Clue, first, p_.tiles[ix(first)]});
  for (int t = 0; t < num_tiles(); ++t)
    if (p_.tiles[ix(t)] && !seen[ix(t)]) return add_premise(s, {Fact::Clue, t, p_.tiles[ix(t)]});
}

void Solver::tie_premises(Step& s, int a, int b, int skip_tile) const {
  // Breadth-first over sides, a tie (a tile) joining two of them. The tie of `skip_tile`
  // between a and b itself is left out (it is what is being concluded), but its other
  // ties may carry the path: the tile's turns left are premises already.
  std::vector<int> via(edge_.size(), -2);  // the tie that reached a side; -1 the start
  via[ix(a)] = -1;
  std::queue<int> todo;
  todo.push(a);
  while (!todo.empty() && via[ix(b)] == -2) {
    const int e = todo.front();
    todo.pop();
    for (std::size_t i = 0; i < ties_.size(); ++i) {
      const auto& [x, y, t] = ties_[i];
      if ((x != e && y != e) || (t == skip_tile && (x == a || x == b) && (y == a || y == b))) continue;
      const int other = x == e ? y : x;
      if (via[ix(other)] != -2) continue;
      via[ix(other)] = static_cast<int>(i);
      todo.push(other);
    }
  }
  if (via[ix(b)] == -2) return;
  for (int e = b; via[ix(e)] >= 0;) {
    const auto& [x, y, t] = ties_[ix(via[ix(e)])];
    tile_premises(s, t);
    e = x == e ? y : x;
  }
}

void Solver::trial_premises(Step& trial) {
  std::vector<Fact> decided{trial.supposed};
  for (const Step& link : trial.chain) {
    for (const Fact& f : link.premises)
      if (std::find(decided.begin(), decided.end(), f) == decided.end() &&
          std::find(trial.premises.begin(), trial.premises.end(), f) == trial.premises.end())
        trial.premises.push_back(f);
    decided.insert(decided.end(), link.conclusions.begin(), link.conclusions.end());
  }
}

bool Solver::assume(const Fact& f) {
  if (f.kind != Fact::Mark) return true;
  if (f.at < num_sides()) {
    const std::uint8_t want = f.value == kHas ? kOn : kOff;
    const std::uint8_t st = edge_[ix(f.at)];
    if (st != kUnknown) return st == want;
    set_edge(f.at, want);
    enqueue_ends(f.at);
    return true;
  }
  const int t = (f.at - num_sides()) / 16, m = (f.at - num_sides()) % 16;
  if (f.value == kHas) return decide(t, static_cast<std::uint8_t>(m));
  if (!narrow(t, static_cast<std::uint16_t>(~(1u << m)), kNumRules)) return false;
  enqueue(t);
  return true;
}

}  // namespace looplab::infinity_loop
