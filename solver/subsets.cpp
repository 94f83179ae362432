// Naked and hidden subsets ("N cells that can only hold N values", and the dual
// "N values that fit only N cells"), enumerated for k = 2..max_k over the unplaced
// cells of one all-different unit.
#include <cstdint>

#include "solver/all_different.hpp"

namespace looplab::solver {

namespace {

// Calls found(members, union) for every k-subset of items[0..n) whose masks' union has
// at most k bits, stopping early when found returns false.
template <class Found>
bool small_unions(const Domain* items, int n, int k, Found&& found) {
  int pick[kMaxValues];
  Domain unions[kMaxValues + 1];
  unions[0] = 0;
  int depth = 0;
  pick[0] = -1;
  while (depth >= 0) {
    int next = ++pick[depth];
    if (next > n - (k - depth)) {
      --depth;
      continue;
    }
    unions[depth + 1] = unions[depth] | items[next];
    if (count_bits(unions[depth + 1]) > k) continue;
    if (depth + 1 == k) {
      std::uint32_t members = 0;
      for (int i = 0; i < k; ++i) members |= 1u << pick[i];
      if (!found(members, unions[k])) return false;
    } else {
      ++depth;
      pick[depth] = next;
    }
  }
  return true;
}

class NakedSubset final : public Propagator {
 public:
  NakedSubset(int rule, std::vector<int> cells, int max_k)
      : Propagator(rule, std::move(cells)), max_k_(max_k) {}
  bool propagate(CpEngine& e) override {
    int open[kMaxValues];
    Domain doms[kMaxValues];
    int n = 0;
    for (int c : cells())
      if (!is_placed(e.dom(c))) open[n] = c, doms[n] = e.dom(c) & kValues, ++n;
    for (int k = 2; k <= max_k_ && k < n; ++k) {
      bool ok = small_unions(doms, n, k, [&](std::uint32_t members, Domain values) {
        if (count_bits(values) < k) return false;
        for (int i = 0; i < n; ++i)
          if (members >> i & 1u) e.read(open[i]);
        for (int i = 0; i < n; ++i)
          if (!(members >> i & 1u) && !e.remove(open[i], values, rule())) return false;
        e.end_step();
        return true;
      });
      if (!ok) return false;
    }
    return true;
  }

 private:
  int max_k_;
};

class HiddenSubset final : public Propagator {
 public:
  HiddenSubset(int rule, std::vector<int> cells, Domain must, int max_k)
      : Propagator(rule, std::move(cells)), must_(must), max_k_(max_k) {}
  bool propagate(CpEngine& e) override {
    int open[kMaxValues];
    int n = 0;
    Domain placed = 0;
    for (int c : cells()) {
      if (is_placed(e.dom(c)))
        placed |= e.dom(c) & kValues;
      else
        open[n++] = c;
    }
    // places[j] = the open cells (as bits) where value vals[j] still fits.
    int vals[kMaxValues];
    Domain places[kMaxValues];
    int m = 0;
    for (Domain left = must_ & ~placed & kValues; left; left &= left - 1) {
      const int v = std::countr_zero(left);
      Domain where = 0;
      for (int i = 0; i < n; ++i)
        if (e.dom(open[i]) & value_bit(v)) where |= 1u << i;
      vals[m] = v, places[m] = where, ++m;
    }
    for (int k = 2; k <= max_k_ && k < m; ++k) {
      bool ok = small_unions(places, m, k, [&](std::uint32_t members, Domain where) {
        if (count_bits(where) < k) return false;
        Domain keep = 0;
        for (int j = 0; j < m; ++j)
          if (members >> j & 1u) keep |= value_bit(vals[j]);
        for (int c : cells()) e.read(c, keep);  // where those values can't go
        for (int i = 0; i < n; ++i)
          if ((where >> i & 1u) && !e.keep_only(open[i], keep, rule())) return false;
        e.end_step();
        return true;
      });
      if (!ok) return false;
    }
    return true;
  }

 private:
  Domain must_;
  int max_k_;
};

}  // namespace

std::unique_ptr<Propagator> make_naked_subset(int rule, std::vector<int> cells, int max_k) {
  return std::make_unique<NakedSubset>(rule, std::move(cells), max_k);
}
std::unique_ptr<Propagator> make_hidden_subset(int rule, std::vector<int> cells, Domain must_appear,
                                               int max_k) {
  return std::make_unique<HiddenSubset>(rule, std::move(cells), must_appear, max_k);
}

}  // namespace looplab::solver
