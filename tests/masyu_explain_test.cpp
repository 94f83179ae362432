// Masyu's steps, hints and solution paths held to the solution (the checks of
// tests/support/loop_explain_checks.hpp) on every Masyu puzzle the repository keeps:
// Pearl's own 120 (tests/data/pearl-sgt.txt) and the golden packs'.
#include <catch2/catch.hpp>

#include <fstream>

#include "families/family.hpp"
#include "families/masyu/checker.hpp"
#include "families/masyu/explain.hpp"
#include "families/masyu/family.hpp"
#include "families/masyu/rules.hpp"
#include "families/masyu/sat_engine.hpp"
#include "families/masyu/solver.hpp"
#include "tests/support/loop_explain_checks.hpp"
#include "tests/support/parse_model.hpp"
#include "tests/support/peers.hpp"

using namespace looplab;
using namespace looplab::masyu;
using solver::Fact;
using solver::Step;

namespace {

Puzzle parse(const std::string& text) { return test::read_as(text, family(), model_of); }

std::vector<Puzzle> corpus_puzzles() {
  std::vector<Puzzle> out;
  std::ifstream sgt(test::source_dir() + "/tests/data/pearl-sgt.txt");  // "GRADE ID"
  for (std::string line; std::getline(sgt, line);)
    if (!line.empty() && line[0] != '#') out.push_back(parse(line.substr(line.find(' ') + 1)));
  for (const char* pack : {"pack-masyu.out", "pack-masyu-graded.out"}) {
    std::ifstream in(test::source_dir() + "/tests/data/golden/" + pack);
    const auto json = nlohmann::json::parse(in);
    for (const auto& p : json["puzzles"])
      out.push_back(parse(p["exports"]["pearl"].get<std::string>()));
  }
  return out;
}

struct Masyu {
  using Puzzle = masyu::Puzzle;
  static core::Grid grid(const Puzzle& p) { return dot_grid(p.rows, p.cols); }
  static EdgeSet unique_solution(const Puzzle& p) { return Explain::unique_solution(p); }
  static solver::StepLog path_steps(const Puzzle& p, const EdgeSet& s) {
    return Explain::path_steps(p, s);
  }
  static solver::StepLog steps_from(const Puzzle& p, const std::vector<int>& marks, int tier) {
    return Explain::steps_from(p, marks, tier);
  }
  // The board of a step's premises alone: its pearls, nothing else.
  static Puzzle premise_puzzle(const Puzzle& p, const Step& s) {
    Puzzle board(p.rows, p.cols);
    for (const Fact& f : s.premises)
      if (f.kind == Fact::Clue)
        board.pearls[static_cast<std::size_t>(f.at)] = static_cast<std::int8_t>(f.value);
    return board;
  }
  static families::Hint hint(const Puzzle& p, const std::vector<std::string>& state) {
    return Explain::hint(p, state);
  }
  static bool valid(const Puzzle& p, const EdgeSet& edges) {
    return !check_solution(p, edges).has_value();
  }
  static std::string rule_id(int rule) {
    return std::string(rules()[static_cast<std::size_t>(rule)].id);
  }
  static bool forced_by_premises(const Puzzle& board, const std::vector<int>& marks,
                                 const Fact& f) {
    solver::LoopSat sat{core::LoopGraph(dot_grid(board.rows, board.cols)),
                        solver::LoopSat::FirstGuess::Default, solver::LoopSat::Regions::Sides};
    for (std::size_t e = 0; e < marks.size(); ++e)
      if (marks[e] != 0) sat.fix_edge(static_cast<int>(e), marks[e] == Solver::kLine);
    sat.fix_edge(f.at, f.value != Solver::kLine);
    add_pearls(sat, board);
    const solver::LoopSatResult r = sat.count(1);
    return r.complete && r.solutions == 0;
  }
};

}  // namespace

TEST_CASE(
    "every Masyu corpus path agrees with the solution, replays to it, and each step concludes "
    "again "
    "from its premises alone",
    "[masyu][explain]") {
  const auto puzzles = corpus_puzzles();
  REQUIRE(puzzles.size() == 126);  // Pearl's 120 and the golden packs' 6
  for (const Puzzle& p : puzzles) test::check_path<Masyu>(p, true);
}

TEST_CASE("Masyu paths use every tier's rules, and a trial names its chain", "[masyu][explain]") {
  std::vector<int> by_tier(kMaxTier + 2, 0);
  int trials_with_chains = 0;
  for (const Puzzle& p : corpus_puzzles())
    for (const Step& s : Explain::path_steps(p, Explain::unique_solution(p))) {
      ++by_tier[static_cast<std::size_t>(s.tier)];
      if (s.kind == Step::Trial && !s.chain.empty() && s.chain.back().kind == Step::Contradiction)
        ++trials_with_chains;
    }
  for (int tier = 0; tier <= kMaxTier; ++tier) CHECK(by_tier[static_cast<std::size_t>(tier)] > 0);
  CHECK(by_tier[kMaxTier + 1] == 0);  // Pearl's puzzles need no guess
  CHECK(trials_with_chains == by_tier[kMaxTier]);
}

TEST_CASE("Masyu hints from partial positions of the solution", "[masyu][explain]") {
  test::check_hints<Masyu>(corpus_puzzles(), 30, 3);
}

TEST_CASE("a flipped Masyu mark is named as the mistake, and nothing else", "[masyu][explain]") {
  test::check_flipped_marks<Masyu>(corpus_puzzles(), 31, 2);
}

TEST_CASE("a Masyu path's JSON follows its schema; the solved position says so",
          "[masyu][explain]") {
  const Puzzle p = parse("6x6:BcWdWgBaWBaBhWBc");
  test::check_json_and_solved<Masyu>(p, Explain::path(p));
}

TEST_CASE("a malformed Masyu STATE names its position", "[masyu][explain]") {
  const Puzzle p = parse("6x6:BcWdWgBaWBaBhWBc");  // H: 6 rows of 5 steps, V: 5 rows of 6
  CHECK_THROWS_WITH(Explain::read_position(p, {"..."}), Catch::Contains("a Masyu STATE is two strings"));
  CHECK_THROWS_WITH(Explain::read_position(p, {"...", "..."}), Catch::Contains("STATE H has 3 characters"));
  std::string h(30, '.'), v(30, '.');
  v[8] = 'q';
  CHECK_THROWS_WITH(Explain::read_position(p, {h, v}), Catch::Contains("STATE V: 'q' at row 2, column 3"));
}

TEST_CASE("a Masyu hint from the empty board reads only pearls, in Masyu's words",
          "[masyu][explain]") {
  const Puzzle p = parse("6x6:BcWdWgBaWBaBhWBc");
  const families::Hint h = Explain::hint(p, {});
  REQUIRE(h.kind == families::Hint::Kind::Step);
  CHECK(h.step.tier == 0);
  for (const families::Item& i : h.step.premises) CHECK(i.mark == families::Item::Mark::Clue);
  CHECK_THAT(h.step.text, Catch::Contains("pearl in row ") && Catch::Contains(" must be"));
}

TEST_CASE("a Masyu puzzle beyond the rules: its path says where it guesses, and still replays",
          "[masyu][explain]") {
  // Generated extreme 8x8 puzzles (seed 3), each needing one branch of the search.
  for (const char* id :
       {"8x8:cWbWcWbWbWaWaWaWdWiWWbWeBaWcWdWe", "8x8:bBaWdWiBcBaWfWdWaWcWiWWbWaWd"}) {
    const Puzzle p = parse(id);
    test::check_path<Masyu>(p, true);
    int guesses = 0;
    for (const Step& s : Explain::path_steps(p, Explain::unique_solution(p))) guesses += s.kind == Step::Guess;
    CHECK(guesses == 1);
    const families::Path shown = Explain::path(p);
    CHECK(shown.steps() > 0);
    bool said = false;
    for (const auto& journey : shown.journeys)
      for (const families::ShownStep& s : journey)
        if (s.kind == families::ShownStep::Kind::Guess)
          said = s.rule == "guess" && s.tier == kMaxTier + 1 &&
                 s.text.starts_with("Deduction has run out here");
    CHECK(said);
  }
}
