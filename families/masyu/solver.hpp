#pragma once
// The Masyu solver: a loop on the dots of core::Grid(R-1, C-1) (puzzle.hpp), hot state
// in flat int32 arrays indexed by edge and dot, every write through one undo trail. It
// is a Model for solver::count_solutions.
//
// The loop itself (cell degree, path ends, premature loops, closure, inside/outside
// colouring, lookahead, the solve driver) is the shared core, solver/loop_solver.hpp,
// over the graph view of the dot grid; this class adds the pearls. The core's kUnmet
// counts the pearls not yet passed twice: a loop may close only when it passes all.

// Pearls as shapes: each pearl lists the local shapes its rule allows (a black pearl
// 4: one per corner it may turn to, with both legs two steps long; a white pearl 4: a
// line across or down, turning beyond one end or the other), each as steps that must be
// lines and steps that must be crossed. A shape fits while none of its lines is crossed,
// none of its crosses is a line and no dot would get a third line; what every fitting
// shape agrees on is decided (tier 0), and the same for the fitting pairs of shapes of
// two pearls whose shapes share a dot (tier 1).
//
// Which file holds what: rules' table in rules.cpp; when a closing step finishes the
// puzzle in loop_rules.cpp; pearl shapes in pearl_rules.cpp; the colouring sweep in
// colouring.cpp; where lookahead probes in lookahead.cpp; pearls a loop must break in
// must_break.cpp; what the rules read, for the steps they record, in steps.cpp; the
// hooks, branching and the driver in solver.cpp.
#include <array>
#include <cstdint>
#include <vector>

#include "families/masyu/solve.hpp"
#include "solver/loop_solver.hpp"

namespace looplab::masyu {

class Solver : public solver::LoopSolver<Solver> {
 public:
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
  void reset(const Puzzle& puzzle, int max_tier, const Puzzle* must_break = nullptr,
             const EdgeSet* prefer = nullptr);

  // The Model interface of solver/search.hpp, beside what LoopSolver provides.
  Branch choose_branch() const;
  bool take(const Branch& b, int i);

 private:
  friend class solver::LoopSolver<Solver>;
  // The shared rules under Masyu's ids (solver/loop_solver.hpp).
  static constexpr int kDegreeRule = kCellDegree, kNoPrematureLoopRule = kNoPrematureLoop,
                       kLoopClosureRule = kLoopClosure, kColourParityRule = kColourParity,
                       kLookaheadRule = kLookahead;
  // Probes run tier 0 (degrees, paths, single pearls' shapes): monotone.
  static constexpr bool kSkipImpliedProbes = true;
  // One shape a pearl allows: steps that must be lines, steps that must be crossed.
  // Precomputed so that `fits` and the agreement tests run on small masks: the dots the
  // lines reach, each with the lines (bit i: line[i]) that reach it, and each step's bit
  // in its pearl's own list of steps (line_bit, cross_bit; the masks gather them).
  struct Shape {
    std::array<int, 4> line{};
    std::array<int, 6> cross{};
    int lines = 0, crosses = 0;
    std::array<int, 5> dot{};
    std::array<std::uint8_t, 5> dot_lines{};
    int dots = 0;
    std::array<std::uint8_t, 4> line_bit{};
    std::array<std::uint8_t, 6> cross_bit{};
    std::uint32_t line_mask = 0, cross_mask = 0;
  };

  // LoopSolver's hooks (solver.cpp unless said).
  void count_edge(int e, bool line, bool& ok);  // pearls passed (below: inlined into assign)
  bool process(int e);
  bool after_queue() { return pair_sweep(); }
  bool initial_checks();
  bool fixpoint_holds() const { return !keeps_all_must_break(); }
  void on_undo() { clear_dirty(); }
  bool may_close(int end_a, int end_b, int f) const;  // loop_rules.cpp
  void queue_probes_near(int e);                      // lookahead.cpp
  void list_probes_near();                            // near_, once per solver
  bool colour_sweep(bool& progress) { return colour_parity(progress); }
  int choose_edge() const;
  int pearl_split_edge() const;  // kNone when every pearl is passed
  // pearl_rules.cpp
  // A pearl's shapes and own list of steps depend on its cell and colour alone: made
  // once per solver (one per grid size and thread) and copied into each puzzle.
  // Also the dots its shapes' lines reach (at most 9: a black pearl's cell and two
  // beyond it each way), with each shape's lines at each (Shape::dot_lines, 0 for a
  // dot the shape does not reach), for the pairs' degree test.
  struct PearlShapes {
    bool ready = false;
    int count = 0, step_count = 0, dot_count = 0;
    std::array<Shape, 4> shapes{};
    std::array<int, 16> steps{};
    std::array<int, 9> dots{};
    std::array<std::array<std::uint8_t, 9>, 4> dot_lines{};
  };
  const PearlShapes& pearl_shapes(int v, std::int8_t kind);
  void build_shapes(const Puzzle& puzzle);
  void add_shapes(int v, std::int8_t kind, std::vector<Shape>& out) const;  // a pearl of `kind` at v
  unsigned fresh_lines(const Shape& s) const;  // bit i: line[i] unknown; kNoFit when s cannot fit
  bool fits(const Shape& s, unsigned& fresh) const;
  bool fits(const Shape& s) const {
    unsigned fresh;
    return fits(s, fresh);
  }
  // What a pair of pearls' shapes say together, which the puzzle alone decides, made at
  // the pair's first look (`pair_slot_`) for partners_[j]: over the steps of both
  // pearls' lists (the first pearl's own bits, then the other's not among them), the
  // lines and crosses of each pair of shapes (index 4 * mine + theirs) and whether
  // they clash (a line of one crossed by the other); `dup`, the other shape's lines the
  // first also draws (4 bits a pair); `their_bit`, the other pearl's bits mapped over;
  // the dots both pearls' shapes reach, as offsets from the first pearl's dot, with
  // each shape's lines there (two shapes that fit alone can give no other dot a third
  // line). Two pearls two dots or more from the border have every shape whole, so
  // their table depends on their colours and offset alone: one per solver
  // (`interior_tables_`), made at its first use, serves every puzzle.
  struct PairTable {
    std::uint16_t clash = 0;
    std::uint64_t dup = 0;
    std::array<std::uint64_t, 16> lines{}, crosses{};
    std::array<std::uint8_t, 32> their_bit{};
    int shared = 0;
    std::array<int, 9> dot{};
    std::array<std::array<std::uint8_t, 4>, 9> mine{}, theirs{};
  };
  const PairTable& pair_table(int pearl, int j);
  // Shapes mine and theirs (their indices in the pair's pearls, the first at dot `at`)
  // that fit alone with unknown lines fresh_a and fresh_b: the first dot they share
  // that would get a third line (its index in t.dot), -1 when none does.
  int third_line_at(const PairTable& t, int at, int mine, unsigned fresh_a, int theirs, unsigned fresh_b) const;
  bool check_pearl(int pearl);
  // The shapes of a pearl that fit now, each with its unknown lines (fits' `fresh`).
  struct Fitting {
    std::array<int, 4> shape{};
    std::array<unsigned, 4> fresh{};
    int n = 0;
  };
  void fitting_now(int pearl, Fitting& out) const;
  bool check_pair(int pearl, int j, const Fitting& mine);  // with partners_[j]; `mine` of pearl, now
  void mark_dirty(int pearl);  // its pairs are due for a look (tier 1)
  void clear_dirty();
  bool pair_sweep();
  // Recording (steps.cpp, solver/step.hpp). A pearl as a premise, with why each of its
  // shapes that does not fit now does not (a line crossed, a cross drawn, a dot whose
  // lines leave no room); a dot's lines; what a loop closed by f would leave unvisited;
  // a pearl the state leaves no shape.
  void pearl_premises(solver::Step& s, int pearl) const;
  void misfit_premises(solver::Step& s, const Shape& shape) const;
  void lines_at(solver::Step& s, int dot) const;
  void unmet_premises(solver::Step& s, int f) const;
  void broken_constraint(solver::Step& c) const;
  // must_break.cpp
  void set_must_break(const Puzzle* must_break);
  bool keeps_all_must_break() const;  // every one of them met by lines and crosses alone
  int must_break_edge() const;        // an unknown step of their shapes, kNone when none

  std::vector<std::int8_t> pearl_;  // per dot: Pearl
  // Pearls and their shapes, rebuilt by reset: shapes of pearl i are
  // shapes_[shape_start_[i] .. shape_start_[i+1]); the pearls an edge's change may
  // concern are edge_pearls_[edge_pearl_start_[e] ..]; pearl i's partners (tier 1)
  // partners_[partner_start_[i] ..].
  std::vector<int> pearl_dot_;
  std::vector<const PearlShapes*> pearl_shapes_;  // per pearl, in shape_cache_
  std::vector<Shape> shapes_;
  std::vector<int> shape_start_;
  // Per pearl, trailed: bit k set while its shape shape_start_[i] + k may still fit, as
  // check_pearl last found (kUnchecked before its first look). A shape that stops
  // fitting never fits again on the branch, and when no shape stopped since the last
  // look, every step the rest agree on is decided already: the look ends there.
  static constexpr Slot kUnchecked = -1;  // every bit set
  std::vector<Slot> fitting_;
  std::vector<int> edge_pearl_start_, edge_pearls_;
  std::vector<int> partner_start_, partners_;
  std::vector<int> dot_pearl_start_, dot_pearls_, seen_, cursor_;  // build_shapes' scratch
  std::vector<int> near_start_, near_;  // per step: the steps lookahead probes after it changes
  std::vector<PearlShapes> shape_cache_;  // per dot and colour: 2 * dot + colour - 1
  // Tables of pairs near the border: pair_tables_[pair_slot_[j]] for partners_[j], made
  // on demand (-1 before), so that memory is touched only for the pairs looked at.
  std::vector<PairTable> pair_tables_;
  std::vector<int> pair_slot_;
  static constexpr int kReach = 4;                 // partners' offsets in rows and columns, at most
  static constexpr int kOffsets = 2 * kReach + 1;
  std::vector<PairTable> interior_tables_;         // per colours and offset (pair_table), when ready
  std::vector<char> interior_ready_;
  bool interior(int pearl) const;                  // two dots or more from the border
  void make_pair_table(int pearl, int other, PairTable& t);
  // Pearl i's own list of steps (the bits of its shapes' masks): pearl_steps_[step_start_[i] ..].
  std::vector<int> pearl_steps_, step_start_;
  std::vector<std::uint8_t> step_bit_;  // per step, pair_table's scratch (zero between calls)
  std::vector<int> dirty_;          // pearls whose pairs are due (not trailed: empty at fixpoints)
  std::vector<char> pearl_dirty_;
  // Pearls every counted loop must break (SolveOptions::must_break), as shapes:
  // must_break_shapes_[must_break_start_[i] .. must_break_start_[i+1]).
  std::vector<Shape> must_break_shapes_;
  std::vector<int> must_break_start_;
  bool must_break_on_ = false;
  const EdgeSet* prefer_ = nullptr;  // SolveOptions::prefer
};

inline void Solver::count_edge(int e, bool line, bool&) {
  if (!line) return;
  for (int v : grid_.edge_vertices(e))
    if (vertex_lines_[ix(v)] == 2 && pearl_[ix(v)] != kEmpty) trail_.assign(counter_[kUnmet], counter_[kUnmet] - 1);
}

}  // namespace looplab::masyu
