#include "families/slitherlink/solve.hpp"

#include <chrono>
#include <memory>

#include "core/workspace.hpp"
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
  // One solver per thread, rebuilt only when the grid size changes.
  auto& cached = core::thread_workspace<std::unique_ptr<Solver>>();
  if (!cached || cached->rows() != puzzle.rows || cached->cols() != puzzle.cols)
    cached = std::make_unique<Solver>(puzzle.rows, puzzle.cols);
  const bool escalate =
      options.search && options.limit != 0 && (options.max_nodes == 0 || options.max_conflicts != 0);
  if (!escalate) return cached->solve(puzzle, options);
  const auto start = std::chrono::steady_clock::now();
  SolveOptions first = options;
  first.max_nodes = kEscalationNodes;
  SolveResult r = cached->solve(puzzle, first);
  if (r.complete || r.solutions >= options.limit) return r;
  SatResult s = sat_after_root(puzzle, *cached, options);
  // The whole proof: the root fixpoint and the learning engine after it.
  r.stats.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  r.solutions = s.solutions;
  r.complete = s.complete;
  r.first = std::move(s.first);
  r.second = std::move(s.second);
  r.engine = Engine::Sat;
  r.sat = s.stats;
  return r;
}

}  // namespace looplab::slitherlink
