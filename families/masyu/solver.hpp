#pragma once
// The Masyu solver: a loop on the dots of core::Grid(R-1, C-1) (puzzle.hpp), hot state
// in flat int32 arrays indexed by edge and dot, every write through one undo trail. It
// is a Model for solver::count_solutions.
//
// State: each edge (a step between two cells) is unknown, line or cross; per dot the
// lines and unknowns; a path-end table (`mate_`: the other end of the path a degree-1
// dot ends) and counters of path segments and of pearls not yet passed twice decide in
// O(1) whether a new line closes a loop too early. A loop may close only when it is the
// only path and passes every pearl; then the rest is crossed, so "all edges decided"
// means solved.
//
// Pearls as shapes: each pearl lists the local shapes its rule allows (a black pearl
// 4: one per corner it may turn to, with both legs two steps long; a white pearl 4: a
// line across or down, turning beyond one end or the other), each as steps that must be
// lines and steps that must be crossed. A shape fits while none of its lines is crossed,
// none of its crosses is a line and no dot would get a third line; what every fitting
// shape agrees on is decided (tier 0), and the same for the fitting pairs of shapes of
// two pearls whose shapes share a dot (tier 1).
//
// Which file holds what: rules' table in rules.cpp; cell degree, path ends and closure
// in loop_rules.cpp; pearl shapes in pearl_rules.cpp; colouring in colouring.cpp;
// lookahead in lookahead.cpp; pearls a loop must break in must_break.cpp; the propagation loop, branching and driver in solver.cpp.
#include <array>
#include <cstdint>
#include <vector>

#include "core/grid.hpp"
#include "core/trail.hpp"
#include "families/masyu/solve.hpp"
#include "solver/parity_union_find.hpp"

namespace looplab::masyu {

class Solver {
 public:
  enum : std::int32_t { kUnknown = 0, kLine = 1, kCross = 2 };
  using Mark = std::size_t;
  struct Branch {
    int edge = 0;
    int alternatives = 2;  // 0: line, 1: cross (swapped with `cross_first`)
    bool cross_first = false;
  };

  Solver(int rows, int cols);  // puzzle rows and columns (cells)
  int rows() const { return grid_.rows() + 1; }
  int cols() const { return grid_.cols() + 1; }

  // Resets to the puzzle's pearls (same size, LK_REQUIREd) and solves.
  SolveResult solve(const Puzzle& puzzle, const SolveOptions& options);

  // Lower level, for tests and tools: start over with these pearls, rules up to max_tier.
  void reset(const Puzzle& puzzle, int max_tier, bool loop_avoidance = true, const Puzzle* must_break = nullptr,
             const EdgeSet* prefer = nullptr);
  std::int32_t edge_state(int e) const { return edge_[ix(e)]; }
  int unknown_edges() const { return counter_[kUnknownEdges]; }
  EdgeSet lines() const;
  // Step states and square colour classes at the root fixpoint of the last solve():
  // what every solution has (solver::LoopSat::fix_root reads them).
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
  enum Counter {
    kUnknownEdges,
    kSegments,
    kUnvisitedPearls,  // pearls with fewer than two lines
    kClosed,
    kDepth,
    kChanged,     // edges decided on this branch outside probes (the used part of changed_)
    kProbedUpTo,  // changed_ prefix the last lookahead had seen
    kNumCounters
  };
  using Slot = std::int32_t;
  // One shape a pearl allows: steps that must be lines, steps that must be crossed.
  struct Shape {
    std::array<int, 4> line{};
    std::array<int, 6> cross{};
    int lines = 0, crosses = 0;
  };

  bool assign(int e, Slot state, int rule);  // false on contradiction
  int choose_edge() const;
  bool process(int e);
  bool basic_fixpoint();
  // loop_rules.cpp
  bool check_dot(int v);
  bool join_paths(int e);
  bool close_loop();
  int edge_between(int a, int b) const;
  // pearl_rules.cpp
  void build_shapes(const Puzzle& puzzle);
  void add_shapes(int v, std::int8_t kind, std::vector<Shape>& out) const;  // a pearl of `kind` at v
  bool fits(const Shape& a, const Shape* b) const;
  bool check_pearl(int pearl);
  bool check_pair(int pearl, int other);
  void mark_dirty(int pearl);  // its pairs are due for a look (tier 1)
  void clear_dirty();
  bool pair_sweep();
  // colouring.cpp
  bool colour_edge(int e, Slot state);
  bool colour_sweep(bool& progress);
  // must_break.cpp
  void set_must_break(const Puzzle* must_break);
  bool keeps_all_must_break() const;  // every one of them met by lines and crosses alone
  int must_break_edge() const;        // an unknown step of their shapes, kNone when none
  // lookahead.cpp
  bool lookahead(bool& progress);
  void queue_probes_near(int e);

  static std::size_t ix(int i) { return static_cast<std::size_t>(i); }
  void count(int rule) {
    if (rule >= 0 && counting_) ++stats_.rule_steps[ix(rule)];
  }
  bool colouring() const { return max_tier_ >= 2 && counting_; }

  core::Grid grid_;
  std::vector<std::int8_t> pearl_;  // per dot: Pearl

  // Pearls and their shapes, rebuilt by reset: shapes of pearl i are
  // shapes_[shape_start_[i] .. shape_start_[i+1]); the pearls an edge's change may
  // concern are edge_pearls_[edge_pearl_start_[e] ..]; pearl i's partners (tier 1)
  // partners_[partner_start_[i] ..].
  std::vector<int> pearl_dot_;
  std::vector<Shape> shapes_;
  std::vector<int> shape_start_;
  std::vector<int> edge_pearl_start_, edge_pearls_;
  std::vector<int> partner_start_, partners_;
  std::vector<int> dot_pearl_start_, dot_pearls_, seen_, cursor_;  // build_shapes' scratch
  std::vector<int> dirty_;          // pearls whose pairs are due (not trailed: empty at fixpoints)
  std::vector<char> pearl_dirty_;
  // Pearls every counted loop must break (SolveOptions::must_break), as shapes:
  // must_break_shapes_[must_break_start_[i] .. must_break_start_[i+1]).
  std::vector<Shape> must_break_shapes_;
  std::vector<int> must_break_start_;
  bool must_break_on_ = false;
  const EdgeSet* prefer_ = nullptr;  // SolveOptions::prefer

  core::Trail<Slot> trail_;
  std::vector<Slot> edge_;
  std::vector<Slot> root_;                        // edge_ at the last solve's root fixpoint
  std::vector<std::pair<int, int>> root_colour_;  // colours_.find per square, same moment
  std::vector<Slot> dot_lines_, dot_unknown_;
  std::vector<Slot> mate_;
  std::array<Slot, kNumCounters> counter_{};
  solver::ParityUnionFind colours_;  // squares of grid_ + 1 (outside)

  std::vector<int> queue_;
  std::size_t queue_head_ = 0;
  bool initial_ = true;
  bool fixpoint_ = false;
  bool counting_ = true;  // off while lookahead probes
  int max_tier_ = kMaxTier;
  bool loop_avoidance_ = true;
  std::vector<int> changed_;
  std::vector<int> probe_queue_;
  std::vector<char> queued_;

  solver::Stats stats_;
  std::optional<EdgeSet> first_, second_;
};

}  // namespace looplab::masyu
