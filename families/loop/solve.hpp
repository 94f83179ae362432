#pragma once
// What the `solve` of every loop family on a grid of dots shares: the result of a count,
// one solver per thread, and the escalation from the family's propagation search to the
// SAT engine (solver/loop_sat.hpp). The family keeps what is its own: when a search
// escalates, the propagation search's share, and how the SAT engine learns its clues.
//
// Escalation: `search_then_sat(limit, search, sat)` runs `search()`, the propagation
// search cut at the family's share of nodes (a node count, never a timer, so the same
// puzzle always takes the same path); when that settles the count (the whole space
// searched, or `limit` solutions found) its result stands. Otherwise `sat()` decides:
// its count and loops replace the search's and `engine` says so; the statistics stay
// the propagation search's share (the raters count guesses there alone), but for
// `seconds`, the whole proof's.
#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <utility>

#include "core/edge_set.hpp"
#include "core/grid.hpp"
#include "core/workspace.hpp"
#include "solver/loop_sat.hpp"
#include "solver/stats.hpp"

namespace looplab::families {

// A loop family's count: an edge is a side of a cell (Slitherlink) or a step between cell
// centres (Masyu), and the loops are edge sets of the family's grid of dots.
struct LoopSolveResult {
  std::uint64_t solutions = 0;                 // found (up to limit); exact when `complete`
  bool complete = false;                       // the whole space was searched: `solutions` is the count
  std::optional<core::EdgeSet> first, second;  // the first two solutions found
  solver::Stats stats;                         // rule_steps indexed by the family's rules; guesses, ...
  bool solved_by_propagation = false;          // the root fixpoint decided every edge
  int decided_edges = 0;                       // edges decided at the root fixpoint
  solver::Engine engine = solver::Engine::Propagation;  // which engine settled the count
  solver::LoopSatStats sat;                    // the SAT engine's work, when it ran
  solver::Status status() const { return solver::status_of(solutions); }
};

// A count of the SAT engine, its loops as edge sets of the grid of dots.
struct LoopSatCount {
  std::uint64_t solutions = 0;  // found (up to the limit); exact when `complete`
  bool complete = false;        // every loop was looked at: `solutions` is the count
  std::optional<core::EdgeSet> first, second;
  solver::LoopSatStats stats;   // of this search alone
};
// `r`'s loops (one byte an edge) as edge sets of `dots`.
LoopSatCount edge_sets_of(solver::LoopSatResult&& r, const core::Grid& dots);

// The family's solver for a puzzle of rows x cols (the solver's own `rows()`, `cols()`),
// one per thread (core/workspace.hpp), rebuilt only when the size changes.
template <class Solver>
Solver& thread_solver(int rows, int cols) {
  auto& cached = core::thread_workspace<std::unique_ptr<Solver>>();
  if (!cached || cached->rows() != rows || cached->cols() != cols) cached = std::make_unique<Solver>(rows, cols);
  return *cached;
}

// The escalation above: `search()` gives a LoopSolveResult, `sat()` a LoopSatCount.
template <class Search, class Sat>
LoopSolveResult search_then_sat(std::uint64_t limit, Search search, Sat sat) {
  const auto start = std::chrono::steady_clock::now();
  LoopSolveResult r = search();
  if (r.complete || r.solutions >= limit) return r;
  LoopSatCount s = sat();
  r.stats.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  r.solutions = s.solutions;
  r.complete = s.complete;
  r.first = std::move(s.first);
  r.second = std::move(s.second);
  r.engine = solver::Engine::Sat;
  r.sat = s.stats;
  return r;
}

}  // namespace looplab::families
