// Hints and solution paths of Slitherlink on Loopy's other grids (grid_explain.cpp), held
// to what the square grid's are: over every test ID, the path's conclusions agree with
// the SAT engine's one loop and replay to it, each rule step's conclusion follows again
// from its premises alone (the solver re-run on a board holding only those clues and
// marks), hints from positions taken from the solution conclude only undecided marks
// that agree with it, and a flipped mark is named as the mistake.
#include <catch2/catch.hpp>

#include <fstream>
#include <string>
#include <vector>

#include "core/loopy_grids.hpp"
#include "core/rng.hpp"
#include "families/explain.hpp"
#include "families/slitherlink/grid_puzzle.hpp"
#include "families/slitherlink/rules.hpp"
#include "families/slitherlink/solver.hpp"

using namespace looplab;
namespace sl = looplab::slitherlink;
using families::Item;

namespace {

std::vector<std::string> grid_ids() {
  std::vector<std::string> out;
  for (const auto& t : core::loopy_grid_types()) {
    if (t.number == 0) continue;
    std::ifstream in(std::string(LOOPLAB_SOURCE_DIR) + "/tests/data/loopy-grids/t" + std::to_string(t.number) + ".txt");
    for (std::string line; std::getline(in, line);)
      if (!line.empty()) out.push_back(line);
  }
  return out;
}

// The edge id of an item naming an edge by its points, and its mark (1 line, 2 cross).
int edge_of(const sl::GridPuzzle& p, const Item& i) {
  REQUIRE(i.where == Item::Where::Edge);
  const int e = p.grid->graph.edge_between(i.row, i.col);
  REQUIRE(e >= 0);
  return e;
}
int mark_of(const Item& i) { return i.mark == Item::Mark::Line ? 1 : 2; }

std::string state_of(const std::vector<int>& position) {
  std::string s;
  for (int m : position) s += m == 0 ? '.' : m == 1 ? '1' : 'x';
  return s;
}

// The rule's conclusion again from the step's premises alone: a board with only the
// clues it names, the marks it names given, the rules up to its tier.
void check_follows(const sl::GridPuzzle& p, const families::ShownStep& step, int& checked) {
  if (step.kind != families::ShownStep::Kind::Rule) return;
  std::vector<std::int8_t> clues(p.clues.size(), sl::kNoClue);
  for (const Item& i : step.premises)
    if (i.where == Item::Where::Face && i.mark == Item::Mark::Clue) clues[static_cast<std::size_t>(i.row)] = static_cast<std::int8_t>(i.value);
  sl::Solver s(p.grid->graph);
  s.reset(clues, step.tier);
  bool ok = true;
  for (const Item& i : step.premises)
    if (i.where == Item::Where::Edge) ok = ok && s.give(edge_of(p, i), mark_of(i));
  REQUIRE(ok);
  s.settle_given();
  s.propagate();
  for (const Item& c : step.conclusions) {
    CAPTURE(step.text);
    CHECK(s.edge_state(edge_of(p, c)) == mark_of(c));
  }
  ++checked;
}

}  // namespace

TEST_CASE("paths on Loopy's grids replay to the one loop, each step from its premises", "[slitherlink][loopy-grids][explain]") {
  int paths = 0, checked = 0;
  for (const std::string& id : grid_ids()) {
    CAPTURE(id);
    const sl::GridPuzzle p = sl::parse_loopy_grid_id(id)->value();
    const auto solution = *sl::solve_grid(p, 2).sat.first;
    const families::Path path = sl::grid_path(p);
    std::vector<int> board(solution.size(), 0);
    for (const auto& journey : path.journeys)
      for (const families::ShownStep& step : journey) {
        CHECK_FALSE(step.text.empty());
        for (const Item& c : step.conclusions) {
          const int e = edge_of(p, c);
          CHECK(board[static_cast<std::size_t>(e)] == 0);  // each mark decided once
          CHECK(mark_of(c) == (solution[static_cast<std::size_t>(e)] ? 1 : 2));
          board[static_cast<std::size_t>(e)] = mark_of(c);
        }
        check_follows(p, step, checked);
      }
    for (std::size_t e = 0; e < board.size(); ++e) CHECK(board[e] == (solution[e] ? 1 : 2));
    ++paths;
  }
  CHECK(paths >= 80);
  CHECK(checked >= 1000);
}

TEST_CASE("hints on Loopy's grids: mistakes first, else a step on undecided marks that agrees", "[slitherlink][loopy-grids][explain]") {
  core::Rng rng(31);
  int hints = 0, mistakes = 0;
  for (const std::string& id : grid_ids()) {
    CAPTURE(id);
    const sl::GridPuzzle p = sl::parse_loopy_grid_id(id)->value();
    const auto solution = *sl::solve_grid(p, 2).sat.first;
    for (int k = 0; k < 3; ++k) {
      const double keep = (k + 0.5) / 3;
      std::vector<int> position(solution.size(), 0);
      for (std::size_t e = 0; e < position.size(); ++e)
        if (rng.chance(keep)) position[e] = solution[e] ? 1 : 2;
      const families::Hint h = sl::grid_hint(p, {state_of(position)});
      if (h.kind == families::Hint::Kind::Solved) {
        for (std::size_t e = 0; e < position.size(); ++e)
          if (solution[e]) CHECK(position[e] == 1);
        continue;
      }
      REQUIRE(h.kind == families::Hint::Kind::Step);
      REQUIRE_FALSE(h.step.conclusions.empty());
      for (const Item& c : h.step.conclusions) {
        const int e = edge_of(p, c);
        CHECK(position[static_cast<std::size_t>(e)] == 0);
        CHECK(mark_of(c) == (solution[static_cast<std::size_t>(e)] ? 1 : 2));
      }
      ++hints;
      // One mark flipped: that mark, and nothing else, is the hint.
      std::vector<int> wrong = position;
      const std::size_t e = static_cast<std::size_t>(rng.below(static_cast<std::uint64_t>(wrong.size())));
      wrong[e] = solution[e] ? 2 : 1;
      const families::Hint m = sl::grid_hint(p, {state_of(wrong)});
      REQUIRE(m.kind == families::Hint::Kind::Mistake);
      REQUIRE(m.marks.size() == 1);
      CHECK(static_cast<std::size_t>(edge_of(p, m.marks[0])) == e);
      ++mistakes;
    }
  }
  CHECK(hints >= 200);
  CHECK(mistakes == hints);
}

TEST_CASE("a Loopy grid's STATE names its problems", "[slitherlink][loopy-grids][explain]") {
  const sl::GridPuzzle p = sl::parse_loopy_grid_id("4x4t2:a4h52b20")->value();
  const int edges = p.grid->graph.num_edges();
  CHECK_THROWS_WITH(sl::grid_hint(p, {"1"}), Catch::Contains("one string of " + std::to_string(edges) + " characters"));
  CHECK_THROWS_WITH(sl::grid_hint(p, {std::string(static_cast<std::size_t>(edges), '.'), "."}), Catch::Contains("2 strings given"));
  CHECK_THROWS_WITH(sl::grid_hint(p, {std::string(static_cast<std::size_t>(edges) - 1, '.') + "?"}),
                    Catch::Contains("'?' at character " + std::to_string(edges)));
  CHECK(sl::grid_hint(p, {}).kind == families::Hint::Kind::Step);
}
