#pragma once
// The ∞ Loop counting solver as the CLI, the generator and the rater call it: counting
// and solving by independent regions.
//
// After propagation the undecided tiles fall apart into regions that share no unknown
// edge: a region's choices never constrain another's, so the count is the product of
// the regions' counts. Each region is searched by branching on its most constrained
// tile (fewest masks left), propagating, and splitting what is still open again: the
// component decomposition of #SAT solvers. Products of independent regions are what
// make counts astronomical, so exact counts are big integers.
//
// This is also why a plain chronological search (solver/search.hpp) is not enough
// here: on a large grid it backtracks through the choices of regions that have
// nothing to do with the dead end it met. The generic search stays the slow twin in
// the tests.
//
// A puzzle that asks for one network (Puzzle::connected) is not split: one network ties
// every region to every other, so its open tiles are searched as one region.
//
// Cost: exponential only in the size of the regions that stay entangled after
// propagation; linear in the rest of the grid.
#include <cstdint>
#include <vector>

#include <boost/multiprecision/cpp_int.hpp>

#include "families/infinity_loop/solver.hpp"

namespace looplab::infinity_loop {

using BigCount = boost::multiprecision::cpp_int;

// Every solution counted, exactly when `cap` is 0, else up to `cap` (the count
// returned is then min(count, cap)). Guesses and backtracks go to `solver.stats()`;
// the solver is left at its root fixpoint. When the solver's node budget runs out the
// count is a lower bound and `*complete` (if given) is false.
BigCount count_regions(Solver& solver, const BigCount& cap = 0, bool* complete = nullptr);
BigCount count_all(const Puzzle& p);

struct Solutions {
  std::uint64_t count = 0;                       // min(number of solutions, limit)
  std::vector<std::vector<std::uint8_t>> found;  // the first and, when count >= 2, a second
  bool complete = true;  // false: the node budget ran out, `count` is a lower bound
};
// Solutions up to `limit` (>= 1), with a first and a second solution as masks.
Solutions solve_regions(Solver& solver, std::uint64_t limit);

// The open regions (after propagation) with two or more solutions; empty when the
// puzzle has at most one solution. Leaves the solver at its root fixpoint.
std::vector<std::vector<int>> ambiguous_regions(Solver& solver);

// The undecided tiles of the solver, split into the regions described above, smallest
// first; `within` limits the scan to those tiles (all tiles when empty).
std::vector<std::vector<int>> open_regions(const Solver& solver,
                                           const std::vector<int>& within = {});

}  // namespace looplab::infinity_loop
