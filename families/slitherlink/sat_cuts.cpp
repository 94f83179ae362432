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

void SatEngine::cut_cycles(const std::vector<std::vector<int>>& cycles) {
  const std::size_t k = cycles.size();
  for (std::size_t i = 0; i < k; ++i) {
    ++total_.loop_cuts;
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
