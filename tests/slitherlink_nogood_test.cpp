// Nogood learning in the native search against the propagation solver: the same
// limit-2 statuses and exact small counts, every solution through the checker.
#include <catch2/catch.hpp>

#include "families/slitherlink/checker.hpp"
#include "families/slitherlink/family.hpp"
#include "families/slitherlink/formats.hpp"
#include "families/slitherlink/generate.hpp"
#include "families/slitherlink/nogood_search.hpp"
#include "families/slitherlink/solve.hpp"
#include "families/slitherlink/solver.hpp"
#include "tests/support/slitherlink_random.hpp"

using namespace looplab;
using namespace looplab::slitherlink;
using looplab::slitherlink::testing::check_found;
using looplab::slitherlink::testing::random_agreement;
using looplab::slitherlink::testing::random_puzzle;

namespace {

NogoodResult learned_count(const Puzzle& p, std::uint64_t limit) { return nogood_count(p, limit); }
SolveResult after_root(const Puzzle& p) { return solve_with_nogoods(p); }

}  // namespace

TEST_CASE("nogood learning and the propagation solver agree on random puzzles", "[slitherlink][nogood]") {
  random_agreement(1500, 6, 21, learned_count, after_root);
}

TEST_CASE("nogood learning and the propagation solver agree on many more puzzles", "[slitherlink][nogood][slow]") {
  random_agreement(4000, 10, 22, learned_count, after_root);
}

TEST_CASE("nogood learning counts every loop of small empty grids", "[slitherlink][nogood]") {
  // Loops of the empty grid (OEIS A140517 for n x n): 1, 13, 213 for 1..3.
  CHECK(nogood_count(Puzzle(1, 1), 0).solutions == 1);
  CHECK(nogood_count(Puzzle(2, 2), 0).solutions == 13);
  const NogoodResult r = nogood_count(Puzzle(3, 3), 0);
  CHECK(r.solutions == 213);
  CHECK(r.complete);
  const NogoodResult two = nogood_count(Puzzle(2, 3), 2);
  CHECK(two.solutions == 2);
  CHECK_FALSE(two.complete);
}

TEST_CASE("nogood learning proves a near-minimal 20x20 puzzle unique", "[slitherlink][nogood]") {
  const Puzzle p = parse_loopy_id("20x20t0:3b1a22b3a3a3c222e1c0d3a1a1a22d1a0a1b1c2b101a3113b3a2a0a3122d22a2b1b1c2b20c2a2a00b1a1a2g22a21d00b23b21d2a01a1d3a212a122a1f1a012a32a12b1122a1a3g33b3a3a2a0b23a2c2b2c1b0c2232g23b2d2b231a121c13b1b2a3c3a2111d23a2a1a11a2c2c2a2a22a3d1a1a102a3b23b131b0c0h0b1d00a00a0a00a0m0j")->value();
  for (const bool with_root : {false, true}) {
    INFO("after the root fixpoint: " << with_root);
    const SolveResult r = with_root ? solve_with_nogoods(p) : SolveResult{};
    const NogoodResult alone = with_root ? NogoodResult{} : nogood_count(p, 2);
    REQUIRE((with_root ? r.complete : alone.complete));
    REQUIRE((with_root ? r.solutions : alone.solutions) == 1);
    const auto& first = with_root ? r.first : alone.first;
    CHECK_FALSE(check_solution(p, *first).has_value());
    CHECK(*first == *solve(p).first);
  }
}

TEST_CASE("a conflict budget ends a nogood search incomplete, never with a wrong count", "[slitherlink][nogood]") {
  testing::budget_never_lies(12, [](const Puzzle& p, core::Rng& rng) {
    const NogoodResult r = nogood_count(p, 2, 1 + rng.below(20));
    if (!r.complete) REQUIRE(r.stats.conflicts > 0);
    return r;
  });
}

TEST_CASE("nogood learning answers the same twice", "[slitherlink][nogood]") {
  core::Rng rng(13);
  for (int i = 0; i < 50; ++i) {
    const Puzzle p = random_puzzle(7, 7, 0.35, rng);
    const NogoodResult a = nogood_count(p, 2), b = nogood_count(p, 2);
    REQUIRE(a.solutions == b.solutions);
    REQUIRE(a.first == b.first);
    REQUIRE(a.second == b.second);
    REQUIRE(a.stats.conflicts == b.stats.conflicts);
    REQUIRE(a.stats.decisions == b.stats.decisions);
  }
}

TEST_CASE("generated extreme puzzles are minimal by nogood learning too", "[slitherlink][nogood]") {
  core::Rng rng(4);
  int made = 0;
  for (int attempt = 0; attempt < 60 && made < 3; ++attempt) {
    const families::Generated g = generate({.rows = 10, .cols = 10, .target = families::Grade::extreme}, rng);
    if (!g.puzzle) continue;
    ++made;
    REQUIRE(g.minimal);
    const Puzzle& p = model_of(*g.puzzle);
    // Clue by clue: unique, and two solutions without any one clue.
    const NogoodResult all = nogood_count(p, 2);
    REQUIRE(all.complete);
    REQUIRE(all.solutions == 1);
    for (std::size_t i = 0; i < p.clues.size(); ++i) {
      if (p.clues[i] == kNoClue) continue;
      Puzzle q = p;
      q.clues[i] = kNoClue;
      INFO("clue " << i);
      const NogoodResult r = nogood_count(q, 2);
      REQUIRE(r.solutions == 2);
      check_found(q, r);
    }
  }
  CHECK(made == 3);
}
