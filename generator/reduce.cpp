#include "generator/reduce.hpp"

#include <numeric>

namespace looplab::generator {

ReduceStats reduce_items(std::vector<std::uint8_t>& present, const std::vector<std::vector<int>>& orbits,
                         core::Rng& rng, const std::function<bool(const std::vector<std::uint8_t>&)>& acceptable,
                         bool monotone) {
  ReduceStats stats;
  std::vector<int> order(orbits.size());
  std::iota(order.begin(), order.end(), 0);
  rng.shuffle(order);
  auto try_remove = [&](int k) {
    const auto& orbit = orbits[static_cast<std::size_t>(k)];
    bool any = false;
    for (int i : orbit) any |= present[static_cast<std::size_t>(i)] != 0;
    if (!any) return false;
    std::vector<std::uint8_t> saved;
    saved.reserve(orbit.size());
    for (int i : orbit) saved.push_back(present[static_cast<std::size_t>(i)]), present[static_cast<std::size_t>(i)] = 0;
    ++stats.tries;
    if (acceptable(present)) {
      ++stats.removed;
      return true;
    }
    for (std::size_t j = 0; j < orbit.size(); ++j) present[static_cast<std::size_t>(orbit[j])] = saved[j];
    return false;
  };
  for (int k : order) try_remove(k);
  for (bool changed = !monotone; changed;) {
    changed = false;
    for (int k : order) changed |= try_remove(k);
  }
  return stats;
}

}  // namespace looplab::generator
