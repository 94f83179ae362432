#include "families/towers/rules.hpp"

#include <algorithm>

#include "core/workspace.hpp"
#include "solver/all_different.hpp"
#include "solver/fish.hpp"
#include "solver/forcing_chain.hpp"
#include "solver/xy_chain.hpp"
#include "families/towers/visibility.hpp"

namespace looplab::towers {

namespace {

// One size's model with the clue slots its visibility propagators read.
struct SizedModel {
  std::array<std::array<int, kMaxSize>, 4> clues{};  // by Side
  std::unique_ptr<solver::CpEngine> engine;
};

std::unique_ptr<SizedModel> build_model(int n, Mode mode) {
  auto m = std::make_unique<SizedModel>();
  m->engine = std::make_unique<solver::CpEngine>(kRules);
  solver::CpEngine* e = m->engine.get();
  const solver::Domain all = solver::value_bit(n) - 1;
  for (int c = 0; c < n * n; ++c) e->add_cell(all);
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
    const int* left = &m->clues[kLeft][static_cast<std::size_t>(i)];
    const int* right = &m->clues[kRight][static_cast<std::size_t>(i)];
    const int* top = &m->clues[kTop][static_cast<std::size_t>(i)];
    const int* bottom = &m->clues[kBottom][static_cast<std::size_t>(i)];
    const ClueIds row_ids{clue_id(n, kLeft, i), clue_id(n, kRight, i)};
    const ClueIds col_ids{clue_id(n, kTop, i), clue_id(n, kBottom, i)};
    e->add(make_clue_bounds(kClueBounds, row, left, right, row_ids));
    e->add(make_line_permutations(kLinePermutations, row, left, right, rate, row_ids));
    e->add(make_clue_bounds(kClueBounds, col, top, bottom, col_ids));
    e->add(make_line_permutations(kLinePermutations, col, top, bottom, rate, col_ids));
    units.push_back(std::move(row));
    units.push_back(std::move(col));
  }
  if (rate) {
    std::vector<int> grid(static_cast<std::size_t>(n * n));
    for (int i = 0; i < n * n; ++i) grid[static_cast<std::size_t>(i)] = i;
    for (int v = 0; v < n; ++v) e->add(solver::make_fish(kFish, n, v, grid));
    e->add(solver::make_forcing_chain(kForcingChain, n * n, units));
    e->add(solver::make_xy_chain(kXyChain, n * n, std::move(units)));
  }
  return m;
}

}  // namespace

solver::CpEngine& reused_engine(const Puzzle& p, Mode mode, std::span<const solver::Domain> initial) {
  auto& cache = core::thread_workspace<std::array<std::unique_ptr<SizedModel>, 2 * (kMaxSize + 1)>>();
  auto& slot = cache[static_cast<std::size_t>(2 * p.n + (mode == Mode::Rate))];
  if (!slot) slot = build_model(p.n, mode);
  for (int s = 0; s < 4; ++s)
    std::copy(p.clues[static_cast<std::size_t>(s)].begin(),
              p.clues[static_cast<std::size_t>(s)].end(),
              slot->clues[static_cast<std::size_t>(s)].begin());
  slot->engine->reset(initial);
  return *slot->engine;
}

solver::CpEngine& reused_engine(const Puzzle& p, Mode mode) {
  const solver::Domain all = solver::value_bit(p.n) - 1;
  solver::Domain initial[kMaxSize * kMaxSize];
  for (std::size_t c = 0; c < p.givens.size(); ++c)
    initial[c] = p.givens[c] ? solver::value_bit(p.givens[c] - 1) | solver::kPlaced : all;
  return reused_engine(p, mode, std::span<const solver::Domain>(initial, p.givens.size()));
}

}  // namespace looplab::towers
