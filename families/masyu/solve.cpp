#include "families/masyu/solve.hpp"

#include <chrono>
#include <memory>

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
solver::LoopSatResult sat_after_root(const Puzzle& puzzle, const Solver& root, std::uint64_t limit) {
  solver::LoopSat sat{graph_of(puzzle.rows, puzzle.cols), solver::LoopSat::FirstGuess::Default,
                      solver::LoopSat::Regions::Sides};
  sat.fix_root(root.root_states(), root.root_colours());
  add_pearls(sat, puzzle);
  return sat.count(limit);
}

}  // namespace

SolveResult solve(const Puzzle& puzzle, const SolveOptions& options) {
  // One solver per thread, rebuilt only when the grid size changes.
  auto& cached = core::thread_workspace<std::unique_ptr<Solver>>();
  if (!cached || cached->rows() != puzzle.rows || cached->cols() != puzzle.cols)
    cached = std::make_unique<Solver>(puzzle.rows, puzzle.cols);
  const bool escalate = options.search && options.limit != 0 && options.max_nodes == 0 &&
                        !options.must_break && !options.prefer;
  if (!escalate) return cached->solve(puzzle, options);
  const auto start = std::chrono::steady_clock::now();
  SolveOptions first = options;
  first.max_nodes = options.escalation_nodes;
  SolveResult r = cached->solve(puzzle, first);
  if (r.complete || r.solutions >= options.limit) return r;
  solver::LoopSatResult s = sat_after_root(puzzle, *cached, options.limit);
  // The whole proof: the propagation search's share and the learning engine after it.
  r.stats.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  auto edges = [&](std::optional<std::vector<std::uint8_t>>& on) {
    std::optional<EdgeSet> set;
    if (on) {
      set = empty_solution(puzzle.rows, puzzle.cols);
      set->on = std::move(*on);
    }
    return set;
  };
  r.solutions = s.solutions;
  r.complete = s.complete;
  r.first = edges(s.first);
  r.second = edges(s.second);
  r.engine = Engine::Sat;
  r.sat = s.stats;
  return r;
}

}  // namespace looplab::masyu
