#pragma once
// Towers on the generic engine: the rule table, tiered after Tatham's Towers levels,
// and the model built from a puzzle.
//
//   tier 0  elimination, naked_single, hidden_single, clue_bounds   -> "easy"
//   tier 1  line_permutations, naked_subset, hidden_subset, hall_set -> "hard"
//   tier 2  fish, forcing_chain, xy_chain                             -> "extreme"
//   guessing                                                          -> "unreasonable"
#include <array>
#include <memory>
#include <span>

#include "families/towers/puzzle.hpp"
#include "solver/cp_engine.hpp"

namespace looplab::towers {

enum Rule : int {
  kElimination,
  kNakedSingle,
  kHiddenSingle,
  kClueBounds,
  kLinePermutations,
  kNakedSubset,
  kHiddenSubset,
  kHallSet,
  kFish,
  kForcingChain,
  kXyChain,
  kRuleCount
};

inline constexpr std::array<solver::RuleInfo, kRuleCount> kRules = {{
    {"elimination", 0, "a placed height leaves the other cells of its row and column"},
    {"naked_single", 0, "a cell with one possible height gets it"},
    {"hidden_single", 0, "a height with one possible cell in a row or column goes there"},
    {"clue_bounds", 0,
     "bounds from a clue: the cell i steps from clue c is at most n-c+1+i tall, facing clues, "
     "nearly seen lines"},
    {"line_permutations", 1,
     "only heights some permutation of the line fitting both clues gives stay"},
    {"naked_subset", 1,
     "k cells of a line holding only k heights: those heights leave the line's other cells"},
    {"hidden_subset", 1,
     "k heights of a line fitting only k cells: those cells keep only those heights"},
    {"hall_set", 1, "full Hall-set reasoning by matching on a line"},
    {"fish", 2,
     "a height whose row-to-column placements (X-wing, swordfish, ...) leave no room goes"},
    {"forcing_chain", 2,
     "a height of a two-valued cell whose chain of forced two-valued cells contradicts itself "
     "goes"},
    {"xy_chain", 2,
     "a chain of two-valued cells whose two ends hold the same height: a cell in line with both "
     "ends loses it"},
}};

enum class Mode { Count, Rate };

// How a step names a clue (solver::Fact::Clue's `at`): after the n * n cells (a given
// is a Clue at its cell), side by side (puzzle.hpp's Side), then along the side.
constexpr int clue_id(int n, int side, int i) {
  return n * n + side * n + i;
}

// The model of every n x n puzzle in `mode`, built once per thread and size and reset
// to p's clues and givens (its visibility propagators read the clues from the model's
// own slots; a line without clues costs one check per wake-up). The reference stays
// valid until the next call for the same size and mode on this thread, so callers use
// it before asking for another.
solver::CpEngine& reused_engine(const Puzzle& p, Mode mode);
// The same, reset to the given domains (one per cell) instead of p's givens.
solver::CpEngine& reused_engine(const Puzzle& p, Mode mode, std::span<const solver::Domain> initial);

}  // namespace looplab::towers
