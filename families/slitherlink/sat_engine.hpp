#pragma once
// The learning engine for hard uniqueness proofs: Slitherlink as CNF for CaDiCaL (an
// incremental CDCL SAT solver, Debian libcadical-dev), with the single-loop condition
// added lazily. The propagation solver (solver.hpp) proves ordinary puzzles in
// microseconds but learns nothing from a dead end; near-minimal puzzles are where this
// engine takes over (solve.hpp escalates by a node count, never a timer).
//
// Encoding (sat_encoding.cpp), one variable per edge:
//   - every dot has degree 0 or 2 (no edge alone, no three edges at a dot);
//   - at least one edge is on (a solution is one non-empty loop);
//   - one variable per cell, inside the loop or not: an edge is on exactly when the cells
//     on its two sides differ (the parity the propagation solver's colouring reasons with);
//   - each clue k: exactly k of its 4 sides, as clauses guarded by a selector literal that
//     the search assumes, so clues can be dropped and taken back on one instance;
//   - connectivity, lazily (sat_cuts.cpp): a model is a set of disjoint cycles; while it
//     has more than one, for each cycle C the clause "all of C on -> no edge of the other
//     cycles on" (through one auxiliary literal per cycle) is added and the search goes on.
//     Such a cut holds for EVERY clue set (a loop containing all of C is C), so cuts and
//     what CaDiCaL learns from them are kept across clue sets and across searches. Stronger
//     cuts hold while some clue x (1 or more) holds, and are guarded by its selector: for a
//     cycle whose inside (or outside) region R, dots on C included, holds no side of
//     x with both ends, "an edge of C on -> an edge with one end in R on" (the loop must
//     leave R to reach x); else, when x has no side on C, "not all of C".
// A solution found is excluded by a clause guarded by the search's own selector, so one
// instance serves any number of searches (clue removal asks thousands on one grid).
//
// Cost: clauses grow with the cycles met (a few per cut); each search is deterministic
// for the same sequence of calls (CaDiCaL decides nothing by time).
#include <cstdint>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

#include "core/grid.hpp"
#include "families/slitherlink/puzzle.hpp"

namespace CaDiCaL {
class Solver;
}

namespace looplab::slitherlink {

struct SatStats {
  std::uint64_t sat_calls = 0;  // solve() calls on CaDiCaL (one per model looked at)
  std::uint64_t loop_cuts = 0;  // cycles cut off (models with several cycles)
  std::uint64_t conflicts = 0;  // CaDiCaL's conflicts (learned clauses)
};

struct SatResult {
  std::uint64_t solutions = 0;  // found (up to the limit); exact when `complete`
  bool complete = false;        // every loop was looked at: `solutions` is the count
  std::optional<EdgeSet> first, second;
  SatStats stats;               // of this search alone
};

class SatEngine {
 public:
  // How the search first guesses an edge. A single proof (solve) does best with
  // CaDiCaL's default, true (20x20: a fifth fewer calls than edges off, with the cell
  // variables); clue removal, which asks one engine hundreds of questions,
  // with edges off: its models stay small, so fewer cycles to cut (40x40 extreme seed 1:
  // 15 s of CPU against more than 8 minutes).
  enum class FirstGuess { Default, EdgesOff };
  explicit SatEngine(int rows, int cols, FirstGuess guess = FirstGuess::Default);
  ~SatEngine();
  SatEngine(const SatEngine&) = delete;
  SatEngine& operator=(const SatEngine&) = delete;
  int rows() const { return grid_.rows(); }
  int cols() const { return grid_.cols(); }

  // The clues of `puzzle` (same size) hold in the next searches, and no others.
  void set_clues(const Puzzle& puzzle);
  // For an engine that serves one clue set only (`solve`), facts of every solution of
  // it: the current clues hold for good (CaDiCaL simplifies them once instead of
  // assuming them at every call), edge `e` is `line`, and cells a and b (kNone: the
  // outside) lie on the same side of the loop or not. The propagation solver's root
  // fixpoint provides the last two; a proof then searches only what it left open.
  void fix_clues();
  void fix_edge(int e, bool line);
  void fix_sides(int a, int b, bool differ);
  // Loops satisfying the current clues, up to `limit` (0 = all), other than `known` (a
  // solution the caller already has: a search for a second one passes the first).
  // `max_conflicts` (0 = none) bounds CaDiCaL's conflicts over the whole search; when
  // they run out the result is not `complete`, and `solutions` only a lower bound.
  SatResult count(std::uint64_t limit, const EdgeSet* known = nullptr, std::uint64_t max_conflicts = 0);
  const SatStats& total() const { return total_; }  // over every search so far

 private:
  int new_var() { return ++vars_; }
  int edge_lit(int e) const { return e + 1; }
  int inside_lit(int cell) const { return grid_.num_edges() + 1 + cell; }  // cell inside the loop
  int clue_selector(int cell, int value);  // made (with its clauses) on first use
  void add_clause(std::initializer_list<int> lits);
  void add_clause(const std::vector<int>& lits);
  void add_lits(const int* begin, const int* end);
  // +1 true, -1 false, 0 not fixed (fix_edge, fix_sides with the outside).
  int fixed(int lit) const {
    const std::size_t v = static_cast<std::size_t>(lit < 0 ? -lit : lit);
    if (v >= value_.size() || value_[v] == 0) return 0;
    return (lit < 0) == (value_[v] < 0) ? 1 : -1;
  }
  void set_fixed(int lit) { value_[static_cast<std::size_t>(lit < 0 ? -lit : lit)] = lit < 0 ? -1 : 1; }
  // sat_encoding.cpp
  void encode_grid();
  void encode_clue(int cell, int value, int selector);
  // sat_cuts.cpp: the cycles of the current model; cuts when there are several.
  std::vector<std::vector<int>> model_cycles();
  void cut_cycles(const std::vector<std::vector<int>>& cycles);
  int missed_clue(const std::vector<int>& cycle);  // a selector, or 0
  bool region_cut(const std::vector<int>& cycle);  // false when no clue allows it

  core::Grid grid_;
  std::unique_ptr<CaDiCaL::Solver> sat_;
  int vars_ = 0;
  bool encoded_ = false;        // encode_grid() done (at the first search)
  std::vector<int> selector_;  // per cell x value 0..4: 0 = not made yet
  std::vector<std::int8_t> value_;  // per edge and cell variable: fixed facts
  std::vector<int> assumed_;   // selectors of the current clues
  std::vector<std::pair<int, int>> lit_clues_;  // current clues of 1 to 4: cell, selector
  std::vector<std::uint8_t> touched_;           // per cell (scratch)
  std::vector<std::uint8_t> in_cycle_, side_;   // per edge, per dot (scratch)
  std::vector<std::uint8_t> on_;  // the model's edges (scratch)
  std::vector<int> clause_;       // scratch
  SatStats total_;
};

// Counts solutions with a fresh engine: the learning twin of `solve` (solve.hpp).
SatResult sat_count(const Puzzle& puzzle, std::uint64_t limit);

}  // namespace looplab::slitherlink
