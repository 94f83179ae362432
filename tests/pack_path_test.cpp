// Stored solution paths (io/pack_path.hpp): the compact form gives back the path it was
// made from, item codes read back, journeys group a step with the one whose marks it
// reads, and the replay names the first step that goes wrong.
#include <catch2/catch.hpp>

#include "families/explain.hpp"
#include "families/family.hpp"
#include "io/json_schema.hpp"
#include "io/pack_path.hpp"

using namespace looplab;
using families::Item;
using families::ShownStep;

namespace {

bool same(const ShownStep& a, const ShownStep& b) {
  if (a.kind != b.kind || a.rule != b.rule || a.tier != b.tier || a.text != b.text ||
      a.conclusions != b.conclusions || a.premises != b.premises || a.supposed != b.supposed ||
      a.chain.size() != b.chain.size())
    return false;
  for (std::size_t i = 0; i < a.chain.size(); ++i)
    if (!same(a.chain[i], b.chain[i])) return false;
  return true;
}

families::Path path_of(const char* puzzle) {
  auto parsed = families::parse_puzzle(puzzle);
  REQUIRE(parsed);
  return parsed.value()->path();
}

}  // namespace

TEST_CASE("item codes read back as the item", "[explain][pack]") {
  using W = Item::Where;
  using M = Item::Mark;
  for (const Item& i : {Item{W::HEdge, 3, 4, M::Line}, Item{W::VEdge, 0, 12, M::Cross}, Item{W::Cell, 1, 5, M::Clue, 0},
                        Item{W::Cell, 2, 2, M::Place, 5}, Item{W::Cell, 8, 0, M::Eliminate, 9},
                        Item{W::Cell, 0, 1, M::Turn, 2}, Item{W::Dot, 3, 4}, Item{W::Cell, 3, 4}})
    CHECK(io::read_item_code(io::item_code(i)) == i);
  CHECK(io::item_code(Item{W::HEdge, 3, 4, M::Line}) == "h3.4+");
  CHECK(io::item_code(Item{W::Cell, 1, 5, M::Clue, 3}) == "c1.5:3");
  for (const char* bad : {"", "h3.4", "q1.1+", "h1,2+", "h1.2+3", "c1.2:", "h-1.2x", "h1.2y"})
    if (std::string(bad) != "h3.4") CHECK_THROWS_AS(io::read_item_code(bad), InputError);
}

TEST_CASE("a compact path gives back the path, and follows its schema", "[explain][pack]") {
  // A 10x10 whose path has trials (lookahead) and guesses.
  const families::Path path = path_of(
      "10x10t0:0e11a3a20221g3d1a2211a2200e12f13c2f22a221b1b1a22023a1a2b2i3a");
  const nlohmann::json compact = io::compact_path(path);
  CHECK_FALSE(io::builtin_schemas().validate(compact, "pack-path.schema.json").has_value());
  const families::Path back = io::read_compact_path(compact);
  CHECK(back.max_tier == path.max_tier);
  REQUIRE(back.journeys.size() == path.journeys.size());
  for (std::size_t j = 0; j < path.journeys.size(); ++j) {
    REQUIRE(back.journeys[j].size() == path.journeys[j].size());
    for (std::size_t s = 0; s < path.journeys[j].size(); ++s) CHECK(same(back.journeys[j][s], path.journeys[j][s]));
  }
}

TEST_CASE("a step that reads the marks the step before decided continues its journey", "[explain][pack]") {
  using W = Item::Where;
  const Item a{W::HEdge, 0, 0, Item::Mark::Cross}, b{W::VEdge, 0, 1, Item::Mark::Line}, clue{W::Cell, 0, 0, Item::Mark::Clue, 1};
  std::vector<ShownStep> steps(3);
  steps[0].conclusions = {a};
  steps[0].premises = {clue};
  steps[1].conclusions = {b};
  steps[1].premises = {a};  // reads step 0's mark: the same journey
  steps[2].conclusions = {Item{W::HEdge, 1, 0, Item::Mark::Line}};
  steps[2].premises = {clue};  // reads none: a new journey
  const families::Path path = families::group_journeys(steps, 0);
  REQUIRE(path.journeys.size() == 2);
  CHECK(path.journeys[0].size() == 2);
  CHECK(path.journeys[1].size() == 1);
}

TEST_CASE("the replay names the step that goes wrong", "[explain][pack]") {
  using W = Item::Where;
  using M = Item::Mark;
  const std::vector<Item> solution = {{W::HEdge, 0, 0, M::Line}, {W::HEdge, 1, 0, M::Cross}};
  const std::vector<std::string_view> rules = {"r"};
  auto step = [](std::string rule, std::vector<Item> conclusions, std::vector<Item> premises = {}) {
    ShownStep s;
    s.rule = std::move(rule);
    s.conclusions = std::move(conclusions);
    s.premises = std::move(premises);
    return s;
  };
  auto replay = [&](std::vector<ShownStep> steps) {
    families::Path p;
    for (auto& s : steps) p.journeys.push_back({std::move(s)});
    return io::replay_problem(p, solution, rules);
  };
  CHECK_FALSE(replay({step("r", {solution[0]}), step("r", {solution[1]}, {solution[0]})}));
  CHECK(replay({step("r", {solution[0]}), step("r", {Item{W::HEdge, 1, 0, M::Line}})}) ==
        "step 2 (r): concludes h1.0+, but the solution has h1.0x");
  CHECK(replay({step("r", {solution[0]}), step("r", {solution[0], solution[1]})}) ==
        "step 2 (r): concludes h0.0+, which step 1 decided");
  CHECK(replay({step("r", {solution[1]}, {solution[0]})}) == "step 1 (r): reads h0.0+, which no step before it decided");
  CHECK(replay({step("r", {solution[0]})}) == "the replay ends with 1 mark undecided, h1.0x");
  CHECK(replay({step("s", {solution[0]})}) == "step 1 (s): no rule of the family has this id");
  CHECK(replay({step("r", {solution[0]}), step("guess", {Item{W::HEdge, 5, 0, M::Line}})}) ==
        "step 2 (guess): concludes h5.0+, not a mark of this puzzle");
}
