#include <catch2/catch.hpp>
#include <set>

#include "core/grid.hpp"
#include "core/symmetry.hpp"
#include "generator/random_loop.hpp"
#include "generator/reduce.hpp"

using namespace looplab;

TEST_CASE("random loops are single loops at every size and shape", "[generator]") {
  for (int rows : {1, 2, 3, 7, 10, 23})
    for (int cols : {1, 4, 10, 31})
      for (double winding : {0.0, 0.5, 0.9}) {
        core::Rng rng(static_cast<std::uint64_t>(rows * 1000 + cols), static_cast<std::uint64_t>(winding * 10));
        auto cells = generator::random_loop_cells(rows, cols, rng, {.fill = 0.6, .winding = winding});
        INFO(rows << "x" << cols << " winding " << winding);
        REQUIRE(generator::is_single_loop(rows, cols, cells));
      }
}

TEST_CASE("a 100x100 random loop is one loop with the requested fill", "[generator]") {
  core::Rng rng(7);
  auto cells = generator::random_loop_cells(100, 100, rng);
  REQUIRE(generator::is_single_loop(100, 100, cells));
  int inside = 0;
  for (auto c : cells) inside += c;
  CHECK(inside > 4000);
  CHECK(inside <= 5500);
}

TEST_CASE("the same seed gives the same loop", "[generator]") {
  core::Rng a(42), b(42), c(43);
  auto la = generator::random_loop_cells(12, 9, a);
  CHECK(la == generator::random_loop_cells(12, 9, b));
  CHECK(la != generator::random_loop_cells(12, 9, c));
}

TEST_CASE("is_single_loop refuses holes, splits and corner touches", "[generator]") {
  // 3x3 ring with a hole in the middle.
  CHECK_FALSE(generator::is_single_loop(3, 3, {1, 1, 1, 1, 0, 1, 1, 1, 1}));
  // Two separate cells.
  CHECK_FALSE(generator::is_single_loop(1, 3, {1, 0, 1}));
  // Cells touching at a corner only.
  CHECK_FALSE(generator::is_single_loop(2, 2, {1, 0, 0, 1}));
  CHECK(generator::is_single_loop(2, 2, {1, 1, 0, 1}));
  CHECK(generator::is_single_loop(3, 3, {1, 1, 1, 1, 1, 1, 1, 1, 1}));
}

TEST_CASE("the boundary of a loop's cells has degree 2 at every used vertex", "[generator]") {
  core::Rng rng(5);
  core::Grid g(8, 11);
  auto cells = generator::random_loop_cells(8, 11, rng);
  auto on = core::boundary_edges(g, cells);
  for (int v = 0; v < g.num_vertices(); ++v) {
    int d = 0;
    for (int e : g.vertex_edges(v))
      if (e != core::kNone) d += on[static_cast<std::size_t>(e)];
    CHECK((d == 0 || d == 2));
  }
}

TEST_CASE("symmetry orbits partition the cells", "[generator]") {
  for (auto sym : {core::Symmetry::None, core::Symmetry::Rot2, core::Symmetry::Rot4, core::Symmetry::Mirror}) {
    auto orbits = core::cell_orbits(5, 5, sym);
    std::set<int> seen;
    for (const auto& o : orbits)
      for (int c : o) CHECK(seen.insert(c).second);
    CHECK(seen.size() == 25);
  }
  CHECK(core::cell_orbits(4, 4, core::Symmetry::Rot4).size() == 4);
  CHECK(core::cell_orbits(5, 5, core::Symmetry::Rot4).size() == 7);
  CHECK(core::cell_orbits(3, 4, core::Symmetry::Mirror).size() == 6);
  CHECK(core::cell_orbits(3, 3, core::Symmetry::Rot2).size() == 5);
  CHECK_FALSE(core::symmetry_fits(core::Symmetry::Rot4, 3, 4));
}

TEST_CASE("reduce_items leaves a minimal set for a monotone test", "[generator]") {
  // Acceptable: at least 3 of items 0..9 remain, and item 4 stays.
  auto ok = [](const std::vector<std::uint8_t>& present) {
    int n = 0;
    for (auto p : present) n += p;
    return n >= 3 && present[4];
  };
  std::vector<std::uint8_t> present(10, 1);
  core::Rng rng(3);
  auto stats = generator::reduce_items(present, core::cell_orbits(1, 10, core::Symmetry::None), rng, ok);
  int n = 0;
  for (auto p : present) n += p;
  CHECK(n == 3);
  CHECK(present[4] == 1);
  CHECK(stats.removed == 7);
}
