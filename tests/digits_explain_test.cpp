// Sudoku's and Towers' steps, hints and solution paths (families/digits/explain.hpp) held
// to the solution on every puzzle of theirs the repository keeps (Tatham's sets under
// tests/data, the golden packs, examples/solo.txt) and ../shared/peers' when present:
// the path replays to the one solution (the family's own checker agrees), every
// conclusion and premise agrees with it, and each rule step concludes again in a fresh
// engine holding its premises alone.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <map>
#include <random>

#include <nlohmann/json.hpp>

#include "families/digits/explain.hpp"
#include "families/family.hpp"
#include "families/sudoku/checker.hpp"
#include "families/sudoku/explain.hpp"
#include "families/sudoku/family.hpp"
#include "families/sudoku/formats.hpp"
#include "families/sudoku/rate.hpp"
#include "families/sudoku/rules.hpp"
#include "families/sudoku/solve.hpp"
#include "families/towers/checker.hpp"
#include "families/towers/explain.hpp"
#include "families/towers/family.hpp"
#include "families/towers/formats.hpp"
#include "families/towers/rate.hpp"
#include "families/towers/solve.hpp"
#include "tests/support/peers.hpp"

using namespace looplab;
using families::DigitsBoard;
using families::DigitsPosition;
using families::Hint;
using families::Item;
using solver::Fact;
using solver::Step;

namespace {

template <class Model>
Model parse(const std::string& text, const families::Family& f,
            const Model& (*model)(const families::Puzzle&)) {
  auto parsed = families::parse_puzzle(text, &f);
  REQUIRE(parsed);
  return model(*parsed.value());
}

sudoku::Puzzle parse_sudoku(const std::string& text) {
  return parse<sudoku::Puzzle>(text, sudoku::family(), sudoku::model_of);
}
towers::Puzzle parse_towers(const std::string& text) {
  return parse<towers::Puzzle>(text, towers::family(), towers::model_of);
}

// "LEVEL ID" lines of a tests/data file.
std::vector<std::string> ids(const std::vector<std::string>& lines) {
  std::vector<std::string> out;
  for (const std::string& l : lines) out.push_back(l.substr(l.find(' ') + 1));
  return out;
}

std::vector<std::string> pack_exports(const char* pack, const char* format) {
  std::ifstream in(test::source_dir() + "/tests/data/golden/" + pack);
  const auto json = nlohmann::json::parse(in);
  std::vector<std::string> out;
  for (const auto& p : json["puzzles"]) out.push_back(p["exports"][format].get<std::string>());
  return out;
}

std::vector<sudoku::Puzzle> sudoku_corpus() {
  std::vector<sudoku::Puzzle> out;
  for (const std::string& id : ids(test::data_lines("solo-sgt.txt"))) out.push_back(parse_sudoku(id));
  for (const std::string& id : ids(test::data_lines("solo-sgt-oblong.txt"))) out.push_back(parse_sudoku(id));
  for (const char* pack : {"pack-sudoku-4x4.out", "pack-sudoku-tatham.out", "pack-sudoku.out"})
    for (const std::string& id : pack_exports(pack, "solo")) out.push_back(parse_sudoku(id));
  std::ifstream ex(test::source_dir() + "/examples/solo.txt");
  for (std::string line; std::getline(ex, line);)
    if (!line.empty() && line[0] != '#') out.push_back(parse_sudoku(line));
  return out;
}

std::vector<towers::Puzzle> towers_corpus() {
  std::vector<towers::Puzzle> out;
  for (const std::string& id : ids(test::data_lines("towers-sgt.txt"))) out.push_back(parse_towers(id));
  for (const char* pack : {"pack-towers-hard.out", "pack-towers.out"})
    for (const std::string& id : pack_exports(pack, "towers")) out.push_back(parse_towers(id));
  return out;
}

// A fact agrees with the solution: a digit placed is the solution's, a digit ruled out
// is not; a clue is the puzzle's.
bool agrees(const DigitsBoard& b, const Fact& f) {
  if (f.at >= b.cells()) return true;
  const int truth = b.solution[static_cast<std::size_t>(f.at)];
  if (f.kind == Fact::Clue) return f.value == truth && b.givens[static_cast<std::size_t>(f.at)] == f.value;
  return f.value > 0 ? f.value == truth : -f.value != truth;
}

// The path's checks; `check` is the family's independent checker on a full grid.
// How often each shared rule that names its lines or chain has been told, over a corpus.
std::map<std::string, int> told;

template <class Check>
void check_path(const DigitsBoard& b, const families::DigitsTeller& teller, Check&& check, int& steps) {
  REQUIRE_FALSE(check(b.solution).has_value());
  std::vector<int> grid = b.givens;
  for (const Step& s : families::digits_path_steps(b)) {
    ++steps;
    REQUIRE_FALSE(s.conclusions.empty());
    for (const Fact& f : s.conclusions) {
      INFO("rule " << s.rule << " at " << f.at << " value " << f.value);
      REQUIRE(f.kind == Fact::Mark);
      REQUIRE(agrees(b, f));
      if (f.value > 0) grid[static_cast<std::size_t>(f.at)] = f.value;
    }
    for (const Fact& f : s.premises) REQUIRE(agrees(b, f));
    if (s.kind == Step::Rule) {
      const std::string rule(b.rules[static_cast<std::size_t>(s.rule)].id);
      INFO("rule " << rule);
      REQUIRE(families::follows_from_premises(b, s));
      // A fish names its lines, and a forcing chain the cells it fills and what clashes:
      // found again from the step's premises, never the vague sentence kept for a miss.
      const std::string text = teller.show(s).text;
      INFO(text);
      if (rule == "fish") {
        REQUIRE(text.starts_with("In rows ") != text.starts_with("In columns "));
        ++told[rule];
      }
      if (rule == "forcing_chain") {
        REQUIRE(text.find("ends in a contradiction") == std::string::npos);
        REQUIRE(text.find(" would be twice in ") != std::string::npos);
        ++told[rule];
      }
    } else {
      REQUIRE(s.kind == Step::Guess);
      REQUIRE(s.tier == b.max_tier + 1);
    }
  }
  REQUIRE(grid == b.solution);
  REQUIRE_FALSE(check(grid).has_value());
}

Fact fact_of(const DigitsBoard& b, const Item& i) {
  return {Fact::Mark, i.row * b.n + i.col, i.mark == Item::Mark::Place ? i.value : -i.value};
}

// Random partial positions of the solution: the hint concludes only what the player
// does not see yet, in agreement with the solution, from premises the player sees.
void check_hints(const DigitsBoard& b, const families::DigitsTeller& teller, std::mt19937& rng) {
  for (int round = 0; round < 4; ++round) {
    DigitsPosition p{b.givens, std::vector<solver::Domain>(static_cast<std::size_t>(b.cells()), 0)};
    std::bernoulli_distribution keep(round / 4.0);
    for (int c = 0; c < b.cells(); ++c)
      if (keep(rng)) p.placed[static_cast<std::size_t>(c)] = b.solution[static_cast<std::size_t>(c)];
    if (p.placed == b.solution) continue;
    const Hint h = families::digits_hint(b, p, teller);
    REQUIRE(h.kind == Hint::Kind::Step);
    REQUIRE_FALSE(h.step.conclusions.empty());
    REQUIRE_FALSE(h.step.text.empty());
    for (const Item& i : h.step.conclusions) {
      const Fact f = fact_of(b, i);
      REQUIRE(p.placed[static_cast<std::size_t>(f.at)] == 0);
      REQUIRE(agrees(b, f));
      REQUIRE_FALSE(families::seen(b, p, f));
    }
    for (const Item& i : h.step.premises)
      if (i.mark == Item::Mark::Place || i.mark == Item::Mark::Eliminate)
        REQUIRE(families::seen(b, p, fact_of(b, i)));
  }
  // One wrong digit: the hint names it, and nothing else.
  for (int c = 0; c < b.cells(); ++c) {
    if (b.givens[static_cast<std::size_t>(c)]) continue;
    DigitsPosition p{b.givens, std::vector<solver::Domain>(static_cast<std::size_t>(b.cells()), 0)};
    const int wrong = b.solution[static_cast<std::size_t>(c)] % b.n + 1;
    p.placed[static_cast<std::size_t>(c)] = wrong;
    const Hint h = families::digits_hint(b, p, teller);
    REQUIRE(h.kind == Hint::Kind::Mistake);
    REQUIRE(h.marks == std::vector<Item>{{Item::Where::Cell, c / b.n, c % b.n, Item::Mark::Place, wrong}});
    break;
  }
  // The solution itself: solved.
  DigitsPosition done{b.solution, std::vector<solver::Domain>(static_cast<std::size_t>(b.cells()), 0)};
  REQUIRE(families::digits_hint(b, done, teller).kind == Hint::Kind::Solved);
}

void check_sudoku(const sudoku::Puzzle& p, std::mt19937& rng, int& steps) {
  const DigitsBoard b = sudoku::board(p);
  const auto teller = sudoku::teller(b);
  check_path(b, *teller, [&](const std::vector<int>& g) { return sudoku::check_solution(p, g); }, steps);
  check_hints(b, *teller, rng);
}

void check_towers(const towers::Puzzle& p, std::mt19937& rng, int& steps) {
  const DigitsBoard b = towers::board(p);
  const auto teller = towers::teller(b);
  check_path(b, *teller, [&](const std::vector<int>& g) { return towers::check_solution(p, g); }, steps);
  check_hints(b, *teller, rng);
}

}  // namespace

TEST_CASE("every Sudoku corpus path replays to the solution, agrees with it, and each step "
          "concludes again from its premises alone; hints from partial positions",
          "[sudoku][explain]") {
  const auto puzzles = sudoku_corpus();
  REQUIRE(puzzles.size() == 600 + 330 + 8 + 3);
  std::mt19937 rng(30);
  int steps = 0;
  for (std::size_t i = 0; i < puzzles.size(); ++i) {
    INFO("puzzle " << i << ": " << sudoku::write_solo_id(puzzles[i]));
    check_sudoku(puzzles[i], rng, steps);
  }
  CHECK(steps > 0);
  INFO("fish " << told["fish"] << ", forcing chains " << told["forcing_chain"]);
  CHECK(told["fish"] > 0);  // forcing chains: none of this corpus needs one (checked when they fire)
}

TEST_CASE("every Towers corpus path replays to the solution, agrees with it, and each step "
          "concludes again from its premises alone; hints from partial positions",
          "[towers][explain]") {
  const auto puzzles = towers_corpus();
  REQUIRE(puzzles.size() == 800 + 5);
  std::mt19937 rng(30);
  int steps = 0;
  for (std::size_t i = 0; i < puzzles.size(); ++i) {
    INFO("puzzle " << i << ": " << towers::write_towers_id(puzzles[i]));
    check_towers(puzzles[i], rng, steps);
  }
  CHECK(steps > 0);
}

namespace {

// The hardest tier of a path's steps (a guess: the family's highest tier + 1), the tier
// the rating reads (its max_tier; the same + 1 when it guessed) and the lowest tier whose
// rules alone solve the puzzle (`within`: the generator's level cap, 9x9 Sudoku's on
// tiers9.hpp), which must all be one.
struct Tiers {
  int path = -1, rated = -1, within = -1;
  bool operator==(const Tiers&) const = default;
};

template <class Model, class Within>
Tiers tiers_of(const Model& p, const DigitsBoard& b, const families::Rating& r, Within within) {
  Tiers t;
  for (const Step& s : families::digits_path_steps(b)) t.path = std::max(t.path, s.tier);
  t.rated = r.metrics.guesses > 0 ? b.max_tier + 1 : r.metrics.max_tier.value_or(-1);
  t.within = b.max_tier + 1;
  for (int tier = 0; tier <= b.max_tier; ++tier)
    if (within(p, tier)) {
      t.within = tier;
      break;
    }
  return t;
}

}  // namespace

TEST_CASE("the hardest step on each corpus puzzle's path is its rated tier, and the tier its rules solve it at",
          "[sudoku][towers][explain][rating]") {
  int mismatches = 0, puzzles = 0;
  auto check = [&](std::string_view family, const std::string& id, const Tiers& t) {
    ++puzzles;
    if (t.path == t.rated && t.path == t.within) return;
    UNSCOPED_INFO(family << " " << id << ": path " << t.path << ", rated " << t.rated << ", solvable within "
                         << t.within);
    ++mismatches;
  };
  for (const sudoku::Puzzle& p : sudoku_corpus())
    check("Sudoku", sudoku::write_solo_id(p),
          tiers_of(p, sudoku::board(p), sudoku::rate(p),
                   [](const sudoku::Puzzle& q, int tier) { return sudoku::solvable_within(q, tier); }));
  for (const towers::Puzzle& p : towers_corpus())
    check("Towers", towers::write_towers_id(p),
          tiers_of(p, towers::board(p), towers::rate(p),
                   [](const towers::Puzzle& q, int tier) { return towers::solvable_within(q, tier); }));
  CHECK(puzzles == 941 + 805);
  CHECK(mismatches == 0);
}

TEST_CASE("a forcing chain is told from its premises: the cells it fills and what clashes",
          "[sudoku][explain]") {
  // No corpus puzzle needs one, so one is built by hand on a 4x4 grid: row 1, column 1
  // holds 1 or 2, row 1, column 2 holds 1 or 3, row 2, column 1 holds 1 or 3. Were the
  // first 1, both others would be 3, twice in box 1.
  const DigitsBoard b = sudoku::board(parse_sudoku("2x2:1e4b2e3"));
  const auto teller = sudoku::teller(b);
  Step s;
  s.rule = sudoku::kForcingChain;
  s.tier = b.rules[static_cast<std::size_t>(s.rule)].tier;
  s.conclusions = {{Fact::Mark, 0, -1}};
  s.premises = {{Fact::Mark, 0, -3}, {Fact::Mark, 0, -4}, {Fact::Mark, 1, -2},
                {Fact::Mark, 1, -4}, {Fact::Mark, 4, -2}, {Fact::Mark, 4, -4}};
  CHECK(teller->show(s).text ==
        "Suppose row 1, column 1 were 1: each two-digit cell it sees takes its other digit, in turn row 1, "
        "column 2 takes 3 and row 2, column 1 takes 3, and 3 would be twice in box 1 (row 1, column 2 and "
        "row 2, column 1), so row 1, column 1 can't be 1.");
  // Premises that show no contradiction are not dressed up as one.
  s.premises = {{Fact::Mark, 0, -3}, {Fact::Mark, 0, -4}};
  CHECK(teller->show(s).text.find("ends in a contradiction") != std::string::npos);
}

TEST_CASE("the peers' Solo and Towers puzzles explain the same way", "[sudoku][towers][explain]") {
  if (!test::peers_available()) return;
  std::mt19937 rng(30);
  int steps = 0;
  for (const std::string& id : ids(test::peer_lines("solo.txt"))) check_sudoku(parse_sudoku(id), rng, steps);
  for (const std::string& id : ids(test::peer_lines("towers.txt"))) check_towers(parse_towers(id), rng, steps);
  CHECK(steps > 0);
}

TEST_CASE("Tatham's unreasonable Solo puzzles guess, and say so", "[sudoku][explain]") {
  int guesses = 0;
  for (const std::string& line : test::data_lines("solo-sgt.txt")) {
    if (line[0] != 'u') continue;
    const families::Path path = sudoku::path(parse_sudoku(ids({line})[0]));
    for (const auto& j : path.journeys)
      for (const auto& s : j)
        if (s.kind == families::ShownStep::Kind::Guess) {
          ++guesses;
          CHECK(s.rule == "guess");
          CHECK(s.text.starts_with("Deduction has run out here"));
        }
  }
  CHECK(guesses > 0);
}

TEST_CASE("a digit STATE: blanks, ruled-out digits, and errors naming the position",
          "[sudoku][explain]") {
  DigitsBoard b;  // a 4x4 with one given, 1 in row 1, column 1
  b.n = 4;
  b.givens.assign(16, 0);
  b.givens[0] = 1;
  const DigitsPosition pos = families::read_digits_position(b, {"1.../.2../..3./...4", "r1c2-3 r2c1-4"}, "Sudoku");
  CHECK(pos.placed[0] == 1);
  CHECK(pos.placed[5] == 2);
  CHECK(pos.ruled_out[1] == solver::value_bit(2));
  CHECK(pos.ruled_out[4] == solver::value_bit(3));
  CHECK_THROWS_WITH(families::read_digits_position(b, {"1..x/.2../..3./...4"}, "Sudoku"),
                    Catch::Contains("'x' at character 4"));
  CHECK_THROWS_WITH(families::read_digits_position(b, {"1.../.2../..3."}, "Sudoku"),
                    Catch::Contains("has 12 cells"));
  CHECK_THROWS_WITH(families::read_digits_position(b, {"2.../.2../..3./...4"}, "Sudoku"),
                    Catch::Contains("given is 1"));
  CHECK_THROWS_WITH(families::read_digits_position(b, {"1.../.2../..3./...4", "r9c1-1"}, "Sudoku"),
                    Catch::Contains("'r9c1-1'"));
}
