// Stored solution paths (io/pack_path.hpp): the compact form gives back the path it was
// made from, item codes read back, journeys group a step with the one whose marks it
// reads, and the replay names the first step that goes wrong; every family's puzzles of
// the golden packs say their solution's marks (Puzzle::solution_marks), their paths
// replay against them, and one digit, turn or edge changed is named with its step.
#include <catch2/catch.hpp>

#include <fstream>
#include <set>

#include "families/explain.hpp"
#include "families/family.hpp"
#include "io/json_schema.hpp"
#include "io/pack.hpp"
#include "io/pack_path.hpp"
#include "tests/support/peers.hpp"

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

ShownStep step(std::string rule, std::vector<Item> conclusions, std::vector<Item> premises = {}) {
  ShownStep s;
  s.rule = std::move(rule);
  s.conclusions = std::move(conclusions);
  s.premises = std::move(premises);
  return s;
}

// The replay of `steps`, one journey each, with the one rule "r".
std::optional<std::string> replay(std::vector<ShownStep> steps, const families::SolutionMarks& solution) {
  families::Path p;
  for (auto& s : steps) p.journeys.push_back({std::move(s)});
  return io::replay_problem(p, solution, {"r"});
}

}  // namespace

TEST_CASE("item codes read back as the item", "[explain][pack]") {
  using W = Item::Where;
  using M = Item::Mark;
  for (const Item& i : {Item{W::HEdge, 3, 4, M::Line}, Item{W::VEdge, 0, 12, M::Cross}, Item{W::Cell, 1, 5, M::Clue, 0},
                        Item{W::Cell, 2, 2, M::Place, 5}, Item{W::Cell, 8, 0, M::Eliminate, 9},
                        Item{W::Cell, 0, 1, M::Turn, 2}, Item{W::Cell, 0, 1, M::NotTurn, 9},
                        Item{W::Cell, -1, 3, M::Clue, 4}, Item{W::Cell, 2, -1, M::Clue, 1}, Item{W::Dot, 3, 4},
                        Item{W::Cell, 3, 4}})
    CHECK(io::read_item_code(io::item_code(i)) == i);
  CHECK(io::item_code(Item{W::HEdge, 3, 4, M::Line}) == "h3.4+");
  CHECK(io::item_code(Item{W::Cell, 1, 5, M::Clue, 3}) == "c1.5:3");
  CHECK(io::item_code(Item{W::Cell, -1, 5, M::Clue, 3}) == "c-1.5:3");
  CHECK(io::item_code(Item{W::Cell, 0, 1, M::NotTurn, 9}) == "c0.1~9");
  for (const char* bad : {"", "q1.1+", "h1,2+", "h1.2+3", "c1.2:", "h-2.2x", "c1.-3:2", "h1.2y", "c1.2~"})
    CHECK_THROWS_AS(io::read_item_code(bad), InputError);
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
  const std::vector<Item> edges = {{W::HEdge, 0, 0, M::Line}, {W::HEdge, 1, 0, M::Cross}};
  const families::SolutionMarks solution{edges, {}, {}, {}};
  auto replay = [&](std::vector<ShownStep> steps) { return ::replay(std::move(steps), solution); };
  CHECK_FALSE(replay({step("r", {edges[0]}), step("r", {edges[1]}, {edges[0]})}));
  CHECK(replay({step("r", {edges[0]}), step("r", {Item{W::HEdge, 1, 0, M::Line}})}) ==
        "step 2 (r): concludes h1.0+, but the solution has h1.0x");
  CHECK(replay({step("r", {edges[0]}), step("r", {edges[0], edges[1]})}) ==
        "step 2 (r): concludes h0.0+, which step 1 decided");
  CHECK(replay({step("r", {edges[1]}, {edges[0]})}) == "step 1 (r): reads h0.0+, which no step before it decided");
  CHECK(replay({step("r", {edges[0]})}) == "the replay ends with 1 mark undecided, h1.0x");
  CHECK(replay({step("s", {edges[0]})}) == "step 1 (s): no rule of the family has this id");
  CHECK(replay({step("r", {edges[0]}), step("guess", {Item{W::HEdge, 5, 0, M::Line}})}) ==
        "step 2 (guess): concludes h5.0+, not a mark of this puzzle");
}

TEST_CASE("the replay of digits and turns: ruled-out marks may be concluded, shown marks read", "[explain][pack]") {
  using W = Item::Where;
  using M = Item::Mark;
  const Item five{W::Cell, 0, 0, M::Place, 5}, not3{W::Cell, 0, 0, M::Eliminate, 3}, turn{W::Cell, 1, 1, M::Turn, 6},
      not_turn{W::Cell, 1, 1, M::NotTurn, 3}, border{W::HEdge, 0, 1, M::Cross};
  const families::SolutionMarks solution{{five, turn}, {not3, not_turn}, {border}, {}};
  auto replay = [&](std::vector<ShownStep> steps) { return ::replay(std::move(steps), solution); };
  // A ruled-out mark need not be concluded; a shown one is read without a step.
  CHECK_FALSE(replay({step("r", {five}), step("r", {turn}, {border})}));
  CHECK_FALSE(replay({step("r", {not3}), step("r", {five}, {not3}), step("r", {not_turn}), step("r", {turn}, {not_turn})}));
  CHECK(replay({step("r", {Item{W::Cell, 0, 0, M::Place, 4}})}) == "step 1 (r): concludes c0.0=4, but the solution has c0.0=5");
  CHECK(replay({step("r", {Item{W::Cell, 0, 0, M::Eliminate, 5}})}) ==
        "step 1 (r): concludes c0.0!5, but the solution has c0.0=5");
  CHECK(replay({step("r", {Item{W::Cell, 1, 1, M::Turn, 9}})}) == "step 1 (r): concludes c1.1@9, but the solution has c1.1@6");
  CHECK(replay({step("r", {Item{W::Cell, 1, 1, M::NotTurn, 6}})}) ==
        "step 1 (r): concludes c1.1~6, but the solution has c1.1@6");
  CHECK(replay({step("r", {border}), step("r", {five}), step("r", {turn}), step("r", {border})}) ==
        "step 4 (r): concludes h0.1x, which step 1 decided");
  CHECK(replay({step("r", {five}, {not3})}) == "step 1 (r): reads c0.0!3, which no step before it decided");
  CHECK(replay({step("r", {five}), step("r", {not_turn})}) == "the replay ends with 1 mark undecided, c1.1@6");
}

namespace {

// The puzzles of a golden pack with their entries.
std::vector<std::pair<std::unique_ptr<families::Puzzle>, nlohmann::json>> golden(const std::string& name) {
  std::ifstream in(test::source_dir() + "/tests/data/golden/" + name);
  const nlohmann::json pack = nlohmann::json::parse(in);
  const families::Family* family = families::find_family(pack["parameters"]["family"].get<std::string>());
  REQUIRE(family);
  std::vector<std::pair<std::unique_ptr<families::Puzzle>, nlohmann::json>> out;
  for (const nlohmann::json& entry : pack["puzzles"]) {
    auto parsed = families::parse_puzzle(io::puzzle_of_entry(entry).dump(), family);
    REQUIRE(parsed);
    out.emplace_back(std::move(parsed.value()), entry);
  }
  return out;
}

std::vector<std::string_view> rule_ids(const families::Puzzle& p) {
  std::vector<std::string_view> out;
  for (const auto& [id, steps] : p.rate().metrics.rule_steps) out.push_back(id);
  return out;
}

// `i` with its value changed to another the solution does not have there: another digit,
// another turn of the tile (marks.decided and marks.also say which exist), the other mark
// of an edge.
std::optional<Item> changed(const Item& i, const families::SolutionMarks& marks) {
  Item out = i;
  if (i.mark == Item::Mark::Line || i.mark == Item::Mark::Cross) {
    out.mark = i.mark == Item::Mark::Line ? Item::Mark::Cross : Item::Mark::Line;
    return out;
  }
  for (const Item& other : marks.also)
    if (other.where == i.where && other.row == i.row && other.col == i.col && other.value != i.value &&
        (other.mark == Item::Mark::Eliminate || other.mark == Item::Mark::NotTurn)) {
      out.value = other.value;
      return out;
    }
  return std::nullopt;
}

}  // namespace

TEST_CASE("every family's golden puzzles: paths replay against the solution's marks, a changed mark is named",
          "[explain][pack]") {
  std::set<std::string_view> families_seen;
  for (const char* name : {"pack-slitherlink-uniform.out", "pack-slitherlink-rot2-tatham.out", "pack-masyu.out",
                           "pack-masyu-graded.out", "pack-sudoku-4x4.out", "pack-sudoku.out",
                           "pack-sudoku-tatham.out", "pack-towers.out", "pack-towers-hard.out",
                           "pack-infinity-loop.out", "pack-infinity-loop-options.out"}) {
    for (const auto& [puzzle, entry] : golden(name)) {
      INFO(name << " " << entry["id"]);
      families_seen.insert(puzzle->family().name);
      const auto marks = puzzle->solution_marks(entry["solution"]);
      REQUIRE(marks);
      CHECK_FALSE(marks->decided.empty());
      CHECK_FALSE(puzzle->solution_marks(nlohmann::json("not a solution")));
      const families::Path path = puzzle->path();
      const nlohmann::json compact = io::compact_path(path);
      CHECK_FALSE(io::builtin_schemas().validate(compact, "pack-path.schema.json").has_value());
      const families::Path back = io::read_compact_path(compact);
      const std::vector<std::string_view> rules = rule_ids(*puzzle);
      CHECK(io::replay_problem(back, *marks, rules) == std::nullopt);
      // The first step deciding a mark of the solution itself, with that mark changed.
      families::Path wrong = back;
      std::size_t n = 0;
      std::optional<std::string> expected;
      for (auto& journey : wrong.journeys) {
        for (ShownStep& s : journey) {
          ++n;
          for (Item& c : s.conclusions)
            if (std::find(marks->decided.begin(), marks->decided.end(), c) != marks->decided.end())
              if (auto other = changed(c, *marks)) {
                expected = "step " + std::to_string(n) + " (" + s.rule + "): concludes " + io::item_code(*other) +
                           ", but the solution has " + io::item_code(c);
                c = *other;
                break;
              }
          if (expected) break;
        }
        if (expected) break;
      }
      REQUIRE(expected);
      CHECK(io::replay_problem(wrong, *marks, rules) == expected);
    }
  }
  // Every registered family with hints stores its paths.
  for (const families::Family* f : families::all_families())
    if (!f->hint_state.empty()) CHECK(families_seen.contains(f->name));
}
