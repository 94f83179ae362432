#include <catch2/catch.hpp>

#include "core/error.hpp"
#include "core/proved_once.hpp"
#include "families/family.hpp"

using namespace looplab;

TEST_CASE("a proved value is kept: the first proof or an offer, never replaced", "[proved_once]") {
  core::ProvedOnce<int> kept;
  int proofs = 0;
  CHECK_THROWS_AS(kept.get([&]() -> int {
    ++proofs;
    throw InputError("two solutions");
  }), InputError);
  CHECK(kept.get([&] { return ++proofs * 10; }) == 20);  // a failed proof kept nothing
  kept.offer(7);                                          // too late: 20 stays
  CHECK(kept.get([&] { return ++proofs; }) == 20);
  CHECK(proofs == 2);

  core::ProvedOnce<int> offered;
  offered.offer(3);
  CHECK(offered.get([&] { return ++proofs; }) == 3);  // no proof made
  CHECK(proofs == 2);
}

TEST_CASE("a solve that proves a loop puzzle unique hands its solution to the hints", "[proved_once]") {
  // The same hint whether the puzzle was solved first (budgeted or not) or not at all.
  const char* id = "5x5t0:a10a0a10a1a1b2a3b1d2";
  auto fresh = families::parse_puzzle(id);
  REQUIRE(fresh);
  const auto expected = families::to_json(fresh.value()->hint({}));
  for (families::SolveRequest request : {families::SolveRequest{.picture = false},
                                         families::SolveRequest{.max_nodes = 1000, .max_conflicts = 1000}}) {
    auto p = families::parse_puzzle(id);
    REQUIRE(p);
    REQUIRE(p.value()->solve(request).status == solver::Status::Unique);
    CHECK(families::to_json(p.value()->hint({})) == expected);
  }
  // On another Loopy grid too.
  auto grid = families::parse_puzzle("4x4t1:0_a001a2b12a02d02a1b0b2a10b2c");
  REQUIRE(grid);
  const auto grid_hint = families::to_json(grid.value()->hint({}));
  auto solved = families::parse_puzzle("4x4t1:0_a001a2b12a02d02a1b0b2a10b2c");
  REQUIRE(solved);
  REQUIRE(solved.value()->solve({.max_conflicts = 1000}).status == solver::Status::Unique);
  CHECK(families::to_json(solved.value()->hint({})) == grid_hint);
}
