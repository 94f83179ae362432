#pragma once
// Slitherlink on the loop SAT engine (solver/loop_sat.hpp: degrees, inside/outside
// faces, lazy connectivity cuts, CaDiCaL): the family adds its clues, each "exactly k of
// the 4 sides" as clauses guarded by a selector literal that the search assumes, so
// clues can be dropped and taken back on one instance (clue removal asks thousands of
// questions on one grid). A clue of 1 or more is also a touch requirement (the loop uses
// one of its sides), which gives the engine its strong, clue-guarded cuts. The square
// grid and Loopy's other grids share it: a clue belongs to a face of the graph view.
#include <cstdint>
#include <optional>
#include <vector>

#include "core/grid.hpp"
#include "families/loop/solve.hpp"
#include "families/slitherlink/puzzle.hpp"
#include "solver/loop_sat.hpp"

namespace looplab::slitherlink {

using SatStats = solver::LoopSatStats;

using SatResult = families::LoopSatCount;

class SatEngine {
 public:
  using FirstGuess = solver::LoopSat::FirstGuess;
  // The square grid of rows x cols cells (a cell is the face of the same id).
  explicit SatEngine(int rows, int cols, FirstGuess guess = FirstGuess::Default);
  // Any grid: a clue per inner face of `graph`.
  explicit SatEngine(core::LoopGraph graph, FirstGuess guess = FirstGuess::Default);

  // The clues of `puzzle` (same size) hold in the next searches, and no others.
  void set_clues(const Puzzle& puzzle);
  // The same for one clue a face (kNoClue: none), any grid.
  void set_clues(std::span<const std::int8_t> clues);
  // For an engine that serves one clue set only (`solve`): the current clues hold for
  // good, edge `e` is `line`, cells a and b (kNone: the outside) lie on the same side of
  // the loop or not (solver::LoopSat::fix_*).
  void fix_clues() { sat_.fix_assumptions(); }
  // The clue `value` in `face` never holds again (clue removal has dropped it for
  // good): what CaDiCaL keeps for it alone (its clauses, the cuts it guards) goes.
  void retire_clue(int face, int value);
  void fix_edge(int e, bool line) { sat_.fix_edge(e, line); }
  // solver::LoopSat::cut_small_cycles: cells and dominoes whose outline is not the loop.
  void cut_small_cycles() { sat_.cut_small_cycles(); }
  void fix_sides(int a, int b, bool differ);
  void fix_root(std::span<const std::int32_t> edges, std::span<const std::pair<int, int>> cells) {
    sat_.fix_root(edges, cells);
  }
  // Loops satisfying the current clues, up to `limit` (0 = all), other than `known`;
  // `max_conflicts` as solver::LoopSat::count. The square grid's loops as edge sets:
  SatResult count(std::uint64_t limit, const EdgeSet* known = nullptr, std::uint64_t max_conflicts = 0);
  // any grid's, one flag an edge of the graph view:
  solver::LoopSatResult count_loops(std::uint64_t limit, const std::vector<std::uint8_t>* known = nullptr,
                                    std::uint64_t max_conflicts = 0) {
    return sat_.count(limit, known, max_conflicts);
  }
  const SatStats& total() const { return sat_.total(); }  // over every search so far

 private:
  int clue_selector(int face, int value);  // made (with its clauses) on first use
  void encode_clue(int face, int value, int selector);  // sat_encoding.cpp

  std::optional<core::Grid> grid_;  // the square grid's dots (none on another grid): count's edge sets
  solver::LoopSat sat_;
  int values_;                 // the clue values a face may hold: 0 .. most sides of a face
  std::vector<int> selector_;  // per face x value: 0 = not made yet
  std::vector<int> clause_;    // scratch
};

// "Exactly `value` of `sides` on" as clauses on `sat`, each guarded by `selector` (0:
// none), with `clause` as scratch: a clue on any grid (a 12-sided face: 4096 subsets looked at).
void encode_clue_count(solver::LoopSat& sat, std::span<const int> sides, int value, int selector,
                       std::vector<int>& clause);

// Counts solutions with a fresh engine: the learning twin of `solve` (solve.hpp).
SatResult sat_count(const Puzzle& puzzle, std::uint64_t limit);

}  // namespace looplab::slitherlink
