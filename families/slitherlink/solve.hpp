#pragma once
// The Slitherlink counting solver as the CLI, the generator and the rater call it.
//
// `solve` propagates the rules of rules.hpp (only those of tier <= max_tier) to a
// fixpoint, then, with `search`, branches on an edge and counts solutions up to
// `limit`: with the default limit 2, `solutions == 1 && complete` is a proof of
// uniqueness, and `solutions == 2` comes with two different loops. Without `search` it
// reports what propagation alone achieved: `solved_by_propagation`, how many edges it
// decided, and per-rule steps (the rater's raw material).
//
// Cost: each call resets a thread-local Solver (solver.hpp), which reallocates only when
// the grid size changes; callers that solve many puzzles of one size (the generator) may
// keep their own `Solver` instead. A 10x10 puzzle takes about 20 microseconds and a hard
// 25x30 one about 1 ms, uniqueness proof included (docs/PERFORMANCE.md); puzzles with
// few clues and many solutions cost more, as the root lookahead probes every edge, and
// near-minimal puzzles of 20x20 and up can need thousands of guesses.
//
// Escalation: a search with a finite limit and no budget of the caller's stops the
// propagation search after its root fixpoint (kEscalationNodes); when that does not
// settle the count, the learning engine (sat_engine.hpp) decides, told every edge and
// cell side the root fixpoint decided, and `engine` says so. At every size a SAT proof
// after the root costs less than a few nodes of the propagation search (each node runs
// the lookahead). The statistics are then those of the root only; the rater, which
// reads the propagation search up to kPropagationNodes, runs that search itself
// (rate.hpp). Exact counting (limit 0) and a caller's `max_nodes` stay on propagation,
// unless the caller gives the learning engine a budget too (`max_conflicts`): a bounded
// proof, which may end incomplete but never with a wrong count.
// Everything but `stats.seconds` is deterministic.
#include <cstdint>
#include <optional>
#include <span>
#include <string_view>

#include "families/loop/solve.hpp"
#include "families/slitherlink/puzzle.hpp"
#include "families/slitherlink/rules.hpp"
#include "solver/loop_sat.hpp"
#include "solver/stats.hpp"

namespace looplab::slitherlink {

struct SolveOptions {
  std::uint64_t limit = 2;      // stop after this many solutions; 0 = count them all
  int max_tier = kMaxTier;      // use only rules of tier <= max_tier
  bool search = true;           // false: propagation only
  std::uint64_t max_nodes = 0;  // search budget (propagations); 0 = none, and escalation
  // The learning engine's budget (CaDiCaL conflicts); 0 = none. When set, the search
  // escalates as without a budget, even with max_nodes, and may end incomplete.
  std::uint64_t max_conflicts = 0;
};

// The propagation search's share of a proof before the learning engine takes over: a
// node count, so the same puzzle always takes the same path. One node is the root
// fixpoint, lookahead included.
inline constexpr std::uint64_t kEscalationNodes = 1;
// How far the rater counts the propagation search's guesses and backtracks (rate.hpp).
inline constexpr std::uint64_t kPropagationNodes = 100;

using solver::Engine;

// The full search a uniqueness proof makes; the rater makes the same one when
// propagation alone does not finish, so a caller that has it can hand it over.
inline constexpr SolveOptions kProofSearch{.limit = 2};

using SolveResult = families::LoopSolveResult;

SolveResult solve(const Puzzle& puzzle, const SolveOptions& options = {});

}  // namespace looplab::slitherlink
