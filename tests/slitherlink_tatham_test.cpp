#include <catch2/catch.hpp>

#include "families/slitherlink/formats.hpp"
#include "families/slitherlink/solve.hpp"
#include "families/slitherlink/tatham_levels.hpp"
#include "generator/random_loop.hpp"
#include "generator/symmetry.hpp"
#include "tests/support/checked_shared_test.hpp"
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

TEST_CASE("the queue-driven grader and its whole-grid twin agree, on puzzles with one solution", "[slitherlink][tatham]") {
  core::Rng rng(2024);
  int solved = 0;
  for (int i = 0; i < 2000; ++i) {
    int rows = 2 + rng.below(12), cols = 2 + rng.below(12);
    Puzzle p = random_clues(rows, cols, 0.35 + 0.5 * rng.unit(), rng);
    for (TathamLevel level : kLevels) {
      bool fast = solvable_at(p, level), plain = solvable_at_plain(p, level);
      INFO(write_loopy_id(p) << " at " << to_string(level));
      REQUIRE(fast == plain);
      // The grader never guesses: what it solves has one solution.
      if (fast && level == TathamLevel::Hard) REQUIRE(solve(p, {.limit = 2}).solutions == 1);
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

namespace {

// Clue removal's shared test, each verdict checked against a run of solvable_at from
// scratch on the same clues.
test::CheckedSharedTest checked_level_test(const Puzzle& full, TathamLevel level) {
  return test::CheckedSharedTest(
      shared_level_test(full, level), [&full, level](const std::vector<std::uint8_t>& present, bool shared, bool) {
        Puzzle p = full;
        for (std::size_t i = 0; i < p.clues.size(); ++i)
          if (!present[i]) p.clues[i] = kNoClue;
        INFO(write_loopy_id(p) << " at " << to_string(level));
        REQUIRE(shared == solvable_at(p, level));
        if (shared) REQUIRE(solve(p, {.limit = 2}).solutions == 1);
      });
}

}  // namespace

TEST_CASE("clue removal with shared deductions decides every set as a run from scratch does", "[slitherlink][tatham]") {
  core::Rng rng(31);
  int verdicts = 0, accepted = 0;
  for (int i = 0; i < 120; ++i) {
    int rows = 2 + rng.below(10), cols = 2 + rng.below(10);
    const Puzzle full = random_clues(rows, cols, 1.0, rng);
    const TathamLevel level = kLevels[i % 4];
    if (!solvable_at(full, level)) continue;
    std::vector<std::uint8_t> present(full.clues.size(), 1);
    const std::string symmetry = i % 3 == 0 && rows == cols ? "rot4" : i % 3 == 1 ? "rot2" : "none";
    test::CheckedSharedTest test = checked_level_test(full, level);
    generator::reduce_items_shared(present, *generator::symmetry_orbits(rows, cols, *generator::symmetry_named(symmetry)), rng, test);
    verdicts += test.verdicts, accepted += test.accepted;
    // What is left is minimal: every clue is needed at the level.
    Puzzle p = full;
    for (std::size_t c = 0; c < p.clues.size(); ++c)
      if (!present[c]) p.clues[c] = kNoClue;
    REQUIRE(solvable_at(p, level));
  }
  // Both answers, many times each.
  CHECK(accepted > 500);
  CHECK(verdicts - accepted > 500);
}
