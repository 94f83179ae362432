#include "families/towers/shared_level.hpp"

#include <algorithm>

#include "core/workspace.hpp"
#include "families/towers/fast.hpp"
#include "families/towers/generate.hpp"
#include "families/towers/solve.hpp"
#include "families/towers/visibility.hpp"

namespace looplab::towers {

namespace {

class SharedLevelTest final : public LevelTest {
 public:
  void arm(const Puzzle& full, int level) {
    full_ = &full;
    level_ = level;
  }

  void start(const std::vector<std::uint8_t>& present) override {
    const int n = full_->n;
    Puzzle p(n);
    for (int item = 0; item < 4 * n + n * n; ++item)
      if (present[static_cast<std::size_t>(item)]) item_value(p, item) = item_value(*full_, item);
    present_ = present;
    broken_ = !fast_.load(p) || !fast_.propagate(0);
  }

  void add(int item) override {
    auto& here = present_[static_cast<std::size_t>(item)];
    if (here || broken_) return;
    here = 1;
    const int n = full_->n, value = item_value(*full_, item);
    bool ok;
    if (item >= 4 * n) {
      ok = fast_.add_given(item - 4 * n, value);
    } else {
      const int side = item / n, i = item % n;
      const int line = side == kLeft || side == kRight ? i : n + i;
      ok = fast_.add_clue(line, side == kLeft || side == kTop, value);
    }
    broken_ = !ok || !fast_.propagate(0);
  }

  void save(int depth) override {
    Saved s;
    fast_.save(s.state);
    s.present = present_;
    s.broken = broken_;
    slots_.save(depth, s);
  }

  void restore(int depth) override {
    const Saved& s = slots_.at(depth);
    fast_.restore(s.state);
    present_ = s.present;
    broken_ = s.broken;
  }

  bool decided(int cell) const override {
    const std::uint16_t d = fast_.domains()[cell];
    return !broken_ && d && !(d & (d - 1));
  }

  // Several orbits at once are taken out only when the cheap tiers solve what is left
  // (tier 1 where its permutation tables serve, n <= 8; else tier 0, which additions
  // keep at its fixpoint): such sets are the weakest the removal tries, where tier 2,
  // counting and the permutation walk of n = 9 (up to 9! permutations a line) cost most
  // and rarely succeed. A refused range is retried in halves, down to single orbits,
  // whose exact verdicts alone decide the result.
  bool accept_try(const std::vector<int>& missing, bool one_orbit) override {
    (void)missing;
    if (one_orbit || broken_) return accept();
    const int cheap = full_->n <= kPermutationTableMax ? std::min(level_, 1) : 0;
    broken_ = !fast_.propagate(cheap);
    return !broken_ && fast_.solved();
  }

  bool accept() override {
    if (broken_) return false;  // no solution at all
    if (level_ < 3) {
      // The tiers above 0 run only for verdicts, on every line an addition touched
      // since the last one, and what they find stays: the state the additions would
      // have reached with them.
      broken_ = !fast_.propagate(level_);
      return !broken_ && fast_.solved();
    }
    // Uniqueness: the count's own propagation at its root (tier 1 on the lines with
    // clues) stays, so the next verdict redoes only the lines added since.
    broken_ = !fast_.propagate(1, FastTowers::Use::Count);
    return !broken_ && (fast_.solved() || !fast_.other_solution(full_->givens.data()));
  }

 private:
  struct Saved {
    FastTowers::Slot state;
    std::vector<std::uint8_t> present;
    bool broken = false;
  };

  const Puzzle* full_ = nullptr;
  int level_ = 0;
  FastTowers fast_;
  std::vector<std::uint8_t> present_;
  bool broken_ = false;
  generator::SavedSlots<Saved> slots_;
};

}  // namespace

LevelTest& shared_level_test(const Puzzle& full, int level) {
  SharedLevelTest& test = core::thread_workspace<SharedLevelTest>();
  test.arm(full, level);
  return test;
}

}  // namespace looplab::towers
