#pragma once
// The slow twin of clue removal with shared work: a generator::SharedTest that passes
// every call on to the one under test, keeps the set of items itself, and hands each
// verdict with that set to `check`, which decides the set from scratch and REQUIREs the
// two to agree (adding what it likes: the set shown in an INFO, uniqueness).
#include <catch2/catch.hpp>

#include <functional>
#include <vector>

#include "generator/reduce.hpp"

namespace looplab::test {

class CheckedSharedTest final : public generator::SharedTest {
 public:
  // `exact` is false for a range of several orbits, where a test may refuse what it
  // finds too costly to decide (SharedTest::accept_try): then only an acceptance binds.
  using Check =
      std::function<void(const std::vector<std::uint8_t>& present, bool shared, bool exact)>;
  CheckedSharedTest(generator::SharedTest& inner, Check check)
      : inner_(inner), check_(std::move(check)) {}
  void start(const std::vector<std::uint8_t>& present) override {
    present_ = present;
    inner_.start(present);
  }
  void add(int item) override {
    present_[static_cast<std::size_t>(item)] = 1;
    inner_.add(item);
  }
  void save(int depth) override {
    saved_.save(depth, present_);
    inner_.save(depth);
  }
  void restore(int depth) override {
    present_ = saved_.at(depth);
    inner_.restore(depth);
  }
  bool accept() override { return checked(inner_.accept(), true); }
  bool accept_try(const std::vector<int>& missing, bool one_orbit) override {
    return checked(inner_.accept_try(missing, one_orbit), one_orbit);
  }
  int verdicts = 0, accepted = 0;

 private:
  bool checked(bool shared, bool exact) {
    check_(present_, shared, exact);
    ++verdicts, accepted += shared;
    return shared;
  }

  generator::SharedTest& inner_;
  Check check_;
  std::vector<std::uint8_t> present_;
  generator::SavedSlots<std::vector<std::uint8_t>> saved_;
};

}  // namespace looplab::test
