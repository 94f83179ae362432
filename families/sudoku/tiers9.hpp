#pragma once
// The generator's level cap on 9x9 (3x3 boxes) without the generic engine: propagation
// with the rules of tiers 0..2 of rules.hpp (elimination and box hidden singles; then
// line hidden singles and naked singles; then pointing and claiming), to a fixpoint.
//
// It makes exactly the deductions the generic engine makes under `set_max_tier(tier)`,
// with the same notion of "placed" (a cell whose candidates shrank to one is not placed
// until a rule of the allowed tiers places it). The rules only remove candidates and
// never stop applying when more are removed, so the fixpoint does not depend on the
// order they run in: the result (solved, stuck, contradiction) and the candidates left
// equal the engine's, and the engine may continue from them with its higher tiers.
// Tests compare the two on many puzzles. Cost: a few microseconds per call.
#include <array>
#include <cstdint>

namespace looplab::sudoku {

struct TierState {
  std::array<std::uint16_t, 81> candidates{};  // bit v-1 = value v still possible
  std::array<bool, 81> placed{};
};

enum class TierOutcome { kContradiction, kStuck, kSolved };

// From the givens (81 values, 0 empty), rules up to `max_tier` (0..2; higher is taken
// as 2). When stuck and `out` is given, the fixpoint is written there.
TierOutcome tier_propagate(const int* givens, int max_tier, TierState* out = nullptr);

}  // namespace looplab::sudoku
