#include "families/cycle_cover/checker.hpp"

#include "core/position.hpp"

#include <algorithm>

namespace looplab::cycle_cover {

std::optional<std::string> check_cover(const Problem& p, const std::vector<int>& next) {
  const int n = p.cells();
  if (static_cast<int>(next.size()) != n)
    return "the cover has " + std::to_string(next.size()) + " cells, the grid " + std::to_string(n);
  std::vector<int> entered(static_cast<std::size_t>(n), 0);
  auto where = [&](int cell) { return at_row_column(cell / p.cols, cell % p.cols); };
  for (int u = 0; u < n; ++u) {
    const int v = next[static_cast<std::size_t>(u)];
    if (v < 0 || v >= n) return "the step from " + where(u) + " leaves the grid";
    const Move step{v % p.cols - u % p.cols, v / p.cols - u / p.cols};
    if (std::find(p.moves.begin(), p.moves.end(), step) == p.moves.end())
      return "the step from " + where(u) + " to " + where(v) + " is not a legal move";
    if (++entered[static_cast<std::size_t>(v)] > 1) return "the cell at " + where(v) + " is entered twice";
    if (p.no_2_cycles && next[static_cast<std::size_t>(v)] == u)
      return "the cells at " + where(u) + " and " + where(v) + " form a 2-cycle";
  }
  return std::nullopt;  // n steps entering n cells at most once each: every cell once
}

std::vector<std::vector<int>> cycles_of(const std::vector<int>& next) {
  std::vector<std::vector<int>> cycles;
  std::vector<char> seen(next.size(), 0);
  for (std::size_t start = 0; start < next.size(); ++start) {
    if (seen[start]) continue;
    auto& cycle = cycles.emplace_back();
    for (auto c = start; !seen[c]; c = static_cast<std::size_t>(next[c])) {
      seen[c] = 1;
      cycle.push_back(static_cast<int>(c));
    }
  }
  return cycles;
}

}  // namespace looplab::cycle_cover
