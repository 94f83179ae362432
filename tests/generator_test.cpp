#include <catch2/catch.hpp>
#include <algorithm>
#include <set>
#include <string_view>

#include "core/grid.hpp"
#include "generator/symmetry.hpp"
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

TEST_CASE("symmetric random loops are single loops made of whole orbits", "[generator]") {
  for (std::string_view symmetry : {"none", "rot2", "rot4", "mirror", "vertical"})
    for (int rows : {2, 3, 4, 7, 8, 11})
      for (int cols : {2, 3, 6, 7, 11}) {
        if (symmetry == "rot4" && rows != cols) continue;
        const auto orbits = *generator::symmetry_orbits(rows, cols, *generator::symmetry_named(symmetry));
        core::Rng rng(static_cast<std::uint64_t>(rows * 100 + cols));
        for (double fill : {0.2, 0.8}) {
          auto cells = generator::random_loop_cells(rows, cols, rng, {.fill = fill, .winding = 0.9}, orbits);
          INFO(symmetry << " " << rows << "x" << cols << " fill " << fill);
          REQUIRE(generator::is_single_loop(rows, cols, cells));
          for (const auto& orbit : orbits)
            for (int cell : orbit) REQUIRE(cells[static_cast<std::size_t>(cell)] == cells[static_cast<std::size_t>(orbit[0])]);
          // flip_orbit keeps both properties, or changes nothing.
          for (const auto& orbit : orbits) {
            const auto before = cells;
            if (generator::flip_orbit(rows, cols, cells, orbit))
              REQUIRE(generator::is_single_loop(rows, cols, cells));
            else
              REQUIRE(cells == before);
          }
        }
      }
}

TEST_CASE("can_flip agrees with flood fills on every cell of random loops", "[generator]") {
  core::Rng rng(23);
  for (int trial = 0; trial < 30; ++trial) {
    const int rows = 2 + trial % 6, cols = 3 + trial % 5;
    auto cells = generator::random_loop_cells(rows, cols, rng, {.fill = 0.5, .winding = 0.5});
    for (int step = 0; step < 40; ++step) {
      for (int cell = 0; cell < rows * cols; ++cell) {
        auto flipped = cells;
        flipped[static_cast<std::size_t>(cell)] ^= 1;
        const bool want = std::count(flipped.begin(), flipped.end(), 1) > 0 && generator::is_single_loop(rows, cols, flipped);
        REQUIRE(generator::can_flip(rows, cols, cells, cell) == want);
      }
      // Walk on: flip a random cell that keeps one loop.
      const int cell = static_cast<int>(rng.below(static_cast<std::uint64_t>(rows * cols)));
      if (generator::can_flip(rows, cols, cells, cell)) cells[static_cast<std::size_t>(cell)] ^= 1;
    }
  }
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
  for (const char* sym : {"none", "rot2", "rot4", "mirror", "vertical"}) {
    auto orbits = *generator::symmetry_orbits(5, 5, *generator::symmetry_named(sym));
    std::set<int> seen;
    for (const auto& o : orbits)
      for (int c : o) CHECK(seen.insert(c).second);
    CHECK(seen.size() == 25);
  }
  CHECK(generator::symmetry_orbits(4, 4, *generator::symmetry_named("rot4"))->size() == 4);
  CHECK(generator::symmetry_orbits(5, 5, *generator::symmetry_named("rot4"))->size() == 7);
  CHECK(generator::symmetry_orbits(3, 4, *generator::symmetry_named("mirror"))->size() == 6);
  CHECK(generator::symmetry_orbits(3, 3, *generator::symmetry_named("rot2"))->size() == 5);
  CHECK(generator::symmetry_problem(generator::Symmetry::rot4, 3, 4).has_value());
  CHECK_FALSE(generator::symmetry_named("spiral").has_value());
  CHECK(generator::symmetry_named("horizontal") == generator::Symmetry::mirror);
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
  auto stats = generator::reduce_items(present, *generator::symmetry_orbits(1, 10, *generator::symmetry_named("none")), rng, ok);
  int n = 0;
  for (auto p : present) n += p;
  CHECK(n == 3);
  CHECK(present[4] == 1);
  CHECK(stats.removed == 7);
}

namespace {

// The rule of the test above, kept as a set that grows and returns to saved points.
class CountingTest final : public generator::SharedTest {
 public:
  void start(const std::vector<std::uint8_t>& present) override { set_ = present; }
  void add(int item) override { set_[static_cast<std::size_t>(item)] = 1; }
  void save(int depth) override {
    if (saved_.size() <= static_cast<std::size_t>(depth)) saved_.resize(static_cast<std::size_t>(depth) + 1);
    saved_[static_cast<std::size_t>(depth)] = set_;
  }
  void restore(int depth) override { set_ = saved_[static_cast<std::size_t>(depth)]; }
  bool accept() override {
    ++calls;
    int n = 0;
    for (auto p : set_) n += p;
    return n >= 3 && set_[4];
  }
  int calls = 0;

 private:
  std::vector<std::uint8_t> set_;
  std::vector<std::vector<std::uint8_t>> saved_;
};

}  // namespace

TEST_CASE("reduce_items_shared leaves a minimal set with at most one verdict per tree node", "[generator]") {
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    std::vector<std::uint8_t> present(10, 1);
    present[7] = 0;  // absent from the start: never tried, never added
    core::Rng rng(seed);
    CountingTest test;
    auto stats = generator::reduce_items_shared(present, *generator::symmetry_orbits(1, 10, *generator::symmetry_named("none")), rng, test);
    int n = 0;
    for (auto p : present) n += p;
    CHECK(n == 3);
    CHECK(present[4] == 1);
    CHECK(present[7] == 0);
    CHECK(stats.removed == 6);
    // One verdict per node of the divide-and-conquer tree at most (9 leaves).
    CHECK(stats.tries == static_cast<std::uint64_t>(test.calls));
    CHECK(test.calls <= 17);
  }
}

TEST_CASE("some_item_removable finds a single item whose removal the test accepts", "[generator]") {
  auto with = [](std::initializer_list<int> items) {
    std::vector<std::uint8_t> present(10, 0);
    for (int i : items) present[static_cast<std::size_t>(i)] = 1;
    return present;
  };
  CountingTest test;
  // The rule: at least 3 items, item 4 among them.
  CHECK(generator::some_item_removable(with({1, 4, 6, 8}), {1, 4, 6, 8}, test));
  CHECK_FALSE(generator::some_item_removable(with({1, 4, 6}), {1, 4, 6}, test));
  CHECK_FALSE(generator::some_item_removable(with({1, 4, 6, 8}), {4}, test));
  CHECK(generator::some_item_removable(with({1, 4, 6, 8}), {4, 8}, test));
  CHECK_FALSE(generator::some_item_removable(with({1, 4, 6, 8}), {}, test));
}

namespace {

// A monotone rule over 12 items (at least 5, items 0 and 11 among them) that checks what
// accept_try is told, and can refuse every range of several orbits.
class TryTest final : public generator::SharedTest {
 public:
  explicit TryTest(bool refuse_ranges) : refuse_ranges_(refuse_ranges) {}
  void start(const std::vector<std::uint8_t>& present) override { set_ = present; }
  void add(int item) override { set_[static_cast<std::size_t>(item)] = 1; }
  void save(int depth) override { saved_.save(depth, set_); }
  void restore(int depth) override { set_ = saved_.at(depth); }
  bool accept() override { return ok(set_); }
  bool accept_try(const std::vector<int>& missing, bool one_orbit) override {
    // The set with the missing items back is acceptable, and they are not in the set.
    std::vector<std::uint8_t> whole = set_;
    for (int i : missing) {
      CHECK(set_[static_cast<std::size_t>(i)] == 0);
      whole[static_cast<std::size_t>(i)] = 1;
    }
    CHECK(ok(whole));
    if (refuse_ranges_ && !one_orbit) return false;
    return accept();
  }

 private:
  static bool ok(const std::vector<std::uint8_t>& s) {
    int n = 0;
    for (auto p : s) n += p;
    return n >= 5 && s[0] && s[11];
  }
  bool refuse_ranges_;
  std::vector<std::uint8_t> set_;
  generator::SavedSlots<std::vector<std::uint8_t>> saved_;
};

}  // namespace

TEST_CASE(
    "reduce_items_shared tells accept_try what is missing, and refusing ranges changes nothing",
    "[generator]") {
  const auto orbits = *generator::symmetry_orbits(3, 4, *generator::symmetry_named("rot2"));
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    std::vector<std::uint8_t> exact(12, 1), refusing(12, 1);
    core::Rng a(seed), b(seed);
    TryTest plain(false), picky(true);
    generator::reduce_items_shared(exact, orbits, a, plain);
    const auto stats = generator::reduce_items_shared(refusing, orbits, b, picky);
    CHECK(exact == refusing);
    CHECK(exact[0] == 1);
    CHECK(exact[11] == 1);
    CHECK(stats.removed > 0);
  }
}
