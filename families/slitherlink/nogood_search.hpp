#pragma once
// Nogood learning inside the native search: Slitherlink's rules as propagators with
// reasons on the conflict-driven core of solver/cdcl.hpp, the measured alternative to
// the CaDiCaL engine (sat_engine.hpp). docs/PERFORMANCE.md compares the two.
//
// Variables: one per edge (on the loop) and one per cell (inside the loop); an edge is
// on exactly when the cells on its two sides differ (clauses, the outside is false), and
// some edge is on. Rules, each implication with its reason (the edges that force it):
//   - clue saturation: a clue's count reached by its lines crosses the other sides (reason:
//     those lines); reached by lines and unknowns together, the unknowns are lines (reason:
//     the crossed sides);
//   - vertex degree 0 or 2: two lines cross the rest, one line and one unknown make it a
//     line, no line and one unknown cross it;
//   - no premature loop: the edge joining a path's two ends is crossed when the loop it
//     would close misses a clue (reason: the path). A cycle that closes anyway and
//     misses a clue is a conflict, explained by a region cut where one applies: when a
//     clue x lies beyond the cycle's inside (or outside) region R, dots on the cycle
//     included, with no side of x in R, "one edge of the cycle off, or an edge from a
//     dot of the cycle to the other side on" (the loop must leave R to reach x); it
//     holds for every solution and names one edge of the cycle, not all. Else "not all
//     of the cycle";
//   - at a full assignment with several loops, the same for the first loop when it
//     misses a clue, else "not all of it, or not that edge of another loop".
// Counting: a solution is blocked by the clause "not all of its edges" and the search
// goes on, up to the limit. A conflict budget that runs out leaves the count incomplete.
#include <cstdint>
#include <optional>

#include "families/slitherlink/puzzle.hpp"
#include "families/slitherlink/solve.hpp"
#include "solver/cdcl.hpp"

namespace looplab::slitherlink {

class Solver;

struct NogoodResult {
  std::uint64_t solutions = 0;  // found (up to the limit); exact when `complete`
  bool complete = false;        // the whole space was searched
  std::optional<EdgeSet> first, second;
  solver::CdclStats stats;
};

// Loops satisfying `puzzle`'s clues, up to `limit` (0 = all), within `max_conflicts`
// (0 = no bound). With `root`, a Solver whose last solve() was on this puzzle, the edges
// and cell sides its root fixpoint decided are facts from the start.
NogoodResult nogood_count(const Puzzle& puzzle, std::uint64_t limit, std::uint64_t max_conflicts = 0,
                          const Solver* root = nullptr);

// `solve` with this engine in the place of CaDiCaL: the propagation solver's root
// fixpoint, then (when it leaves the count open) nogood_count told what it decided.
// Finite limits only; the result's engine says Sat for "the learning engine".
SolveResult solve_with_nogoods(const Puzzle& puzzle, std::uint64_t limit = 2, std::uint64_t max_conflicts = 0);

}  // namespace looplab::slitherlink
