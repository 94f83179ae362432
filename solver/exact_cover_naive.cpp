#include "solver/exact_cover_naive.hpp"

namespace looplab::solver {

namespace {

struct Naive {
  int primary;
  const std::vector<NaiveOption>& options;
  std::vector<int> uses;    // how many chosen options name the item
  std::vector<int> colour;  // colour a secondary item has been given (0 = none yet)

  bool fits(const NaiveOption& o) const {
    for (const auto& e : o.entries) {
      const auto i = static_cast<std::size_t>(e.item);
      if (uses[i] == 0) continue;
      if (e.colour == 0 || colour[i] != e.colour) return false;
    }
    return true;
  }

  std::uint64_t count() {
    int item = 0;
    while (item < primary && uses[static_cast<std::size_t>(item)] > 0) ++item;
    if (item == primary) return 1;
    std::uint64_t total = 0;
    for (const auto& o : options) {
      bool names_item = false;
      for (const auto& e : o.entries) names_item |= e.item == item;
      if (!names_item || !fits(o)) continue;
      for (const auto& e : o.entries) {
        const auto i = static_cast<std::size_t>(e.item);
        if (uses[i]++ == 0) colour[i] = e.colour;
      }
      total += count();
      for (const auto& e : o.entries) --uses[static_cast<std::size_t>(e.item)];
    }
    return total;
  }
};

}  // namespace

std::uint64_t count_exact_covers_naive(int primary_items, int secondary_items,
                                       const std::vector<NaiveOption>& options) {
  const auto n = static_cast<std::size_t>(primary_items + secondary_items);
  Naive naive{primary_items, options, std::vector<int>(n, 0), std::vector<int>(n, 0)};
  return naive.count();
}

}  // namespace looplab::solver
