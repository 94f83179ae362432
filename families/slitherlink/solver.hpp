#pragma once
// The reusable Slitherlink solver: hot state in flat int32 arrays indexed by edge,
// vertex and face ids of the graph view (core/loop_graph.hpp; on the square grid, the
// cell ids of core/grid.hpp), every write through one undo trail, so a guess costs only
// what it changes. It is a Model for solver::count_solutions. It runs on the square
// grid and on any of Loopy's other grids (grid_puzzle.hpp): there the square corner
// patterns are off, and every other rule reads faces of any size.
//
// The loop itself (vertex degree, path ends, premature loops, closure, inside/outside
// colouring, lookahead, the solve driver) is the shared core, solver/loop_solver.hpp,
// over the graph view of core::Grid; this class adds the clues. Its counters per cell
// (lines, unknowns) and the number of unmet clues (the core's kUnmet: a loop may close
// only when every clue is met) are updated in count_edge.
//
// Which file holds what: clue rules in clue_rules.cpp, corner patterns in patterns.cpp
// (square grids only: they name the four quadrants around a vertex), the clue side of
// colouring in colouring.cpp, when a closing line finishes the puzzle in
// loop_rules.cpp, where lookahead probes in lookahead.cpp, the hooks, branching and the
// solve driver in solver.cpp.
//
// reset() takes new clues for the same grid without allocating; one Solver per thread.
#include <cstdint>
#include <span>
#include <vector>

#include "families/slitherlink/solve.hpp"
#include "solver/loop_solver.hpp"

namespace looplab::slitherlink {

class Solver : public solver::LoopSolver<Solver> {
 public:
  struct Branch {
    int edge = 0;
    int alternatives = 2;  // 0: line, 1: cross
  };

  Solver(int rows, int cols);
  explicit Solver(const core::LoopGraph& graph);  // another grid: no corner patterns
  int rows() const { return grid_.rows(); }
  int cols() const { return grid_.cols(); }

  // Resets to the puzzle's clues (same size, LK_REQUIREd) and solves.
  SolveResult solve(const Puzzle& puzzle, const SolveOptions& options);
  // The same on the graph the solver was made for, a clue a face (kNoClue: none).
  SolveResult solve(std::span<const std::int8_t> clues, const SolveOptions& options);

  // Lower level, for tests and tools: start over with these clues, rules up to max_tier.
  void reset(const Puzzle& puzzle, int max_tier);
  void reset(std::span<const std::int8_t> clues, int max_tier);

  // The Model interface of solver/search.hpp, beside what LoopSolver provides.
  Branch choose_branch() const;
  // Leaves kDepth at 0, so each search node's lookahead is a full lap: the rater counts
  // guesses against the strongest one-trial reasoning (probing only near the change
  // finds less and guesses more, 14 -> 32 on one 10x10 extreme puzzle), and proofs hand
  // over to the SAT engine after a node or two, so the laps cost little.
  bool take(const Branch& b, int i) { return assign(b.edge, i == 0 ? kLine : kCross, -1); }

 private:
  friend class solver::LoopSolver<Solver>;
  // The shared rules under Slitherlink's ids (solver/loop_solver.hpp).
  static constexpr int kDegreeRule = kVertexDegree, kNoPrematureLoopRule = kNoPrematureLoop,
                       kLoopClosureRule = kLoopClosure, kColourParityRule = kColourParity,
                       kLookaheadRule = kLookahead;
  // LoopSolver's hooks (solver.cpp unless said).
  void count_edge(int e, bool line, bool& ok);  // cell counters, clue overflow (below: inlined into assign)
  bool process(int e);                          // the rules an edge change wakes
  bool after_queue() { return true; }
  bool initial_checks();
  bool fixpoint_holds() const { return true; }
  void on_undo() {}
  bool may_close(int end_a, int end_b, int f) const;  // loop_rules.cpp
  void queue_probes_near(int e);                      // lookahead.cpp
  bool colour_sweep(bool& progress);                  // colouring.cpp
  // clue_rules.cpp
  bool check_cell(int cell);
  bool check_pair_at_a_line(int cell);  // other grids only
  // patterns.cpp
  bool check_corners(int v);
  bool static_patterns();

  Slot state_or_cross(int e) const { return e < 0 ? kCross : edge_[ix(e)]; }

  // Recording (explain.cpp): a clue as a premise with its sides of one state; what a loop
  // closed by f would leave unmet; a clue the state breaks.
  void clue_premises(solver::Step& s, int cell, Slot sides) const;
  void unmet_premises(solver::Step& s, int f) const;
  void broken_constraint(solver::Step& c) const;
  // A clue that the loop round the cells [r0, r1] x [c0, c1] alone would not meet, -1 when
  // that loop meets every clue: then two 3s side by side may be that whole loop (on a 1x2
  // grid, say), and the adjacent-threes pattern, which assumes the loop goes on beyond
  // them, does not apply (patterns.cpp).
  int clue_against_rectangle(int r0, int c0, int r1, int c1) const;
  solver::Step pair_step(int rule, int r0, int c0, int r1, int c1) const;  // two 3s as premises

  void init_faces();  // the per-face and per-vertex tables, after the graph is built
  static constexpr int kMaxFaceSides = 16;  // Loopy's largest faces have 12 (colouring.cpp)

  bool square_ = false;                          // patterns only on the square grid
  std::vector<std::int8_t> clue_;                // per face
  std::vector<std::array<int, 4>> corner_cell_;  // per vertex, quadrant q between dirs q and q+1 (square)
  std::vector<std::vector<int>> probe_faces_;    // per vertex, the faces around it (lookahead.cpp)
  std::vector<int> clue_cells_;
  std::vector<Slot> face_sides_;                 // per face
  std::vector<Slot> cell_lines_, cell_unknown_;  // per face
};

inline void Solver::count_edge(int e, bool line, bool& ok) {
  for (int cell : graph_.edge_faces(e)) {
    if (cell == graph_.outer_face()) continue;
    trail_.assign(cell_unknown_[ix(cell)], cell_unknown_[ix(cell)] - 1);
    if (line) {
      const Slot n = cell_lines_[ix(cell)] + 1;
      trail_.assign(cell_lines_[ix(cell)], n);
      const int k = clue_[ix(cell)];
      if (k != kNoClue && n > k) ok = false;
      if (k != kNoClue && n == k) trail_.assign(counter_[kUnmet], counter_[kUnmet] - 1);
    }
  }
}

}  // namespace looplab::slitherlink
