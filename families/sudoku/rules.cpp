#include "families/sudoku/rules.hpp"

#include <map>
#include <tuple>

#include "core/workspace.hpp"
#include "solver/all_different.hpp"
#include "solver/fish.hpp"
#include "solver/forcing_chain.hpp"
#include "solver/intersection.hpp"
#include "solver/xy_chain.hpp"

namespace looplab::sudoku {

std::unique_ptr<solver::CpEngine> build_engine(const Puzzle& p, Mode mode) {
  auto e = std::make_unique<solver::CpEngine>(kRules);
  const int n = p.size();
  const solver::Domain all = solver::value_bit(n) - 1;
  for (int g : p.givens) e->add_cell(g ? solver::value_bit(g - 1) | solver::kPlaced : all);
  std::vector<std::vector<int>> rows(static_cast<std::size_t>(n)), cols(rows), boxes(rows);
  for (int c = 0; c < n * n; ++c) {
    rows[static_cast<std::size_t>(c / n)].push_back(c);
    cols[static_cast<std::size_t>(c % n)].push_back(c);
    boxes[static_cast<std::size_t>(p.box_of(c))].push_back(c);
  }
  const bool rate = mode == Mode::Rate;
  solver::AllDifferentRules line{.elimination = kElimination,
                                 .naked_single = kNakedSingle,
                                 .hidden_single = kHiddenSingleLine,
                                 .naked_subset = rate ? kNakedSubset : -1,
                                 .hidden_subset = rate ? kHiddenSubset : -1,
                                 .hall_set = rate || n <= 16 ? kHallSet : -1,
                                 .max_subset = 4};
  solver::AllDifferentRules box = line;
  box.hidden_single = kHiddenSingleBox;
  for (int i = 0; i < n; ++i) {
    solver::add_all_different(*e, rows[static_cast<std::size_t>(i)], all, line);
    solver::add_all_different(*e, cols[static_cast<std::size_t>(i)], all, line);
    solver::add_all_different(*e, boxes[static_cast<std::size_t>(i)], all, box);
  }
  // Box/line intersections: a box meets box_rows rows and box_cols columns.
  for (int b = 0; b < n; ++b) {
    const auto& cells = boxes[static_cast<std::size_t>(b)];
    const int top = cells.front() / n, left = cells.front() % n;
    for (int k = 0; k < p.box_rows; ++k) {
      const auto& r = rows[static_cast<std::size_t>(top + k)];
      e->add(solver::make_intersection(kPointing, cells, r, all));
      e->add(solver::make_intersection(kClaiming, r, cells, all));
    }
    for (int k = 0; k < p.box_cols; ++k) {
      const auto& c = cols[static_cast<std::size_t>(left + k)];
      e->add(solver::make_intersection(kPointing, cells, c, all));
      e->add(solver::make_intersection(kClaiming, c, cells, all));
    }
  }
  if (rate) {
    std::vector<std::vector<int>> units = rows;
    units.insert(units.end(), cols.begin(), cols.end());
    units.insert(units.end(), boxes.begin(), boxes.end());
    e->add(solver::make_forcing_chain(kForcingChain, n * n, units));
    // Solo's positional set elimination: rows against columns, boxes left out.
    std::vector<int> grid(static_cast<std::size_t>(n * n));
    for (int c = 0; c < n * n; ++c) grid[static_cast<std::size_t>(c)] = c;
    for (int v = 0; v < n; ++v) e->add(solver::make_fish(kFish, n, v, grid));
    e->add(solver::make_xy_chain(kXyChain, n * n, std::move(units)));
  }
  return e;
}

solver::CpEngine& reused_engine(int box_rows, int box_cols, Mode mode,
                                std::span<const solver::Domain> initial) {
  auto& cache = core::thread_workspace<std::map<std::tuple<int, int, Mode>, std::unique_ptr<solver::CpEngine>>>();
  auto& slot = cache[{box_rows, box_cols, mode}];
  if (!slot) slot = build_engine(Puzzle(box_rows, box_cols), mode);
  slot->reset(initial);
  return *slot;
}

solver::CpEngine& reused_engine(const Puzzle& p, Mode mode) {
  const solver::Domain all = solver::value_bit(p.size()) - 1;
  std::vector<solver::Domain> initial;
  initial.reserve(p.givens.size());
  for (int g : p.givens) initial.push_back(g ? solver::value_bit(g - 1) | solver::kPlaced : all);
  return reused_engine(p.box_rows, p.box_cols, mode, initial);
}

}  // namespace looplab::sudoku
