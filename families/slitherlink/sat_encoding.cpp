// A Slitherlink clue as clauses (sat_engine.hpp): the count of its face's sides. Everything
// about loops (degrees, inside/outside, connectivity) is the loop SAT engine's.
#include "families/slitherlink/sat_engine.hpp"

namespace looplab::slitherlink {

namespace {

// A single proof counts on faces with this many sides or more with sequential counters:
// every subset of a dodecagon's sides is 4,096 of them (1,584 clauses for a 6), the
// counters 2 x 12 x 6. Clue switches (a selector) keep the subsets: clue removal's one
// engine for thousands of questions runs 1.5x slower with counters on dodecagonal grids.
constexpr int kCounterSides = 10;

// "At most k of `lits`" as a sequential counter (Sinz 2005): s[i][j] is implied by
// "j of the first i+1 are true". Those definitions hold whatever the literals are, so
// only the overflow clauses carry the selector (0: none), and a clue retired for good
// leaves its counter unconstrained.
void at_most(solver::LoopSat& sat, const std::vector<int>& lits, int k, int selector, std::vector<int>& clause) {
  const int n = static_cast<int>(lits.size());
  if (k >= n) return;
  auto add = [&](std::initializer_list<int> ls, bool guarded) {
    clause.clear();
    if (guarded && selector != 0) clause.push_back(-selector);
    clause.insert(clause.end(), ls);
    sat.add_clause(clause);
  };
  if (k == 0) {
    for (int x : lits) add({-x}, true);
    return;
  }
  std::vector<int> prev(static_cast<std::size_t>(k)), cur(prev.size());
  for (int i = 0; i < n - 1; ++i) {
    const int x = lits[static_cast<std::size_t>(i)];
    for (int j = 0; j < k; ++j) cur[static_cast<std::size_t>(j)] = sat.new_var();
    add({-x, cur[0]}, false);
    if (i == 0)
      for (int j = 1; j < k; ++j) add({-cur[static_cast<std::size_t>(j)]}, false);
    if (i > 0) {
      for (int j = 0; j < k; ++j) add({-prev[static_cast<std::size_t>(j)], cur[static_cast<std::size_t>(j)]}, false);
      for (int j = 1; j < k; ++j)
        add({-x, -prev[static_cast<std::size_t>(j - 1)], cur[static_cast<std::size_t>(j)]}, false);
      add({-x, -prev[static_cast<std::size_t>(k - 1)]}, true);
    }
    std::swap(prev, cur);
  }
  add({-lits.back(), -prev[static_cast<std::size_t>(k - 1)]}, true);
}

}  // namespace

void encode_clue_count(solver::LoopSat& sat, std::span<const int> sides, int value, int selector,
                       std::vector<int>& clause) {
  const int n = static_cast<int>(sides.size());
  if (n >= kCounterSides && selector == 0) {
    std::vector<int> on, off;
    for (int e : sides) {
      on.push_back(sat.edge_lit(e));
      off.push_back(-sat.edge_lit(e));
    }
    at_most(sat, on, value, selector, clause);
    at_most(sat, off, n - value, selector, clause);
    return;
  }
  // Exactly `value` of the n sides: no value+1 of them all on (at most), and no
  // n-value+1 of them all off (at least). Every clause is guarded by the selector (0: none).
  for (unsigned mask = 0; mask < (1u << n); ++mask) {
    const int size = __builtin_popcount(mask);
    const bool too_many = size == value + 1, too_few = size == n - value + 1;
    if (!too_many && !too_few) continue;
    for (int sign : {1, -1}) {
      if ((sign == 1 && !too_many) || (sign == -1 && !too_few)) continue;
      clause.clear();
      if (selector != 0) clause.push_back(-selector);
      for (int i = 0; i < n; ++i)
        if (mask & (1u << i)) clause.push_back(-sign * sat.edge_lit(sides[static_cast<std::size_t>(i)]));
      sat.add_clause(clause);
    }
  }
}

void SatEngine::encode_clue(int face, int value, int selector) {
  encode_clue_count(sat_, sat_.graph().face_edges(face), value, selector, clause_);
}

}  // namespace looplab::slitherlink
