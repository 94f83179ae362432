// ∞ Loop tiers, rating and graded generation: each rule has a grid that it alone
// unlocks, the rating is a function of the puzzle, and generated puzzles rate exactly
// the grade asked for with uniqueness proven by the exact region counter.
#include <catch2/catch.hpp>

#include <array>
#include <cstdlib>
#include <iostream>

#include "core/file.hpp"
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

// Whether the rules of tiers 0..tier, `off` left out, decide every tile.
bool solved_without(const il::Puzzle& p, int tier, il::Rule off) {
  il::Solver s(p, tier);
  s.disable(off);
  return s.propagate() && s.solved();
}

// Searches random unique layouts for small grids that each rule of tiers 1-3 alone
// unlocks (its tier finishes them, its tier without it does not; parity, which the
// region rule contains, with the region rule left out); run by hand
// (`looplab_tests "[.find]"`) to find the grids used below.
TEST_CASE("find grids that only one rule unlocks", "[.find]") {
  Rng rng(1);
  for (il::Rule rule : {il::kBlock, il::kParity, il::kRegion, il::kProbe}) {
    const int tier = il::rules()[rule].tier;
    bool found = false;
    for (int size = 2; size <= 6 && !found; ++size)
      for (int i = 0; i < 200000 && !found; ++i) {
        auto p = il::make_unique_puzzle(
            il::random_layout({.rows = size, .cols = size + (i % 2), .density = 0.3 + 0.1 * (i % 6)}, rng), rng);
        if (!p || solved_at(*p, tier - 1)) continue;
        if (rule == il::kParity ? !solved_without(*p, tier, il::kRegion)
                                : !solved_at(*p, tier) || solved_without(*p, tier, rule))
          continue;
        std::cout << il::rules()[rule].id << ": " << il::write_numbers(*p) << "\n";
        found = true;
      }
  }
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
    const auto a = il::rate_report(*p);
    CHECK(il::rate_report(*p) == a);
    il::Puzzle turned = *p;
    il::scramble(turned, rng);
    CHECK(il::rate_report(turned) == a);
    CHECK(a["score"].get<double>() >= 0);
    CHECK(a["score"].get<double>() < 100);
    CHECK(a["metrics"]["unique"] == true);
  }
  CHECK(il::rate_report(parse("┏┓/┗┛"))["grade"] == "easy");
  CHECK(il::rate_report(parse("╻╻/╹╹"))["grade"] == "extreme");  // two solutions
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
      CHECK(il::rate_report(*p)["grade"] == grade);
    }
}

TEST_CASE("graded generation keeps symmetry, one network and the tile kinds asked for",
          "[infinity-loop]") {
  // The layout is the solution: its shapes must show the symmetry (turns aside).
  auto shape = [](std::uint8_t m) {
    std::uint8_t least = m;
    for (int k = 1; k < 4; ++k) least = std::min(least, il::rotate(m, k));
    return least;
  };
  const unsigned kNoCrossNoEnd = il::kAllKinds & ~(1u << il::kCross) & ~(1u << il::kEnd);
  Rng rng(9);
  for (std::string_view symmetry : {"rot2", "rot4", "mirror"}) {
    std::optional<il::Puzzle> p;
    for (int attempt = 0; attempt < 30 && !p; ++attempt)
      p = il::climb_to_grade({.layout = {.rows = 8, .cols = 8, .density = 0.5, .connected = true},
                              .grade = "medium",
                              .symmetry = symmetry,
                              .tiles = kNoCrossNoEnd},
                             rng);
    INFO(symmetry);
    REQUIRE(p);
    CHECK(il::count_all(*p) == 1);
    CHECK(il::rate_report(*p)["grade"] == "medium");
    il::Solver s(*p);
    const auto solved = il::solve_regions(s, 1).found.at(0);
    for (int r = 0; r < 8; ++r)
      for (int c = 0; c < 8; ++c) {
        const std::uint8_t m = solved[static_cast<std::size_t>(r * 8 + c)];
        CHECK(kNoCrossNoEnd >> il::kind_of(m) & 1);
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

// The search for extreme layouts (unique, and one trial with every rule is stuck) that
// docs/RATING.md reports: random layouts of each size and kind set, made unique, then
// counted by the highest tier they need; run by hand (`looplab_tests "[.extreme]"`),
// it prints one row a size and kind set, and any layout found.
TEST_CASE("search for layouts that one trial does not finish", "[.extreme]") {
  const unsigned no_blank_cross = il::kAllKinds & ~(1u << il::kBlank) & ~(1u << il::kCross);
  for (unsigned tiles : {il::kAllKinds, no_blank_cross})
    for (int size : {5, 6, 8, 10}) {
      Rng rng(static_cast<std::uint64_t>(size) * 10 + (tiles == il::kAllKinds));
      std::array<int, il::kTopTier + 2> by_tier{};  // the last: probing stuck
      const int tries = size <= 6 ? 20000 : 4000;
      for (int i = 0; i < tries; ++i) {
        auto p = il::climb_to_grade({.layout = {.rows = size, .cols = size, .density = 0.35 + 0.1 * (i % 5)},
                                     .grade = "",
                                     .tiles = tiles},
                                    rng);
        if (!p) continue;
        int tier = 0;
        while (tier <= il::kTopTier && !solved_at(*p, tier)) ++tier;
        ++by_tier[static_cast<std::size_t>(tier)];
        if (tier > il::kTopTier) std::cout << "probe stuck: " << il::write_numbers(*p) << "\n";
      }
      std::cout << size << "x" << size << (tiles == il::kAllKinds ? " all kinds" : " no blank, no cross");
      for (int n : by_tier) std::cout << " " << n;
      std::cout << std::endl;
    }
}

// Prints the fixpoint of tiers 0..T (env LL_TIER) of the puzzle in env LL_PUZZLE, `?`
// for an undecided tile; run by hand (`looplab_tests "[.show]"`).
TEST_CASE("show a fixpoint", "[.show]") {
  const char* text = std::getenv("LL_PUZZLE");
  const char* tier = std::getenv("LL_TIER");
  REQUIRE(text);
  const il::Puzzle p = parse(looplab::core::read_file(text));
  il::Solver s(p, tier ? std::atoi(tier) : 1);
  REQUIRE(s.propagate());
  for (int r = 0; r < p.rows; ++r) {
    for (int c = 0; c < p.cols; ++c) {
      const int t = r * p.cols + c;
      std::cout << (s.decided(t) ? il::glyph(s.current()[static_cast<std::size_t>(t)]) : "?");
    }
    std::cout << "\n";
  }
}

// Small grids that parity or the region rule alone unlocks are rare among random
// layouts: this crops windows (pipes across the window's edge dropped) out of hard
// 20x20 puzzles and prints the smallest that needs the rule; run by hand
// (`looplab_tests "[.find-parity]"`).
TEST_CASE("find grids that parity or the region rule alone unlocks", "[.find-parity]") {
  Rng rng(3);
  std::optional<il::Puzzle> best[2];
  for (int found = 0; found < 40;) {
    auto p = il::climb_to_grade({.layout = {.rows = 20, .cols = 20, .density = 0.5}, .grade = "hard"}, rng);
    if (!p) continue;
    ++found;
    il::Solver solver(*p);
    const il::Puzzle layout{20, 20};
    il::Puzzle solved = layout;
    solved.tiles = il::solve_regions(solver, 1).found.at(0);
    for (int h = 3; h <= 10; ++h)
      for (int w = h; w <= 10; ++w)
        for (int r0 = 0; r0 + h <= 20; ++r0)
          for (int c0 = 0; c0 + w <= 20; ++c0) {
            il::Puzzle q(h, w);
            for (int r = 0; r < h; ++r)
              for (int c = 0; c < w; ++c) {
                std::uint8_t m = solved.tile(r0 + r, c0 + c);
                if (r == 0) m &= static_cast<std::uint8_t>(~(1u << il::kUp));
                if (r == h - 1) m &= static_cast<std::uint8_t>(~(1u << il::kDown));
                if (c == 0) m &= static_cast<std::uint8_t>(~(1u << il::kLeft));
                if (c == w - 1) m &= static_cast<std::uint8_t>(~(1u << il::kRight));
                q.tile(r, c) = m;
              }
            if (solved_at(q, 1) || !solved_at(q, 2)) continue;
            const int which = solved_without(q, 2, il::kRegion) ? 0 : 1;  // 0: parity does it
            if (which == 1 && solved_without(q, 2, il::kParity) == false) continue;
            if (best[which] && best[which]->num_tiles() <= q.num_tiles()) continue;
            if (il::count_all(q) != 1) continue;
            best[which] = q;
          }
  }
  for (int which : {0, 1})
    if (best[which]) std::cout << (which ? "region: " : "parity: ") << il::write_numbers(*best[which]) << "\n";
}
