#include "families/slitherlink/solve.hpp"

#include "families/slitherlink/sat_engine.hpp"
#include "families/slitherlink/solver.hpp"

namespace looplab::slitherlink {

namespace {

// A fresh learning engine for this puzzle alone (so the answer and the solutions shown
// depend on the puzzle only), told what the root fixpoint of `root` proved: every
// solution has those edges and those cell sides, so CaDiCaL searches only the rest.
SatResult sat_after_root(const Puzzle& puzzle, const Solver& root, const SolveOptions& options) {
  SatEngine engine(puzzle.rows, puzzle.cols);
  engine.fix_root(root.root_states(), root.root_colours());
  engine.set_clues(puzzle);
  engine.fix_clues();
  engine.cut_small_cycles();
  return engine.count(options.limit, nullptr, options.max_conflicts);
}

}  // namespace

SolveResult solve(const Puzzle& puzzle, const SolveOptions& options) {
  Solver& solver = families::thread_solver<Solver>(puzzle.rows, puzzle.cols);
  const bool escalate =
      options.search && options.limit != 0 && (options.max_nodes == 0 || options.max_conflicts != 0);
  if (!escalate) return solver.solve(puzzle, options);
  SolveOptions first = options;
  first.max_nodes = kEscalationNodes;
  return families::search_then_sat(options.limit, [&] { return solver.solve(puzzle, first); },
                                   [&] { return sat_after_root(puzzle, solver, options); });
}

}  // namespace looplab::slitherlink
