#pragma once
// Sudoku on the generic engine: the rule table (one row per deduction, tiered after
// Simon Tatham's Solo levels) and the model built from a puzzle.
//
//   tier 0  elimination, hidden_single_box      -> Solo "trivial"
//   tier 1  hidden_single_line, naked_single    -> "basic"
//   tier 2  pointing, claiming                  -> "intermediate"
//   tier 3  naked_subset, hidden_subset, hall_set -> "advanced" (Solo's set elimination)
//   tier 4  forcing_chain, fish, xy_chain       -> "extreme" (Solo's positional set
//                                                  elimination and forcing chains)
//   guessing                                    -> "unreasonable"
#include <array>
#include <memory>
#include <span>

#include "families/sudoku/puzzle.hpp"
#include "solver/cp_engine.hpp"

namespace looplab::sudoku {

enum Rule : int {
  kElimination,
  kHiddenSingleBox,
  kHiddenSingleLine,
  kNakedSingle,
  kPointing,
  kClaiming,
  kNakedSubset,
  kHiddenSubset,
  kHallSet,
  kForcingChain,
  kFish,
  kXyChain,
  kRuleCount
};

inline constexpr std::array<solver::RuleInfo, kRuleCount> kRules = {{
    {"elimination", 0, "a placed digit leaves the other cells of its row, column and box"},
    {"hidden_single_box", 0, "a digit with one possible cell in a box goes there"},
    {"hidden_single_line", 1, "a digit with one possible cell in a row or column goes there"},
    {"naked_single", 1, "a cell with one possible digit gets it"},
    {"pointing", 2, "a digit confined to one line within a box leaves the rest of that line"},
    {"claiming", 2, "a digit confined to one box within a line leaves the rest of that box"},
    {"naked_subset", 3,
     "k cells of a unit holding only k digits: those digits leave the unit's other cells"},
    {"hidden_subset", 3,
     "k digits of a unit fitting only k cells: those cells keep only those digits"},
    {"hall_set", 3,
     "full Hall-set reasoning by matching: a digit no complete matching of the unit uses goes"},
    {"forcing_chain", 4,
     "a digit of a two-digit cell whose chain of forced two-digit cells contradicts itself goes"},
    {"fish", 4,
     "a digit whose row-to-column placements (X-wing, swordfish, ...) leave no room goes"},
    {"xy_chain", 4,
     "a chain of two-digit cells whose two ends hold the same digit: a cell seeing both ends "
     "loses it"},
}};

// Count: the cheap rules for counting (singles, intersections, and matching up to
// 16x16: on 25x25 grids it costs more than the guesses it saves);
// Rate: every rule, including subsets and forcing chains, for the rater.
enum class Mode { Count, Rate };

std::unique_ptr<solver::CpEngine> build_engine(const Puzzle& p, Mode mode);

// The same model, built once per box shape and mode in this thread and reset to the
// puzzle's givens (the rater and the generator call this many times).
solver::CpEngine& reused_engine(const Puzzle& p, Mode mode);
// The same, reset to the given domains (one per cell) instead of a puzzle's givens.
solver::CpEngine& reused_engine(int box_rows, int box_cols, Mode mode,
                                std::span<const solver::Domain> initial);

}  // namespace looplab::sudoku
