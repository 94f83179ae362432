// Slitherlink's steps, hints and solution paths held to the solution: every step's
// conclusions agree with it, each step's rule gives its conclusion again from its
// premises alone, the replay of a path is the solution (through the independent
// checker), and hints from positions taken from the solution are right.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>

#include "families/family.hpp"
#include "families/slitherlink/checker.hpp"
#include "families/slitherlink/explain.hpp"
#include "families/slitherlink/family.hpp"
#include "families/slitherlink/sat_engine.hpp"
#include "families/slitherlink/solver.hpp"
#include "tests/support/loop_explain_checks.hpp"
#include "tests/support/parse_model.hpp"
#include "tests/support/peers.hpp"

using namespace looplab;
using namespace looplab::slitherlink;
using solver::Fact;
using solver::Step;

namespace {

Puzzle parse(const std::string& text) { return test::read_as(text, family(), model_of); }

std::vector<Puzzle> corpus_puzzles() {
  std::vector<Puzzle> out;
  std::vector<std::filesystem::path> files;
  for (const auto& entry : std::filesystem::directory_iterator(test::source_dir() + "/corpus"))
    if (entry.path().filename().string().starts_with("slitherlink-")) files.push_back(entry.path());
  std::sort(files.begin(), files.end());
  for (const auto& f : files) {
    std::ifstream in(f);
    const auto pack = nlohmann::json::parse(in);
    for (const auto& p : pack["puzzles"]) out.push_back(parse(p["exports"]["loopy"].get<std::string>()));
  }
  std::ifstream examples(test::source_dir() + "/examples/loopy.txt");
  for (std::string line; std::getline(examples, line);)
    if (!line.empty() && line[0] != '#') out.push_back(parse(line));
  return out;
}

struct Slitherlink {
  using Puzzle = slitherlink::Puzzle;
  static core::Grid grid(const Puzzle& p) { return core::Grid(p.rows, p.cols); }
  static EdgeSet unique_solution(const Puzzle& p) { return Explain::unique_solution(p); }
  static solver::StepLog path_steps(const Puzzle& p, const EdgeSet& s) { return Explain::path_steps(p, s); }
  static solver::StepLog steps_from(const Puzzle& p, const std::vector<int>& marks, int tier) {
    return Explain::steps_from(p, marks, tier);
  }
  // The board of a step's premises alone: its clues, nothing else.
  static Puzzle premise_puzzle(const Puzzle& p, const Step& s) {
    Puzzle board(p.rows, p.cols);
    for (const Fact& f : s.premises)
      if (f.kind == Fact::Clue) board.clues[static_cast<std::size_t>(f.at)] = static_cast<std::int8_t>(f.value);
    return board;
  }
  static families::Hint hint(const Puzzle& p, const std::vector<std::string>& state) { return Explain::hint(p, state); }
  static bool valid(const Puzzle& p, const EdgeSet& edges) { return !check_solution(p, edges).has_value(); }
  static std::string rule_id(int rule) { return std::string(rules()[static_cast<std::size_t>(rule)].id); }
  // Whether the premises alone force `f`, by another engine: no loop of the premise board
  // with the premise marks has f the other way.
  static bool forced_by_premises(const Puzzle& board, const std::vector<int>& marks, const Fact& f) {
    SatEngine sat(board.rows, board.cols);
    sat.set_clues(board);
    sat.fix_clues();
    for (std::size_t e = 0; e < marks.size(); ++e)
      if (marks[e] != 0) sat.fix_edge(static_cast<int>(e), marks[e] == Solver::kLine);
    sat.fix_edge(f.at, f.value != Solver::kLine);
    const SatResult r = sat.count(1);
    return r.complete && r.solutions == 0;
  }
};

void check_path(const Puzzle& p, bool rerun) { test::check_path<Slitherlink>(p, rerun); }

}  // namespace

TEST_CASE("every corpus path agrees with the solution and replays to it", "[slitherlink][explain]") {
  const auto puzzles = corpus_puzzles();
  REQUIRE(puzzles.size() >= 230);  // 25 corpus packs and examples/loopy.txt
  for (const Puzzle& p : puzzles) check_path(p, p.rows <= 10);
}

TEST_CASE("each step's rule concludes the same from its premises alone", "[slitherlink][explain][slow]") {
  for (const Puzzle& p : corpus_puzzles())
    if (p.rows > 10) check_path(p, true);
}

TEST_CASE("peer puzzles' paths agree with their solutions", "[slitherlink][explain][peers]") {
  if (!test::peers_available()) return;
  for (const std::string& line : test::peer_lines("loopy-square.txt")) {
    if (line.empty() || line[0] == '#') continue;
    const auto space = line.find(' ');  // "GRADE ID"
    auto parsed = families::parse_puzzle(space == std::string::npos ? line : line.substr(space + 1), &family());
    if (!parsed) continue;  // a line of another grid type
    const Puzzle p = model_of(*parsed.value());
    if (p.rows > 15) continue;
    check_path(p, p.rows <= 7);
  }
}

TEST_CASE("hints from partial positions of the solution", "[slitherlink][explain]") {
  test::check_hints<Slitherlink>(corpus_puzzles(), 30, 5);
}

TEST_CASE("a flipped mark is named as the mistake, and nothing else", "[slitherlink][explain]") {
  test::check_flipped_marks<Slitherlink>(corpus_puzzles(), 31, 7);
}

TEST_CASE("a path's JSON follows its schema; the solved position says so", "[slitherlink][explain]") {
  const Puzzle p = parse("5x5t0:a10a0a10a1a1b2a3b1d2");
  test::check_json_and_solved<Slitherlink>(p, Explain::path(p));
}

TEST_CASE("a malformed STATE names its position", "[slitherlink][explain]") {
  const Puzzle p = parse("5x5t0:a10a0a10a1a1b2a3b1d2");
  CHECK_THROWS_WITH(Explain::read_position(p, {"..."}), Catch::Contains("two strings"));
  CHECK_THROWS_WITH(Explain::read_position(p, {"...", "..."}), Catch::Contains("STATE H has 3 characters"));
  std::string h(30, '.'), v(30, '.');
  h[7] = 'q';
  CHECK_THROWS_WITH(Explain::read_position(p, {h, v}), Catch::Contains("'q' at row 2, column 3"));
}
