// ∞ Loop tiers, rating and graded generation: each rule has a grid that it alone
// unlocks, the rating is a function of the puzzle, and generated puzzles rate exactly
// the grade asked for with uniqueness proven by the exact region counter.
#include <catch2/catch.hpp>

#include <algorithm>
#include <array>
#include <bit>
#include <cstdlib>
#include <iostream>
#include <numeric>
#include <optional>
#include <sstream>

#include "core/file.hpp"
#include "families/infinity_loop/checker.hpp"
#include "families/infinity_loop/climb.hpp"
#include "families/infinity_loop/family.hpp"
#include "families/infinity_loop/formats.hpp"
#include "families/infinity_loop/generate.hpp"
#include "families/infinity_loop/report.hpp"
#include "families/infinity_loop/solve.hpp"
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

// Whether an open tile of the solver is a straight with both turns left, or a corner with
// two or three turns left and its four sides open: every stuck position of a unique
// puzzle holds one (docs/RATING.md, "A grid that needs region": with only dead ends,
// tees, two-sided tiles and four-turn corners open, a directed cycle can be turned round).
bool holds_straight_or_narrowed_corner(const il::Solver& s) {
  for (int t = 0; t < s.num_tiles(); ++t) {
    if (s.decided(t)) continue;
    int open = 0;
    for (int side = 0; side < 4; ++side) open += s.edge(s.edge_of(t, side)) == il::kUnknown;
    const auto kind = il::kind_of(s.puzzle().tiles[static_cast<std::size_t>(t)]);
    if (open == 4 && (kind == il::kStraight || (kind == il::kCorner && std::popcount(s.domain(t)) < 4)))
      return true;
  }
  return false;
}

// An extreme puzzle: declares one network, is unique as one by the region counter and
// by the generic search (whose solution passes the independent checker), one trial with
// every rule is stuck, and the rater says extreme.
void check_extreme(const il::Puzzle& p) {
  CHECK(p.connected);
  CHECK(il::count_all(p) == 1);
  CHECK_FALSE(solved_at(p, il::kTopTier));
  il::Solver generic(p);
  CHECK(looplab::solver::count_solutions(generic, {.limit = 2}).solutions == 1);
  REQUIRE(generic.found().size() == 1);
  CHECK_FALSE(il::check_solution(p, generic.found()[0]));
  CHECK(to_json(il::rate(p))["grade"] == "extreme");
}

// A stored grid that needs search (check_extreme) and is unique only as one network:
// without the rule it has more solutions. Returns it without the rule.
il::Puzzle check_extreme_only_as_one_network(const il::Puzzle& p) {
  check_extreme(p);
  il::Puzzle any = p;
  any.connected = false;
  CHECK(il::count_all(any) > 1);
  return any;
}

}  // namespace

// Whether the rules of tiers 0..tier, those of `off` left out, decide every tile.
bool solved_without(const il::Puzzle& p, int tier, std::initializer_list<il::Rule> off) {
  il::Solver s(p, tier);
  for (il::Rule r : off) s.disable(r);
  return s.propagate() && s.solved();
}

// Whether `p` needs `rule`: the tiers below its tier leave it open, and its tier finishes
// it with `rule` but not without it. The tier-2 rules are weighed against each other:
// each must finish alone, and region and wire must not be done by the other two (parity
// is contained in region, so it is only asked to finish alone).
bool only_it_unlocks(const il::Puzzle& p, il::Rule rule) {
  const int tier = il::rules()[rule].tier;
  if (solved_at(p, tier - 1) || !solved_at(p, tier)) return false;
  if (tier != 2) return !solved_without(p, tier, {rule});
  const il::Rule others[3][2] = {{il::kRegion, il::kWire}, {il::kParity, il::kWire}, {il::kParity, il::kRegion}};
  const auto& o = others[rule - il::kParity];
  if (!solved_without(p, 2, {o[0], o[1]})) return false;
  return rule == il::kParity || !solved_without(p, 2, {rule});
}

// Searches random unique layouts for small grids that block or probe alone unlocks
// (only_it_unlocks); run by hand (`looplab_tests "[.find]"`) to find the grids below.
TEST_CASE("find grids that only one rule unlocks", "[.find]") {
  Rng rng(1);
  for (il::Rule rule : {il::kBlock, il::kProbe}) {
    bool found = false;
    for (int size = 2; size <= 6 && !found; ++size)
      for (int i = 0; i < 200000 && !found; ++i) {
        auto p = il::make_unique_puzzle(
            il::random_layout({.rows = size, .cols = size + (i % 2), .density = 0.3 + 0.1 * (i % 6)}, rng), rng);
        if (!p || !only_it_unlocks(*p, rule)) continue;
        std::cout << il::rules()[rule].id << ": " << il::write_numbers(*p) << "\n";
        found = true;
      }
  }
}

// Builds grids for the region rule on purpose: a wall of blank tiles, a staircase from
// the top row to the bottom one (so that no straight cut and no small block has a
// single open crossing), splits the grid in two but for one hole; random pipes on
// either side, made unique, and kept when only the region rule unlocks them. Run by
// hand (`looplab_tests "[.find-region]"`); it prints the first grid found, or how many
// layouts it tried.
TEST_CASE("find a grid that only the region rule unlocks", "[.find-region]") {
  Rng rng(7);
  constexpr long kTries = 1000000;
  long i = 0;
  for (; i < kTries; ++i) {
    const int rows = 5 + static_cast<int>(rng.below(3)), cols = 6 + static_cast<int>(rng.below(3));
    std::vector<std::pair<int, int>> wall;  // (row, column)
    int c = 2 + static_cast<int>(rng.below(static_cast<std::uint64_t>(cols - 4)));
    for (int r = 0; r < rows; ++r) {
      wall.emplace_back(r, c);
      const int step = static_cast<int>(rng.below(3)) - 1;  // the wall moves one column at most
      if (r + 1 < rows && step != 0 && c + step >= 1 && c + step < cols - 1) wall.emplace_back(r, c += step);
    }
    const auto hole = wall[rng.below(wall.size())];
    il::Puzzle p = il::random_layout({.rows = rows, .cols = cols, .density = 0.45 + 0.1 * (i % 4)}, rng);
    for (const auto& [r, wc] : wall) {
      if (std::pair{r, wc} == hole) continue;
      for (int side = 0; side < 4; ++side) {
        if (!(p.tile(r, wc) >> side & 1)) continue;
        p.tile(r + il::kRowStep[side], wc + il::kColStep[side]) &= static_cast<std::uint8_t>(~(1u << il::opposite(side)));
      }
      p.tile(r, wc) = 0;
    }
    auto q = il::make_unique_puzzle(p, rng);
    if (!q || !only_it_unlocks(*q, il::kRegion)) continue;
    std::cout << "region: " << il::write_numbers(*q) << std::endl;
    break;
  }
  if (i == kTries) std::cout << kTries << " walled layouts, none that only the region rule unlocks\n";
}

TEST_CASE("each rule above tier 0 has a grid that it alone unlocks", "[infinity-loop]") {
  // Found by the searches above, but for region, built by hand (docs/RATING.md, "A grid
  // that needs region"): two halves, each drawn the same way and turned half a turn
  // about the middle tile pair, meet through one side that only the count of pipe ends
  // of a half decides; tier 0 (border, neighbour_match, shared_side) is the ground every
  // other rule stands on.
  const std::pair<il::Rule, il::Puzzle> grids[] = {
      {il::kBlock, parse("4\n5\n0\n0 1 4 9 9\n1 10 2 6 13\n1 10 4 1 1\n8 8 0 12 1")},
      {il::kParity, parse("8\n10\n0\n0 2 8 0 6 14 10 12 6 12\n4 4 6 10 15 9 4 5 7 13\n"
                          "7 11 9 4 5 4 7 13 7 9\n7 14 12 5 7 13 5 7 9 0\n7 13 3 9 7 9 5 7 8 4\n"
                          "3 11 14 14 9 4 1 1 6 9\n0 4 1 5 0 3 14 8 3 12\n0 3 10 11 10 10 9 0 2 9")},
      {il::kRegion, parse("..........╹╹╹╹╹..\n"
                          "..........╹.╹.╹..\n"
                          "........╹╹┃╹╹╹┃╹╹\n"
                          "........╹.╹╹..╹.╹\n"
                          "........╹..╹╹╹╹.╹\n"
                          "╹╹╹╹╹╹╹.╹╹╹.....╹\n"
                          "╹.....╹╹╹.╹╹╹╹╹╹╹\n"
                          "╹.╹╹╹╹..╹........\n"
                          "╹.╹..╹╹.╹........\n"
                          "╹╹┃╹╹╹┃╹╹........\n"
                          "..╹.╹.╹..........\n"
                          "..╹╹╹╹╹..........\n")},
      {il::kWire, parse("5\n6\n0\n6 8 4 6 12 4\n1 4 5 3 11 9\n0 3 11 8 6 8\n2 14 14 12 1 0\n2 9 3 11 8 0")},
      {il::kProbe, parse("6\n6\n0\n3 5 2 2 12 1\n5 1 6 5 14 8\n13 11 13 10 13 8\n8 4 4 12 6 0\n"
                         "8 11 14 11 10 2\n4 13 6 3 5 1")},
  };
  for (const auto& [rule, p] : grids) {
    INFO(il::rules()[rule].id);
    CHECK(only_it_unlocks(p, rule));
    CHECK(il::count_all(p) == 1);
    // The chronological search proves it again; its solution passes the checker.
    il::Solver generic(p);
    CHECK(looplab::solver::count_solutions(generic, {.limit = 2}).solutions == 1);
    REQUIRE(generic.found().size() == 1);
    CHECK_FALSE(il::check_solution(p, generic.found()[0]));
  }
  // Every position where the rules are stuck holds an open straight or a narrowed corner.
  for (const auto& [rule, p] : grids)
    for (int tier = 0; tier < il::rules()[rule].tier; ++tier) {
      il::Solver s(p, tier);
      REQUIRE(s.propagate());
      REQUIRE_FALSE(s.solved());
      CHECK(holds_straight_or_narrowed_corner(s));
    }
  // The region grid: without the rule, tier 2 leaves every tile but the blanks open with
  // no step of block, parity or wire; the rule's one step (the side between the two
  // halves) lets tier 0 finish.
  const il::Puzzle& region = grids[2].second;
  il::Solver stuck(region, 2);
  stuck.disable(il::kRegion);
  REQUIRE(stuck.propagate());
  CHECK(stuck.undecided() == 78);
  for (il::Rule r : {il::kBlock, il::kParity, il::kWire}) CHECK(stuck.stats().rule_steps[r] == 0);
  il::Solver with(region, 2);
  REQUIRE(with.propagate());
  CHECK(with.solved());
  CHECK(with.stats().rule_steps[il::kRegion] == 1);
  CHECK(with.stats().rule_steps[il::kParity] == 0);
  CHECK(with.stats().rule_steps[il::kWire] == 0);
  // Region contains parity, so it also finishes the parity grid alone.
  CHECK(solved_without(grids[1].second, 2, {il::kParity, il::kWire}));
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
  }
  CHECK(to_json(il::rate(parse("┏┓/┗┛")))["grade"] == "easy");
  // Like every family, only a unique puzzle is rated: two solutions, or none, are refused.
  CHECK_THROWS_WITH(il::rate(parse("╻╻/╹╹")), "cannot rate a puzzle with more than one solution");
  CHECK_THROWS_WITH(il::rate(parse("╻╻/╹┃")), "cannot rate a puzzle with no solution");
}

TEST_CASE("easy to expert are generated at 8x8 and 10x10, unique by the exact counter",
          "[infinity-loop]") {
  for (int size : {8, 10})
    for (std::string_view grade : {"easy", "medium", "hard", "expert"}) {
      Rng rng(static_cast<std::uint64_t>(size) * 100 + grade.size());
      std::optional<il::Puzzle> p;
      for (int attempt = 0; attempt < 30 && !p; ++attempt)
        p = il::climb_to_grade({.layout = {.rows = size, .cols = size, .density = 0.5}, .grade = looplab::families::grade_named(grade)}, rng);
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

TEST_CASE("extreme is generated at 8x8 and 10x10, unique as one network by the exact counter",
          "[infinity-loop][slow]") {
  for (int size : {8, 10}) {
    Rng rng(static_cast<std::uint64_t>(size) * 100 + 7);
    std::optional<il::Puzzle> p;
    for (int attempt = 0; attempt < 30 && !p; ++attempt)
      p = il::climb_to_grade({.layout = {.rows = size, .cols = size}, .grade = looplab::families::Grade::extreme}, rng);
    INFO(size << "x" << size);
    REQUIRE(p);
    check_extreme(*p);
  }
}

TEST_CASE("extreme is generated at 20x20 and 40x40 by the window climb, and without blanks and crosses",
          "[infinity-loop][slow]") {
  struct Case {
    int size;
    unsigned tiles;
  };
  const unsigned no_blank_cross = il::kAllKinds & ~(1u << il::kBlank) & ~(1u << il::kCross);
  for (const Case& c : {Case{20, il::kAllKinds}, Case{40, il::kAllKinds}, Case{8, no_blank_cross}}) {
    Rng rng(static_cast<std::uint64_t>(c.size) * 100 + 9);
    std::optional<il::Puzzle> p;
    for (int attempt = 0; attempt < 60 && !p; ++attempt)
      p = il::climb_to_grade({.layout = {.rows = c.size, .cols = c.size}, .grade = looplab::families::Grade::extreme, .tiles = c.tiles}, rng);
    INFO(c.size << "x" << c.size);
    REQUIRE(p);
    check_extreme(*p);
    for (std::uint8_t m : p->tiles) CHECK((c.tiles >> il::kind_of(m) & 1));
  }
}

TEST_CASE("a 14x14 grid climbed to extreme in a window: unique as one network, one trial stuck",
          "[infinity-loop]") {
  // `looplab generate --family infinity-loop --rows 14 --cols 14 --grade extreme --seed 3`:
  // the moves acted in a 6x6 window, the rest of the grid propagates to solved.
  il::Puzzle p = parse(
      "14\n14\n0\n0 0 4 6 10 9 2 10 12 0 0 4 2 0\n0 8 11 7 2 13 4 0 12 13 10 15 7 0\n"
      "0 9 3 1 8 13 8 0 0 10 0 10 12 3\n0 6 7 13 14 6 0 0 3 9 0 2 12 6\n0 2 11 3 7 7 10 11 9 0 0 0 5 0\n"
      "2 4 13 8 13 14 2 5 0 0 8 10 7 9\n9 10 7 9 2 0 9 13 4 0 0 0 0 5\n0 0 6 3 0 1 7 3 0 0 0 2 0 10\n"
      "0 0 0 0 0 0 0 12 3 0 0 6 14 6\n0 0 0 6 6 0 0 3 9 0 12 13 9 0\n4 10 11 6 5 0 12 11 0 0 2 9 10 6\n"
      "0 0 1 0 5 3 12 1 0 0 0 0 0 5\n0 0 0 0 7 13 9 0 0 0 3 9 0 8\n0 1 10 5 12 0 9 5 5 10 6 4 0 0");
  p.connected = true;
  check_extreme_only_as_one_network(p);
}

TEST_CASE("a grid that needs search: one trial is stuck, and it is unique as one network",
          "[infinity-loop]") {
  // Found by the climb aimed at extreme (`looplab_tests "[.extreme]"`).
  il::Puzzle p = parse("6\n6\n0\n2 6 9 13 11 2\n4 14 11 11 7 8\n9 12 1 4 9 6\n9 13 12 3 14 6\n"
                       "2 14 9 11 11 2\n2 3 2 9 1 0");
  p.connected = true;
  // Without the one-network rule it has more solutions, so only JSON can hold it.
  const il::Puzzle any = check_extreme_only_as_one_network(p);
  const auto puzzle = il::make_puzzle(p);
  CHECK(puzzle->cannot_write("net"));
  CHECK(puzzle->cannot_write("numbers"));
  CHECK_FALSE(puzzle->cannot_write("json"));
  CHECK_THROWS(puzzle->write("net"));
  CHECK_FALSE(il::make_puzzle(any)->cannot_write("net"));
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
                              .grade = looplab::families::Grade::medium,
                              .symmetry = *looplab::generator::symmetry_named(symmetry),
                              .tiles = kNoCrossNoEnd},
                             rng);
    INFO(symmetry);
    REQUIRE(p);
    CHECK(p->connected);  // declared, and unique without the rule too
    il::Puzzle plain = *p;
    plain.connected = false;
    CHECK(il::count_all(plain) == 1);
    CHECK(il::count_all(*p) == 1);
    CHECK(to_json(il::rate(*p))["grade"] == "medium");
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

TEST_CASE("a puzzle that asks for one network is held to it by the solver, counter, checker and rater",
          "[infinity-loop]") {
  // Two solutions: the layout below, one network, and a second that splits it in two
  // (the tees of the middle row turn the other way). Found by an exhaustive count of
  // random 3x4 layouts.
  il::Puzzle p = parse("3\n4\n0\n6 14 12 0\n7 13 7 8\n1 1 3 8");
  const std::vector<std::uint8_t> one = {6, 14, 12, 0, 7, 13, 7, 8, 1, 1, 3, 8};
  const std::vector<std::uint8_t> two = {6, 14, 12, 0, 7, 11, 13, 4, 1, 2, 9, 1};
  CHECK(il::count_all(p) == 2);
  CHECK_FALSE(il::check_solution(p, two));
  CHECK_THROWS_WITH(il::rate(p), "cannot rate a puzzle with more than one solution");
  p.connected = true;
  CHECK(il::count_all(p) == 1);
  CHECK_FALSE(il::check_solution(p, one));
  const auto why = il::check_solution(p, two);
  REQUIRE(why);
  CHECK(why->find("not on the one network") != std::string::npos);
  // The chronological search agrees, and finds the one network.
  il::Solver generic(p);
  CHECK(looplab::solver::count_solutions(generic, {.limit = 0}).solutions == 1);
  REQUIRE(generic.found().size() == 1);
  CHECK(generic.found()[0] == one);
  // Unique only by the one-network rule, so rated, and the same way every time.
  const auto a = to_json(il::rate(p));
  CHECK(to_json(il::rate(p)) == a);
  // JSON keeps the request; a puzzle that does not ask writes no key.
  const auto round = il::parse_json(il::write_json(p));
  REQUIRE(round);
  REQUIRE(*round);
  CHECK(round->value().connected);
  p.connected = false;
  CHECK(il::write_json(p).find("connected") == std::string::npos);
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
// docs/RATING.md reports: the climb of climb.hpp aimed at extreme (one network, each move
// kept when it stays unique as one network and leaves no fewer wrong turns that survive
// a trial), for each size and kind set; run by hand (`looplab_tests "[.extreme]"`), it prints one row a
// size and kind set (attempts, layouts found) and any layout found.
TEST_CASE("search for layouts that one trial does not finish", "[.extreme]") {
  const unsigned no_blank_cross = il::kAllKinds & ~(1u << il::kBlank) & ~(1u << il::kCross);
  for (unsigned tiles : {il::kAllKinds, no_blank_cross})
    for (int size : {6, 8, 10}) {
      Rng rng(static_cast<std::uint64_t>(size) * 10 + (tiles == il::kAllKinds));
      const int attempts = size <= 8 ? 60 : 30;
      int found = 0;
      for (int i = 0; i < attempts; ++i) {
        auto p = il::climb_to_grade({.layout = {.rows = size, .cols = size, .density = 0.35 + 0.1 * (i % 5)},
                                     .grade = looplab::families::Grade::extreme,
                                     .tiles = tiles},
                                    rng);
        if (!p) continue;
        ++found;
        std::cout << "probe stuck: " << il::write_numbers(*p) << "\n";
      }
      std::cout << size << "x" << size << (tiles == il::kAllKinds ? " all kinds" : " no blank, no cross") << ": "
                << attempts << " climbs, " << found << " found" << std::endl;
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

// Small grids that a tier-2 rule alone unlocks are rare among random layouts: this
// crops windows (pipes across the window's edge dropped) out of hard and expert 20x20
// puzzles and
// prints the smallest unique one for each rule; run by hand
// (`looplab_tests "[.find-hard]"`).
TEST_CASE("find grids that a tier-2 rule alone unlocks", "[.find-hard]") {
  Rng rng(3);
  std::optional<il::Puzzle> best[3];
  for (int found = 0; found < 400;) {
    auto p = il::climb_to_grade(
        {.layout = {.rows = 20, .cols = 20, .density = 0.5}, .grade = found % 2 ? looplab::families::Grade::expert : looplab::families::Grade::hard}, rng);
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
            for (il::Rule rule : {il::kParity, il::kRegion, il::kWire}) {
              auto& b = best[rule - il::kParity];
              if ((b && b->num_tiles() <= q.num_tiles()) || !only_it_unlocks(q, rule) || il::count_all(q) != 1)
                continue;
              b = q;
              std::cout << il::rules()[rule].id << ": " << il::write_numbers(q) << std::endl;
            }
          }
  }
}

// Every layout of a small grid, exhaustively: each inner side of the grid on or off
// (2^sides layouts), grouped by the puzzle they show (the kind of each tile: the
// rotations are the player's). A puzzle is unique when one layout alone shows it, and
// unique as one network (`connected`) when one layout alone of those showing it is one
// network. Every such puzzle is rated tier by tier; the grids that only `region`
// unlocks, or that one trial does not finish (extreme), are printed. Run by hand
// (`looplab_tests "[.exhaustive]"`, LL_SIZES="RxC ..." to pick sizes); it prints one
// row a size: puzzles by the tier that finishes them (-1: one trial is stuck).
TEST_CASE("rate every unique puzzle of small grids", "[.exhaustive]") {
  const char* env = std::getenv("LL_SIZES");
  std::istringstream sizes(env ? env : "2x2 2x3 2x4 3x3 2x5 3x4 2x6 3x5 4x4");
  for (std::string size; sizes >> size;) {
    const int rows = std::stoi(size), cols = std::stoi(size.substr(size.find('x') + 1));
    // Inner sides: those right of (r, c) for c < cols-1, then those below (r, c) for r < rows-1.
    const int across = rows * (cols - 1), sides = across + (rows - 1) * cols;
    auto layout_of = [&](std::uint32_t bits) {
      il::Puzzle p(rows, cols);
      for (int s = 0; s < sides; ++s) {
        if (!(bits >> s & 1)) continue;
        if (s < across) {
          const int r = s / (cols - 1), c = s % (cols - 1);
          p.tile(r, c) |= 1u << il::kRight, p.tile(r, c + 1) |= 1u << il::kLeft;
        } else {
          const int r = (s - across) / cols, c = (s - across) % cols;
          p.tile(r, c) |= 1u << il::kDown, p.tile(r + 1, c) |= 1u << il::kUp;
        }
      }
      return p;
    };
    auto one_network = [&](const il::Puzzle& p) {
      std::vector<int> parent(static_cast<std::size_t>(p.num_tiles()));
      std::iota(parent.begin(), parent.end(), 0);
      auto find = [&](int t) {
        while (parent[static_cast<std::size_t>(t)] != t) t = parent[static_cast<std::size_t>(t)];
        return t;
      };
      int piped = 0, networks = 0;
      for (int t = 0; t < p.num_tiles(); ++t) {
        if (p.tiles[static_cast<std::size_t>(t)] == 0) continue;
        ++piped;
        if (p.tiles[static_cast<std::size_t>(t)] >> il::kRight & 1) parent[static_cast<std::size_t>(find(t + 1))] = find(t);
        if (p.tiles[static_cast<std::size_t>(t)] >> il::kDown & 1) parent[static_cast<std::size_t>(find(t + cols))] = find(t);
      }
      for (int t = 0; t < p.num_tiles(); ++t) networks += p.tiles[static_cast<std::size_t>(t)] != 0 && find(t) == t;
      return piped > 0 && networks == 1;
    };
    std::vector<std::pair<std::uint64_t, std::uint32_t>> shown;  // (kinds, layout)
    shown.reserve(std::size_t{1} << sides);
    for (std::uint64_t bits = 0; bits < (std::uint64_t{1} << sides); ++bits) {
      const il::Puzzle p = layout_of(static_cast<std::uint32_t>(bits));
      std::uint64_t kinds = 0;
      for (std::uint8_t m : p.tiles) kinds = kinds * 6 + static_cast<std::uint64_t>(il::kind_of(m));
      shown.emplace_back(kinds, static_cast<std::uint32_t>(bits));
    }
    std::sort(shown.begin(), shown.end());
    long by_tier[2][5] = {};  // [connected][tier + 1]
    for (std::size_t i = 0, j; i < shown.size(); i = j) {
      for (j = i + 1; j < shown.size() && shown[j].first == shown[i].first;) ++j;
      std::optional<il::Puzzle> unique;
      if (j - i == 1) unique = layout_of(shown[i].second);
      else {
        int networks = 0;
        for (std::size_t k = i; k < j && networks < 2; ++k)
          if (one_network(layout_of(shown[k].second))) ++networks, unique = layout_of(shown[k].second);
        if (networks != 1) continue;
        unique->connected = true;
      }
      int tier = -1;
      for (int t = 0; t <= il::kTopTier && tier < 0; ++t)
        if (solved_at(*unique, t)) tier = t;
      ++by_tier[unique->connected][tier + 1];
      const bool region = tier == 2 && only_it_unlocks(*unique, il::kRegion);
      if (tier == -1 || region)
        std::cout << (region ? "region" : "extreme") << (unique->connected ? " connected: " : ": ")
                  << il::write_numbers(*unique) << std::endl;
    }
    for (int connected : {0, 1}) {
      std::cout << size << (connected ? " one network" : " any networks") << ": tier 0..3";
      for (int t = 1; t <= 4; ++t) std::cout << " " << by_tier[connected][t];
      std::cout << ", stuck after one trial " << by_tier[connected][0] << std::endl;
    }
  }
}
