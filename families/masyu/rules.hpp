#pragma once
// The Masyu deductions, one row each: the solver counts every step a row decides
// (Stats::rule_steps is indexed by Rule), and the rater reads the tiers.
//
// Tiers (the rater depends on them):
//   0  bookkeeping and each pearl on its own: a cell has 0 or 2 steps; no loop closes
//      early; the closed loop crosses the rest; a pearl's shapes that still fit (a pearl
//      on a border or in a corner, a black pearl's two straight legs, a white pearl's line)
//      agree on an edge (solver/loop_solver.hpp, loop_rules.cpp, pearl_rules.cpp);
//   1  two pearls at once: the pairs of shapes of two nearby pearls that fit together
//      (a black pearl next to a white one, rows of white pearls, ...) agree on an edge
//      (pearl_rules.cpp);
//   2  inside/outside colouring of the squares between cell centres, with parity
//      (solver/loop_solver.hpp);
//   3  lookahead: an edge whose trial one way ends in a contradiction
//      (solver/loop_solver.hpp; where it probes: lookahead.cpp).
// Guesses of the search are not rules; they are counted as guesses and backtracks.
#include <span>

#include "solver/stats.hpp"

namespace looplab::masyu {

enum Rule : int {
  kCellDegree,
  kNoPrematureLoop,
  kLoopClosure,
  kPearl,
  kPearlPair,
  kColourParity,
  kLookahead,
  kNumRules
};

inline constexpr int kMaxTier = 3;

// The table, indexed by Rule.
std::span<const solver::RuleInfo> rules();

}  // namespace looplab::masyu
