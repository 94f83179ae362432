#pragma once
// Random Slitherlink puzzles for tests that pit two engines against each other: random
// loops, and random subsets of their clues, so that none, one and many solutions occur.
#include <catch2/catch.hpp>

#include "core/grid.hpp"
#include "core/rng.hpp"
#include "families/slitherlink/checker.hpp"
#include "families/slitherlink/puzzle.hpp"
#include "families/slitherlink/solver.hpp"
#include "generator/random_loop.hpp"

namespace looplab::slitherlink::testing {

inline EdgeSet random_loop(int rows, int cols, core::Rng& rng) {
  EdgeSet loop(rows, cols);
  core::Grid grid(rows, cols);
  loop.on = core::boundary_edges(grid, generator::random_loop_cells(rows, cols, rng));
  return loop;
}

// A loop's clues, each kept with probability `keep`; sometimes one is changed, which
// mostly leaves no solution.
inline Puzzle random_puzzle(int rows, int cols, double keep, core::Rng& rng) {
  Puzzle p = clues_of(random_loop(rows, cols, rng));
  for (auto& c : p.clues)
    if (!rng.chance(keep)) c = kNoClue;
  if (rng.chance(0.25)) {
    auto& c = p.clues[static_cast<std::size_t>(rng.below(rows * cols))];
    c = static_cast<std::int8_t>(rng.below(5));
  }
  return p;
}

// The solutions an engine shows: each one checks, and the first two differ.
template <class Result>
void check_found(const Puzzle& p, const Result& r) {
  for (const auto* s : {&r.first, &r.second})
    if (*s) REQUIRE_FALSE(check_solution(p, **s).has_value());
  if (r.first && r.second) REQUIRE(*r.first != *r.second);
}

// 200 random 8x8 puzzles under a small conflict budget that `count(p, rng)` draws from
// `rng`: a finished count is the propagation solver's, a stopped one never claims more
// solutions than there are. Both outcomes must occur often.
template <class Count>
void budget_never_lies(std::uint64_t seed, Count count) {
  core::Rng rng(seed);
  int cut_short = 0, finished = 0;
  for (int i = 0; i < 200; ++i) {
    const Puzzle p = random_puzzle(8, 8, 0.3, rng);
    Solver solver(8, 8);
    const SolveResult truth = solver.solve(p, {.limit = 2});
    const auto r = count(p, rng);
    INFO("puzzle " << i);
    if (r.complete) {
      ++finished;
      REQUIRE(r.solutions == truth.solutions);
    } else {
      REQUIRE(r.solutions <= truth.solutions);
      cut_short += r.solutions < 2;
    }
  }
  CHECK(cut_short > 10);
  CHECK(finished > 10);
}

// `puzzles` random puzzles of 2..max_side each way: the engine's `count(p, limit)`
// and `solve(p)` (limit 2, after the root fixpoint) give the propagation solver's
// limit-2 answer, and on grids of at most 25 cells `count(p, 0)` its exact count (up
// to 300). The sample must exercise none, one and many solutions.
template <class Count, class Solve>
void random_agreement(int puzzles, int max_side, std::uint64_t seed, Count count, Solve solve) {
  core::Rng rng(seed);
  int none = 0, unique = 0, multiple = 0;
  for (int i = 0; i < puzzles; ++i) {
    const int rows = 2 + rng.below(max_side - 1), cols = 2 + rng.below(max_side - 1);
    const double keep = 0.2 + 0.7 * rng.unit();
    const Puzzle p = random_puzzle(rows, cols, keep, rng);
    Solver solver(rows, cols);
    INFO(rows << "x" << cols << " puzzle " << i);
    const SolveResult prop = solver.solve(p, {.limit = 2});
    const auto alone = count(p, 2);
    REQUIRE(alone.complete == prop.complete);
    REQUIRE(alone.solutions == prop.solutions);
    check_found(p, alone);
    const SolveResult after_root = solve(p);
    REQUIRE(after_root.complete == prop.complete);
    REQUIRE(after_root.solutions == prop.solutions);
    check_found(p, after_root);
    (prop.solutions == 0 ? none : prop.solutions == 1 ? unique : multiple)++;
    if (rows * cols > 25 || prop.solutions < 2) continue;
    const SolveResult all = solver.solve(p, {.limit = 0});
    REQUIRE(all.complete);
    if (all.solutions > 300) continue;  // the learning engines block one solution at a time
    const auto every = count(p, 0);
    REQUIRE(every.complete);
    REQUIRE(every.solutions == all.solutions);
  }
  CHECK(none > puzzles / 20);
  CHECK(unique > puzzles / 20);
  CHECK(multiple > puzzles / 20);
}

}  // namespace looplab::slitherlink::testing
