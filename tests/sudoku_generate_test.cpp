// Sudoku generation on 9x9: its fast parts against slow, obvious twins. The growing
// tier fixpoint against propagation from scratch, clue removal's verdicts against
// from-scratch tests on the generic engine, the minimality search against counting,
// random grids against the checker; and every Solo level generated end to end.
#include <catch2/catch.hpp>

#include <algorithm>
#include <numeric>
#include <set>
#include <utility>

#include "core/rng.hpp"
#include "families/family.hpp"
#include "families/sudoku/bands9.hpp"
#include "families/sudoku/checker.hpp"
#include "families/sudoku/family.hpp"
#include "families/sudoku/random_grid9.hpp"
#include "families/sudoku/removal9.hpp"
#include "families/sudoku/solve.hpp"
#include "families/sudoku/generate.hpp"
#include "families/sudoku/rate.hpp"
#include "families/sudoku/tatham_levels.hpp"
#include "families/sudoku/tiers9.hpp"
#include "generator/reduce.hpp"
#include "generator/symmetry.hpp"

using namespace looplab;
using namespace looplab::sudoku;

namespace {

bool same_fixpoint(const TierState& a, const TierState& b) {
  return a.candidates == b.candidates && a.placed == b.placed;
}

// What a state says, compared field by field with propagation from scratch.
void check_against_scratch(TierFixpoint& t, const std::vector<int>& givens, int tier) {
  TierState fast, slow;
  const TierOutcome o = t.drain();
  const TierOutcome scratch = tier_propagate(givens.data(), tier, &slow);
  REQUIRE(o == scratch);
  if (o != TierOutcome::kStuck) return;
  t.write(fast);
  CHECK(same_fixpoint(fast, slow));
}

}  // namespace

TEST_CASE(
    "A tier fixpoint grown given by given, saved and restored, equals propagation from scratch",
    "[sudoku]") {
  core::Rng rng(77);
  int outcomes[3] = {0, 0, 0};
  for (int trial = 0; trial < 90; ++trial) {
    const int tier = trial % 3;
    const Grid grid = random_grid_9x9(rng);
    std::vector<int> cells(81);
    std::iota(cells.begin(), cells.end(), 0);
    rng.shuffle(cells);
    // Slots as clue removal keeps them: a state and the givens it holds.
    std::vector<std::pair<TierFixpoint, std::vector<int>>> slots;
    TierFixpoint t(tier);
    std::vector<int> givens(81, 0);
    for (int step = 0, next = 0; step < 120 && next < 81; ++step) {
      const int what = rng.below(10);
      if (what < 6) {  // add one or a few givens, now and then a wrong digit
        for (int k = 1 + rng.below(3); k > 0 && next < 81; --k) {
          const int c = cells[static_cast<std::size_t>(next++)];
          const int g = rng.chance(0.01) ? 1 + rng.below(9) : grid[static_cast<std::size_t>(c)];
          givens[static_cast<std::size_t>(c)] = g;
          t.add_given(c, g);
        }
      } else if (what < 8) {
        t.drain();
        slots.emplace_back(t, givens);
      } else if (!slots.empty()) {
        std::tie(t, givens) = slots.back();
        if (rng.chance(0.5)) slots.pop_back();
        // Cells added since the slot come again later, in a new order.
        next = 0;
        std::vector<int> rest;
        for (int c : cells)
          if (givens[static_cast<std::size_t>(c)])
            cells[static_cast<std::size_t>(next++)] = c;
          else
            rest.push_back(c);
        rng.shuffle(rest);
        std::copy(rest.begin(), rest.end(), cells.begin() + next);
      }
      check_against_scratch(t, givens, tier);
      ++outcomes[static_cast<int>(t.drain())];
    }
  }
  for (int o : outcomes) CHECK(o > 0);  // contradictions, stuck and solved states all met
}

TEST_CASE(
    "Clue removal with the shared test leaves a set the from-scratch tests accept and cannot "
    "shrink",
    "[sudoku]") {
  core::Rng rng(13);
  const auto orbits = *generator::symmetry_orbits(9, 9, *generator::symmetry_named("rot2"));
  for (int trial = 0; trial < 30; ++trial) {
    const int target = std::array{0, 1, 2, 3, 4, 5}[static_cast<std::size_t>(trial % 6)];
    const Grid grid = random_grid_9x9(rng);
    std::vector<std::uint8_t> present(81, 1);
    generator::reduce_items_shared(present, orbits, rng, removal_test_9x9(grid, target));
    Puzzle p(3, 3);
    for (std::size_t c = 0; c < 81; ++c) p.givens[c] = present[c] ? grid[c] : 0;
    INFO("target " << target);
    // The twin: the generic engine from the givens, or counting with the generic engine.
    auto accepted = [&](const Puzzle& q) {
      return target < 5 ? solvable_within(q, target, true) : solve(q, 2, 0, true).solutions == 1;
    };
    CHECK(accepted(p));
    for (const auto& orbit : orbits) {
      if (!p.givens[static_cast<std::size_t>(orbit[0])]) continue;
      Puzzle q = p;
      for (int c : orbit) q.givens[static_cast<std::size_t>(c)] = 0;
      CHECK_FALSE(accepted(q));
    }
  }
}

TEST_CASE("The band solver finds another solution exactly when counting finds two", "[sudoku]") {
  core::Rng rng(29);
  int needed = 0, not_needed = 0;
  for (int trial = 0; trial < 12; ++trial) {
    Puzzle p(3, 3);
    p.givens = random_grid_9x9(rng);
    // Remove single cells while unique: a minimal puzzle, then give back a few cells
    // so that some givens are not needed.
    std::vector<int> cells(81);
    std::iota(cells.begin(), cells.end(), 0);
    rng.shuffle(cells);
    const Grid full = p.givens;
    for (int c : cells) {
      const int g = std::exchange(p.givens[static_cast<std::size_t>(c)], 0);
      if (solve(p, 2).solutions != 1) p.givens[static_cast<std::size_t>(c)] = g;
    }
    for (int k = 0; k < trial % 4; ++k) {
      const int c = rng.below(81);
      p.givens[static_cast<std::size_t>(c)] = full[static_cast<std::size_t>(c)];
    }
    for (int c = 0; c < 81; ++c) {
      if (!p.givens[static_cast<std::size_t>(c)]) continue;
      Puzzle q = p;
      q.givens[static_cast<std::size_t>(c)] = 0;
      const bool two = solve(q, 2, 0, true).solutions == 2;
      const int freed[] = {c};
      CHECK(band_other_solution(q.givens.data(), full, freed) == two);
      ++(two ? needed : not_needed);
    }
    // Several givens freed at once, as clue removal frees an orbit.
    for (int k = 0; k < 20; ++k) {
      std::vector<int> freed;
      Puzzle q = p;
      for (int c : cells)
        if (q.givens[static_cast<std::size_t>(c)] && rng.chance(0.15) && freed.size() < 4)
          freed.push_back(c), q.givens[static_cast<std::size_t>(c)] = 0;
      CHECK(band_other_solution(q.givens.data(), full, freed) ==
            (solve(q, 2, 0, true).solutions == 2));
    }
  }
  CHECK(needed > 0);
  CHECK(not_needed > 0);
}

TEST_CASE("Random 9x9 grids are valid, repeatable and varied", "[sudoku]") {
  core::Rng rng(3);
  std::set<Grid> seen;
  std::set<int> first;
  for (int i = 0; i < 300; ++i) {
    const Grid g = random_grid_9x9(rng);
    CHECK_FALSE(check_solution(Puzzle(3, 3), g));
    seen.insert(g);
    first.insert(g[40]);
  }
  CHECK(seen.size() == 300);
  CHECK(first.size() == 9);
  core::Rng a(5), b(5);
  CHECK(random_grid_9x9(a) == random_grid_9x9(b));
}

TEST_CASE("9x9 generation gives unique puzzles at every Solo level, with an exact minimal flag",
          "[sudoku]") {
  core::Rng rng(4);
  for (std::string_view level : kTathamLevels) {
    families::GenerateAsk req;
    req.rows = req.cols = 9;
    req.tatham_level = std::string(level);
    req.symmetry = "rot2";
    std::optional<families::Generated> made;
    for (int attempt = 0; attempt < 200 && !made; ++attempt)
      if (families::Generated g = family().generate(families::resolve(family(), req), rng); g.puzzle) made = std::move(g);
    INFO(level);
    REQUIRE(made);
    CHECK(made->puzzle->rate().tatham_level == level);
    const Puzzle& p = model_of(*made->puzzle);
    CHECK(solve(p, 2, 0, true).solutions == 1);
    bool minimal = true;
    for (int c = 0; c < 81 && minimal; ++c) {
      if (!p.givens[static_cast<std::size_t>(c)]) continue;
      Puzzle q = p;
      q.givens[static_cast<std::size_t>(c)] = 0;
      minimal = solve(q, 2, 0, true).solutions == 2;
    }
    CHECK(made->minimal == minimal);
  }
}
