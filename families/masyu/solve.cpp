#include "families/masyu/solve.hpp"

#include "core/workspace.hpp"
#include "families/masyu/sat_engine.hpp"
#include "families/masyu/solver.hpp"

namespace looplab::masyu {

namespace {

// The graph of the dot grid, built once per size and thread (each engine takes a copy:
// flat arrays, a fraction of building it).
const core::LoopGraph& graph_of(int rows, int cols) {
  struct Cached {
    int rows = 0, cols = 0;
    core::LoopGraph graph;
  };
  auto& cached = core::thread_workspace<Cached>();
  if (cached.rows != rows || cached.cols != cols) cached = {rows, cols, core::LoopGraph(dot_grid(rows, cols))};
  return cached.graph;
}

// A fresh SAT engine for this puzzle alone (so the answer and the solutions shown depend
// on the puzzle only), told what the root fixpoint of `root` proved.
families::LoopSatCount sat_after_root(const Puzzle& puzzle, const Solver& root, std::uint64_t limit) {
  solver::LoopSat sat{graph_of(puzzle.rows, puzzle.cols), solver::LoopSat::FirstGuess::Default,
                      solver::LoopSat::Regions::Sides};
  sat.fix_root(root.root_states(), root.root_colours());
  add_pearls(sat, puzzle);
  return families::edge_sets_of(sat.count(limit), dot_grid(puzzle.rows, puzzle.cols));
}

}  // namespace

SolveResult solve(const Puzzle& puzzle, const SolveOptions& options) {
  Solver& solver = families::thread_solver<Solver>(puzzle.rows, puzzle.cols);
  const bool escalate = options.search && options.limit != 0 && options.max_nodes == 0 &&
                        !options.must_break && !options.prefer;
  if (!escalate) return solver.solve(puzzle, options);
  SolveOptions first = options;
  first.max_nodes = options.escalation_nodes;
  return families::search_then_sat(options.limit, [&] { return solver.solve(puzzle, first); },
                                   [&] { return sat_after_root(puzzle, solver, options.limit); });
}

}  // namespace looplab::masyu
