#include <catch2/catch.hpp>

#include "families/slitherlink/formats.hpp"
#include "families/slitherlink/tatham_levels.hpp"
#include "generator/random_loop.hpp"
#include "tests/support/peers.hpp"

using namespace looplab;
using namespace looplab::slitherlink;

namespace {

constexpr TathamLevel kLevels[] = {TathamLevel::Easy, TathamLevel::Normal, TathamLevel::Tricky, TathamLevel::Hard};

Puzzle random_clues(int rows, int cols, double keep, core::Rng& rng) {
  core::Grid grid(rows, cols);
  EdgeSet loop(rows, cols);
  loop.on = core::boundary_edges(grid, generator::random_loop_cells(rows, cols, rng));
  Puzzle p = clues_of(loop);
  for (auto& c : p.clues)
    if (!rng.chance(keep)) c = kNoClue;
  return p;
}

}  // namespace

TEST_CASE("the Loopy-level grader gives Loopy's own grade to every peer puzzle", "[slitherlink][tatham][peers]") {
  if (!test::peers_available()) return;
  int agree = 0, total = 0;
  for (const std::string& line : test::peer_lines("loopy-square.txt")) {
    Puzzle p = parse_loopy_id(line.substr(2))->value();
    auto level = tatham_level(p);
    agree += level && to_string(*level)[0] == line[0];
    ++total;
  }
  CHECK(total == 132);
  CHECK(agree == 132);
}

TEST_CASE("the queue-driven grader and its whole-grid twin agree", "[slitherlink][tatham]") {
  core::Rng rng(2024);
  int solved = 0;
  for (int i = 0; i < 2000; ++i) {
    int rows = 2 + rng.below(12), cols = 2 + rng.below(12);
    Puzzle p = random_clues(rows, cols, 0.35 + 0.5 * rng.unit(), rng);
    for (TathamLevel level : kLevels) {
      bool fast = solvable_at(p, level), plain = solvable_at_plain(p, level);
      INFO(write_loopy_id(p) << " at " << to_string(level));
      REQUIRE(fast == plain);
      solved += fast;
    }
  }
  // The sample must exercise both answers at every level, not only "no".
  CHECK(solved > 1300);
  CHECK(solved < 7500);
}

TEST_CASE("a puzzle solvable at a level is solvable at every higher level", "[slitherlink][tatham]") {
  core::Rng rng(7);
  for (int i = 0; i < 100; ++i) {
    Puzzle p = random_clues(6, 6, 0.5, rng);
    bool below = false;
    for (TathamLevel level : kLevels) {
      bool now = solvable_at(p, level);
      CHECK((!below || now));
      below = now;
    }
  }
}
