#include <catch2/catch.hpp>

#include <string>

#include "core/loopy_grids.hpp"
#include "core/recent_cache.hpp"
#include "families/slitherlink/tatham_rules.hpp"

using looplab::core::RecentCache;

TEST_CASE("a recent cache keeps the last N keys and its values outlive it", "[core][recent-cache]") {
  RecentCache<int, std::string, 3> cache;
  int made = 0;
  auto make = [&](int k) { return [&made, k] { ++made; return std::to_string(k); }; };
  auto one = cache.get(1, make(1));
  cache.get(2, make(2));
  cache.get(3, make(3));
  CHECK(made == 3);
  CHECK(cache.get(1, make(1)) == one);  // a hit, and now the most recent
  CHECK(made == 3);
  cache.get(4, make(4));                // drops 2, the least recent
  CHECK(cache.size() == 3);
  cache.get(1, make(1));
  cache.get(3, make(3));
  CHECK(made == 4);
  cache.get(2, make(2));                // made again
  CHECK(made == 5);
  cache.get(5, make(5));
  cache.get(6, make(6));
  cache.get(7, make(7));                // 1 is gone from the cache...
  CHECK(*one == "1");                   // ...but lives on with its holder
  CHECK(one.use_count() == 1);
}

TEST_CASE("a thread keeps the geometries of a few Penrose patches, not of every one", "[slitherlink][recent-cache]") {
  namespace tr = looplab::slitherlink::tatham;
  const auto first = looplab::core::loopy_grid(11, 7, 7, "G976,-1463,252");
  auto held = tr::graph_geometry(first);
  CHECK(tr::graph_geometry(first) == held);  // the same grid again: the same tables
  for (int x = 0; x < 40; ++x) {
    const std::string desc = "G" + std::to_string(x * 20) + ",0,36";
    REQUIRE_FALSE(looplab::core::loopy_grid_problem(11, 7, 7, desc));
    tr::graph_geometry(looplab::core::loopy_grid(11, 7, 7, desc));
  }
  CHECK(held.use_count() == 1);  // the thread let it go; this holder still has it
  CHECK(held->edge_between(first.faces[0][0], first.faces[0][1]) >= 0);
}
