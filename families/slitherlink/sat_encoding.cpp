// A Slitherlink clue as clauses (sat_engine.hpp): the count of its 4 sides. Everything
// about loops (degrees, inside/outside, connectivity) is the loop SAT engine's.
#include "families/slitherlink/sat_engine.hpp"

namespace looplab::slitherlink {

void SatEngine::encode_clue(int cell, int value, int selector) {
  // Exactly `value` of the 4 sides: no value+1 of them all on (at most), and no
  // 4-value+1 of them all off (at least). Every clause is guarded by the selector.
  const auto& sides = grid_.cell_edges(cell);
  for (unsigned mask = 0; mask < 16; ++mask) {
    const int size = __builtin_popcount(mask);
    const bool too_many = size == value + 1, too_few = size == 4 - value + 1;
    if (!too_many && !too_few) continue;
    for (int sign : {1, -1}) {
      if ((sign == 1 && !too_many) || (sign == -1 && !too_few)) continue;
      clause_.assign({-selector});
      for (int i = 0; i < 4; ++i)
        if (mask & (1u << i)) clause_.push_back(-sign * sat_.edge_lit(sides[static_cast<std::size_t>(i)]));
      sat_.add_clause(clause_);
    }
  }
}

}  // namespace looplab::slitherlink
