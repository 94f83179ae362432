#include "solver/fish.hpp"

#include <algorithm>

#include "solver/hall_filter.hpp"

namespace looplab::solver {

namespace {

class Fish final : public Propagator {
 public:
  Fish(int rule, int n, int value, std::vector<int> grid)
      : Propagator(rule, std::move(grid)), n_(n), value_(value) {}
  bool propagate(CpEngine& e) override {
    Domain cols[kMaxValues] = {}, drop[kMaxValues] = {};
    for (int r = 0; r < n_; ++r) {
      cols[r] = 0;
      for (int c = 0; c < n_; ++c)
        if (e.dom(cell(r, c)) & value_bit(value_)) cols[r] |= value_bit(c);
    }
    if (!filter_.run(cols, n_, value_bit(n_) - 1, drop)) return false;
    if (e.recording() && std::any_of(drop, drop + n_, [](Domain d) { return d != 0; }))
      for (int c : cells()) e.read(c, value_bit(value_));  // where the value can't go
    for (int r = 0; r < n_; ++r)
      for (Domain d = drop[r]; d; d &= d - 1)
        if (!e.remove(cell(r, std::countr_zero(d)), value_bit(value_), rule())) return false;
    return true;
  }

 private:
  int cell(int r, int c) const { return cells()[static_cast<std::size_t>(r * n_ + c)]; }
  int n_, value_;
  HallFilter filter_;
};

}  // namespace

std::unique_ptr<Propagator> make_fish(int rule, int n, int value, std::vector<int> grid) {
  return std::make_unique<Fish>(rule, n, value, std::move(grid));
}

}  // namespace looplab::solver
