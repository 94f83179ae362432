#include <catch2/catch.hpp>

#include <string>

#include "families/family.hpp"
#include "families/loop/json.hpp"

using namespace looplab;

TEST_CASE("a solve report's two solutions are the family's values, and its checker accepts each", "[solve_report]") {
  // Puzzles with more than one solution: Slitherlink (square and Loopy's triangles), Masyu,
  // Sudoku and Towers without a clue.
  for (const char* text : {"3x3:i", "4x4t1:0_zj", R"({"family":"masyu","rows":4,"cols":4,"pearls":"..../..../..../...."})",
                           "2x2:p", "3:///////////"}) {
    INFO(text);
    auto p = families::parse_puzzle(text);
    REQUIRE(p);
    const families::SolveReport r = p.value()->solve({.limit = 2, .picture = false});
    CHECK(r.status == solver::Status::Multiple);
    REQUIRE(r.solution);
    REQUIRE(r.second);
    CHECK(r.solution->to_json() != r.second->to_json());
    CHECK_FALSE(p.value()->check(r.solution->to_json()));
    CHECK_FALSE(p.value()->check(r.second->to_json()));
    CHECK(families::to_json(r.second.get()) == r.second->to_json());
  }
  CHECK(families::to_json(static_cast<const families::Solution*>(nullptr)).is_null());
}

TEST_CASE("a loop family's report holds its loops as edge sets", "[solve_report]") {
  auto p = families::parse_puzzle("3x3:i");
  REQUIRE(p);
  const families::SolveReport r = p.value()->solve({.limit = 2, .picture = false});
  const auto* loop = dynamic_cast<const families::LoopSolution*>(r.solution.get());
  REQUIRE(loop);
  CHECK(r.solution->to_json() == nlohmann::json{{"h", loop->loop.h()}, {"v", loop->loop.v()}});
}

TEST_CASE("solve statistics are written with the keys a family says, and no others", "[solve_report]") {
  families::SolveStats s;
  s.guesses = 3, s.nodes = 4, s.max_depth = 2, s.steps = 5, s.max_tier = 1;
  s.rule_steps = {{"a", 2}, {"b", 3}};
  const std::string plain = families::to_json(s).dump();
  CHECK(plain ==
        R"({"backtracks":0,"guesses":3,"max_depth":2,"max_tier":1,"nodes":4,"rule_steps":{"a":2,"b":3},"seconds":0.0,"steps":5})");
  s.engine = "sat";
  s.decided_at_root = 7;
  s.solved_by_propagation = false;
  s.sat = solver::LoopSatStats{.sat_calls = 1, .loop_cuts = 2, .conflicts = 3};
  const nlohmann::json loop = families::to_json(s);
  CHECK(loop.at("engine") == "sat");
  CHECK(loop.at("decided_at_root") == 7);
  CHECK(loop.at("solved_by_propagation") == false);
  CHECK(loop.at("sat_calls") == 1);
  CHECK(loop.at("loop_cuts") == 2);
  CHECK(loop.at("sat_conflicts") == 3);
  CHECK(loop.size() == 14);
}
