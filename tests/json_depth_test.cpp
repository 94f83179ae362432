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

TEST_CASE("a huge whole number where the schema wants an integer is a problem, not a cast", "[core]") {
  // 5.9e59 is a whole number, but no int64 holds it: the schema check cast it to one,
  // which is undefined (found by fuzz/validate_pack_fuzz.cpp under UBSan).
  auto pack_with_rows = [](const std::string& rows) {
    return io::parse_pack(R"({"format":"looplab-pack","format_version":1,"generator":{"name":"looplab",)"
                          R"("version":"0.1.0"},"command":"x","parameters":{"family":"slitherlink","rows":)" +
                              rows + R"(,"cols":5,"count":1,"seed":1},"puzzles":[]})",
                          "p.json");
  };
  for (const std::string n : {"5.88889e+59", "-1e300", "9.3e18"}) {
    const auto problems = io::validate_pack(pack_with_rows(n));
    REQUIRE_FALSE(problems.empty());
    CHECK(problems.front().find("/parameters/rows: ") != std::string::npos);
    CHECK(problems.front().find("is not of type integer") != std::string::npos);
  }
  // A whole number written as a float, within range, is an integer (and 7.0 rows pass).
  for (const auto& p : io::validate_pack(pack_with_rows("7.0"))) CHECK(p.find("/parameters/rows") == std::string::npos);
}
