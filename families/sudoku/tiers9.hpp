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
//
// The same order independence lets a fixpoint grow: adding givens to the fixpoint of a
// set and propagating again gives the fixpoint of the larger set from scratch, and only
// the rules that read what the new givens changed need to run. TierFixpoint does that
// (clue removal tries many sets that differ in a few givens); tier_propagate, which
// sweeps every rule until a sweep changes nothing, is its slow twin, and tests compare
// the two on many random sets of givens.
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

// Propagation grown one given at a time. A plain value of 32 words: copying it is how a
// caller keeps a state to come back to. Once a contradiction is found the state stays
// contradicted (a larger set of givens only adds to it).
class TierFixpoint {
 public:
  // The empty grid, rules up to `max_tier` (0..2; higher is taken as 2).
  explicit TierFixpoint(int max_tier = 2);
  // Value 1..9 at cell 0..80; the rules run at the next drain().
  void add_given(int cell, int value);
  // Runs the rules woken since the last drain to the fixpoint.
  TierOutcome drain();
  // The fixpoint (after drain() said kStuck).
  void write(TierState& out) const;
  // The slow twin of drain(): every rule over every digit and band, again and again
  // until a whole sweep changes nothing (tier_propagate's way).
  TierOutcome sweep();

 private:
  bool place(int d, int b, int i);
  void remove(int d, int b, std::uint32_t cells);
  bool single_in(int d, int b, std::uint32_t cells);
  bool band_singles(int d, int b);
  bool column_singles(int d);
  bool naked_singles(int b, bool place_them);
  void intersections(int d);
  bool solved() const;
  TierOutcome outcome();

  std::uint32_t f_[27];      // f_[d * 3 + b]: cells of band b where digit d may be
  std::uint32_t placed_[3];  // placed cells per band
  std::uint32_t woken_ = 0;  // bit d * 3 + b: f_[d * 3 + b] changed since its singles ran
  std::uint16_t stale_ = 0;  // bit d: f_ of digit d changed since its intersections ran
  std::uint8_t tier_ = 2;
  bool dead_ = false;  // a contradiction was found
};

}  // namespace looplab::sudoku
