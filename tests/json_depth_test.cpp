#include <catch2/catch.hpp>
#include <string>

#include "core/json_depth.hpp"
#include "families/family.hpp"

using namespace looplab;

TEST_CASE("json_depth_error finds the first bracket too deep and ignores brackets in strings", "[core]") {
  CHECK_FALSE(core::json_depth_error(R"({"a":[[1],[2]],"b":"[[[[["})", 3));
  auto e = core::json_depth_error("[[[[1]]]]", 3);
  REQUIRE(e);
  CHECK(e->position == 3);
  CHECK(e->problem.find("more than 3 levels") != std::string::npos);
  CHECK_FALSE(core::json_depth_error(R"(["\"[[[["])", 1));
  CHECK_FALSE(core::json_depth_error(std::string(core::kMaxJsonDepth, '[') + std::string(core::kMaxJsonDepth, ']')));
}

TEST_CASE("a puzzle nested 100,000 deep is an error naming the depth, for every family", "[core]") {
  std::string deep = R"({"family":"sudoku","grid":)" + std::string(100000, '[') + std::string(100000, ']') + "}";
  auto parsed = families::parse_puzzle(deep);
  REQUIRE_FALSE(parsed);
  CHECK(parsed.error().problem.find("nested") != std::string::npos);
  for (const auto* f : families::all_families()) CHECK_FALSE(families::parse_puzzle(deep, f));
}
