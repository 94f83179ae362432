#include "families/slitherlink/solve.hpp"

#include <memory>

#include "families/slitherlink/solver.hpp"

namespace looplab::slitherlink {

SolveResult solve(const Puzzle& puzzle, const SolveOptions& options) {
  // One solver per thread, rebuilt only when the grid size changes.
  thread_local std::unique_ptr<Solver> cached;
  if (!cached || cached->rows() != puzzle.rows || cached->cols() != puzzle.cols)
    cached = std::make_unique<Solver>(puzzle.rows, puzzle.cols);
  return cached->solve(puzzle, options);
}

}  // namespace looplab::slitherlink
