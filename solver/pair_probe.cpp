#include "solver/pair_probe.hpp"

#include <numeric>

namespace looplab::solver {

namespace {

class PairProbe final : public Propagator {
 public:
  PairProbe(int rule, int tier, std::vector<int> cells, std::uint64_t trial_rules)
      : Propagator(rule, std::move(cells)), tier_(tier), trial_rules_(trial_rules) {}
  bool propagate(CpEngine& e) override {
    for (int c : cells()) {
      const Domain d = e.dom(c);
      if (is_placed(d) || count_values(d) != 2) continue;
      for (Domain left = d & kValues; left; left &= left - 1) {
        const int v = std::countr_zero(left);
        if (!e.consistent_after(c, v, tier_, trial_rules_))
          return e.remove(c, value_bit(v), rule());
      }
    }
    return true;
  }

 private:
  int tier_;
  std::uint64_t trial_rules_;
};

}  // namespace

std::unique_ptr<Propagator> make_pair_probe(int rule, int tier, int cell_count,
                                            std::uint64_t trial_rules) {
  std::vector<int> all(static_cast<std::size_t>(cell_count));
  std::iota(all.begin(), all.end(), 0);
  return std::make_unique<PairProbe>(rule, tier, std::move(all), trial_rules);
}

}  // namespace looplab::solver
