#include "families/towers/visibility.hpp"

#include <algorithm>
#include <array>
#include <mutex>

namespace looplab::towers {

using solver::CpEngine;
using solver::Domain;
using solver::kMaxValues;
using solver::Propagator;
using solver::count_bits;
using solver::is_placed;
using solver::kValues;
using solver::lowest_value;
using solver::value_bit;

int visible_from_front(const int* heights, int n) {
  int seen = 0, top = -1;
  for (int i = 0; i < n; ++i)
    if (heights[i] > top) top = heights[i], ++seen;
  return seen;
}

namespace {

// The two clues of a line, read through pointers so that a model built once can be
// reused for other clue sets; a propagator made from plain values points at its own copy.
class LineClues {
 public:
  LineClues(const int* front, const int* back, ClueIds ids)
      : ids_(ids), front_(front), back_(back) {}
  LineClues(int front, int back, ClueIds ids)
      : own_{front, back}, ids_(ids), front_(&own_[0]), back_(&own_[1]) {}
  LineClues(const LineClues&) = delete;
  int front() const { return *front_; }
  int back() const { return *back_; }
  // A step reads the clue on `side` (0 front, 1 back), when it has one.
  void read(CpEngine& e, int side) const {
    const int clue = side == 0 ? front() : back();
    if (clue && ids_[static_cast<std::size_t>(side)] >= 0)
      e.read_clue(ids_[static_cast<std::size_t>(side)], clue);
  }

 private:
  int own_[2] = {};
  ClueIds ids_;
  const int* front_;
  const int* back_;
};

class ClueBounds final : public Propagator {
 public:
  template <class... Clues>
  ClueBounds(int rule, std::vector<int> line, Clues... clues)
      : Propagator(rule, std::move(line)), clues_(clues...) {}
  bool propagate(CpEngine& e) override {
    const int front = clues_.front(), back = clues_.back();
    if (!front && !back) return true;
    const int n = static_cast<int>(cells().size());
    // Facing clues a + b = n + 1: the line rises to the tallest and falls, so the
    // tallest stands a - 1 steps from the front.
    if (front && back && front + back == n + 1) {
      clues_.read(e, 0), clues_.read(e, 1);
      if (!e.place(cells()[static_cast<std::size_t>(front - 1)], n - 1, rule())) return false;
      e.end_step();
    }
    for (int side = 0; side < 2; ++side) {
      const int clue = side == 0 ? front : back;
      if (clue <= 0) continue;
      if (clue == 1) {
        clues_.read(e, side);
        if (!e.place(cells()[static_cast<std::size_t>(side == 0 ? 0 : n - 1)], n - 1, rule()))
          return false;
        e.end_step();
      }
      if (!lower_bounds(e, side, clue) || !nearly_filled(e, side, clue)) return false;
    }
    return true;
  }

 private:
  // pos[v] = how many steps from the clue on `side` height v is placed (n: not placed).
  // A step reading them reads the clue and the placed cells of the line.
  void where_placed(CpEngine& e, int side, int* pos) const {
    const int n = static_cast<int>(cells().size());
    if (e.recording()) {
      clues_.read(e, side);
      for (int c : cells()) e.read(c, 0);
    }
    for (int v = 0; v < n; ++v) pos[v] = n;
    for (int i = 0; i < n; ++i) {
      const Domain d = e.dom(cells()[static_cast<std::size_t>(side == 0 ? i : n - 1 - i)]);
      if (is_placed(d)) pos[lowest_value(d)] = i;
    }
  }

  // From the tallest height down, each counted height v keeps out of the first
  // clue - 1 - k cells, k the heights counted before it: standing j steps in, v shows at
  // most j + 1 + k towers. A decided height with a decided one at least two taller in
  // front of it is hidden and not counted (as Towers' own solver does, which leaves one
  // taller in front still counted). With nothing decided this is the fixed bound: the
  // cell i steps in holds at most n - clue + 1 + i.
  bool lower_bounds(CpEngine& e, int side, int clue) {
    const int n = static_cast<int>(cells().size());
    auto at = [&](int i) { return cells()[static_cast<std::size_t>(side == 0 ? i : n - 1 - i)]; };
    int pos[kMaxValues];
    where_placed(e, side, pos);
    Domain drop[kMaxValues] = {};
    for (int v = n - 1, counted = 0; v >= 0 && counted < clue - 1; --v) {
      bool hidden = false;
      for (int taller = v + 2; taller < n && pos[v] < n && !hidden; ++taller) hidden = pos[taller] < pos[v];
      if (hidden) continue;
      for (int j = 0; j < clue - 1 - counted; ++j) drop[j] |= value_bit(v);
      ++counted;
    }
    for (int j = 0; j < clue - 1; ++j)
      if (!e.remove(at(j), drop[j], rule())) return false;
    e.end_step();
    return true;
  }

  // When the placed tallest towers already show clue - 1 of the towers seen, starting
  // `furthest` steps away, the cell next to the clue is the only other one seen, so it
  // is taller than the furthest - 1 cells between: it cannot be among their smallest.
  bool nearly_filled(CpEngine& e, int side, int clue) {
    const int n = static_cast<int>(cells().size());
    auto at = [&](int i) { return cells()[static_cast<std::size_t>(side == 0 ? i : n - 1 - i)]; };
    int pos[kMaxValues];
    where_placed(e, side, pos);
    int furthest = n, seen = 0;
    for (int v = n - 1; v >= 0 && pos[v] < n; --v)
      if (pos[v] < furthest) furthest = pos[v], ++seen;
    if (clue != seen + 1 || furthest <= 1) {
      e.end_step();  // nothing concluded: drops what it read
      return true;
    }
    Domain small = 0;
    for (int v = 0, left = furthest - 1; v < n && left > 0; ++v) {
      if (pos[v] < n && pos[v] >= furthest) continue;  // stands beyond: not in front
      small |= value_bit(v), --left;
    }
    if (!e.remove(at(0), small, rule())) return false;
    e.end_step();
    return true;
  }

  LineClues clues_;
};

// Support by walking: a depth-first enumeration of the permutations that fit the
// domains, pruned by the front clue, stopped once every value of every cell is seen.
class SupportWalk {
 public:
  SupportWalk(int n, int front, int back, const Domain* dom, Domain* out)
      : n_(n), front_(front), back_(back), dom_(dom), seen_(out) {}
  bool run() {
    for (int i = 0; i < n_; ++i) seen_[i] = 0;
    unsaturated_ = n_;
    walk(0, 0, -1, 0);
    return found_;
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

  int n_, front_, back_;
  const Domain* dom_;
  Domain* seen_;
  int unsaturated_ = 0;
  bool found_ = false;
  int line_[kMaxValues] = {}, reversed_[kMaxValues] = {};
};

// Every permutation of heights 0..n-1 (n <= kPermutationTableMax) as an n*n-bit mask, bit i*n + v
// = cell i holds v, listed under its pair of clues (front, back), under (front, 0) and
// under (0, back): a line's domains are one mask of the same shape, and a permutation
// fits them when it has no bit outside it.
//
//   lists[front * (n + 1) + back]   front, back in 0..n (0 = no clue); lists[0], every
//                                   permutation, only up to kNoClueTableMax
//
// Built once per size on first use (n = 8: 3 x 40320 words).
// Each list is in lexicographic order, so the permutations starting with height v
// are one run of it: first[list][v] .. first[list][v + 1].
struct PermutationTable {
  std::vector<std::vector<std::uint64_t>> lists;
  std::vector<std::array<std::uint32_t, kPermutationTableMax + 1>> first;
};

const PermutationTable& permutation_table(int n) {
  static std::once_flag once[kPermutationTableMax + 1];
  static PermutationTable tables[kPermutationTableMax + 1];
  std::call_once(once[n], [n] {
    PermutationTable& t = tables[n];
    t.lists.resize(static_cast<std::size_t>((n + 1) * (n + 1)));
    int line[kMaxValues], reversed[kMaxValues];
    for (int i = 0; i < n; ++i) line[i] = i;
    do {
      std::uint64_t mask = 0;
      for (int i = 0; i < n; ++i) {
        mask |= std::uint64_t{1} << (i * n + line[i]);
        reversed[i] = line[n - 1 - i];
      }
      const int front = visible_from_front(line, n), back = visible_from_front(reversed, n);
      for (int key : {front * (n + 1) + back, front * (n + 1), back})
        t.lists[static_cast<std::size_t>(key)].push_back(mask);
      if (n <= kNoClueTableMax) t.lists[0].push_back(mask);
    } while (std::next_permutation(line, line + n));
    t.first.resize(t.lists.size());
    for (std::size_t k = 0; k < t.lists.size(); ++k) {
      const auto& list = t.lists[k];
      std::uint32_t i = 0;
      for (int v = 0; v <= n; ++v) {
        // Bits 0..n-1 of a mask are the first cell's height.
        while (i < list.size() && std::countr_zero(list[i]) < v) ++i;
        t.first[k][static_cast<std::size_t>(v)] = i;
      }
    }
  });
  return tables[n];
}

class LinePermutations final : public Propagator {
 public:
  template <class... Clues>
  LinePermutations(int rule, std::vector<int> line, bool each_clue, Clues... clues)
      : Propagator(rule, std::move(line)), each_clue_(each_clue), clues_(clues...) {}

  bool propagate(CpEngine& e) override {
    const int front = clues_.front(), back = clues_.back();
    if (!front && !back) return true;
    const int n = static_cast<int>(cells().size());
    Domain dom[kMaxValues], seen[kMaxValues];
    for (int i = 0; i < n; ++i) dom[i] = e.dom(cells()[static_cast<std::size_t>(i)]) & kValues;
    if (!(each_clue_ ? line_support_each_clue : line_support)(n, front, back, dom, seen)) return false;
    if (e.recording()) {  // the clues and every cell of the line
      clues_.read(e, 0), clues_.read(e, 1);
      for (int c : cells()) e.read(c);
    }
    for (int i = 0; i < n; ++i)
      if (!e.keep_only(cells()[static_cast<std::size_t>(i)], seen[i], rule())) return false;
    return true;
  }

 private:
  bool each_clue_;
  LineClues clues_;
};

}  // namespace

bool line_support_walk(int n, int front, int back, const Domain* dom, Domain* out) {
  return SupportWalk(n, front, back, dom, out).run();
}

bool line_support_table(int n, int front, int back, const Domain* dom, Domain* out) {
  LK_REQUIRE(n <= kPermutationTableMax, "line_support_table is for lines of up to 8 cells");
  for (int i = 0; i < n; ++i) out[i] = 0;
  if (!front && !back && n > kNoClueTableMax) {
    // No clue on a long line: no table (n! entries); every permutation of the domains
    // counts.
    return SupportWalk(n, 0, 0, dom, out).run();
  }
  std::uint64_t allowed = 0;
  for (int i = 0; i < n; ++i) allowed |= static_cast<std::uint64_t>(dom[i]) << (i * n);
  const std::uint64_t outside = ~allowed;
  std::uint64_t support = 0;
  const PermutationTable& t = permutation_table(n);
  const auto key = static_cast<std::size_t>(front * (n + 1) + back);
  const std::uint64_t* list = t.lists[key].data();
  const auto& first = t.first[key];
  for (Domain d = dom[0] & ((Domain{1} << n) - 1); d; d &= d - 1) {
    const int v = std::countr_zero(d);
    for (std::uint32_t i = first[static_cast<std::size_t>(v)];
         i < first[static_cast<std::size_t>(v + 1)]; ++i) {
      // Without a branch on the fit, which no predictor guesses (half the time spent
      // on mispredictions before): a permutation that does not fit adds nothing.
      const std::uint64_t perm = list[i];
      support |= perm & (0 - static_cast<std::uint64_t>((perm & outside) == 0));
      if (support == allowed) break;  // every value is seen: nothing to remove
    }
    if (support == allowed) break;
  }
  if (!support) return false;
  const std::uint64_t cell_mask = (std::uint64_t{1} << n) - 1;
  for (int i = 0; i < n; ++i) out[i] = static_cast<Domain>((support >> (i * n)) & cell_mask);
  return true;
}

bool line_support(int n, int front, int back, const Domain* dom, Domain* out) {
  const bool table = n <= (front || back ? kPermutationTableMax : kNoClueTableMax);
  return table ? line_support_table(n, front, back, dom, out)
               : line_support_walk(n, front, back, dom, out);
}

bool line_support_each_clue(int n, int front, int back, const Domain* dom, Domain* out) {
  if (!front || !back) return line_support(n, front, back, dom, out);
  Domain other[kMaxValues];
  if (!line_support(n, front, 0, dom, out) || !line_support(n, 0, back, dom, other)) return false;
  for (int i = 0; i < n; ++i) out[i] &= other[i];
  return true;
}

std::unique_ptr<Propagator> make_clue_bounds(int rule, std::vector<int> line, int front, int back,
                                             ClueIds ids) {
  return std::make_unique<ClueBounds>(rule, std::move(line), front, back, ids);
}
std::unique_ptr<Propagator> make_clue_bounds(int rule, std::vector<int> line, const int* front,
                                             const int* back, ClueIds ids) {
  return std::make_unique<ClueBounds>(rule, std::move(line), front, back, ids);
}
std::unique_ptr<Propagator> make_line_permutations(int rule, std::vector<int> line, int front,
                                                   int back, bool each_clue, ClueIds ids) {
  return std::make_unique<LinePermutations>(rule, std::move(line), each_clue, front, back, ids);
}
std::unique_ptr<Propagator> make_line_permutations(int rule, std::vector<int> line,
                                                   const int* front, const int* back,
                                                   bool each_clue, ClueIds ids) {
  return std::make_unique<LinePermutations>(rule, std::move(line), each_clue, front, back, ids);
}

}  // namespace looplab::towers
