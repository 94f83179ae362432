// A Slitherlink clue as clauses (sat_engine.hpp): the count of its face's sides. Everything
// about loops (degrees, inside/outside, connectivity) is the loop SAT engine's.
#include "families/slitherlink/sat_engine.hpp"

namespace looplab::slitherlink {

void encode_clue_count(solver::LoopSat& sat, std::span<const int> sides, int value, int selector,
                       std::vector<int>& clause) {
  // Exactly `value` of the n sides: no value+1 of them all on (at most), and no
  // n-value+1 of them all off (at least). Every clause is guarded by the selector (0: none).
  const int n = static_cast<int>(sides.size());
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
