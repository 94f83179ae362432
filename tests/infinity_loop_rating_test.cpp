// ∞ Loop tiers, rating and graded generation: each rule has a grid that it alone
// unlocks, the rating is a function of the puzzle, and generated puzzles rate exactly
// the grade asked for with uniqueness proven by the exact region counter.
#include <catch2/catch.hpp>

#include <iostream>

#include "families/infinity_loop/checker.hpp"
#include "families/infinity_loop/climb.hpp"
#include "families/infinity_loop/count.hpp"
#include "families/infinity_loop/formats.hpp"
#include "families/infinity_loop/generate.hpp"
#include "families/infinity_loop/report.hpp"
#include "solver/search.hpp"
#include "tests/support/infinity_loop_parse.hpp"

namespace il = looplab::infinity_loop;
using looplab::core::Rng;

namespace {

constexpr auto parse = looplab::test::parse_infinity_loop;

// Whether propagation with the rules of tiers 0..tier decides every tile.
bool solved_at(const il::Puzzle& p, int tier) {
  il::Solver s(p, tier);
  return s.propagate() && s.solved();
}

}  // namespace

// Searches random layouts for the smallest grids that need exactly each tier; run by
// hand (`looplab_tests "[.find]"`) to find the grids used below.
TEST_CASE("find grids that only one tier unlocks", "[.find]") {
  Rng rng(1);
  for (int tier = 1; tier <= il::kTopTier; ++tier) {
    bool found = false;
    for (int size = 2; size <= 6 && !found; ++size)
      for (int i = 0; i < 200000 && !found; ++i) {
        auto p = il::make_unique_puzzle(
            il::random_layout({.rows = size, .cols = size + (i % 2), .density = 0.3 + 0.1 * (i % 6)}, rng), rng);
        if (!p || solved_at(*p, tier - 1) || !solved_at(*p, tier)) continue;
        std::cout << "tier " << tier << ": " << il::write_numbers(*p) << "\n";
        found = true;
      }
  }
}

// Whether the rules of tiers 0..tier, `off` left out, decide every tile.
bool solved_without(const il::Puzzle& p, int tier, il::Rule off) {
  il::Solver s(p, tier);
  s.disable(off);
  return s.propagate() && s.solved();
}

TEST_CASE("each rule above tier 0 has a grid that it alone unlocks", "[infinity-loop]") {
  // Found by the search above; tier 0 (border, neighbour_match, shared_side) is the
  // ground every other rule stands on.
  const il::Puzzle block = parse("3\n4\n0\n4 8 2 0\n4 10 10 4\n0 1 1 4");
  CHECK_FALSE(solved_at(block, 0));
  CHECK_FALSE(solved_without(block, 1, il::kBlock));
  CHECK(solved_without(block, 1, il::kParity));
  const il::Puzzle probe = parse("4\n5\n0\n4 8 1 4 0\n14 13 10 3 8\n4 4 12 12 4\n0 0 4 4 0");
  CHECK_FALSE(solved_at(probe, 1));
  CHECK(solved_at(probe, 2));
  CHECK_FALSE(solved_without(probe, 2, il::kProbe));
  for (const auto& p : {block, probe}) CHECK(il::count_all(p) == 1);
}

TEST_CASE("every tier's rules are sound: counts with them equal counts without",
          "[infinity-loop]") {
  Rng rng(11);
  for (int i = 0; i < 300; ++i) {
    const int rows = 2 + static_cast<int>(rng.below(4)), cols = 2 + static_cast<int>(rng.below(4));
    il::Puzzle p(rows, cols);
    if (i % 2) {
      for (auto& t : p.tiles) t = static_cast<std::uint8_t>(rng.below(16));
    } else {
      p = il::random_layout({.rows = rows, .cols = cols, .density = 0.3 + 0.1 * (i % 5)}, rng);
      il::scramble(p, rng);
    }
    const il::BigCount plain = il::count_all(p);
    for (int tier = 1; tier <= il::kTopTier; ++tier) {
      il::Solver s(p, tier);
      INFO(il::write_numbers(p) << "tier " << tier);
      CHECK(il::count_regions(s) == plain);
    }
  }
}

TEST_CASE("the rating is a function of the puzzle: repeated, and whatever the turns",
          "[infinity-loop]") {
  Rng rng(5);
  for (int i = 0; i < 6; ++i) {
    auto p = il::make_unique_puzzle(il::random_layout({.rows = 12, .cols = 12, .density = 0.55}, rng), rng);
    REQUIRE(p);
    const auto a = to_json(il::rate(*p));
    CHECK(to_json(il::rate(*p)) == a);
    il::Puzzle turned = *p;
    il::scramble(turned, rng);
    CHECK(to_json(il::rate(turned)) == a);
    CHECK(a["score"].get<double>() >= 0);
    CHECK(a["score"].get<double>() < 100);
    CHECK(a["metrics"]["unique"] == true);
  }
  CHECK(to_json(il::rate(parse("┏┓/┗┛")))["grade"] == "easy");
  CHECK(to_json(il::rate(parse("╻╻/╹╹")))["grade"] == "extreme");  // two solutions
}

TEST_CASE("easy, medium and hard are generated at 8x8 and 10x10, unique by the exact counter",
          "[infinity-loop]") {
  for (int size : {8, 10})
    for (std::string_view grade : {"easy", "medium", "hard"}) {
      Rng rng(static_cast<std::uint64_t>(size) * 100 + grade.size());
      std::optional<il::Puzzle> p;
      for (int attempt = 0; attempt < 30 && !p; ++attempt)
        p = il::climb_to_grade({.layout = {.rows = size, .cols = size, .density = 0.5}, .grade = grade}, rng);
      INFO(size << "x" << size << " " << grade);
      REQUIRE(p);
      CHECK(il::count_all(*p) == 1);
      // The chronological search, which shares nothing with the region counter but the
      // propagation, proves it again; its solution passes the independent checker.
      il::Solver generic(*p);
      CHECK(looplab::solver::count_solutions(generic, {.limit = 2}).solutions == 1);
      REQUIRE(generic.found().size() == 1);
      CHECK_FALSE(il::check_solution(*p, generic.found()[0]));
      CHECK(to_json(il::rate(*p))["grade"] == grade);
    }
}

TEST_CASE("graded generation keeps symmetry, one network and no crosses when asked",
          "[infinity-loop]") {
  // The layout is the solution: its shapes must show the symmetry (turns aside).
  auto shape = [](std::uint8_t m) {
    std::uint8_t least = m;
    for (int k = 1; k < 4; ++k) least = std::min(least, il::rotate(m, k));
    return least;
  };
  Rng rng(9);
  for (std::string_view symmetry : {"rot2", "rot4", "mirror"}) {
    std::optional<il::Puzzle> p;
    for (int attempt = 0; attempt < 30 && !p; ++attempt)
      p = il::climb_to_grade({.layout = {.rows = 8, .cols = 8, .density = 0.5, .connected = true},
                              .grade = "medium",
                              .symmetry = symmetry,
                              .no_cross = true},
                             rng);
    INFO(symmetry);
    REQUIRE(p);
    CHECK(il::count_all(*p) == 1);
    CHECK(to_json(il::rate(*p))["grade"] == "medium");
    il::Solver s(*p);
    const auto solved = il::solve_regions(s, 1).found.at(0);
    for (int r = 0; r < 8; ++r)
      for (int c = 0; c < 8; ++c) {
        const std::uint8_t m = solved[static_cast<std::size_t>(r * 8 + c)];
        CHECK(m != 15);
        const int image = symmetry == "rot2"   ? (7 - r) * 8 + (7 - c)
                          : symmetry == "rot4" ? c * 8 + (7 - r)
                                               : r * 8 + (7 - c);
        CHECK(shape(m) == shape(solved[static_cast<std::size_t>(image)]));
      }
    // One network: every tile reached from tile 0 through matching pipes.
    std::vector<int> seen(64, 0), stack{0};
    seen[0] = 1;
    int reached = 1;
    while (!stack.empty()) {
      const int t = stack.back();
      stack.pop_back();
      for (int side = 0; side < 4; ++side) {
        if (!(solved[static_cast<std::size_t>(t)] >> side & 1)) continue;
        const int u = s.neighbour(t, side);
        if (u >= 0 && !seen[static_cast<std::size_t>(u)]) seen[static_cast<std::size_t>(u)] = 1, ++reached, stack.push_back(u);
      }
    }
    CHECK(reached == 64);
  }
}

TEST_CASE("a node budget stops the search and the count says it is incomplete",
          "[infinity-loop]") {
  // Six independent 2x2 blocks of dead ends, two ways each: 2^6 solutions, and more
  // than 5 search nodes to count them.
  il::Puzzle p = parse("╻╻ ╻╻ ╻╻ ╻╻ ╻╻ ╻╻/╹╹ ╹╹ ╹╹ ╹╹ ╹╹ ╹╹");
  il::Solver s(p);
  s.set_node_budget(5);
  const il::Solutions r = il::solve_regions(s, 100);
  CHECK_FALSE(r.complete);
  il::Solver counter(p);
  counter.set_node_budget(5);
  bool complete = true;
  CHECK(il::count_regions(counter, 0, &complete) < 64);
  CHECK_FALSE(complete);
  il::Solver free(p);
  CHECK(il::count_regions(free) == 64);
}
