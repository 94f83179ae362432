#include "families/slitherlink/shared_tier.hpp"

#include <memory>

#include "core/workspace.hpp"
#include "families/slitherlink/solver.hpp"

namespace looplab::slitherlink {

namespace {

class SharedTierTest final : public generator::SharedTest {
 public:
  void arm(const Puzzle& full, int max_tier) {
    full_ = &full;
    max_tier_ = max_tier;
    if (!solver_ || solver_->rows() != full.rows || solver_->cols() != full.cols)
      solver_ = std::make_unique<Solver>(full.rows, full.cols);
    now_.clues = full;
    edges_ = core::Grid(full.rows, full.cols).num_edges();
  }

  void start(const std::vector<std::uint8_t>& present) override {
    for (std::size_t i = 0; i < now_.clues.clues.size(); ++i)
      now_.clues.clues[i] = present[i] ? full_->clues[i] : kNoClue;
    now_.known.assign(static_cast<std::size_t>(edges_), Solver::kUnknown);
    settled_ = false;
  }
  void add(int cell) override {
    now_.clues.clues[static_cast<std::size_t>(cell)] = full_->clues[static_cast<std::size_t>(cell)];
    settled_ = false;  // now_.known stays: what fewer clues decided still holds
  }
  void save(int depth) override {
    settle();
    slots_.save(depth, now_);
  }
  void restore(int depth) override {
    now_ = slots_.at(depth);
    settled_ = true;
  }
  bool accept() override {
    settle();
    return now_.solved;
  }

 private:
  struct Point {
    Puzzle clues;
    std::vector<std::int32_t> known;  // per edge: what the clue set decides (or less, unsettled)
    bool solved = false;
  };

  // Propagates the current clues from the edges already known to hold.
  void settle() {
    if (settled_) return;
    settled_ = true;
    Solver& s = *solver_;
    s.reset(now_.clues, max_tier_);
    bool alive = true;
    for (std::size_t e = 0; alive && e < now_.known.size(); ++e)
      if (now_.known[e] != Solver::kUnknown)
        alive = s.take({static_cast<int>(e)}, now_.known[e] == Solver::kLine ? 0 : 1);
    alive = alive && s.propagate();
    now_.solved = alive && s.solved();
    // A contradiction (clues with no solution) decides nothing to build on; supersets
    // meet it again.
    if (alive)
      for (std::size_t e = 0; e < now_.known.size(); ++e) now_.known[e] = s.edge_state(static_cast<int>(e));
  }

  const Puzzle* full_ = nullptr;
  int max_tier_ = 0, edges_ = 0;
  std::unique_ptr<Solver> solver_;
  Point now_;
  bool settled_ = false;
  generator::SavedSlots<Point> slots_;
};

}  // namespace

generator::SharedTest& shared_tier_test(const Puzzle& full, int max_tier) {
  auto& test = core::thread_workspace<SharedTierTest>();
  test.arm(full, max_tier);
  return test;
}

}  // namespace looplab::slitherlink
