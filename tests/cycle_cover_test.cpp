// Cycle covers: the dancing-links enumeration, the transfer-matrix count, Ryser's
// permanent and a brute force over successor arrays, pitted against each other and
// against the known counts of issue 7.
#include <catch2/catch.hpp>

#include <limits>
#include <set>

#include "families/cycle_cover/checker.hpp"
#include "families/cycle_cover/pictures.hpp"
#include "families/cycle_cover/slow_count.hpp"
#include "families/cycle_cover/transfer_count.hpp"

using namespace looplab;
using namespace looplab::cycle_cover;

namespace {

Problem problem(int rows, int cols, std::string_view moves, bool no_2_cycles = false) {
  auto m = parse_moves(moves);
  REQUIRE(m.ok());
  return {rows, cols, *m, no_2_cycles};
}

std::string transfer(const Problem& p) {
  const auto r = count_covers_transfer(p);
  REQUIRE(r.complete);
  return r.count.str();
}

std::uint64_t dlx(const Problem& p) {
  const auto r = count_covers_dlx(p);
  REQUIRE(r.complete);
  return r.solutions;
}

}  // namespace

TEST_CASE("parse_moves reads rule names and dx,dy lists", "[cycle_cover]") {
  CHECK(parse_moves("rook")->size() == 4);
  CHECK(parse_moves("king")->size() == 8);
  CHECK(parse_moves("knight")->size() == 8);
  auto list = parse_moves(" 1, 2;-2,1 ;0,-1");
  REQUIRE(list.ok());
  CHECK(*list == std::vector<Move>{{1, 2}, {-2, 1}, {0, -1}});
  CHECK(format_moves(*list) == "1,2;-2,1;0,-1");
  CHECK(*parse_moves(format_moves(*parse_moves("knight"))) == *parse_moves("knight"));
}

TEST_CASE("parse_moves names the position of a bad move list", "[cycle_cover]") {
  struct Bad {
    const char* text;
    const char* problem;
    std::size_t position;
  };
  for (const Bad& b : {Bad{"", "empty move list", 0}, Bad{"queen", "expected a number dx", 0},
                       Bad{"1,0;", "expected a number dx", 4}, Bad{"1;0", "expected ','", 1},
                       Bad{"1,0;0,0", "move 0,0 stays", 4}, Bad{"1,0;1,0", "listed twice", 4},
                       Bad{"1,x", "expected a number dy", 2}, Bad{"1,0,2", "expected ';'", 3},
                       Bad{"100,0", "longer than", 0}}) {
    const auto r = parse_moves(b.text);
    INFO(b.text);
    REQUIRE_FALSE(r.ok());
    CHECK(r.error().problem.find(b.problem) != std::string::npos);
    CHECK(r.error().position == b.position);
  }
}

TEST_CASE("the transfer matrix gives every count of the issue", "[cycle_cover]") {
  CHECK(transfer(problem(2, 2, "rook")) == "4");
  CHECK(transfer(problem(4, 4, "rook")) == "1296");
  CHECK(transfer(problem(6, 6, "rook")) == "45265984");
  CHECK(transfer(problem(2, 2, "rook", true)) == "2");
  CHECK(transfer(problem(4, 4, "rook", true)) == "88");
  CHECK(transfer(problem(6, 6, "rook", true)) == "207408");
  CHECK(transfer(problem(2, 2, "king")) == "9");
  CHECK(transfer(problem(3, 3, "king")) == "192");
  CHECK(transfer(problem(4, 4, "knight")) == "256");
  for (int n : {1, 3, 5}) CHECK(transfer(problem(n, n, "knight")) == "0");
}

TEST_CASE("the transfer matrix counts past 64 bits", "[cycle_cover]") {
  // Rook moves make a bipartite graph, whose cycle covers are pairs of perfect
  // matchings: (domino tilings)^2. 8 x 8 has 12988816 tilings, and 4 x n has a(n) with
  // a(n) = a(n-1) + 5 a(n-2) + a(n-3) - a(n-4), a(0..3) = 1, 1, 5, 11.
  CHECK(transfer(problem(8, 8, "rook")) == "168709341081856");
  std::vector<BigCount> a = {1, 1, 5, 11};
  while (a.size() <= 40) {
    const std::size_t n = a.size();
    a.push_back(a[n - 1] + 5 * a[n - 2] + a[n - 3] - a[n - 4]);
  }
  const BigCount expected = a[40] * a[40];
  CHECK(expected > BigCount(std::numeric_limits<std::uint64_t>::max()));
  CHECK(transfer(problem(4, 40, "rook")) == expected.str());
  CHECK(transfer(problem(40, 4, "rook")) == expected.str());
}

TEST_CASE("dancing links gives the counts of the issue that enumerate quickly", "[cycle_cover]") {
  CHECK(dlx(problem(2, 2, "rook")) == 4);
  CHECK(dlx(problem(4, 4, "rook")) == 1296);
  CHECK(dlx(problem(2, 2, "rook", true)) == 2);
  CHECK(dlx(problem(4, 4, "rook", true)) == 88);
  CHECK(dlx(problem(6, 6, "rook", true)) == 207408);
  CHECK(dlx(problem(2, 2, "king")) == 9);
  CHECK(dlx(problem(3, 3, "king")) == 192);
  CHECK(dlx(problem(4, 4, "knight")) == 256);
  for (int n : {1, 3, 5}) CHECK(dlx(problem(n, n, "knight")) == 0);
}

TEST_CASE("dancing links enumerates all 45265984 rook covers of 6 x 6", "[cycle_cover][slow]") {
  CHECK(dlx(problem(6, 6, "rook")) == 45265984);
}

TEST_CASE("four counting methods agree on small grids", "[cycle_cover]") {
  // DLX, transfer matrix, Ryser's permanent (2-cycles allowed) and brute force.
  const char* rules[] = {"rook",
                         "king",
                         "knight",
                         "1,0;0,1;-1,-1",
                         "2,0;-1,0;0,1;0,-1",
                         "1,1;-1,1;0,-1;1,-1;-1,-1",
                         "1,0;-1,0",
                         "-1,0;0,-1"};
  int nonzero = 0;
  for (const char* rule : rules)
    for (int rows = 1; rows <= 4; ++rows)
      for (int cols = 1; cols <= 4; ++cols)
        for (bool no2 : {false, true}) {
          const Problem p = problem(rows, cols, rule, no2);
          INFO(rule << " " << rows << "x" << cols << (no2 ? " no 2-cycles" : ""));
          const std::uint64_t brute = count_covers_brute(p);
          CHECK(dlx(p) == brute);
          CHECK(transfer(p) == std::to_string(brute));
          if (!no2)
            CHECK(permanent_ryser(adjacency_matrix(p), p.cells()).str() == std::to_string(brute));
          nonzero += brute > 0;
        }
  CHECK(nonzero > 60);
}

TEST_CASE("the counts agree on wider grids with and without 2-cycles", "[cycle_cover]") {
  for (const char* rule : {"rook", "king", "knight"})
    for (auto [rows, cols] : {std::pair{3, 5}, std::pair{5, 3}, std::pair{2, 7}, std::pair{4, 5}})
      for (bool no2 : {false, true}) {
        const Problem p = problem(rows, cols, rule, no2);
        if (std::string_view(rule) == "king" && p.cells() == 20)
          continue;  // 10^7 covers to enumerate
        INFO(rule << " " << rows << "x" << cols << (no2 ? " no 2-cycles" : ""));
        if (p.cells() <= 20 && !no2)
          CHECK(permanent_ryser(adjacency_matrix(p), p.cells()).str() == transfer(p));
        CHECK(std::to_string(dlx(p)) == transfer(p));
      }
}

TEST_CASE("random covers are valid, repeatable per seed and differ between seeds",
          "[cycle_cover]") {
  for (const char* rule : {"rook", "king", "knight", "2,1;-1,0;0,-1;-1,1"})
    for (bool no2 : {false, true}) {
      const Problem p = problem(8, 10, rule, no2);
      std::set<std::vector<int>> seen;
      for (std::uint64_t seed = 1; seed <= 12; ++seed) {
        core::Rng a(seed), b(seed);
        const auto x = find_cover(p, &a), y = find_cover(p, &b);
        INFO(rule << (no2 ? " no 2-cycles" : "") << " seed " << seed);
        REQUIRE(x.has_value());
        CHECK(check_cover(p, x->next) == std::nullopt);
        REQUIRE(y.has_value());
        CHECK(x->next == y->next);
        seen.insert(x->next);
      }
      CHECK(seen.size() >= 10);
    }
}

TEST_CASE("a random cover of 16 x 32 cells is found for each rule", "[cycle_cover]") {
  for (const char* rule : {"rook", "king", "knight"})
    for (bool no2 : {false, true}) {
      const Problem p = problem(16, 32, rule, no2);
      core::Rng rng(1);
      const auto c = find_cover(p, &rng, 2'000'000);
      INFO(rule << (no2 ? " no 2-cycles" : ""));
      REQUIRE(c.has_value());
      CHECK(check_cover(p, c->next) == std::nullopt);
    }
}

TEST_CASE("no cover is reported at once where parity forbids one", "[cycle_cover]") {
  CHECK_FALSE(has_cover_ignoring_2_cycles(problem(15, 31, "knight")));
  CHECK_FALSE(find_cover(problem(15, 31, "rook"), nullptr).has_value());
  CHECK(has_cover_ignoring_2_cycles(problem(15, 31, "king")));
  CHECK_FALSE(find_cover(problem(1, 2, "rook", true), nullptr).has_value());
  CHECK(find_cover(problem(1, 2, "rook"), nullptr).has_value());
}

TEST_CASE("check_cover rejects what is not a cover", "[cycle_cover]") {
  const Problem p = problem(2, 2, "rook", true);
  CHECK(check_cover(p, {1, 3, 0, 2}) == std::nullopt);  // the 4-cycle (0,0)->(0,1)->(1,1)->(1,0)
  CHECK(check_cover(p, {1, 3, 0}).value().find("3 cells") != std::string::npos);
  CHECK(check_cover(p, {3, 2, 1, 0}).value().find("not a legal move") != std::string::npos);
  CHECK(check_cover(problem(2, 2, "rook"), {1, 0, 0, 2}).value().find("entered twice") !=
        std::string::npos);
  CHECK(check_cover(p, {1, 0, 3, 2}).value().find("2-cycle") != std::string::npos);
  CHECK(check_cover(p, {1, 3, 0, 7}).value().find("leaves the grid") != std::string::npos);
}

TEST_CASE("pictures show every cycle", "[cycle_cover]") {
  const Problem p = problem(2, 4, "rook");
  const std::vector<int> next = {1, 5, 3, 7, 0, 4, 2, 6};  // two clockwise 4-cycles
  REQUIRE(check_cover(p, next) == std::nullopt);
  CHECK(cover_ascii(p, next) ==
        "a> av b> bv\n"
        "a^ a< b^ b<\n"
        "2 cycles\n"
        "a (4): 0,0 0,1 1,1 1,0\n"
        "b (4): 0,2 0,3 1,3 1,2\n");
  const std::string svg = cover_svg(p, next);
  CHECK(svg.rfind("<?xml", 0) == 0);
  CHECK(svg.find("</svg>") != std::string::npos);
  std::size_t groups = 0;
  for (auto at = svg.find("<g stroke="); at != std::string::npos;
       at = svg.find("<g stroke=", at + 1))
    ++groups;
  CHECK(groups == 2);
  const auto j = cover_json(p, next);
  CHECK(j["next"] == nlohmann::json(next));
  CHECK(j["cycles"].size() == 2);
  CHECK(j["moves"][0] == nlohmann::json({1, 0}));
}
