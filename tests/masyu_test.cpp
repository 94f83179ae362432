// Masyu: formats round trips, the independent checker, the counting solver against a
// brute-force twin (every loop of the dot grid, checked by the checker), exact counts
// and every peer Pearl puzzle.
#include <catch2/catch.hpp>
#include <array>
#include <fstream>

#include "core/rng.hpp"
#include "families/family.hpp"
#include "families/masyu/checker.hpp"
#include "families/masyu/count.hpp"
#include "families/masyu/family.hpp"
#include "families/masyu/formats.hpp"
#include "families/masyu/rate.hpp"
#include "families/masyu/sat_engine.hpp"
#include "families/masyu/solve.hpp"
#include "families/masyu/tatham_levels.hpp"
#include "generator/loop_cells.hpp"
#include "generator/loop_count_frontier.hpp"
#include "generator/loop_enumerate_search.hpp"
#include "tests/support/parse_model.hpp"
#include "tests/support/peers.hpp"

using namespace looplab;
using namespace looplab::masyu;

namespace {

Puzzle parse(const std::string& text) { return test::parsed(parse_any(text)); }

// Every loop through cell centres of an R x C grid: the loops of the dot grid.
std::vector<EdgeSet> all_masyu_loops(int rows, int cols) {
  std::vector<EdgeSet> loops;
  for (generator::CellMask m : generator::all_loops(rows - 1, cols - 1))
    loops.push_back(generator::edges_of_cells(rows - 1, cols - 1, m));
  return loops;
}

// The slow twin: how many of those loops the independent checker accepts.
std::uint64_t brute_count(const Puzzle& p, const std::vector<EdgeSet>& loops) {
  std::uint64_t n = 0;
  for (const EdgeSet& loop : loops) n += !check_solution(p, loop).has_value();
  return n;
}

Puzzle random_pearls(int rows, int cols, double density, core::Rng& rng) {
  Puzzle p(rows, cols);
  for (auto& pearl : p.pearls) {
    const double x = static_cast<double>(rng.next() % 1000) / 1000.0;
    pearl = x < density / 2 ? kBlack : x < density ? kWhite : kEmpty;
  }
  return p;
}

}  // namespace

TEST_CASE("Pearl IDs, puzz.link URLs, text grids and JSON read back what they write", "[masyu]") {
  const Puzzle p = parse("6x6:BcWdWgBaWBaBhWBc");
  CHECK(p.rows == 6);
  CHECK(p.cols == 6);
  CHECK(p.pearl(0, 0) == kBlack);
  CHECK(p.pearl(0, 4) == kWhite);
  CHECK(p.num_pearls() == 9);
  CHECK(write_pearl_id(p) == "6x6:BcWdWgBaWBaBhWBc");
  CHECK(parse(write_puzzlink(p)) == p);
  CHECK(parse(write_text_grid(p)) == p);
  CHECK(parse(write_text_grid(p, '/')) == p);
  CHECK(parse(write_json(p)) == p);
  CHECK(parse("6x6dtn:BcWdWgBaWBaBhWBc") == p);
}

TEST_CASE("puzz.link mashu bodies pack three cells a base-27 digit, white 1 and black 2", "[masyu]") {
  // 3x3: B W . / . . . / . . W  ->  cells 2,1,0 = 21 = 'l'; 0,0,0 = '0'; 0,0,1 = '1'
  const Puzzle p = parse("https://puzz.link/p?mashu/3/3/l01");
  CHECK(write_text_grid(p, '/') == "BW./.../..W");
  CHECK(write_puzzlink(p) == "https://puzz.link/p?mashu/3/3/l01");
  CHECK(parse("p?masyu/3/3/l") == parse("BW./.../..."));  // a short body leaves the rest empty
}

TEST_CASE("Masyu parsers name the problem and its position", "[masyu]") {
  auto error_of = [](const std::string& text) {
    auto p = parse_any(text);
    REQUIRE(p);
    REQUIRE_FALSE(*p);
    return p->error();
  };
  CHECK(error_of("3x3:BWx").position == 6);
  CHECK(error_of("3x3:Bzz").problem.find("too many cells") != std::string::npos);
  CHECK(error_of("3x3:BW").problem.find("too few cells") != std::string::npos);
  CHECK(error_of("BW./..").problem.find("row 2 has 2 cells") != std::string::npos);
  CHECK(error_of("p?mashu/3/3/z").position == 12);
  // A separator may end the body, nothing may follow it (the fuzzer's "p?mashu/55/5//...").
  CHECK(parse("p?mashu/3/3/l01/") == parse("p?mashu/3/3/l01"));
  CHECK(error_of("p?mashu/3/3/l01/x").position == 16);
  CHECK(error_of("p?mashu/55/5//l").problem.find("after the mashu body") != std::string::npos);
  CHECK(error_of("1x5:B").problem.find("out of range") != std::string::npos);
  // Not ours: other families keep their formats.
  CHECK_FALSE(parse_any("5x5t0:b3b3b13f302c1a3"));
  CHECK_FALSE(parse_any("3x3:i"));
  CHECK_FALSE(parse_any("..../..../..../...."));
  CHECK_FALSE(parse_any("p?slither/5/5/cbcbcddad"));
}

TEST_CASE("a Masyu puzzle without pearls is written only where it still reads as Masyu", "[masyu]") {
  // A Pearl ID or a text grid without a pearl reads as another family's puzzle.
  auto parsed = families::parse_puzzle("p?mashu/5/4/");
  REQUIRE(parsed);
  const auto& empty = parsed.value();
  REQUIRE(empty->family().name == "masyu");
  for (std::string_view format : {"pearl", "text"}) {
    REQUIRE(empty->cannot_write(format));
    CHECK_THROWS_AS(empty->write(format), InputError);
  }
  for (std::string_view format : {"puzzlink", "json"}) {
    REQUIRE_FALSE(empty->cannot_write(format));
    const auto again = families::parse_puzzle(empty->write(format), &empty->family());
    REQUIRE(again);
    CHECK(again.value()->write(format) == empty->write(format));
  }
  CHECK_FALSE(families::parse_puzzle("6x6:BcWdWgBaWBaBhWBc").value()->cannot_write("pearl"));
}

TEST_CASE("detection gives Pearl IDs to Masyu and leaves the others' formats alone", "[masyu]") {
  CHECK(families::parse_puzzle("6x6:BcWdWgBaWBaBhWBc").value()->family().name == "masyu");
  CHECK(families::parse_puzzle("BW./.../..W").value()->family().name == "masyu");
  CHECK(families::parse_puzzle("5x5t0:b3b3b13f302c1a3").value()->family().name == "slitherlink");
  CHECK(families::parse_puzzle("3x3:i").value()->family().name == "slitherlink");
}

TEST_CASE("the Masyu checker accepts a right loop and names each kind of fault", "[masyu]") {
  // 3x3, the loop around the border: corners turn, the middles of the sides run straight.
  auto ring = core::edges_from_strings(2, 2, "110011", "101101");
  REQUIRE(ring);
  CHECK_FALSE(check_solution(parse("B.B/.../B.B"), *ring));
  CHECK_FALSE(check_solution(parse(".W./W.W/.W."), *ring));
  CHECK(*check_solution(parse("W../.../..."), *ring) == "the loop turns at the white pearl at row 1, column 1");
  CHECK(*check_solution(parse(".B./.../..."), *ring) == "the loop does not turn at the black pearl at row 1, column 2");
  // 3x4 ring: a black pearl in a corner whose leg turns after one cell.
  auto wide = core::edges_from_strings(2, 3, "111000111", "10011001");
  REQUIRE(wide);
  CHECK(*check_solution(parse("..../.W../...."), *wide) == "the loop misses the white pearl at row 2, column 2");
  auto wider = core::edges_from_strings(2, 4, "111100001111", "1000110001");
  REQUIRE(wider);
  CHECK(*check_solution(parse("..W../...../....."), *wider) ==
        "the loop runs straight through both cells next to the white pearl at row 1, column 3");
  auto flat = core::edges_from_strings(1, 2, "1111", "101");
  REQUIRE(flat);
  CHECK(*check_solution(parse("B../..."), *flat) == "the loop turns right next to the black pearl at row 1, column 1");
  CHECK(*check_solution(parse("B.B/.../B.B"), *core::edges_from_strings(2, 2, "110000", "100000")) ==
        "dead end at row 1, column 3");
  CHECK(*check_solution(parse("B.B/.../B.B"), EdgeSet(2, 2)) == "no loop: no step is drawn");
  auto two = core::edges_from_strings(3, 3, "100100001001", "110000000011");
  REQUIRE(two);
  CHECK(*check_solution(Puzzle(4, 4), *two) == "the steps form 2 separate loops, not one");
}

TEST_CASE("a Masyu solution of the wrong shape is refused with the shape of Masyu's h and v", "[masyu]") {
  // 3 rows x 4 columns: h is 3 rows of 3 characters, v 2 rows of 4.
  const auto p = make_puzzle(parse("B.../..../...."));
  CHECK(*p->check({{"h", "11111111"}, {"v", "10011001"}}) == "h has 8 characters, expected 9 (3 rows of 3)");
  CHECK(*p->check({{"h", "111000111"}, {"v", "1001100"}}) == "v has 7 characters, expected 8 (2 rows of 4)");
}

TEST_CASE("Masyu loops on empty grids: the counting solver, the enumerator and the frontier DP agree",
          "[masyu]") {
  // Loops through cell centres of R x C = cycles of the R x C grid graph (OEIS A140517
  // on the diagonal, shifted by one): 2x2 1, 3x3 13, 4x4 213, 5x5 9349.
  const std::pair<int, int> sizes[] = {{2, 2}, {3, 3}, {3, 4}, {4, 4}, {4, 5}, {5, 5}};
  const std::uint64_t known[] = {1, 13, 40, 213, 0, 9349};  // 0: not in the table above
  for (std::size_t i = 0; i < std::size(sizes); ++i) {
    const auto [r, c] = sizes[i];
    INFO(r << "x" << c);
    const SolveResult s = solve(Puzzle(r, c), {.limit = 0});
    CHECK(s.complete);
    CHECK(s.solutions == all_masyu_loops(r, c).size());
    CHECK(generator::count_loops_frontier(r - 1, c - 1) == s.solutions);
    if (known[i]) CHECK(s.solutions == known[i]);
  }
}

TEST_CASE("the Masyu solver and the loop SAT engine count what brute force over every loop counts", "[masyu][sat]") {
  core::Rng rng(19);
  int escalated = 0;
  for (auto [rows, cols] : {std::pair{3, 3}, std::pair{4, 4}, std::pair{4, 5}, std::pair{5, 5}}) {
    const auto loops = all_masyu_loops(rows, cols);
    for (int trial = 0; trial < 40; ++trial) {
      const Puzzle p = random_pearls(rows, cols, 0.1 + 0.05 * (trial % 6), rng);
      INFO(write_text_grid(p, '/'));
      const std::uint64_t want = brute_count(p, loops);
      for (int tier = 0; tier <= kMaxTier; ++tier) {
        const SolveResult s = solve(p, {.limit = 0, .max_tier = tier});
        REQUIRE(s.complete);
        REQUIRE(s.solutions == want);
        if (s.first) CHECK_FALSE(check_solution(p, *s.first));
        if (s.second) CHECK_FALSE(check_solution(p, *s.second));
      }
      // The loop SAT engine with the pearls' clauses alone.
      solver::LoopSat sat{core::LoopGraph(dot_grid(rows, cols))};
      add_pearls(sat, p);
      const solver::LoopSatResult all = sat.count(0);
      REQUIRE(all.complete);
      REQUIRE(all.solutions == want);
      if (all.first) {
        EdgeSet loop = empty_solution(rows, cols);
        loop.on = *all.first;
        CHECK_FALSE(check_solution(p, loop));
      }
      // The proof search, escalating to it after the root (or the default share) when
      // that does not settle it.
      for (std::uint64_t share : {std::uint64_t{1}, kEscalationNodes}) {
        const SolveResult s = solve(p, {.escalation_nodes = share});
        REQUIRE(s.solutions == std::min<std::uint64_t>(want, 2));
        REQUIRE(s.complete == (want < 2));
        if (s.first) CHECK_FALSE(check_solution(p, *s.first));
        if (s.second) CHECK(*s.second != *s.first);
        escalated += share == 1 && s.engine == Engine::Sat;
      }
    }
  }
  CHECK(escalated > 10);  // the SAT path is tested, not only the root
}

TEST_CASE("must_break counts the loops that break one of its pearls, as brute force does", "[masyu]") {
  core::Rng rng(41);
  for (auto [rows, cols] : {std::pair{4, 4}, std::pair{4, 5}}) {
    const auto loops = all_masyu_loops(rows, cols);
    for (int trial = 0; trial < 30; ++trial) {
      const Puzzle p = random_pearls(rows, cols, 0.15, rng), broken = random_pearls(rows, cols, 0.15, rng);
      const EdgeSet& prefer = loops[rng.below(loops.size())];
      std::uint64_t want = 0;
      for (const EdgeSet& loop : loops) {
        if (check_solution(p, loop)) continue;
        bool breaks = false;
        for (std::size_t i = 0; i < broken.pearls.size() && !breaks; ++i) {
          if (broken.pearls[i] == kEmpty) continue;
          Puzzle one(rows, cols);
          one.pearls[i] = broken.pearls[i];
          breaks = check_solution(one, loop).has_value();
        }
        want += breaks;
      }
      INFO(write_text_grid(p, '/') << " breaking " << write_text_grid(broken, '/'));
      const SolveResult s = solve(p, {.limit = 0, .must_break = &broken, .prefer = &prefer});
      REQUIRE(s.complete);
      CHECK(s.solutions == want);
    }
  }
}

namespace {

// Each `GRADE ID` line solved, unique, valid by the checker, and graded; returns the
// confusion counts {e->easy, e->other, t->tricky, t->other}.
std::array<int, 4> check_pearl_set(const std::vector<std::string>& lines) {
  std::array<int, 4> confusion{};
  for (const std::string& line : lines) {
    if (line.empty() || line[0] == '#') continue;
    const std::string id = line.substr(2);
    INFO(id);
    const Puzzle p = parse(id);
    const SolveResult s = solve(p);
    REQUIRE(s.complete);
    REQUIRE(s.solutions == 1);
    REQUIRE(s.first);
    CHECK_FALSE(check_solution(p, *s.first));
    const auto level = tatham_level(p);
    const bool easy = line[0] == 'e', agrees = level && *level == (easy ? TathamLevel::Easy : TathamLevel::Tricky);
    ++confusion[static_cast<std::size_t>((easy ? 0 : 2) + (agrees ? 0 : 1))];
  }
  return confusion;
}

}  // namespace

TEST_CASE("every peer Pearl puzzle is unique, its loop valid by the checker, and graded as Pearl grades it",
          "[masyu]") {
  if (!test::peers_available()) return;
  CHECK(check_pearl_set(test::peer_lines("pearl.txt")) == std::array<int, 4>{13, 0, 14, 0});
}

TEST_CASE("Pearl's own Easy and Tricky puzzles, 6x6 to 12x12: our Tatham levels agree on all 120", "[masyu]") {
  std::ifstream in(test::source_dir() + "/tests/data/pearl-sgt.txt");
  REQUIRE(in.good());
  std::vector<std::string> lines;
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  CHECK(check_pearl_set(lines) == std::array<int, 4>{60, 0, 60, 0});
}

TEST_CASE("unique-pearl puzzle counts: the subset count agrees with trying every layout", "[masyu]") {
  for (auto [rows, cols] : {std::pair{2, 2}, std::pair{2, 3}, std::pair{3, 3}, std::pair{2, 4}})
    CHECK(count_unique_pearl_puzzles(rows, cols) == count_unique_pearl_puzzles_naive(rows, cols));
}

TEST_CASE("unique-pearl puzzle counts of small grids", "[masyu]") {
  CHECK(count_unique_pearl_puzzles(3, 3) == 235);
  CHECK(count_unique_pearl_puzzles(3, 4) == 1206);
  CHECK(count_unique_pearl_puzzles(4, 4) == 7639);
  CHECK(count_unique_pearl_puzzles(4, 5) == 72876);
}

TEST_CASE("generated Masyu puzzles are unique, at the level asked for, and valid by the checker", "[masyu]") {
  for (const char* level : {"easy", "tricky"}) {
    core::Rng rng(7);
    const families::Family& f = *families::find_family("masyu");
    int made = 0;
    for (int attempt = 0; attempt < 200 && made < 3; ++attempt) {
      families::Generated g = f.generate(families::resolve(f, {.rows = 8, .cols = 8, .tatham_level = level}), rng);
      if (!g.puzzle) continue;
      ++made;
      const Puzzle& p = model_of(*g.puzzle);
      INFO(write_pearl_id(p));
      const SolveResult s = solve(p);
      REQUIRE(s.solutions == 1);
      CHECK_FALSE(check_solution(p, *s.first));
      CHECK(tatham_level(p) == parse_tatham_level(level));
      // The pack's `minimal`: no single pearl can go with the puzzle still unique (a
      // level's removal does not promise it; false may also mean not proven).
      bool one_can_go = false;
      for (std::size_t i = 0; i < p.pearls.size(); ++i) {
        if (p.pearls[i] == kEmpty) continue;
        Puzzle fewer = p;
        fewer.pearls[i] = kEmpty;
        const SolveResult r = solve(fewer);
        one_can_go |= r.complete && r.solutions == 1;
      }
      if (g.minimal) CHECK_FALSE(one_can_go);
      if (std::string_view(level) == "tricky") CHECK((g.minimal || one_can_go));
    }
    CHECK(made == 3);
  }
}

TEST_CASE("Easy reshaping flips cells up to two away from an open step, so most loops settle", "[masyu]") {
  // Pearl's Easy rules see no further than a pearl's neighbours: flipping only the
  // cells beside an open step leaves many loops stuck (at 40x40 every one), and such an
  // attempt makes no puzzle. These 40 single attempts at 10x10 Easy make 37 puzzles with
  // the wider reach and budget (kEasyReach 2, 6 reshapes a cell); 33 with 3 reshapes a
  // cell, 16 with flips beside open steps only (kEasyReach 0).
  core::Rng rng(23);
  const families::Family& f = *families::find_family("masyu");
  int made = 0;
  for (int attempt = 0; attempt < 40; ++attempt) {
    families::Generated g = f.generate(families::resolve(f, {.rows = 10, .cols = 10, .tatham_level = "easy"}), rng);
    if (!g.puzzle) continue;
    ++made;
    const Puzzle& p = model_of(*g.puzzle);
    INFO(write_pearl_id(p));
    CHECK(tatham_level(p) == TathamLevel::Easy);
    const SolveResult s = solve(p);
    REQUIRE(s.solutions == 1);
    CHECK_FALSE(check_solution(p, *s.first));
  }
  CHECK(made == 37);
}

TEST_CASE("generated unique Masyu puzzles are minimal: each pearl taken out alone lets a second loop in", "[masyu]") {
  core::Rng rng(8);
  const families::Family& f = *families::find_family("masyu");
  for (int size : {6, 9, 14}) {
    families::Generated g;
    for (int attempt = 0; attempt < 20 && !g.puzzle; ++attempt) g = f.generate({.rows = size, .cols = size}, rng);
    REQUIRE(g.puzzle);
    CHECK(g.minimal);
    const Puzzle& p = model_of(*g.puzzle);
    INFO(write_pearl_id(p));
    const SolveResult s = solve(p);
    REQUIRE(s.complete);
    REQUIRE(s.solutions == 1);
    CHECK_FALSE(check_solution(p, *s.first));
    for (std::size_t i = 0; i < p.pearls.size(); ++i) {
      if (p.pearls[i] == kEmpty) continue;
      Puzzle less = p;
      less.pearls[i] = kEmpty;
      CHECK(solve(less).solutions == 2);
    }
  }
}
