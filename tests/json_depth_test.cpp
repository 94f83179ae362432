#include <catch2/catch.hpp>
#include <string>

#include "core/json_depth.hpp"
#include "families/family.hpp"
#include "io/pack.hpp"

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

TEST_CASE("a number too large for a double is an error naming it, for every family and for packs", "[core]") {
  // nlohmann reports it as out_of_range, not parse_error: a reader that caught only the
  // latter aborted (found by fuzz/http_api_fuzz.cpp).
  for (const std::string text : {R"({"family":"slitherlink","clues":["3.3"],"x":1e999})",
                                 R"({"family":"masyu","pearls":["W.B"],"x":-1e999})", R"({588E888EE)"}) {
    INFO(text);
    auto parsed = families::parse_puzzle(text);
    REQUIRE_FALSE(parsed);
    for (const auto* f : families::all_families()) CHECK_FALSE(families::parse_puzzle(text, f));
  }
  auto parsed = families::parse_puzzle(R"({"family":"slitherlink","clues":["3.3"],"x":1e999})");
  CHECK(parsed.error().problem.find("number 1e999 is out of range") != std::string::npos);
  CHECK(parsed.error().position == 44);  // the 1 of 1e999
  CHECK_THROWS_AS(io::parse_pack(R"({"format":"looplab-pack","n":1e999})", "p.json"), InputError);
}
