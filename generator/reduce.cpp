#include "generator/reduce.hpp"

#include <algorithm>
#include <utility>

namespace looplab::generator {

namespace {

// The orbits of present items, in a random order.
std::vector<int> removal_order(const std::vector<std::uint8_t>& present, const std::vector<std::vector<int>>& orbits,
                               core::Rng& rng) {
  std::vector<int> order;
  for (std::size_t k = 0; k < orbits.size(); ++k)
    for (int i : orbits[k])
      if (present[static_cast<std::size_t>(i)]) {
        order.push_back(static_cast<int>(k));
        break;
      }
  rng.shuffle(order);
  return order;
}

}  // namespace

ReduceStats reduce_items(std::vector<std::uint8_t>& present, const std::vector<std::vector<int>>& orbits,
                         core::Rng& rng, const std::function<bool(const std::vector<std::uint8_t>&)>& acceptable,
                         bool monotone) {
  ReduceStats stats;
  std::vector<int> order = removal_order(present, orbits, rng);
  // Takes out orbits order[from, from + n) and tests; puts them back when refused.
  auto try_remove = [&](std::size_t from, std::size_t n) {
    std::vector<std::pair<int, std::uint8_t>> saved;
    for (std::size_t j = from; j < from + n; ++j)
      for (int i : orbits[static_cast<std::size_t>(order[j])])
        saved.emplace_back(i, present[static_cast<std::size_t>(i)]), present[static_cast<std::size_t>(i)] = 0;
    ++stats.tries;
    if (acceptable(present)) {
      stats.removed += n;
      return true;
    }
    for (auto [i, was] : saved) present[static_cast<std::size_t>(i)] = was;
    return false;
  };
  if (monotone) {
    // Group testing: early on most orbits can go, so try them in growing batches; a
    // refused batch is halved down to single orbits. An orbit refused alone is refused
    // for good, since removing more never helps a monotone test.
    // The batch doubles after two successes in a row, so that once most removals
    // fail the search settles on single orbits instead of paying for failed pairs.
    std::size_t batch = 4;
    int streak = 0;
    for (std::size_t i = 0; i < order.size();) {
      std::size_t n = std::min(batch, order.size() - i);
      if (try_remove(i, n)) {
        i += n;
        if (++streak >= 2) batch *= 2, streak = 0;
      } else {
        streak = 0;
        if (n == 1) ++i;
        else batch = n / 2;
      }
    }
    return stats;
  }
  for (bool changed = true; changed;) {
    changed = false;
    for (std::size_t i = 0; i < order.size(); ++i) changed |= try_remove(i, 1) && (order.erase(order.begin() + static_cast<std::ptrdiff_t>(i--)), true);
  }
  return stats;
}

ReduceStats reduce_items_shared(std::vector<std::uint8_t>& present, const std::vector<std::vector<int>>& orbits,
                                core::Rng& rng, SharedTest& test) {
  return reduce_items_shared(present, orbits, removal_order(present, orbits, rng), test);
}

ReduceStats reduce_items_shared(std::vector<std::uint8_t>& present, const std::vector<std::vector<int>>& orbits,
                                const std::vector<int>& order, SharedTest& test) {
  ReduceStats stats;
  // Every orbit in `order` starts out of the set; the recursion adds back each one once
  // it is decided to stay, or while the orbits on the other side are being tried.
  std::vector<std::uint8_t> base = present;
  for (int k : order)
    for (int i : orbits[static_cast<std::size_t>(k)]) base[static_cast<std::size_t>(i)] = 0;
  test.start(base);
  auto add_orbit = [&](int k) {
    for (int i : orbits[static_cast<std::size_t>(k)])
      if (present[static_cast<std::size_t>(i)]) test.add(i);
  };
  // On entry the set is everything decided to stay before `from`, plus every orbit
  // after `to`: what a one-by-one pass would test, less the orbits [from, to).
  // Taking out the whole range at once is tried first: the set is there anyway, so
  // the try costs one verdict, and while most orbits can go it spares whole subtrees.
  // A monotone test accepts the range exactly when one-by-one tries would accept each.
  std::vector<int> missing;
  auto visit = [&](auto& self, std::size_t from, std::size_t to, int depth) -> void {
    ++stats.tries;
    missing.clear();
    for (std::size_t j = from; j < to; ++j)
      for (int i : orbits[static_cast<std::size_t>(order[j])])
        if (present[static_cast<std::size_t>(i)]) missing.push_back(i);
    if (test.accept_try(missing, to - from == 1)) {
      stats.removed += to - from;
      for (std::size_t j = from; j < to; ++j)
        for (int i : orbits[static_cast<std::size_t>(order[j])]) present[static_cast<std::size_t>(i)] = 0;
      return;
    }
    if (to - from == 1) return;
    const std::size_t mid = from + (to - from) / 2;
    test.save(depth);
    for (std::size_t j = mid; j < to; ++j) add_orbit(order[j]);
    self(self, from, mid, depth + 1);
    test.restore(depth);
    for (std::size_t j = from; j < mid; ++j) add_orbit(order[j]);
    self(self, mid, to, depth + 1);
  };
  if (!order.empty()) visit(visit, 0, order.size(), 0);
  return stats;
}

bool some_item_removable(const std::vector<std::uint8_t>& present, const std::vector<int>& items,
                         SharedTest& test) {
  if (items.empty()) return false;
  std::vector<std::uint8_t> base = present;
  for (int i : items) base[static_cast<std::size_t>(i)] = 0;
  test.start(base);
  // On entry the set is `present` less items [from, to).
  auto visit = [&](auto& self, std::size_t from, std::size_t to, int depth) -> bool {
    if (to - from == 1) return test.accept();
    const std::size_t mid = from + (to - from) / 2;
    test.save(depth);
    for (std::size_t j = mid; j < to; ++j) test.add(items[j]);
    if (self(self, from, mid, depth + 1)) return true;
    test.restore(depth);
    for (std::size_t j = from; j < mid; ++j) test.add(items[j]);
    return self(self, mid, to, depth + 1);
  };
  return visit(visit, 0, items.size(), 0);
}

}  // namespace looplab::generator
