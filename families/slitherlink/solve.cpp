#include "families/slitherlink/solve.hpp"

#include <memory>

#include "families/slitherlink/sat_engine.hpp"
#include "families/slitherlink/solver.hpp"

namespace looplab::slitherlink {

std::string_view to_string(Engine e) { return e == Engine::Sat ? "sat" : "propagation"; }

SolveResult solve(const Puzzle& puzzle, const SolveOptions& options) {
  // One solver per thread, rebuilt only when the grid size changes.
  thread_local std::unique_ptr<Solver> cached;
  if (!cached || cached->rows() != puzzle.rows || cached->cols() != puzzle.cols)
    cached = std::make_unique<Solver>(puzzle.rows, puzzle.cols);
  const bool escalate = options.search && options.limit != 0 && options.max_nodes == 0;
  if (!escalate) return cached->solve(puzzle, options);
  SolveOptions first = options;
  first.max_nodes = kPropagationNodes;
  SolveResult r = cached->solve(puzzle, first);
  if (r.complete || r.solutions >= options.limit) return r;
  // The node count ran out: a fresh learning engine decides (its own start, so the answer
  // and the solutions shown depend on the puzzle alone).
  SatResult s = sat_count(puzzle, options.limit);
  r.solutions = s.solutions;
  r.complete = s.complete;
  r.first = std::move(s.first);
  r.second = std::move(s.second);
  r.engine = Engine::Sat;
  r.sat_calls = s.stats.sat_calls;
  r.loop_cuts = s.stats.loop_cuts;
  return r;
}

}  // namespace looplab::slitherlink
