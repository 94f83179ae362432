#include "solver/visibility.hpp"

namespace looplab::solver {

int visible_from_front(const int* heights, int n) {
  int seen = 0, top = -1;
  for (int i = 0; i < n; ++i)
    if (heights[i] > top) top = heights[i], ++seen;
  return seen;
}

namespace {

Domain values_above(int v) {
  return v + 1 >= kMaxValues ? 0 : kValues & ~((value_bit(v + 1)) - 1);
}

class ClueBounds final : public Propagator {
 public:
  ClueBounds(int rule, std::vector<int> line, int front, int back)
      : Propagator(rule, std::move(line)), front_(front), back_(back) {}
  bool propagate(CpEngine& e) override {
    const int n = static_cast<int>(cells().size());
    // Facing clues a + b = n + 1: the line rises to the tallest and falls, so the
    // tallest stands a - 1 steps from the front.
    if (front_ && back_ && front_ + back_ == n + 1 &&
        !e.place(cells()[static_cast<std::size_t>(front_ - 1)], n - 1, rule()))
      return false;
    for (int side = 0; side < 2; ++side) {
      const int clue = side == 0 ? front_ : back_;
      if (clue <= 0) continue;
      for (int i = 0; i < n; ++i) {
        const int c = cells()[static_cast<std::size_t>(side == 0 ? i : n - 1 - i)];
        if (clue == 1 && i == 0) {
          if (!e.place(c, n - 1, rule())) return false;
        } else if (!e.remove(c, values_above(n - clue + i), rule())) {
          return false;
        }
      }
      if (!nearly_filled(e, side, clue)) return false;
    }
    return true;
  }

 private:
  // When the placed tallest towers already show clue - 1 of the towers seen, starting
  // `furthest` steps away, the cell next to the clue is the only other one seen, so it
  // is taller than the furthest - 1 cells between: it cannot be among their smallest.
  bool nearly_filled(CpEngine& e, int side, int clue) {
    const int n = static_cast<int>(cells().size());
    auto at = [&](int i) { return cells()[static_cast<std::size_t>(side == 0 ? i : n - 1 - i)]; };
    int pos[kMaxValues];
    for (int v = 0; v < n; ++v) pos[v] = n;
    for (int i = 0; i < n; ++i)
      if (is_placed(e.dom(at(i)))) pos[lowest_value(e.dom(at(i)))] = i;
    int furthest = n, seen = 0;
    for (int v = n - 1; v >= 0 && pos[v] < n; --v)
      if (pos[v] < furthest) furthest = pos[v], ++seen;
    if (clue != seen + 1 || furthest <= 1) return true;
    Domain small = 0;
    for (int v = 0, left = furthest - 1; v < n && left > 0; ++v) {
      if (pos[v] < n && pos[v] >= furthest) continue;  // stands beyond: not in front
      small |= value_bit(v), --left;
    }
    return e.remove(at(0), small, rule());
  }

  int front_, back_;
};

class LinePermutations final : public Propagator {
 public:
  LinePermutations(int rule, std::vector<int> line, int front, int back)
      : Propagator(rule, std::move(line)), front_(front), back_(back) {}

  bool propagate(CpEngine& e) override {
    n_ = static_cast<int>(cells().size());
    for (int i = 0; i < n_; ++i) {
      dom_[i] = e.dom(cells()[static_cast<std::size_t>(i)]) & kValues;
      seen_[i] = 0;
    }
    unsaturated_ = n_;
    found_ = false;
    walk(0, 0, -1, 0);
    if (!found_) return false;
    for (int i = 0; i < n_; ++i)
      if (!e.keep_only(cells()[static_cast<std::size_t>(i)], seen_[i], rule())) return false;
    return true;
  }

 private:
  // Returns false to stop the enumeration (nothing more can be learned).
  bool walk(int i, Domain used, int top, int seen_front) {
    if (i == n_) {
      if (back_ > 0 && visible_from_front(back_heights(), n_) != back_) return true;
      found_ = true;
      for (int k = 0; k < n_; ++k) {
        const Domain before = seen_[k];
        seen_[k] |= value_bit(line_[k]);
        if (before != dom_[k] && seen_[k] == dom_[k]) --unsaturated_;
      }
      return unsaturated_ > 0;
    }
    const Domain all = (value_bit(n_) - 1);
    for (Domain d = dom_[i] & ~used; d; d &= d - 1) {
      const int v = std::countr_zero(d);
      const int seen = seen_front + (v > top ? 1 : 0);
      const int new_top = v > top ? v : top;
      if (front_ > 0) {
        if (seen > front_) continue;
        // Every later tower taller than the current top could add one more.
        const int could = count_bits(all & ~(used | value_bit(v)) & ~(value_bit(new_top + 1) - 1));
        if (seen + could < front_) continue;
      }
      line_[i] = v;
      if (!walk(i + 1, used | value_bit(v), new_top, seen)) return false;
    }
    return true;
  }

  const int* back_heights() {
    for (int k = 0; k < n_; ++k) reversed_[k] = line_[n_ - 1 - k];
    return reversed_;
  }

  int front_, back_;
  int n_ = 0, unsaturated_ = 0;
  bool found_ = false;
  Domain dom_[kMaxValues] = {}, seen_[kMaxValues] = {};
  int line_[kMaxValues] = {}, reversed_[kMaxValues] = {};
};

}  // namespace

std::unique_ptr<Propagator> make_clue_bounds(int rule, std::vector<int> line, int front, int back) {
  return std::make_unique<ClueBounds>(rule, std::move(line), front, back);
}
std::unique_ptr<Propagator> make_line_permutations(int rule, std::vector<int> line, int front,
                                                   int back) {
  return std::make_unique<LinePermutations>(rule, std::move(line), front, back);
}

}  // namespace looplab::solver
