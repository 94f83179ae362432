#pragma once
// Slitherlink on the loop SAT engine (solver/loop_sat.hpp: degrees, inside/outside
// faces, lazy connectivity cuts, CaDiCaL): the family adds its clues, each "exactly k of
// the 4 sides" as clauses guarded by a selector literal that the search assumes, so
// clues can be dropped and taken back on one instance (clue removal asks thousands of
// questions on one grid). A clue of 1 or more is also a touch requirement (the loop uses
// one of its sides), which gives the engine its strong, clue-guarded cuts.
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
  explicit SatEngine(int rows, int cols, FirstGuess guess = FirstGuess::Default);
  int rows() const { return grid_.rows(); }
  int cols() const { return grid_.cols(); }

  // The clues of `puzzle` (same size) hold in the next searches, and no others.
  void set_clues(const Puzzle& puzzle);
  // For an engine that serves one clue set only (`solve`): the current clues hold for
  // good, edge `e` is `line`, cells a and b (kNone: the outside) lie on the same side of
  // the loop or not (solver::LoopSat::fix_*).
  void fix_clues() { sat_.fix_assumptions(); }
  // The clue `value` in `cell` never holds again (clue removal has dropped it for
  // good): what CaDiCaL keeps for it alone (its clauses, the cuts it guards) goes.
  void retire_clue(int cell, int value);
  void fix_edge(int e, bool line) { sat_.fix_edge(e, line); }
  // solver::LoopSat::cut_small_cycles: cells and dominoes whose outline is not the loop.
  void cut_small_cycles() { sat_.cut_small_cycles(); }
  void fix_sides(int a, int b, bool differ);
  void fix_root(std::span<const std::int32_t> edges, std::span<const std::pair<int, int>> cells) {
    sat_.fix_root(edges, cells);
  }
  // Loops satisfying the current clues, up to `limit` (0 = all), other than `known`;
  // `max_conflicts` as solver::LoopSat::count.
  SatResult count(std::uint64_t limit, const EdgeSet* known = nullptr, std::uint64_t max_conflicts = 0);
  const SatStats& total() const { return sat_.total(); }  // over every search so far

 private:
  int clue_selector(int cell, int value);  // made (with its clauses) on first use
  void encode_clue(int cell, int value, int selector);  // sat_encoding.cpp

  core::Grid grid_;
  solver::LoopSat sat_;
  std::vector<int> selector_;  // per cell x value 0..4: 0 = not made yet
  std::vector<int> clause_;    // scratch
};

// "Exactly `value` of `sides` on" as clauses on `sat`, each guarded by `selector` (0:
// none), with `clause` as scratch: a clue on any grid (a 12-sided face: 4096 subsets looked at).
void encode_clue_count(solver::LoopSat& sat, std::span<const int> sides, int value, int selector,
                       std::vector<int>& clause);

// Counts solutions with a fresh engine: the learning twin of `solve` (solve.hpp).
SatResult sat_count(const Puzzle& puzzle, std::uint64_t limit);

}  // namespace looplab::slitherlink
