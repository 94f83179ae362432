// Connectivity for the SAT engine, added lazily (sat_engine.hpp): the cycles of a model,
// and the cuts that rule out a model of several cycles.
#include <algorithm>

#include <cadical.hpp>

#include "families/slitherlink/sat_engine.hpp"

namespace looplab::slitherlink {

namespace {

// Each cycle is linked to edges of at most this many other cycles: one link already
// rules the model out, more make the cut stronger, but k cycles with all links cost k^2
// clauses (an early model of a clue-poor grid is hundreds of small cycles).
constexpr std::size_t kLinkedCycles = 8;

}  // namespace

std::vector<std::vector<int>> SatEngine::model_cycles() {
  const int edges = grid_.num_edges();
  on_.assign(static_cast<std::size_t>(edges), 0);
  for (int e = 0; e < edges; ++e) on_[static_cast<std::size_t>(e)] = sat_->val(edge_lit(e)) > 0;
  // Degrees are 0 or 2 in every model, so each on edge lies on exactly one cycle: walk it.
  std::vector<std::vector<int>> cycles;
  std::vector<std::uint8_t> seen(on_.size(), 0);
  for (int start = 0; start < edges; ++start) {
    if (!on_[static_cast<std::size_t>(start)] || seen[static_cast<std::size_t>(start)]) continue;
    std::vector<int> cycle;
    int e = start, v = grid_.edge_vertices(start)[1];
    do {
      seen[static_cast<std::size_t>(e)] = 1;
      cycle.push_back(e);
      int next = core::kNone;
      for (int f : grid_.vertex_edges(v))
        if (f >= 0 && f != e && on_[static_cast<std::size_t>(f)]) next = f;
      LK_REQUIRE(next != core::kNone, "a SAT model with a dot of degree 1");
      const auto& ends = grid_.edge_vertices(next);
      v = ends[0] == v ? ends[1] : ends[0];
      e = next;
    } while (e != start);
    cycles.push_back(std::move(cycle));
  }
  return cycles;
}

int SatEngine::missed_clue(const std::vector<int>& cycle) {
  // A clue of 1 or more with no side on the cycle: then the cycle is not the loop.
  touched_.assign(static_cast<std::size_t>(grid_.num_cells()), 0);
  for (int e : cycle)
    for (int cell : grid_.edge_cells(e))
      if (cell >= 0) touched_[static_cast<std::size_t>(cell)] = 1;
  for (const auto& [cell, selector] : lit_clues_)
    if (!touched_[static_cast<std::size_t>(cell)]) return selector;
  return 0;
}

bool SatEngine::region_cut(const std::vector<int>& cycle) {
  // The cells inside the cycle, by the parity of its vertical edges to their left; S =
  // the dots on or inside it (the corners of inside cells), T = the dots on or outside.
  const std::size_t edges = static_cast<std::size_t>(grid_.num_edges());
  const std::size_t dots = static_cast<std::size_t>(grid_.num_vertices());
  in_cycle_.assign(edges, 0);
  for (int e : cycle) in_cycle_[static_cast<std::size_t>(e)] = 1;
  side_.assign(dots, 0);  // bit 1: on or inside (S); bit 2: on the cycle
  for (int e : cycle)
    for (int v : grid_.edge_vertices(e)) side_[static_cast<std::size_t>(v)] = 3;
  for (int r = 0; r < grid_.rows(); ++r) {
    bool inside = false;
    for (int c = 0; c < grid_.cols(); ++c) {
      inside ^= in_cycle_[static_cast<std::size_t>(grid_.v_edge(r, c))] != 0;
      if (!inside) continue;
      for (int e : grid_.cell_edges(grid_.cell(r, c)))
        for (int v : grid_.edge_vertices(e)) side_[static_cast<std::size_t>(v)] |= 1;
    }
  }
  // A region R (S or T) such that some clue of 1 or more has no side with both ends in R:
  // a loop using an edge of the cycle (both ends in R) and a side of that clue (an end
  // outside R) crosses from R to the rest, through an edge with exactly one end in R.
  auto in_region = [&](int v, bool s) {
    const auto k = side_[static_cast<std::size_t>(v)];
    return s ? (k & 1) != 0 : ((k & 2) != 0 || (k & 1) == 0);
  };
  for (bool s : {true, false}) {
    int selector = 0;
    for (const auto& [cell, sel] : lit_clues_) {
      bool outside = true;
      for (int e : grid_.cell_edges(cell)) {
        const auto& ends = grid_.edge_vertices(e);
        outside &= !(in_region(ends[0], s) && in_region(ends[1], s));
      }
      if (outside) {
        selector = sel;
        break;
      }
    }
    if (!selector) continue;
    // t -> some crossing edge on; clue holds and an edge of the cycle on -> t.
    const int t = new_var();
    clause_.assign({-t});
    for (std::size_t e = 0; e < edges; ++e) {
      const auto& ends = grid_.edge_vertices(static_cast<int>(e));
      if (in_region(ends[0], s) != in_region(ends[1], s)) clause_.push_back(edge_lit(static_cast<int>(e)));
    }
    add_clause(clause_);
    for (int e : cycle) add_clause({-selector, -edge_lit(e), t});
    return true;
  }
  return false;
}

void SatEngine::cut_cycles(const std::vector<std::vector<int>>& cycles) {
  const std::size_t k = cycles.size();
  for (std::size_t i = 0; i < k; ++i) {
    ++total_.loop_cuts;
    if (region_cut(cycles[i])) continue;
    // The strong cut, valid while that clue holds: not all of the cycle.
    if (const int selector = missed_clue(cycles[i])) {
      clause_.assign({-selector});
      for (int e : cycles[i]) clause_.push_back(-edge_lit(e));
      add_clause(clause_);
      continue;
    }
    // a_C <- every edge of C on; a_C -> each linked edge off. Valid whatever the clues:
    // a loop that holds all of cycle C is C, so no edge off C is on.
    const int a = new_var();
    clause_.assign({a});
    for (int e : cycles[i]) clause_.push_back(-edge_lit(e));
    add_clause(clause_);
    const std::size_t linked = std::min(k - 1, kLinkedCycles);
    for (std::size_t j = 1; j <= linked; ++j) {
      const auto& other = cycles[(i + j) % k];
      // All of a small neighbour set; a single edge of each further one.
      if (k <= 3)
        for (int e : other) add_clause({-a, -edge_lit(e)});
      else
        add_clause({-a, -edge_lit(other.front())});
    }
  }
}

}  // namespace looplab::slitherlink
