// Rating Slitherlink on Loopy's other grids: the loop families' method
// (families/loop/rate.hpp) on the Slitherlink solver built from the grid's graph, as the
// square grid rates (rate.cpp), without its corner patterns (tier 1 has no rule there).
// The one solution is proven by the loop SAT engine (solve_grid), never assumed; Loopy's
// level by the grader of tatham_levels.hpp, as on the square grid.
#include "core/error.hpp"
#include "families/loop/rate.hpp"
#include "families/slitherlink/grid_puzzle.hpp"
#include "families/slitherlink/rules.hpp"
#include "families/slitherlink/solver.hpp"
#include "families/slitherlink/tatham_levels.hpp"

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
  // Loopy's levels, by the grader the square grid uses (tatham_levels.hpp).
  if (const auto level = tatham_level(p)) out.tatham_level = to_string(*level);
  int clues = 0;
  for (std::int8_t c : p.clues) clues += c != kNoClue;
  out.metrics.clues = clues;
  out.metrics.cells = p.grid->graph.num_faces();
  return out;
}

}  // namespace looplab::slitherlink
