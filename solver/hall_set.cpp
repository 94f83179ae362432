// Full Hall-set reasoning for all-different by bipartite matching (Regin 1994): find a
// matching of every cell to a distinct value; then a value v may stay in cell c only
// if some complete matching uses (c, v), i.e. the edge is matched, lies on an
// alternating cycle (same strongly connected component of the oriented graph), or on
// an alternating path from a free value. Everything else is removed at once, which is
// what every naked and hidden subset of every size would remove together.
//
// Graph, with cells 0..m-1 and values as nodes m+v:
//   matched edge    cell -> its value
//   other edges     value -> cell
#include <algorithm>
#include <array>

#include "solver/all_different.hpp"
#include "solver/hall_filter.hpp"

namespace looplab::solver {

namespace {

class HallSet final : public Propagator {
 public:
  HallSet(int rule, std::vector<int> cells, Domain must)
      : Propagator(rule, std::move(cells)), must_(must) {}

  // A placed cell is matched to its value in every complete matching, so the matching
  // only runs over the open cells and the values not placed; what it removes, plus the
  // placed values, is what the whole unit's matching would remove. Once the unit is
  // all placed (the end of every solve) nothing is left to match.
  bool propagate(CpEngine& e) override {
    int open[kMaxValues];
    Domain dom[kMaxValues] = {}, drop[kMaxValues] = {};
    Domain placed = 0, all = 0;
    int m = 0;
    for (int c : cells()) {
      const Domain d = e.dom(c);
      if (is_placed(d)) {
        if (placed & d & kValues) return false;  // a value placed twice
        placed |= d & kValues;
      } else {
        open[m++] = c;
      }
      all |= d & kValues;
    }
    if ((all & must_) != must_) return false;
    if (m == 0) return true;
    for (int i = 0; i < m; ++i) dom[i] = e.dom(open[i]) & kValues & ~placed;
    if (!filter_.run(dom, m, must_ & ~placed, drop)) return false;
    if (e.recording())  // the matching reads the whole unit
      for (int c : cells()) e.read(c);
    for (int i = 0; i < m; ++i) {
      const Domain gone = drop[i] | (e.dom(open[i]) & placed);
      if (gone && !e.remove(open[i], gone, rule())) return false;
    }
    return true;
  }

 private:
  HallFilter filter_;
  Domain must_;
};

}  // namespace

bool HallFilter::run(const Domain* dom, int m, Domain must, Domain* drop) {
  m_ = m;
  for (int i = 0; i < m_; ++i) dom_[i] = dom[i], drop[i] = 0;
  cell_of_.fill(-1);
  for (int i = 0; i < m_; ++i) {
    Domain seen = 0;
    if (!augment(i, seen)) return false;  // no complete matching: a Hall set is over-full
  }
  for (int i = 0; i < m_; ++i) value_of_[i] = -1;
  Domain matched = 0;
  for (int v = 0; v < kMaxValues; ++v)
    if (cell_of_[v] >= 0) value_of_[cell_of_[v]] = v, matched |= value_bit(v);
  Domain all = 0;
  for (int i = 0; i < m_; ++i) all |= dom_[i];
  if ((all & must) != must) return false;
  // Values reachable from a free value: their other edges are all usable.
  Domain reach = all & ~matched;
  for (Domain frontier = reach; frontier;) {
    Domain next = 0;
    for (Domain f = frontier; f; f &= f - 1) {
      const int v = std::countr_zero(f);
      for (int i = 0; i < m_; ++i)
        if ((dom_[i] & value_bit(v)) && value_of_[i] != v) next |= value_bit(value_of_[i]);
    }
    frontier = next & ~reach;
    reach |= next;
  }
  // Strongly connected components (Tarjan).
  index_counter_ = 0;
  stack_size_ = 0;
  index_.fill(-1);
  for (int u = 0; u < m_; ++u)
    if (index_[u] < 0) strongconnect(u);
  for (int v = 0; v < kMaxValues; ++v)
    if ((all & value_bit(v)) && index_[m_ + v] < 0) strongconnect(m_ + v);
  for (int i = 0; i < m_; ++i)
    for (Domain d = dom_[i]; d; d &= d - 1) {
      const int v = std::countr_zero(d);
      if (v == value_of_[i] || (reach & value_bit(v)) || comp_[i] == comp_[m_ + v]) continue;
      drop[i] |= value_bit(v);
    }
  return true;
}

bool HallFilter::augment(int i, Domain& seen) {
  for (Domain d = dom_[i] & ~seen; d; d &= d - 1) {
    const int v = std::countr_zero(d);
    if (seen & value_bit(v)) continue;
    seen |= value_bit(v);
    if (cell_of_[v] < 0 || augment(cell_of_[v], seen)) {
      cell_of_[v] = i;
      return true;
    }
  }
  return false;
}

template <class Visit>
void HallFilter::successors(int u, Visit&& visit) const {
  if (u < m_) {
    visit(m_ + value_of_[u]);
  } else {
    const int v = u - m_;
    for (int i = 0; i < m_; ++i)
      if ((dom_[i] & value_bit(v)) && value_of_[i] != v) visit(i);
  }
}

void HallFilter::strongconnect(int u) {
  index_[u] = low_[u] = index_counter_++;
  stack_[stack_size_++] = u;
  on_stack_[u] = true;
  successors(u, [&](int w) {
    if (index_[w] < 0) {
      strongconnect(w);
      low_[u] = std::min(low_[u], low_[w]);
    } else if (on_stack_[w]) {
      low_[u] = std::min(low_[u], index_[w]);
    }
  });
  if (low_[u] == index_[u]) {
    int w;
    do {
      w = stack_[--stack_size_];
      on_stack_[w] = false;
      comp_[w] = u;
    } while (w != u);
  }
}

std::unique_ptr<Propagator> make_hall_set(int rule, std::vector<int> cells, Domain must_appear) {
  return std::make_unique<HallSet>(rule, std::move(cells), must_appear);
}

}  // namespace looplab::solver
