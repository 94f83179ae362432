#include "families/towers/rules.hpp"

#include "solver/all_different.hpp"
#include "solver/fish.hpp"
#include "solver/forcing_chain.hpp"
#include "solver/visibility.hpp"

namespace looplab::towers {

std::unique_ptr<solver::CpEngine> build_engine(const Puzzle& p, Mode mode) {
  auto e = std::make_unique<solver::CpEngine>(kRules);
  const int n = p.n;
  const solver::Domain all = solver::value_bit(n) - 1;
  for (int g : p.givens) e->add_cell(g ? solver::value_bit(g - 1) | solver::kPlaced : all);
  const bool rate = mode == Mode::Rate;
  const solver::AllDifferentRules latin{.elimination = kElimination,
                                        .naked_single = kNakedSingle,
                                        .hidden_single = kHiddenSingle,
                                        .naked_subset = rate ? kNakedSubset : -1,
                                        .hidden_subset = rate ? kHiddenSubset : -1,
                                        .hall_set = kHallSet,
                                        .max_subset = 4};
  std::vector<std::vector<int>> units;
  for (int i = 0; i < n; ++i) {
    std::vector<int> row, col;
    for (int k = 0; k < n; ++k) row.push_back(i * n + k), col.push_back(k * n + i);
    solver::add_all_different(*e, row, all, latin);
    solver::add_all_different(*e, col, all, latin);
    const int left = p.clue(kLeft, i), right = p.clue(kRight, i);
    const int top = p.clue(kTop, i), bottom = p.clue(kBottom, i);
    if (left || right) {
      e->add(solver::make_clue_bounds(kClueBounds, row, left, right));
      e->add(solver::make_line_permutations(kLinePermutations, row, left, right));
    }
    if (top || bottom) {
      e->add(solver::make_clue_bounds(kClueBounds, col, top, bottom));
      e->add(solver::make_line_permutations(kLinePermutations, col, top, bottom));
    }
    units.push_back(std::move(row));
    units.push_back(std::move(col));
  }
  if (rate) {
    std::vector<int> grid(static_cast<std::size_t>(n * n));
    for (int i = 0; i < n * n; ++i) grid[static_cast<std::size_t>(i)] = i;
    for (int v = 0; v < n; ++v) e->add(solver::make_fish(kFish, n, v, grid));
    e->add(solver::make_forcing_chain(kForcingChain, n * n, std::move(units)));
  }
  return e;
}

}  // namespace looplab::towers
