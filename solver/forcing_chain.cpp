#include "solver/forcing_chain.hpp"

#include <numeric>

namespace looplab::solver {

namespace {

class ForcingChain final : public Propagator {
 public:
  ForcingChain(int rule, std::vector<int> cells, std::vector<std::vector<int>> units)
      : Propagator(rule, std::move(cells)), units_(std::move(units)) {
    units_of_.resize(this->cells().size());
    for (std::size_t u = 0; u < units_.size(); ++u)
      for (int c : units_[u]) units_of_[static_cast<std::size_t>(c)].push_back(static_cast<int>(u));
    forced_.assign(this->cells().size(), -1);
  }

  bool propagate(CpEngine& e) override {
    const int n = static_cast<int>(cells().size());
    for (int c = 0; c < n; ++c) {
      const Domain d = e.dom(c);
      if (is_placed(d) || count_values(d) != 2) continue;
      for (Domain left = d & kValues; left; left &= left - 1) {
        const int v = std::countr_zero(left);
        if (leads_to_contradiction(e, c, v)) {
          for (int t : touched_) e.read(t);  // the two-valued cells of the chain
          return e.remove(c, value_bit(v), rule());
        }
      }
    }
    return true;
  }

 private:
  bool leads_to_contradiction(const CpEngine& e, int start, int value) {
    bool bad = false;
    touched_.clear();
    auto force = [&](int cell, int v) {
      if (forced_[static_cast<std::size_t>(cell)] >= 0) {
        if (forced_[static_cast<std::size_t>(cell)] != v) bad = true;
        return;
      }
      forced_[static_cast<std::size_t>(cell)] = v;
      touched_.push_back(cell);
    };
    force(start, value);
    for (std::size_t k = 0; k < touched_.size() && !bad; ++k) {
      const int cell = touched_[k];
      const int v = forced_[static_cast<std::size_t>(cell)];
      for (int u : units_of_[static_cast<std::size_t>(cell)])
        for (int other : units_[static_cast<std::size_t>(u)]) {
          if (other == cell) continue;
          const Domain d = e.dom(other);
          if (forced_[static_cast<std::size_t>(other)] == v)
            bad = true;  // two cells of a unit, one value
          if (is_placed(d) || count_values(d) != 2 || !(d & value_bit(v))) continue;
          force(other, lowest_value(d & ~value_bit(v)));
        }
    }
    for (int c : touched_) forced_[static_cast<std::size_t>(c)] = -1;
    return bad;
  }

  std::vector<std::vector<int>> units_;
  std::vector<std::vector<int>> units_of_;
  std::vector<int> forced_, touched_;
};

}  // namespace

std::unique_ptr<Propagator> make_forcing_chain(int rule, int cell_count,
                                               std::vector<std::vector<int>> units) {
  std::vector<int> all(static_cast<std::size_t>(cell_count));
  std::iota(all.begin(), all.end(), 0);
  return std::make_unique<ForcingChain>(rule, std::move(all), std::move(units));
}

}  // namespace looplab::solver
