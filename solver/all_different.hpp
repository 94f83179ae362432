#pragma once
// The all-different constraint library of the propagation engine (solver/cp_engine.hpp),
// one propagator per deduction so each is its own rule row (name, tier) in the family's
// table. A unit is a group of cells that must hold different values; for the "hidden"
// rules it must also be a permutation: every value of `must_appear` occurs in it.
//
//   elimination     a placed value is removed from the other cells of the unit
//   naked_single    a cell with one value left is placed
//   hidden_single   a value with one possible cell in the unit is placed there
//   naked_subset    k cells whose values together are only k values: those values
//                   leave the other cells (k = 2..max_subset)
//   hidden_subset   k values that fit only k cells: those cells keep only those values
//   hall_set        full Hall-set reasoning by bipartite matching (Regin's filter): a
//                   value goes when no complete matching of cells to values uses it;
//                   subsumes the two subset rules for every k
//
// Cost per run over a unit of m cells: elimination and singles O(m); subsets O(C(m,k))
// per k, so max_subset stays small (4 covers Tatham's Solo); hall_set O(m^2 * values).
#include <vector>

#include "solver/cp_engine.hpp"

namespace looplab::solver {

// Rule indices into the family's table; a rule < 0 is not added.
struct AllDifferentRules {
  int elimination = -1;
  int naked_single = -1;
  int hidden_single = -1;
  int naked_subset = -1;
  int hidden_subset = -1;
  int hall_set = -1;
  int max_subset = 4;
};

void add_all_different(CpEngine& engine, const std::vector<int>& cells, Domain must_appear,
                       const AllDifferentRules& rules);

// The single propagators, for families that mix them differently.
std::unique_ptr<Propagator> make_elimination(int rule, std::vector<int> cells);
std::unique_ptr<Propagator> make_naked_single(int rule, std::vector<int> cells);
std::unique_ptr<Propagator> make_hidden_single(int rule, std::vector<int> cells,
                                               Domain must_appear);
std::unique_ptr<Propagator> make_naked_subset(int rule, std::vector<int> cells, int max_k);
std::unique_ptr<Propagator> make_hidden_subset(int rule, std::vector<int> cells, Domain must_appear,
                                               int max_k);
std::unique_ptr<Propagator> make_hall_set(int rule, std::vector<int> cells, Domain must_appear);

}  // namespace looplab::solver
