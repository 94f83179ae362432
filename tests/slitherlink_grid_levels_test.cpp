// Loopy's levels on every Loopy grid (tatham_levels.hpp with a GridPuzzle): the grade
// Loopy gave its own puzzles (tests/data/loopy-levels), the queue-driven grader against
// its whole-grid twin and against the square grid's own geometry, and clue removal on
// shared deductions against runs from scratch. What a level solves is checked to have
// one solution by the SAT engine and to be the loop the independent checker accepts.
#include <catch2/catch.hpp>

#include <algorithm>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "core/loop_graph.hpp"
#include "core/loopy_grids.hpp"
#include "core/rng.hpp"
#include "families/slitherlink/formats.hpp"
#include "families/slitherlink/grid_puzzle.hpp"
#include "families/slitherlink/tatham_levels.hpp"
#include "generator/graph_random_loop.hpp"
#include "generator/reduce.hpp"
#include "tests/support/checked_shared_test.hpp"

using namespace looplab;
using namespace looplab::slitherlink;

namespace {

constexpr TathamLevel kLevels[] = {TathamLevel::Easy, TathamLevel::Normal, TathamLevel::Tricky, TathamLevel::Hard};

// "LEVEL ID" lines of one grid type.
std::vector<std::pair<std::string, std::string>> graded_ids(int type) {
  std::ifstream in(std::string(LOOPLAB_SOURCE_DIR) + "/tests/data/loopy-levels/t" + std::to_string(type) + ".txt");
  std::vector<std::pair<std::string, std::string>> out;
  for (std::string level, id; in >> level >> id;) out.emplace_back(level, id);
  return out;
}

// A random loop's clues on a Loopy grid, each kept with probability `keep`.
GridPuzzle random_grid_clues(const std::shared_ptr<const core::LoopyGrid>& grid, double keep, core::Rng& rng) {
  GridPuzzle p(grid);
  const auto loop = core::face_boundary(grid->graph, generator::random_graph_loop_faces(grid->graph, rng));
  p.clues = grid_clues_of(*grid, loop);
  for (auto& c : p.clues)
    if (!rng.chance(keep)) c = kNoClue;
  return p;
}

// The SAT engine's proof that what a level solved has one loop, and the checker's word on it.
void require_one_checked_loop(const GridPuzzle& p) {
  const auto r = solve_grid(p, 2).sat;
  REQUIRE(r.complete);
  REQUIRE(r.solutions == 1);
  std::vector<std::array<int, 2>> edges;
  for (int e = 0; e < p.grid->graph.num_edges(); ++e)
    if ((*r.first)[static_cast<std::size_t>(e)]) edges.push_back(p.grid->graph.edge_vertices(e));
  REQUIRE_FALSE(check_grid_solution(p, edges));
}

std::vector<std::shared_ptr<const core::LoopyGrid>> small_grids(int w, int h) {
  std::vector<std::shared_ptr<const core::LoopyGrid>> out;
  core::Rng rng(7);  // Penrose patches as Loopy draws them
  for (const auto& t : core::loopy_grid_types()) {
    const int tw = std::max(w, t.least_side), th = std::max(h, t.least_side);
    out.push_back(std::make_shared<const core::LoopyGrid>(
        core::loopy_grid(t.number, tw, th, core::loopy_new_desc(t.number, tw, th, rng))));
  }
  return out;
}

}  // namespace

TEST_CASE("on every Loopy grid the level is the grade Loopy gave its own puzzles", "[slitherlink][tatham][loopy-grids]") {
  int types = 0;
  for (const auto& t : core::loopy_grid_types()) {
    const auto ids = graded_ids(t.number);
    int agree[4] = {}, total[4] = {};
    for (const auto& [want, id] : ids) {
      CAPTURE(id);
      std::optional<TathamLevel> got;
      if (t.number == 0) {
        got = tatham_level(parse_loopy_id(id)->value());
      } else {
        const auto parsed = parse_loopy_grid_id(id);
        REQUIRE(parsed);
        REQUIRE(*parsed);
        got = tatham_level(parsed->value());
        if (got) require_one_checked_loop(parsed->value());
      }
      const int i = static_cast<int>(*parse_tatham_level(want));
      ++total[i];
      agree[i] += got && to_string(*got) == want;
    }
    std::ostringstream row;
    for (int i = 0; i < 4; ++i) row << " " << kTathamLevels[i] << " " << agree[i] << "/" << total[i];
    INFO("t" << t.number << " " << t.name << ":" << row.str());
    // Ten 7x7 and six 5x6 (8x6 on hats and spectres) puzzles a level (README.md there); every one agrees.
    for (int i = 0; i < 4; ++i) {
      CHECK(total[i] == 16);
      CHECK(agree[i] == 16);
    }
    ++types;
  }
  CHECK(types == 18);
}

TEST_CASE("on Loopy grids the queue-driven grader and its whole-grid twin agree", "[slitherlink][tatham][loopy-grids]") {
  core::Rng rng(2026);
  int solved = 0, tried = 0;
  for (const auto& grid : small_grids(5, 4)) {
    for (int i = 0; i < 40; ++i) {
      const GridPuzzle p = random_grid_clues(grid, 0.4 + 0.55 * rng.unit(), rng);
      bool below = false;
      for (TathamLevel level : kLevels) {
        const bool fast = solvable_at(p, level), plain = solvable_at_plain(p, level);
        INFO(write_loopy_id(p) << " at " << to_string(level));
        REQUIRE(fast == plain);
        REQUIRE((!below || fast));  // a higher level solves what a lower one does
        below = fast;
        ++tried, solved += fast;
      }
      if (below) require_one_checked_loop(p);
    }
  }
  // Both answers, at many points.
  CHECK(solved > tried / 5);
  CHECK(solved < tried * 4 / 5);
}

TEST_CASE("on the square grid the graph's geometry grades as the square one does", "[slitherlink][tatham][loopy-grids]") {
  core::Rng rng(11);
  for (int i = 0; i < 150; ++i) {
    const int w = 2 + static_cast<int>(rng.below(8)), h = 2 + static_cast<int>(rng.below(8));
    const auto grid = std::make_shared<const core::LoopyGrid>(core::loopy_grid(0, w, h));
    const GridPuzzle g = random_grid_clues(grid, 0.3 + 0.6 * rng.unit(), rng);
    Puzzle p(h, w);
    p.clues = g.clues;  // Loopy lays the squares row by row, as the square model numbers cells
    for (TathamLevel level : kLevels) {
      INFO(write_loopy_id(p) << " at " << to_string(level));
      REQUIRE(solvable_at(g, level) == solvable_at(p, level));
    }
  }
}

TEST_CASE("on Loopy grids clue removal with shared deductions decides as runs from scratch", "[slitherlink][tatham][loopy-grids]") {
  core::Rng rng(5);
  int verdicts = 0, accepted = 0, i = 0;
  for (const auto& grid : small_grids(5, 5)) {
    for (TathamLevel level : kLevels) {
      const GridPuzzle full = random_grid_clues(grid, 1.0, rng);
      if (!solvable_at(full, level)) continue;
      test::CheckedSharedTest test(shared_level_test(full, level),
                                   [&full, level](const std::vector<std::uint8_t>& present, bool shared, bool) {
                                     GridPuzzle p = full;
                                     for (std::size_t c = 0; c < p.clues.size(); ++c)
                                       if (!present[c]) p.clues[c] = kNoClue;
                                     INFO(write_loopy_id(p) << " at " << to_string(level));
                                     REQUIRE(shared == solvable_at(p, level));
                                   });
      std::vector<std::uint8_t> present(full.clues.size(), 1);
      std::vector<std::vector<int>> orbits(full.clues.size());
      for (std::size_t f = 0; f < orbits.size(); ++f) orbits[f] = {static_cast<int>(f)};
      generator::reduce_items_shared(present, orbits, rng, test);
      verdicts += test.verdicts, accepted += test.accepted;
      GridPuzzle p = full;
      for (std::size_t c = 0; c < p.clues.size(); ++c)
        if (!present[c]) p.clues[c] = kNoClue;
      REQUIRE(solvable_at(p, level));
      require_one_checked_loop(p);
      ++i;
    }
  }
  CHECK(i > 40);
  CHECK(accepted > 300);
  CHECK(verdicts - accepted > 300);
}
