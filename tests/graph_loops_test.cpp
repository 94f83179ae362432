// Loops on any graph view (generator/graph_*): on the square grid the general path
// equals the packed fast paths (counts, the very loops listed, OEIS A140517 and
// A231829); on the triangular and hexagonal grids (core/loop_graph_grids.hpp) it equals
// brute force over face sets and the published counts; random loops are single cycles,
// the same for the same seed.
#include <algorithm>
#include <array>
#include <catch2/catch.hpp>
#include <set>

#include "core/loop_graph_grids.hpp"
#include "generator/graph_frontier.hpp"
#include "generator/graph_loop_count.hpp"
#include "generator/graph_loop_enumerate.hpp"
#include "generator/graph_random_loop.hpp"
#include "generator/loop_cells.hpp"
#include "generator/loop_count_mod.hpp"
#include "generator/loop_enumerate_search.hpp"

using namespace looplab;
using core::LoopGraph;
using Edges = std::vector<std::uint8_t>;
using generator::BigCount;

namespace {

LoopGraph square(int rows, int cols) { return LoopGraph(core::Grid(rows, cols)); }

BigCount count(const LoopGraph& g) { return generator::count_graph_loops(g); }

// The ids whose flag is set: a loop's edges, or the faces inside it.
std::vector<int> ids(const Edges& on) {
  std::vector<int> out;
  for (std::size_t e = 0; e < on.size(); ++e)
    if (on[e]) out.push_back(static_cast<int>(e));
  return out;
}

std::set<std::vector<int>> listed(const LoopGraph& g) {
  std::set<std::vector<int>> loops;
  const std::uint64_t n = generator::enumerate_graph_loops(g, [&](const Edges& on) {
    CHECK(core::is_one_cycle(g, on));
    loops.insert(ids(on));
  });
  CHECK(n == loops.size());  // each loop once
  return loops;
}

std::set<std::vector<int>> brute(const LoopGraph& g) {
  std::set<std::vector<int>> loops;
  generator::enumerate_graph_loops_brute(g, [&](const Edges& on) { loops.insert(ids(on)); });
  return loops;
}

}  // namespace

TEST_CASE("the graph counter gives OEIS A140517 and A231829 on square grids", "[graph_loops]") {
  const char* diagonal[] = {"1", "13", "213", "9349", "1222363", "487150371", "603841648931"};
  for (int n = 1; n <= 7; ++n) {
    INFO(n << "x" << n);
    CHECK(count(square(n, n)) == BigCount(diagonal[n - 1]));
  }
  CHECK(count(square(3, 9)) == BigCount("2577870"));  // A288637, 3 x n
  CHECK(count(square(9, 3)) == BigCount("2577870"));
  CHECK(count(square(4, 7)) == BigCount("5948291"));
  CHECK(count(square(5, 7)) == BigCount("279285399"));
}

TEST_CASE("the graph counter equals the packed square counter on every grid up to 6x8", "[graph_loops]") {
  for (int rows = 1; rows <= 6; ++rows)
    for (int cols = 1; cols <= 8; ++cols) {
      INFO(rows << "x" << cols);
      CHECK(count(square(rows, cols)) == generator::count_loops(rows, cols));
    }
}

TEST_CASE("the graph enumerator lists the very loops of the packed square enumerator", "[graph_loops]") {
  for (auto [rows, cols] : {std::pair{1, 1}, {1, 5}, {2, 2}, {2, 4}, {3, 3}, {3, 4}, {4, 2}}) {
    INFO(rows << "x" << cols);
    std::set<std::vector<int>> fast;
    for (generator::CellMask m : generator::all_loops(rows, cols))
      fast.insert(ids(generator::edges_of_cells(rows, cols, m).on));
    const LoopGraph g = square(rows, cols);
    CHECK(listed(g) == fast);
    if (rows * cols <= 12) CHECK(brute(g) == fast);
  }
}

TEST_CASE("the graph frontier stays about as wide as the square grid's shorter side", "[graph_loops]") {
  for (auto [rows, cols] : {std::pair{2, 9}, {5, 5}, {9, 4}, {12, 12}}) {
    INFO(rows << "x" << cols);
    CHECK(generator::frontier_width(square(rows, cols)) <= std::min(rows, cols) + 2);
  }
}

TEST_CASE("triangular grids: brute force, the enumerator and the counter agree with OEIS A266513",
          "[graph_loops]") {
  // A266513: cycles in the triangular grid graph with n dots a side, n = 2..9.
  const char* known[] = {"1", "11", "110", "2402", "128967", "16767653", "5436906668", "4406952731948"};
  for (int side = 2; side <= 9; ++side) {
    INFO("side " << side);
    const LoopGraph g = core::triangular_grid(side);
    CHECK(g.num_vertices() == side * (side + 1) / 2);
    CHECK(g.num_faces() == (side - 1) * (side - 1));
    CHECK(g.num_vertices() - g.num_edges() + g.num_faces() == 1);  // Euler, the outer face aside
    CHECK(count(g) == BigCount(known[side - 2]));
    if (side <= 5) CHECK(listed(g) == brute(g));
    if (side == 6) CHECK(generator::enumerate_graph_loops(g, nullptr) == 128967);
  }
}

TEST_CASE("hexagonal grids: brute force, the enumerator and the counter agree", "[graph_loops]") {
  for (int cols = 1; cols <= 6; ++cols) {
    // One row of hexagons: a loop encloses a run of them.
    INFO("1x" << cols);
    const LoopGraph g = core::hexagonal_grid(1, cols);
    CHECK(count(g) == cols * (cols + 1) / 2);
  }
  for (auto [rows, cols] : {std::pair{2, 2}, {2, 3}, {3, 3}, {3, 4}, {4, 4}}) {
    INFO(rows << "x" << cols);
    const LoopGraph g = core::hexagonal_grid(rows, cols);
    CHECK(g.num_faces() == rows * cols);
    CHECK(g.num_vertices() - g.num_edges() + g.num_faces() == 1);
    for (int v = 0; v < g.num_vertices(); ++v) CHECK(g.vertex_edges(v).size() <= 3);
    const std::set<std::vector<int>> all = brute(g);
    CHECK(listed(g) == all);
    CHECK(count(g) == all.size());
  }

}

TEST_CASE("can_join agrees with the boundary of the grown set on every grid", "[graph_loops]") {
  for (const LoopGraph& g : {square(5, 6), core::triangular_grid(7), core::hexagonal_grid(5, 5)}) {
    std::array<int, 2> verdicts{};  // refused, joined: the test sees both
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
      core::Rng rng(seed);
      std::vector<std::uint8_t> inside =
          generator::random_graph_loop_faces(g, rng, {.fill = 0.2 + 0.03 * static_cast<double>(seed), .winding = 0.5});
      REQUIRE(core::is_one_cycle(g, core::face_boundary(g, inside)));
      for (int f = 0; f < g.num_faces(); ++f) {
        if (inside[static_cast<std::size_t>(f)]) continue;
        std::vector<std::uint8_t> grown = inside;
        grown[static_cast<std::size_t>(f)] = 1;
        INFO("seed " << seed << " face " << f);
        const bool joins = generator::can_join(g, inside, f);
        CHECK(joins == core::is_one_cycle(g, core::face_boundary(g, grown)));
        ++verdicts[joins];
      }
    }
    CHECK(verdicts[0] > 50);
    CHECK(verdicts[1] > 50);
  }
}

TEST_CASE("random loops on any grid are single cycles, the same for the same seed", "[graph_loops]") {
  for (const LoopGraph& g : {square(8, 11), core::triangular_grid(12), core::hexagonal_grid(9, 7)}) {
    std::set<std::vector<int>> seen;  // the faces inside
    for (std::uint64_t seed = 1; seed <= 30; ++seed) {
      core::Rng a(seed), b(seed);
      const auto inside = generator::random_graph_loop_faces(g, a, {.fill = 0.5, .winding = 0.75});
      CHECK(inside == generator::random_graph_loop_faces(g, b, {.fill = 0.5, .winding = 0.75}));
      CHECK(core::is_one_cycle(g, core::face_boundary(g, inside)));
      const auto enclosed = std::count(inside.begin(), inside.end(), 1);
      CHECK(enclosed >= 1);
      CHECK(enclosed <= g.num_faces() / 2 + 1);
      seen.insert(ids(inside));
    }
    CHECK(seen.size() == 30);  // 30 seeds, 30 different loops
  }
}
