#pragma once
// The Masyu counting solver as the CLI, the generator and the rater call it.
//
// `solve` propagates the rules of rules.hpp (only those of tier <= max_tier) to a
// fixpoint, then, with `search`, branches on a step and counts solutions up to `limit`:
// with the default limit 2, `solutions == 1 && complete` is a proof of uniqueness, and
// `solutions == 2` comes with two different loops. Without `search` it reports what
// propagation alone achieved (the rater's raw material). Everything but
// `stats.seconds` is deterministic. Each call resets a thread-local Solver, which
// reallocates only when the grid size changes.
//
// Escalation (families/loop/solve.hpp): a search with a finite
// limit and no budget, no must_break or prefer, stops the propagation search after
// kEscalationNodes nodes; when that does not settle the count, the loop SAT engine
// (sat_engine.hpp) decides, told every step and square side the root fixpoint decided,
// and `engine` says so. The statistics are then those of the propagation search's
// share; the rater counts guesses in the propagation search alone (kPropagationSearch).
// Exact counting (limit 0) and a caller's `max_nodes` stay on propagation.
#include <cstdint>
#include <optional>

#include "families/loop/solve.hpp"
#include "families/masyu/puzzle.hpp"
#include "families/masyu/rules.hpp"
#include "solver/loop_sat.hpp"
#include "solver/stats.hpp"

namespace looplab::masyu {

// The propagation search's share of an escalated proof (a node count, so the same
// puzzle always takes the same path). A proof of a few dozen nodes costs less than the
// SAT engine's start (its encoding, cuts and first calls: about 15 M instructions at
// 20x20); a longer one is cut short at a loss of 64 nodes. On four sets of 20 of our
// 20x20 puzzles (seeds 2 to 5), CPU time against 32 nodes: 2% to 17% less on each set;
// 16 nodes: 8% more on the four together, 128: as much as 32 or more.
inline constexpr std::uint64_t kEscalationNodes = 64;

struct SolveOptions {
  std::uint64_t limit = 2;      // stop after this many solutions; 0 = count them all
  int max_tier = kMaxTier;      // use only rules of tier <= max_tier
  bool search = true;           // false: propagation only
  std::uint64_t max_nodes = 0;  // search budget (propagations); 0 = none
  // Count only loops that break at least one of these pearls (same size as the
  // puzzle, or null). Removing pearls D from a unique puzzle leaves it unique exactly
  // when no loop fits the rest and breaks one of D: the search looks there only.
  const Puzzle* must_break = nullptr;
  // Try each step first the way this loop has it (or null): a second loop that differs
  // from a known one in one place only is then found in few guesses.
  const EdgeSet* prefer = nullptr;
  // When an escalating search hands the proof to the SAT engine (tests set 1, so small
  // grids reach it too).
  std::uint64_t escalation_nodes = kEscalationNodes;
};

inline constexpr SolveOptions kProofSearch{.limit = 2};
// The propagation search alone, to the end: a budget no search reaches, so no escalation.
inline constexpr SolveOptions kPropagationSearch{.limit = 2, .max_nodes = ~std::uint64_t{0}};
using solver::Engine;

using SolveResult = families::LoopSolveResult;

SolveResult solve(const Puzzle& puzzle, const SolveOptions& options = {});

}  // namespace looplab::masyu
