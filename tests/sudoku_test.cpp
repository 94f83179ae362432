// Sudoku: formats, the 9x9 fast paths (band solver, level cap) against the
// generic engine, a brute-force twin on 4x4 grids, Tatham's peer puzzles (solved,
// unique, checked, rated) and generation.
#include <catch2/catch.hpp>

#include <algorithm>
#include <fstream>
#include <map>
#include <sstream>
#include <utility>

#include "core/rng.hpp"
#include "families/family.hpp"
#include "families/sudoku/bands9.hpp"
#include "families/sudoku/checker.hpp"
#include "families/sudoku/family.hpp"
#include "families/sudoku/formats.hpp"
#include "families/sudoku/random_grid9.hpp"
#include "families/sudoku/solve.hpp"
#include "families/sudoku/rate.hpp"
#include "families/sudoku/report.hpp"
#include "families/sudoku/tatham_levels.hpp"
#include "tests/support/peer_levels.hpp"
#include "tests/support/sudoku_brute.hpp"
#include "tests/support/peers.hpp"

using namespace looplab;
using namespace looplab::sudoku;

namespace {

Puzzle parse_ok(std::string_view text) {
  auto p = parse_any(text);
  REQUIRE(p);
  INFO((p->ok() ? std::string() : p->error().describe()));
  REQUIRE(p->ok());
  return p->value();
}


// The 81 cells of a 9x9 grid in a random order.
std::vector<int> shuffled_cells(core::Rng& rng) {
  std::vector<int> order(81);
  for (int i = 0; i < 81; ++i) order[static_cast<std::size_t>(i)] = i;
  rng.shuffle(order);
  return order;
}

// Empties the cells of `order` from position `keep` on.
void keep_first(Puzzle& p, const std::vector<int>& order, int keep) {
  for (std::size_t i = static_cast<std::size_t>(keep); i < order.size(); ++i)
    p.givens[static_cast<std::size_t>(order[i])] = 0;
}

}  // namespace

TEST_CASE("Sudoku text formats read and write each other exactly", "[sudoku]") {
  const std::string line =
      "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
  Puzzle p = parse_ok(line);
  CHECK(p.size() == 9);
  CHECK(p.clue_count() == 30);
  CHECK(write_line(p) == line);
  CHECK(parse_ok(write_grid(p)).givens == p.givens);
  CHECK(parse_ok(write_ascii(p)).givens == p.givens);
  CHECK(parse_ok(write_json(p)).givens == p.givens);
  const std::string solo = write_solo_id(p);
  CHECK(solo == "3x3:5_3b7d6b1_9_5d9_8d6a8c6c3_4b8a3b1_7c2c6a6d2_8d4_1_9b5d8b7_9");
  CHECK(parse_ok(solo).givens == p.givens);
  std::string zeros = line;
  zeros[2] = '0';
  CHECK(write_line(parse_ok(zeros)) == line);
}

TEST_CASE("Sudoku parsers name the problem and its position", "[sudoku]") {
  auto bad = parse_solo_id("3x3:5!");
  REQUIRE(bad);
  REQUIRE_FALSE(bad->ok());
  CHECK(bad->error().position == 5);
  auto short_id = parse_solo_id("3x3:5_3");
  REQUIRE(short_id);
  CHECK_FALSE(short_id->ok());
  auto jig = parse_solo_id("3x3j:a");
  REQUIRE(jig);
  CHECK_FALSE(jig->ok());
  auto big = parse_solo_id("2x2:5o");
  REQUIRE(big);
  CHECK_FALSE(big->ok());
  CHECK_FALSE(parse_line("hello"));
}

TEST_CASE("A Solo ID reaches the Sudoku family through detection, and --family sudoku forces it",
          "[sudoku]") {
  auto p = families::parse_puzzle("3x3:b9e6a8_6_4_5d5b8a2a9a3f7_8a7e6a9_2f3a9a3a4b2d2_5_7_8a7e6b");
  REQUIRE(p);
  CHECK(p.value()->family().name == "sudoku");
  auto four = families::parse_puzzle("1...\n..3.\n.4..\n...2", families::find_family("sudoku"));
  REQUIRE(four);
  CHECK(four.value()->rows() == 4);
}

TEST_CASE("The 9x9 fast path and the generic engine agree, and both agree with brute force on 4x4",
          "[sudoku]") {
  core::Rng rng(7);
  for (int trial = 0; trial < 40; ++trial) {
    Grid full = random_solution(3, 3, rng);
    Puzzle p(3, 3);
    p.givens = full;
    // Knock out cells until the count is large-ish: many 1, 2 and more-solution cases.
    keep_first(p, shuffled_cells(rng), 18 + trial % 12);
    Solved fast = solve(p, 50), generic = solve(p, 50, 0, true);
    CHECK(fast.fast);
    CHECK_FALSE(generic.fast);
    CHECK(fast.solutions == generic.solutions);
    REQUIRE_FALSE(fast.found.empty());
    CHECK_FALSE(check_solution(p, fast.found[0]));
  }
  Puzzle empty4(2, 2);
  CHECK(solve(empty4, 0).solutions == 288);  // the number of 4x4 Sudoku grids
  for (int trial = 0; trial < 30; ++trial) {
    Puzzle p(2, 2);
    p.givens = random_solution(2, 2, rng);
    for (auto& g : p.givens)
      if (rng.chance(0.7)) g = 0;
    CHECK(solve(p, 0).solutions == brute_count(p, 1000));
  }
}

TEST_CASE("The band solver agrees with the generic engine on counts and solutions",
          "[sudoku]") {
  core::Rng rng(31);
  int seen[3] = {0, 0, 0};  // puzzles with 0, 1, 2+ solutions
  for (int trial = 0; trial < 600; ++trial) {
    Puzzle p(3, 3);
    p.givens = random_grid_9x9(rng);
    CHECK_FALSE(check_solution(Puzzle(3, 3), p.givens));
    // 17 to 40 givens; every fifth puzzle gets a wrong given (often no solution).
    const std::vector<int> order = shuffled_cells(rng);
    keep_first(p, order, 17 + trial % 24);
    if (trial % 5 == 0) p.givens[static_cast<std::size_t>(order[0])] = 1 + rng.below(9);
    INFO(write_line(p));
    const std::uint64_t limit = trial % 3 == 0 ? 2 : 20;
    const FastResult band = band_count_9x9(p, limit);
    const Solved generic = solve(p, limit, 0, true);
    REQUIRE(band.solutions == generic.solutions);
    CHECK(band.complete == generic.complete);
    if (band.solutions == 1 && band.complete) CHECK(band.found == generic.found);
    for (const Grid& g : band.found) CHECK_FALSE(check_solution(p, g));
    std::string line = write_line(p);
    CHECK(band_count_line(line.c_str(), limit) == band.solutions);
    ++seen[std::min<std::uint64_t>(band.solutions, 2)];
  }
  CHECK(seen[0] > 20);
  CHECK(seen[1] > 20);
  CHECK(seen[2] > 20);
  // The hardest set of the benchmark: all unique, same solution as the generic engine.
  std::ifstream in(std::string(LOOPLAB_SOURCE_DIR) + "/bench/data/sudoku-unreasonable.txt");
  int hard = 0;
  for (std::string line; std::getline(in, line);) {
    if (line.size() < 81) continue;
    const Puzzle p = parse_ok(line);
    const FastResult band = band_count_9x9(p);
    CHECK(band.solutions == 1);
    CHECK(band.found == solve(p, 2, 0, true).found);
    ++hard;
  }
  CHECK(hard == 200);
  // The search stops early when told to.
  const FastResult capped = band_count_9x9(Puzzle(3, 3), 0, 1000);
  CHECK(capped.gave_up);
  CHECK_FALSE(capped.complete);
}

TEST_CASE("The 9x9 level cap on the cell layout agrees with the generic engine at every tier",
          "[sudoku]") {
  core::Rng rng(41);
  int solved_at[6] = {0, 0, 0, 0, 0, 0};  // lowest tier that solves, 5 = none
  for (int trial = 0; trial < 160; ++trial) {
    Puzzle p(3, 3);
    p.givens = random_grid_9x9(rng);
    const std::vector<int> order = shuffled_cells(rng);
    // Remove while unique down to 22-45 givens: puzzles of every level.
    const int floor = 22 + trial % 24;
    for (int i = 0, left = 81; i < 81 && left > floor; ++i) {
      int& g = p.givens[static_cast<std::size_t>(order[static_cast<std::size_t>(i)])];
      const int saved = std::exchange(g, 0);
      if (is_unique(p))
        --left;
      else
        g = saved;
    }
    if (trial % 7 == 0) p.givens[static_cast<std::size_t>(order[80])] = 1 + rng.below(9);
    INFO(write_line(p));
    int lowest = 5;
    for (int tier = 4; tier >= 0; --tier) {
      const bool generic = solvable_within(p, tier, true);
      CHECK(solvable_within(p, tier) == generic);
      if (generic) lowest = tier;
    }
    ++solved_at[lowest];
  }
  for (int tier = 0; tier < 6; ++tier) CHECK(solved_at[tier] > 0);
}

TEST_CASE("The independent checker rejects broken grids", "[sudoku]") {
  core::Rng rng(3);
  Puzzle p(3, 3);
  Grid g = random_solution(3, 3, rng);
  CHECK_FALSE(check_solution(p, g));
  Grid bad = g;
  std::swap(bad[0], bad[1]);
  CHECK(check_solution(p, bad));
  p.givens[5] = g[5] % 9 + 1;
  CHECK(check_solution(p, g));
}

TEST_CASE("Every Solo peer puzzle is solved, unique, checked, and rated at Tatham's level",
          "[sudoku][peers]") {
  if (!test::peers_available()) return;
  const std::map<char, std::string> letter = {{'t', "trivial"},      {'b', "basic"},
                                              {'i', "intermediate"}, {'a', "advanced"},
                                              {'e', "extreme"},      {'u', "unreasonable"}};
  test::check_peer_levels("solo.txt", letter, "Solo levels", [](const std::string& id) {
    Puzzle p = parse_ok(id);
    Solved s = solve(p);
    CHECK(s.solutions == 1);
    CHECK(s.complete);
    REQUIRE_FALSE(s.found.empty());
    CHECK_FALSE(check_solution(p, s.found[0]));
    CHECK(solve(p, 2, 0, true).solutions == 1);
    return std::string(*rate(p).tatham_level);
  });
}

TEST_CASE("A Solo ID's CxR counts columns and rows of boxes: 2x3 has boxes 3 wide, 2 tall", "[sudoku]") {
  const Puzzle p = parse_ok("2x3:c1e2_6b6a3_5b3_5a2b2_1e4c");
  CHECK(p.box_rows == 2);
  CHECK(p.box_cols == 3);
  CHECK(write_solo_id(p) == "2x3:c1e2_6b6a3_5b3_5a2b2_1e4c");
  CHECK(*rate(p).tatham_level == "basic");  // as sgt-solo --generate 1 2x3db made it
}

TEST_CASE("Boxes other than the size's default are written only where a format says them", "[sudoku]") {
  // A line and a grid of rows are read with the default boxes of their size (5 has none):
  // writing such a Sudoku there would give another puzzle, or none (the parse fuzzer's
  // round trip found `5x1:4x`).
  for (const char* id : {"5x1:4x", "3x2:c1e2_6b6a3_5b3_5a2b2_1e4c"}) {
    INFO(id);
    auto parsed = families::parse_puzzle(id);
    REQUIRE(parsed);
    const families::Puzzle& p = *parsed.value();
    for (const char* format : {"line", "grid"}) {
      INFO(format);
      const auto why = p.cannot_write(format);
      REQUIRE(why);
      CHECK(why->find("holds only the default boxes of its size") != std::string::npos);
      CHECK_THROWS_AS(p.write(format), InputError);
    }
    for (const char* format : {"solo", "json"}) {
      const std::string out = p.write(format);
      auto again = families::parse_puzzle(out, &p.family());
      REQUIRE(again);
      CHECK(again.value()->write(format) == out);
    }
  }
}

TEST_CASE("Solo-made puzzles, the sets in tests/data, rate at their own level",
          "[sudoku]") {
  const std::map<char, std::string> letter = {{'t', "trivial"},      {'b', "basic"},
                                              {'i', "intermediate"}, {'a', "advanced"},
                                              {'e', "extreme"},      {'u', "unreasonable"}};
  for (const char* file : {"solo-sgt.txt", "solo-sgt-holdout.txt", "solo-sgt-oblong.txt"})
    test::check_levels(test::data_lines(file), letter, file, [](const std::string& id) {
      return std::string(*rate(parse_ok(id)).tatham_level);
    }, 100);
}

TEST_CASE("A Sudoku generation attempt gives a unique, symmetric puzzle at the level asked for",
          "[sudoku]") {
  core::Rng rng(9);
  int made = 0;
  for (int attempt = 0; attempt < 10 && made < 2; ++attempt) {
    families::GenerateAsk req;
    req.rows = req.cols = 9;
    req.tatham_level = "basic";
    req.symmetry = "rot2";
    families::Generated g = family().generate(families::resolve(family(), req), rng);
    if (!g.puzzle) continue;
    ++made;
    CHECK(g.puzzle->rate().tatham_level == "basic");
    CHECK(g.puzzle->solve({}).status == solver::Status::Unique);
    const Puzzle& p = model_of(*g.puzzle);
    for (int c = 0; c < 81; ++c)
      CHECK((p.givens[static_cast<std::size_t>(c)] != 0) ==
            (p.givens[static_cast<std::size_t>(80 - c)] != 0));
  }
  CHECK(made > 0);
  families::GenerateAsk bad;
  bad.rows = bad.cols = 10;
  CHECK_THROWS_AS(family().generate(families::resolve(family(), bad), rng), InputError);
  bad.rows = bad.cols = 9;
  bad.tatham_level = "nightmare";
  CHECK_THROWS_AS(family().generate(families::resolve(family(), bad), rng), InputError);
}

TEST_CASE("16x16 and 25x25 Sudoku: random full grids check, and half-emptied ones solve",
          "[sudoku]") {
  core::Rng rng(21);
  for (int box : {4, 5}) {
    Grid full = random_solution(box, box, rng);
    Puzzle p(box, box);
    CHECK_FALSE(check_solution(p, full));
    p.givens = full;
    for (auto& g : p.givens)
      if (rng.chance(0.5)) g = 0;
    CHECK(write_line(parse_ok(write_line(p))) == write_line(p));
    CHECK(parse_ok(write_grid(p)).givens == p.givens);
    CHECK(parse_ok(write_solo_id(p)).givens == p.givens);
    Solved s = solve(p, 2);
    REQUIRE_FALSE(s.found.empty());
    CHECK_FALSE(check_solution(p, s.found[0]));
  }
}
