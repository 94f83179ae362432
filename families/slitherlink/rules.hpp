#pragma once
// The Slitherlink deductions, one row each: the solver counts every edge a row decides
// (Stats::rule_steps is indexed by Rule), and the rater reads the tiers.
//
// Tiers (the rater depends on them):
//   0  bookkeeping every solver does: clue saturation, vertex degree, loop closure and
//      no premature sub-loop (clue_rules.cpp; the loop's rules in solver/loop_solver.hpp,
//      loop_rules.cpp says when a closing line finishes the puzzle);
//   1  local patterns a beginner learns: 3s and 1s in a dead corner, adjacent and
//      diagonal 3s (patterns.cpp);
//   2  stronger reasoning: a line entering the corner of a 1 or a 3, inside/outside
//      colouring with parity (patterns.cpp, colouring.cpp, solver/loop_solver.hpp);
//   3  lookahead: an edge whose trial one way ends in a contradiction
//      (solver/loop_solver.hpp; where it probes: lookahead.cpp).
// Guesses of the search are not rules; they are counted as guesses and backtracks.
#include <span>

#include "solver/stats.hpp"

namespace looplab::slitherlink {

enum Rule : int {
  kClueSaturation,
  kVertexDegree,
  kNoPrematureLoop,
  kLoopClosure,
  kDeadCorner,
  kAdjacentThrees,
  kDiagonalThrees,
  kCornerEntry,
  kColourParity,
  kColourClue,
  kLookahead,
  kNumRules
};

inline constexpr int kMaxTier = 3;

// The table, indexed by Rule.
std::span<const solver::RuleInfo> rules();

}  // namespace looplab::slitherlink
