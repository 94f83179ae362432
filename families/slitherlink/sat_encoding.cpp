// The Slitherlink rules as clauses (sat_engine.hpp): dot degrees, a non-empty loop, the
// inside/outside colouring of cells, and each clue's count over its sides. Connectivity is not here: sat_cuts.cpp adds it lazily.
#include <array>

#include "families/slitherlink/sat_engine.hpp"

namespace looplab::slitherlink {

void SatEngine::encode_grid() {
  for (int v = 0; v < grid_.num_vertices(); ++v) {
    std::vector<int> at;
    for (int e : grid_.vertex_edges(v))
      if (e >= 0) at.push_back(edge_lit(e));
    // No edge alone at a dot: e -> some other edge there.
    for (int e : at) {
      clause_.assign({-e});
      for (int f : at)
        if (f != e) clause_.push_back(f);
      add_clause(clause_);
    }
    // No three edges at a dot.
    for (std::size_t a = 0; a < at.size(); ++a)
      for (std::size_t b = a + 1; b < at.size(); ++b)
        for (std::size_t c = b + 1; c < at.size(); ++c) add_clause({-at[a], -at[b], -at[c]});
  }
  clause_.clear();
  for (int e = 0; e < grid_.num_edges(); ++e) clause_.push_back(edge_lit(e));
  add_clause(clause_);
  // Each cell inside or outside the loop, an edge on exactly when its two cells differ
  // (outside the grid counts as outside). Redundant for the models, but it gives CaDiCaL
  // the parity reasoning of the propagation solver's colouring (colouring.cpp) as plain
  // clauses, and near minimality that is most of a proof: 20x20 proofs take a third less.
  for (int e = 0; e < grid_.num_edges(); ++e) {
    const auto& cells = grid_.edge_cells(e);
    const int l = edge_lit(e);
    if (cells[0] >= 0 && cells[1] >= 0) {
      const int a = inside_lit(cells[0]), b = inside_lit(cells[1]);
      add_clause({-l, a, b});
      add_clause({-l, -a, -b});
      add_clause({l, -a, b});
      add_clause({l, a, -b});
    } else {
      const int a = inside_lit(cells[0] >= 0 ? cells[0] : cells[1]);
      add_clause({-l, a});
      add_clause({l, -a});
    }
  }
}

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
        if (mask & (1u << i)) clause_.push_back(-sign * edge_lit(sides[static_cast<std::size_t>(i)]));
      add_clause(clause_);
    }
  }
}

}  // namespace looplab::slitherlink
