#pragma once
// The reusable Slitherlink solver: hot state in flat int32 arrays indexed by edge,
// vertex and cell ids (core/grid.hpp), every write through one undo trail, so a guess
// costs only what it changes. It is a Model for solver::count_solutions.
//
// State: each edge is unknown, line or cross. Counters per cell and vertex (lines,
// unknowns), a path-end table (`mate_`: the other end of the path a degree-1 vertex
// ends), the number of path segments and of unmet clues decide in O(1) whether a new
// line closes a loop too early. A loop may close only when it is the only line and every
// clue is met; then every other edge is crossed, so "all edges decided" means solved.
//
// Which file holds what: clue rules in clue_rules.cpp, vertex rules in
// vertex_rules.cpp, path ends and closure in loop_rules.cpp, corner patterns in
// patterns.cpp, inside/outside colouring in colouring.cpp, lookahead in lookahead.cpp,
// the propagation loop, branching and the solve driver in solver.cpp.
//
// reset() takes new clues for the same grid without allocating; one Solver per thread.
#include <cstdint>
#include <vector>

#include "core/grid.hpp"
#include "core/trail.hpp"
#include "families/slitherlink/solve.hpp"
#include "solver/parity_union_find.hpp"

namespace looplab::slitherlink {

class Solver {
 public:
  enum : std::int32_t { kUnknown = 0, kLine = 1, kCross = 2 };
  using Mark = std::size_t;
  struct Branch {
    int edge = 0;
    int alternatives = 2;  // 0: line, 1: cross
  };

  Solver(int rows, int cols);
  int rows() const { return grid_.rows(); }
  int cols() const { return grid_.cols(); }

  // Resets to the puzzle's clues (same size, LK_REQUIREd) and solves.
  SolveResult solve(const Puzzle& puzzle, const SolveOptions& options);

  // Lower level, for tests and tools: start over with these clues, rules up to max_tier.
  void reset(const Puzzle& puzzle, int max_tier);
  std::int32_t edge_state(int e) const { return edge_[static_cast<std::size_t>(e)]; }
  int unknown_edges() const { return counter_[kUnknownEdges]; }
  EdgeSet lines() const;  // the edges that are lines now
  // Edge states and cell colour classes at the root fixpoint of the last solve(): what
  // every solution has (solver::LoopSat::fix_root reads them; the outside is the cell
  // count, the graph view's outer face).
  const std::vector<std::int32_t>& root_states() const { return root_; }
  const std::vector<std::pair<int, int>>& root_colours() const { return root_colour_; }

  // The Model interface of solver/search.hpp.
  bool propagate();
  bool solved() const { return counter_[kUnknownEdges] == 0; }
  Branch choose_branch() const;
  bool take(const Branch& b, int i);
  Mark mark() const { return trail_.mark(); }
  void undo(Mark m);
  void on_solution();
  solver::Stats& stats() { return stats_; }

 private:
  // Trailed scalar counters live in one array so the trail can point at them.
  enum Counter {
    kUnknownEdges,
    kSegments,
    kUnmetClues,
    kClosed,
    kDepth,       // search depth (guesses on the current branch)
    kChanged,     // edges decided so far on this branch (the used part of changed_)
    kProbedUpTo,  // changed_ prefix the last completed lookahead had seen
    kNumCounters
  };
  using Slot = std::int32_t;

  bool assign(int e, Slot state, int rule);  // false on contradiction
  bool process(int e);                       // the rules an edge change wakes
  bool basic_fixpoint();                     // queue, then colouring, to a fixpoint
  // clue_rules.cpp
  bool check_cell(int cell);
  // vertex_rules.cpp
  bool check_vertex(int v);
  // loop_rules.cpp
  bool join_paths(int e);
  bool close_loop();
  int edge_between(int a, int b) const;
  // patterns.cpp
  bool check_corners(int v);
  bool static_patterns();
  // colouring.cpp
  bool colour_edge(int e, Slot state);
  bool colour_sweep(bool& progress);
  // lookahead.cpp
  bool lookahead(bool& progress);
  void queue_probes_near(int e);

  std::size_t ix(int i) const { return static_cast<std::size_t>(i); }
  Slot state_or_cross(int e) const { return e < 0 ? kCross : edge_[ix(e)]; }
  void count(int rule) {
    if (rule >= 0 && counting_) ++stats_.rule_steps[ix(rule)];
  }

  core::Grid grid_;
  std::vector<std::int8_t> clue_;                // per cell
  std::vector<std::array<int, 4>> corner_cell_;  // per vertex, quadrant q between dirs q and q+1
  std::vector<int> clue_cells_;

  core::Trail<Slot> trail_;
  std::vector<Slot> edge_;                       // kUnknown / kLine / kCross
  std::vector<Slot> root_;                       // edge_ at the last solve's root fixpoint
  std::vector<std::pair<int, int>> root_colour_;  // colours_.find per cell, same moment
  std::vector<Slot> cell_lines_, cell_unknown_;  // per cell
  std::vector<Slot> vert_lines_, vert_unknown_;  // per vertex
  std::vector<Slot> mate_;                       // per vertex of degree 1: the other path end
  std::array<Slot, kNumCounters> counter_{};
  solver::ParityUnionFind colours_;  // cells + 1 (outside)

  std::vector<int> queue_;
  std::size_t queue_head_ = 0;
  bool initial_ = true;    // the first propagate looks at every cell and vertex
  bool fixpoint_ = false;  // nothing changed since the last complete propagate
  bool counting_ = true;   // off while lookahead probes
  bool colouring() const { return max_tier_ >= 2 && counting_; }  // probes skip it
  int max_tier_ = kMaxTier;
  std::vector<int> changed_;  // edges decided outside probes, in order (lookahead.cpp)
  std::vector<int> probe_queue_;
  std::vector<char> queued_;  // per edge: in probe_queue_
  std::uint64_t limit_ = 2;

  solver::Stats stats_;
  std::optional<EdgeSet> first_, second_;
};

}  // namespace looplab::slitherlink
