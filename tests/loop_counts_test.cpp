// The three loop counters (flood reference, search enumerator, frontier DP) against
// each other, against the published figures and against the independent checker.
#include <algorithm>
#include <catch2/catch.hpp>
#include <fstream>
#include <map>
#include <regex>

#include "families/slitherlink/checker.hpp"
#include "generator/loop_cells.hpp"
#include "generator/loop_count_frontier.hpp"
#include "generator/loop_enumerate_flood.hpp"
#include "generator/loop_enumerate_search.hpp"
#include "tests/support/peers.hpp"

using namespace looplab;
using generator::CellMask;

namespace {

std::vector<CellMask> sorted_loops(std::uint64_t (*method)(int, int,
                                                           const std::function<void(CellMask)>&),
                                   int r, int c) {
  std::vector<CellMask> loops;
  method(r, c, [&](CellMask m) { loops.push_back(m); });
  std::sort(loops.begin(), loops.end());
  return loops;
}

// The published loop counts (OEIS A140517 on the diagonal), R <= C.
const std::map<std::pair<int, int>, std::uint64_t> kKnown = {
    {{1, 1}, 1},   {{1, 2}, 3},    {{2, 2}, 13},     {{2, 3}, 40},
    {{3, 3}, 213}, {{4, 4}, 9349}, {{5, 5}, 1222363}};

}  // namespace

TEST_CASE("every method gives the published loop counts up to 5x5", "[counts]") {
  for (const auto& [size, loops] : kKnown) {
    const auto [r, c] = size;
    INFO(r << "x" << c);
    CHECK(generator::count_loops_frontier(r, c) == loops);
    CHECK(generator::enumerate_loops_search(r, c, {}) == loops);
    if (r * c <= 20) CHECK(generator::enumerate_loops_flood(r, c, {}) == loops);
  }
}

TEST_CASE("search lists exactly the loops flood finds on every grid up to 20 cells", "[counts]") {
  for (int r = 1; r <= 5; ++r)
    for (int c = 1; r * c <= 20; ++c) {
      INFO(r << "x" << c);
      CHECK(sorted_loops(generator::enumerate_loops_search, r, c) ==
            sorted_loops(generator::enumerate_loops_flood, r, c));
    }
}

TEST_CASE("search lists exactly the loops flood finds on 5x5 and 4x6", "[counts][slow]") {
  CHECK(sorted_loops(generator::enumerate_loops_search, 5, 5) ==
        sorted_loops(generator::enumerate_loops_flood, 5, 5));
  CHECK(sorted_loops(generator::enumerate_loops_search, 4, 6) ==
        sorted_loops(generator::enumerate_loops_flood, 4, 6));
}

TEST_CASE("search on grids wider than a frontier turns its loops back", "[counts]") {
  // 1 x n loops are the n(n+1)/2 runs of cells; wider than 16, the walk is transposed.
  CHECK(generator::enumerate_loops_search(1, 30, {}) == 465);
  const std::vector<CellMask> runs = sorted_loops(generator::enumerate_loops_search, 1, 20);
  CHECK(runs.size() == 210);
  CHECK(std::adjacent_find(runs.begin(), runs.end()) == runs.end());
  for (CellMask m : runs) CHECK(generator::is_loop_by_flood(1, 20, m));
}

TEST_CASE("frontier agrees with search on every grid up to 20 cells, both ways round", "[counts]") {
  for (int r = 1; r <= 20; ++r)
    for (int c = 1; r * c <= 20; ++c) {
      INFO(r << "x" << c);
      const auto listed = generator::enumerate_loops_search(r, c, {});
      CHECK(generator::count_loops_frontier(r, c) == listed);
    }
}

TEST_CASE("frontier gives 6x6 to 10x10 exactly (OEIS A140517)", "[counts]") {
  CHECK(generator::count_loops_frontier(6, 6) == 487150371u);
  CHECK(generator::count_loops_frontier(7, 7).str() == "603841648931");
  CHECK(generator::count_loops_frontier(8, 8).str() == "2318527339461265");
  CHECK(generator::count_loops_frontier(9, 9).str() == "27359264067916806101");
  CHECK(generator::count_loops_frontier(10, 10).str() == "988808811046283595068099");
}

TEST_CASE("frontier past 128 cells (multiprecision) matches a ladder count", "[counts]") {
  // On two rows every cell touches the border, so loops are the connected cell sets:
  // runs of columns, each column top, bottom or both, no top next to a bottom.
  for (int n : {40, 64, 70}) {
    generator::BigCount total = 0, top = 1, bottom = 1, both = 1;  // sequences of length 1
    for (int len = 1; len <= n; ++len) {
      total += (top + bottom + both) * (n - len + 1);
      const generator::BigCount t = top + both, b = bottom + both, x = top + bottom + both;
      top = t, bottom = b, both = x;
    }
    INFO("2x" << n);
    CHECK(generator::count_loops_frontier(2, n) == total);
    CHECK(generator::count_loops_frontier(n, 2) == total);
  }
  CHECK(generator::count_loops_frontier(1, 100) == 5050);
}

TEST_CASE("frontier agrees with the known-counts table of the peer data", "[counts]") {
  if (!test::peers_available()) return;
  std::ifstream in(test::peers_dir() + "/README.md");
  const std::regex row(R"(^\| (\d+)x(\d+) \| (\d+) \|$)");
  int checked = 0;
  bool in_loops = false;
  for (std::string line; std::getline(in, line);) {
    if (line.rfind("Loops on an", 0) == 0) in_loops = true;
    if (line.rfind("Clue sets", 0) == 0) in_loops = false;
    std::smatch m;
    if (!in_loops || !std::regex_match(line, m, row)) continue;
    INFO(line);
    CHECK(generator::count_loops_frontier(std::stoi(m[1]), std::stoi(m[2])).str() == m[3].str());
    ++checked;
  }
  CHECK(checked >= 9);
}

TEST_CASE("every enumerated loop of 3x4 passes the independent checker", "[counts]") {
  generator::enumerate_loops_search(3, 4, [](CellMask m) {
    const slitherlink::EdgeSet edges = generator::edges_of_cells(3, 4, m);
    slitherlink::Puzzle clues = slitherlink::clues_of(edges);
    const auto clue_vector = generator::clues_of_cells(3, 4, m);
    for (int cell = 0; cell < 12; ++cell)
      REQUIRE(clues.clues[static_cast<std::size_t>(cell)] ==
              clue_vector[static_cast<std::size_t>(cell)]);
    const auto problem = slitherlink::check_solution(clues, edges);
    INFO(generator::cells_text(3, 4, m) << ": " << problem.value_or(""));
    REQUIRE(!problem);
  });
}

TEST_CASE("the flood test rejects holes, splits and corner touches", "[counts]") {
  CHECK(generator::is_loop_by_flood(3, 3, 0b111101111) == false);  // ring with a hole
  CHECK(generator::is_loop_by_flood(2, 2, 0b1001) == false);       // two cells touching at a corner
  CHECK(generator::is_loop_by_flood(1, 3, 0b101) == false);        // two pieces
  CHECK(generator::is_loop_by_flood(1, 3, 0) == false);            // empty
  CHECK(generator::is_loop_by_flood(3, 3, 0b111101101) == true);   // a U shape
  CHECK(generator::cells_text(2, 2, 0b0111) == "##/#.");
}
