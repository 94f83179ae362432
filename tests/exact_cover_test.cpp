// The dancing-links engine against known answers and against its naive twin.
#include <catch2/catch.hpp>

#include <algorithm>
#include <set>

#include "core/rng.hpp"
#include "solver/exact_cover.hpp"
#include "solver/exact_cover_examples.hpp"
#include "solver/exact_cover_naive.hpp"

using namespace looplab;
using solver::CoverEntry;
using solver::ExactCover;
using solver::ExactCoverRequest;

namespace {

// A problem built twice, once for each solver, from the same random draw.
struct Twin {
  int primary, secondary;
  std::vector<solver::NaiveOption> options;
};

Twin random_problem(core::Rng& rng, bool colours) {
  Twin t{2 + rng.below(6), rng.below(4), {}};
  const int n = t.primary + t.secondary;
  const int count = 3 + rng.below(14);
  for (int k = 0; k < count; ++k) {
    solver::NaiveOption o;
    for (int item = 0; item < n; ++item) {
      if (!rng.chance(0.35)) continue;
      const int colour = colours && item >= t.primary && rng.chance(0.7) ? 1 + rng.below(2) : 0;
      o.entries.push_back({item, colour});
    }
    if (!o.entries.empty()) t.options.push_back(o);
  }
  return t;
}

ExactCover dlx_of(const Twin& t) {
  ExactCover ec(t.primary, t.secondary);
  for (const auto& o : t.options) ec.add_option(o.entries);
  return ec;
}

// Independent check of a solution: primary items exactly once, secondary at most once
// or all with one colour.
bool valid(const Twin& t, const std::vector<int>& chosen) {
  const auto n = static_cast<std::size_t>(t.primary + t.secondary);
  std::vector<int> uses(n, 0), colour(n, -1);
  for (int id : chosen)
    for (const auto& e : t.options[static_cast<std::size_t>(id)].entries) {
      const auto i = static_cast<std::size_t>(e.item);
      if (uses[i]++ > 0 && (e.colour == 0 || colour[i] != e.colour)) return false;
      colour[i] = e.colour;
    }
  for (int i = 0; i < t.primary; ++i)
    if (uses[static_cast<std::size_t>(i)] != 1) return false;
  return true;
}

}  // namespace

TEST_CASE("exact cover finds the one solution of Knuth's example", "[exact_cover]") {
  // Items a..g; options {c e} {a d g} {b c f} {a d f} {b g} {d e g} (TAOCP 7.2.2.1 (5)).
  ExactCover ec(7, 0);
  const std::vector<std::vector<int>> options = {{2, 4},    {0, 3, 6}, {1, 2, 5},
                                                 {0, 3, 5}, {1, 6},    {3, 4, 6}};
  for (const auto& o : options) ec.add_option(o);
  const auto r = ec.solve();
  CHECK(r.solutions == 1);
  CHECK(r.complete);
  CHECK(r.first == std::vector<int>{0, 3, 4});
  CHECK(r.stats.nodes >= 4);
  CHECK(r.stats.updates > 0);
  CHECK(ec.option_items(3) == std::vector<int>{0, 3, 5});
}

TEST_CASE("exact cover honours colours on secondary items as in DLX2", "[exact_cover]") {
  // Primary p q r, secondary x y (TAOCP 7.2.2.1 (49)): options "p q x y:A", "p r x:A y",
  // "p x:B", "q x:A", "r y:B"; the only solution is "q x:A" with "p r x:A y".
  const int p = 0, q = 1, r = 2, x = 3, y = 4, A = 1, B = 2;
  ExactCover ec(3, 2);
  const std::vector<std::vector<CoverEntry>> options = {{{p}, {q}, {x}, {y, A}},
                                                        {{p}, {r}, {x, A}, {y}},
                                                        {{p}, {x, B}},
                                                        {{q}, {x, A}},
                                                        {{r}, {y, B}}};
  for (const auto& o : options) ec.add_option(o);
  const auto res = ec.solve();
  CHECK(res.solutions == 1);
  CHECK(res.first == std::vector<int>{1, 3});
}

TEST_CASE("exact cover counts agree with the naive twin on random problems", "[exact_cover]") {
  core::Rng rng(7);
  int with_solutions = 0;
  for (int round = 0; round < 400; ++round) {
    const Twin t = random_problem(rng, round % 2 == 1);
    auto ec = dlx_of(t);
    const std::uint64_t expected =
        solver::count_exact_covers_naive(t.primary, t.secondary, t.options);
    std::vector<std::vector<int>> seen;
    ExactCoverRequest request;
    request.on_solution = [&](std::span<const int> ids) {
      std::vector<int> s(ids.begin(), ids.end());
      std::sort(s.begin(), s.end());
      seen.push_back(s);
      return true;
    };
    const auto r = ec.solve(request);
    INFO("round " << round);
    REQUIRE(r.solutions == expected);
    REQUIRE(r.complete);
    for (const auto& s : seen) REQUIRE(valid(t, s));
    REQUIRE(std::set<std::vector<int>>(seen.begin(), seen.end()).size() == seen.size());
    with_solutions += expected > 0;
  }
  CHECK(with_solutions > 40);  // the draw is not degenerate
}

TEST_CASE("exact cover stops at the limit and can be solved again", "[exact_cover]") {
  auto ec = solver::n_queens_cover(8);
  ExactCoverRequest limited;
  limited.limit = 10;
  const auto a = ec.solve(limited);
  CHECK(a.solutions == 10);
  CHECK_FALSE(a.complete);
  const auto b = ec.solve();  // the links were restored by the stopped search
  CHECK(b.solutions == 92);
  CHECK(b.complete);
  ExactCoverRequest budget;
  budget.max_nodes = 5;
  const auto c = ec.solve(budget);
  CHECK(c.gave_up);
  CHECK_FALSE(c.complete);
  CHECK(c.stats.nodes == 6);  // the node over the budget is counted, then it stops
}

TEST_CASE("exact cover counts n queens with secondary diagonals", "[exact_cover]") {
  const std::uint64_t known[] = {1, 0, 0, 2, 10, 4, 40, 92, 352, 724};
  for (int n = 1; n <= 10; ++n) {
    auto ec = solver::n_queens_cover(n);
    INFO("n = " << n);
    CHECK(ec.solve().solutions == known[n - 1]);
  }
}

TEST_CASE("exact cover counts the 3x20 pentomino packings", "[exact_cover]") {
  // 2 packings up to symmetry, 4 images each under the rectangle's symmetries.
  auto ec = solver::pentomino_cover(3, 20);
  CHECK(ec.solve().solutions == 8);
}

TEST_CASE("exact cover counts the 6x10 pentomino packings", "[exact_cover][slow]") {
  auto ec = solver::pentomino_cover(6, 10);
  CHECK(ec.options() == 2056);
  CHECK(ec.solve().solutions == 9356);
}

TEST_CASE("exact cover with a seed finds random but valid and repeatable solutions",
          "[exact_cover]") {
  core::Rng draw(11);
  Twin t;
  do t = random_problem(draw, true);
  while (solver::count_exact_covers_naive(t.primary, t.secondary, t.options) < 3);
  auto ec = dlx_of(t);
  std::set<std::vector<int>> firsts;
  for (std::uint64_t seed = 0; seed < 40; ++seed) {
    core::Rng a(seed), b(seed);
    ExactCoverRequest ra, rb;
    ra.limit = rb.limit = 1;
    ra.rng = &a;
    rb.rng = &b;
    const auto x = ec.solve(ra), y = ec.solve(rb);
    REQUIRE(x.solutions == 1);
    REQUIRE(valid(t, x.first));
    REQUIRE(x.first == y.first);
    firsts.insert(x.first);
  }
  CHECK(firsts.size() >= 2);
}
