#include "solver/xy_chain.hpp"

#include <numeric>

namespace looplab::solver {

namespace {

class XyChain final : public Propagator {
 public:
  XyChain(int rule, std::vector<int> cells, std::vector<std::vector<int>> units)
      : Propagator(rule, std::move(cells)), units_(std::move(units)) {
    units_of_.resize(this->cells().size());
    for (std::size_t u = 0; u < units_.size(); ++u)
      for (int c : units_[u]) units_of_[static_cast<std::size_t>(c)].push_back(static_cast<int>(u));
    forced_.assign(this->cells().size(), -1);
    sees_start_.assign(this->cells().size(), 0);
  }

  bool propagate(CpEngine& e) override {
    const int n = static_cast<int>(cells().size());
    for (int s = 0; s < n; ++s) {
      const Domain d = e.dom(s);
      if (is_placed(d) || count_values(d) != 2) continue;
      for (Domain left = d & kValues; left; left &= left - 1) {
        const int v = std::countr_zero(left);
        const int third = third_cell(e, s, v);
        if (third >= 0) {
          for (int c : queue_) e.read(c);  // the two-valued cells the chain walked
          return e.remove(third, value_bit(v), rule());
        }
      }
    }
    return true;
  }

 private:
  // Supposes start != v and walks the chain; returns a cell seeing start and a cell the
  // chain forces to v that still holds v, or -1.
  int third_cell(const CpEngine& e, int start, int v) {
    ++stamp_;
    for (int u : units_of_[static_cast<std::size_t>(start)])
      for (int c : units_[static_cast<std::size_t>(u)]) sees_start_[static_cast<std::size_t>(c)] = stamp_;
    queue_.clear();
    forced_[static_cast<std::size_t>(start)] = lowest_value(e.dom(start) & ~value_bit(v));
    queue_.push_back(start);
    int found = -1;
    for (std::size_t k = 0; k < queue_.size() && found < 0; ++k) {
      const int cell = queue_[k];
      const int w = forced_[static_cast<std::size_t>(cell)];
      for (int u : units_of_[static_cast<std::size_t>(cell)]) {
        for (int other : units_[static_cast<std::size_t>(u)]) {
          if (other == cell || forced_[static_cast<std::size_t>(other)] >= 0) continue;
          const Domain d = e.dom(other);
          if (!(d & value_bit(w))) continue;
          if (count_values(d) == 2) {
            forced_[static_cast<std::size_t>(other)] = lowest_value(d & ~value_bit(w));
            queue_.push_back(other);
          }
          // `cell` is v when start is not, so `other`, seeing both, is not v.
          if (w == v && sees_start_[static_cast<std::size_t>(other)] == stamp_) {
            found = other;
            break;
          }
        }
        if (found >= 0) break;
      }
    }
    for (int c : queue_) forced_[static_cast<std::size_t>(c)] = -1;
    return found;
  }

  std::vector<std::vector<int>> units_;
  std::vector<std::vector<int>> units_of_;
  std::vector<int> forced_, queue_;
  std::vector<unsigned> sees_start_;
  unsigned stamp_ = 0;
};

}  // namespace

std::unique_ptr<Propagator> make_xy_chain(int rule, int cell_count,
                                          std::vector<std::vector<int>> units) {
  std::vector<int> all(static_cast<std::size_t>(cell_count));
  std::iota(all.begin(), all.end(), 0);
  return std::make_unique<XyChain>(rule, std::move(all), std::move(units));
}

}  // namespace looplab::solver
