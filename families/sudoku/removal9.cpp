#include "families/sudoku/removal9.hpp"

#include <algorithm>
#include <bitset>

#include "core/workspace.hpp"
#include "families/sudoku/bands9.hpp"
#include "families/sudoku/solve.hpp"
#include "families/sudoku/tiers9.hpp"

namespace looplab::sudoku {

namespace {

class RemovalTest final : public generator::SharedTest {
 public:
  void arm(const Grid& solution, int target) {
    solution_ = &solution;
    target_ = target < 0 ? 5 : target;
  }
  void start(const std::vector<std::uint8_t>& present) override {
    // For "unique" the fixpoint only spares searches on sets it solves; tier 0 costs
    // least and, measured, spares enough (tiers 1-2 cost more than they save).
    now_ = {TierFixpoint(target_ >= 5 ? 0 : target_), {}};
    for (int c = 0; c < 81; ++c)
      if (present[static_cast<std::size_t>(c)]) add(c);
  }
  void add(int cell) override {
    if (now_.givens[static_cast<std::size_t>(cell)]) return;  // an orbit may list a cell twice
    now_.givens.set(static_cast<std::size_t>(cell));
    now_.fixpoint.add_given(cell, (*solution_)[static_cast<std::size_t>(cell)]);
  }
  void save(int depth) override {
    now_.fixpoint.drain();  // once here rather than in every try made from this slot
    slots_.save(depth, now_);
  }
  void restore(int depth) override { now_ = slots_.at(depth); }
  bool accept() override { return decide(nullptr); }
  bool accept_try(const std::vector<int>& missing, bool one_orbit) override {
    // Above the cap's tiers a range is only taken out when the cap alone allows it:
    // near the end most ranges fail, and their halves get exact verdicts anyway.
    return decide(&missing, !one_orbit);
  }

 private:
  // `missing`: cells whose givens would make the set acceptable (so unique), or null.
  bool decide(const std::vector<int>* missing, bool cheap = false) {
    const TierOutcome o = now_.fixpoint.drain();
    if (o != TierOutcome::kStuck) return o == TierOutcome::kSolved;
    if (target_ <= 2 || cheap) return false;
    for (std::size_t c = 0; c < 81; ++c) puzzle_.givens[c] = now_.givens[c] ? (*solution_)[c] : 0;
    if (missing ? band_other_solution(puzzle_.givens.data(), *solution_, *missing)
                : band_count_9x9(puzzle_, 2).solutions != 1)
      return false;
    if (target_ >= 5) return true;
    TierState s;
    now_.fixpoint.write(s);
    return engine_solves_from(s, target_);
  }

  struct Slot {
    TierFixpoint fixpoint;
    std::bitset<81> givens;
  };
  const Grid* solution_ = nullptr;
  int target_ = 5;
  Slot now_;
  generator::SavedSlots<Slot> slots_;
  Puzzle puzzle_{3, 3};
};

}  // namespace

generator::SharedTest& removal_test_9x9(const Grid& solution, int target) {
  RemovalTest& test = core::thread_workspace<RemovalTest>();
  test.arm(solution, target);
  return test;
}

}  // namespace looplab::sudoku
