// Slitherlink's steps, hints and solution paths held to the solution: every step's
// conclusions agree with it, each step's rule gives its conclusion again from its
// premises alone, the replay of a path is the solution (through the independent
// checker), and hints from positions taken from the solution are right.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>

#include "core/rng.hpp"
#include "families/family.hpp"
#include "families/slitherlink/checker.hpp"
#include "families/slitherlink/explain.hpp"
#include "families/slitherlink/sat_engine.hpp"
#include "families/slitherlink/family.hpp"
#include "families/slitherlink/solver.hpp"
#include "io/json_schema.hpp"
#include "tests/support/peers.hpp"

using namespace looplab;
using namespace looplab::slitherlink;
using solver::Fact;
using solver::Step;

namespace {

Puzzle parse(const std::string& text) {
  auto parsed = families::parse_puzzle(text, &family());
  REQUIRE(parsed);
  return model_of(*parsed.value());
}

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

int truth(const EdgeSet& solution, int e) {
  return solution.on[static_cast<std::size_t>(e)] ? Solver::kLine : Solver::kCross;
}

// The board of a step's premises alone: its clues and its marks, nothing else.
std::pair<Puzzle, std::vector<int>> premise_board(const Puzzle& p, const Step& s) {
  Puzzle board(p.rows, p.cols);
  std::vector<int> marks(static_cast<std::size_t>(core::Grid(p.rows, p.cols).num_edges()), 0);
  for (const Fact& f : s.premises) {
    if (f.kind == Fact::Clue) board.clues[static_cast<std::size_t>(f.at)] = static_cast<std::int8_t>(f.value);
    if (f.kind == Fact::Mark) marks[static_cast<std::size_t>(f.at)] = f.value;
  }
  return {board, marks};
}

// What the rules up to `tier` decide from `position` on `p`.
std::vector<int> decided_from(const Puzzle& p, std::vector<int> position, int tier) {
  for (const Step& s : steps_from(p, position, tier))
    for (const Fact& f : s.conclusions) position[static_cast<std::size_t>(f.at)] = f.value;
  return position;
}

std::vector<std::string> state_of(const Puzzle& p, const std::vector<int>& position) {
  const core::Grid g(p.rows, p.cols);
  std::string h, v;
  for (int e = 0; e < g.num_edges(); ++e) {
    const int s = position[static_cast<std::size_t>(e)];
    (g.is_horizontal(e) ? h : v) += s == 0 ? '.' : s == Solver::kLine ? '1' : 'x';
  }
  return {h, v};
}

// Whether the premises alone force `f`, by another engine: no loop of the premise board
// with the premise marks has f the other way.
bool forced_by_premises(const Puzzle& board, const std::vector<int>& marks, const Fact& f) {
  SatEngine sat(board.rows, board.cols);
  sat.set_clues(board);
  sat.fix_clues();
  for (std::size_t e = 0; e < marks.size(); ++e)
    if (marks[e] != 0) sat.fix_edge(static_cast<int>(e), marks[e] == Solver::kLine);
  sat.fix_edge(f.at, f.value != Solver::kLine);
  const SatResult r = sat.count(1);
  return r.complete && r.solutions == 0;
}

void check_path(const Puzzle& p, bool rerun) {
  const EdgeSet solution = unique_solution(p);
  const solver::StepLog path = path_steps(p, solution);
  std::vector<int> replay(solution.on.size(), 0);
  for (const Step& s : path) {
    REQUIRE_FALSE(s.conclusions.empty());
    // Every premise mark was decided before this step.
    for (const Fact& f : s.premises)
      if (f.kind == Fact::Mark) CHECK(replay[static_cast<std::size_t>(f.at)] == f.value);
    for (const Fact& f : s.conclusions) {
      CHECK(f.value == truth(solution, f.at));
      CHECK(replay[static_cast<std::size_t>(f.at)] == 0);  // each mark decided once
      replay[static_cast<std::size_t>(f.at)] = f.value;
    }
    if (s.kind == Step::Guess) continue;
    if (rerun) {
      auto [board, marks] = premise_board(p, s);
      const std::vector<int> again = decided_from(board, marks, s.tier);
      for (const Fact& f : s.conclusions) {
        INFO("rule " << rules()[static_cast<std::size_t>(s.rule)].id << " edge " << f.at);
        // A colour step whose chain of relations was made over several moments may not
        // come again from all its premises at once: a later link's marks can settle a
        // side an earlier link's rule needs open. Its premises still force it.
        if (again[static_cast<std::size_t>(f.at)] != f.value) CHECK(forced_by_premises(board, marks, f));
      }
    }
  }
  EdgeSet replayed(p.rows, p.cols);
  for (std::size_t e = 0; e < replay.size(); ++e) {
    REQUIRE(replay[e] != 0);
    replayed.on[e] = replay[e] == Solver::kLine;
  }
  CHECK_FALSE(check_solution(p, replayed).has_value());
}

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
  const auto puzzles = corpus_puzzles();
  core::Rng rng(30);
  for (std::size_t i = 0; i < puzzles.size(); i += 5) {
    const Puzzle& p = puzzles[i];
    const EdgeSet solution = unique_solution(p);
    for (int round = 0; round < 3; ++round) {
      const double keep = rng.unit();
      std::vector<int> position(solution.on.size(), 0);
      for (std::size_t e = 0; e < position.size(); ++e)
        if (rng.chance(keep)) position[e] = truth(solution, static_cast<int>(e));
      const families::Hint h = hint(p, state_of(p, position));
      const bool all_lines = [&] {
        for (std::size_t e = 0; e < position.size(); ++e)
          if (solution.on[e] && position[e] != Solver::kLine) return false;
        return true;
      }();
      if (all_lines) {
        CHECK(h.kind == families::Hint::Kind::Solved);
        continue;
      }
      REQUIRE(h.kind == families::Hint::Kind::Step);
      CHECK_FALSE(h.step.conclusions.empty());
      CHECK_FALSE(h.step.text.empty());
      const core::Grid g(p.rows, p.cols);
      for (const families::Item& c : h.step.conclusions) {
        const int e = c.where == families::Item::Where::HEdge ? g.h_edge(c.row, c.col) : g.v_edge(c.row, c.col);
        CHECK(position[static_cast<std::size_t>(e)] == 0);
        CHECK((c.mark == families::Item::Mark::Line) == (solution.on[static_cast<std::size_t>(e)] == 1));
      }
      // Its premises are the player's marks and the clues.
      for (const families::Item& m : h.step.premises)
        if (m.mark == families::Item::Mark::Line || m.mark == families::Item::Mark::Cross) {
          const int e = m.where == families::Item::Where::HEdge ? g.h_edge(m.row, m.col) : g.v_edge(m.row, m.col);
          CHECK(position[static_cast<std::size_t>(e)] == (m.mark == families::Item::Mark::Line ? Solver::kLine : Solver::kCross));
        }
      CHECK_FALSE(io::builtin_schemas().validate(families::to_json(h), "hint.schema.json").has_value());
    }
  }
}

TEST_CASE("a flipped mark is named as the mistake, and nothing else", "[slitherlink][explain]") {
  const auto puzzles = corpus_puzzles();
  core::Rng rng(31);
  for (std::size_t i = 0; i < puzzles.size(); i += 7) {
    const Puzzle& p = puzzles[i];
    const EdgeSet solution = unique_solution(p);
    std::vector<int> position(solution.on.size(), 0);
    for (std::size_t e = 0; e < position.size(); ++e)
      if (rng.chance(0.3)) position[e] = truth(solution, static_cast<int>(e));
    const int flipped = rng.below(static_cast<int>(position.size()));
    position[static_cast<std::size_t>(flipped)] = truth(solution, flipped) == Solver::kLine ? Solver::kCross : Solver::kLine;
    const families::Hint h = hint(p, state_of(p, position));
    REQUIRE(h.kind == families::Hint::Kind::Mistake);
    REQUIRE(h.marks.size() == 1);
    const core::Grid g(p.rows, p.cols);
    const auto& m = h.marks[0];
    CHECK((m.where == families::Item::Where::HEdge ? g.h_edge(m.row, m.col) : g.v_edge(m.row, m.col)) == flipped);
    CHECK_FALSE(io::builtin_schemas().validate(families::to_json(h), "hint.schema.json").has_value());
  }
}

TEST_CASE("a path's JSON follows its schema; the solved position says so", "[slitherlink][explain]") {
  const Puzzle p = parse("5x5t0:a10a0a10a1a1b2a3b1d2");
  const auto path = slitherlink::path(p);
  CHECK_FALSE(io::builtin_schemas().validate(families::to_json(path), "path.schema.json").has_value());
  const EdgeSet solution = unique_solution(p);
  std::vector<int> all(solution.on.size());
  for (std::size_t e = 0; e < all.size(); ++e) all[e] = truth(solution, static_cast<int>(e));
  CHECK(hint(p, state_of(p, all)).kind == families::Hint::Kind::Solved);
  CHECK(families::to_json(hint(p, state_of(p, all))) == nlohmann::json{{"kind", "solved"}});
}

TEST_CASE("a malformed STATE names its position", "[slitherlink][explain]") {
  const Puzzle p = parse("5x5t0:a10a0a10a1a1b2a3b1d2");
  CHECK_THROWS_WITH(read_position(p, {"..."}), Catch::Contains("two strings"));
  CHECK_THROWS_WITH(read_position(p, {"...", "..."}), Catch::Contains("STATE H has 3 characters"));
  std::string h(30, '.'), v(30, '.');
  h[7] = 'q';
  CHECK_THROWS_WITH(read_position(p, {h, v}), Catch::Contains("'q' at row 2, column 3"));
}
