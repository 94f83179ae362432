// Rating Slitherlink on Loopy's other grids: the loop families' method
// (families/loop/rate.hpp) on the Slitherlink solver built from the grid's graph, as the
// square grid rates (rate.cpp), without its corner patterns (tier 1 has no rule there).
// The one solution is proven by the loop SAT engine (solve_grid), never assumed.
#include "core/error.hpp"
#include "families/loop/rate.hpp"
#include "families/slitherlink/grid_puzzle.hpp"
#include "families/slitherlink/rules.hpp"
#include "families/slitherlink/solver.hpp"

namespace looplab::slitherlink {

families::Rating rate_grid(const GridPuzzle& p) {
  Solver solver(p.grid->graph);
  families::Rating out = families::rate_tier_by_tier(
      rules(), kMaxTier, p.grid->graph.num_edges(), kClueSaturation,
      [&](int tier) { return solver.solve(p.clues, {.limit = 2, .max_tier = tier, .search = false}); },
      [&] {
        const solver::LoopSatResult proof = solve_grid(p, 2).sat;
        // Two loops found settle it (no unique solution) without the whole search.
        if (!proof.complete && proof.solutions < 2)
          throw InputError("the uniqueness proof did not finish: no rating without it");
        // The metrics are the propagation search's up to kPropagationNodes, as on the square.
        const SolveResult r = solver.solve(p.clues, {.limit = 2, .max_nodes = kPropagationNodes});
        return families::SearchMeasure{proof.solutions, r.stats};
      });
  // Loopy's Easy level is the root propagation (grid_propagate.cpp); the levels above it
  // are not graded on these grids, so no level is claimed for a puzzle it leaves open.
  if (propagate_grid(p).decided == p.grid->graph.num_edges()) out.tatham_level = "easy";
  int clues = 0;
  for (std::int8_t c : p.clues) clues += c != kNoClue;
  out.metrics.clues = clues;
  out.metrics.cells = p.grid->graph.num_faces();
  return out;
}

}  // namespace looplab::slitherlink
