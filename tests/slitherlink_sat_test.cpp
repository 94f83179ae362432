// The SAT engine against the propagation solver: two independent engines, one answer.
#include <catch2/catch.hpp>

#include "core/grid.hpp"
#include "families/slitherlink/checker.hpp"
#include "families/slitherlink/clue_proofs.hpp"
#include "families/slitherlink/family.hpp"
#include "families/slitherlink/formats.hpp"
#include "families/slitherlink/generate.hpp"
#include "families/slitherlink/grid_puzzle.hpp"
#include "generator/graph_random_loop.hpp"
#include "families/slitherlink/rate.hpp"
#include "families/slitherlink/sat_engine.hpp"
#include "families/slitherlink/solve.hpp"
#include "families/slitherlink/solver.hpp"
#include "generator/random_loop.hpp"
#include "tests/support/slitherlink_random.hpp"

using namespace looplab;
using namespace looplab::slitherlink;
using looplab::slitherlink::testing::random_loop;
using looplab::slitherlink::testing::random_agreement;
using looplab::slitherlink::testing::random_puzzle;

TEST_CASE("the SAT engine and the propagation solver agree on random puzzles", "[slitherlink][sat]") {
  random_agreement(1000, 6, 1, sat_count, [](const Puzzle& p) { return solve(p); });
}

TEST_CASE("the SAT engine and the propagation solver agree on many more puzzles", "[slitherlink][sat][slow]") {
  random_agreement(3000, 9, 2, sat_count, [](const Puzzle& p) { return solve(p); });
}

TEST_CASE("the SAT engine counts every loop of small empty grids", "[slitherlink][sat]") {
  // Loops of the empty grid (OEIS A140517 for n x n): 1, 13, 213, 9349 for 1..4.
  CHECK(sat_count(Puzzle(1, 1), 0).solutions == 1);
  CHECK(sat_count(Puzzle(2, 2), 0).solutions == 13);
  CHECK(sat_count(Puzzle(3, 3), 0).solutions == 213);
  const SatResult r = sat_count(Puzzle(2, 3), 2);
  CHECK(r.solutions == 2);
  CHECK_FALSE(r.complete);
}

TEST_CASE("the SAT engine told the root fixpoint counts every solution", "[slitherlink][sat]") {
  // Fixed-off edges leave the loop cuts (a minimum cut counts only open edges): sparse
  // puzzles with several solutions, every one of them found again after the root.
  core::Rng rng(13);
  int counted = 0, cut = 0;
  for (int i = 0; i < 1000 && counted < 150; ++i) {
    const int rows = 5 + rng.below(4), cols = 5 + rng.below(4);
    const Puzzle p = random_puzzle(rows, cols, 0.4 + 0.3 * rng.unit(), rng);
    Solver solver(rows, cols);
    const SolveResult all = solver.solve(p, {.limit = 201});
    if (!all.complete || all.solutions < 2) continue;
    SatEngine engine(rows, cols);
    engine.fix_root(solver.root_states(), solver.root_colours());
    engine.set_clues(p);
    engine.fix_clues();
    const SatResult r = engine.count(0);
    INFO(rows << "x" << cols << " puzzle " << i);
    REQUIRE(r.complete);
    REQUIRE(r.solutions == all.solutions);
    ++counted;
    cut += r.stats.loop_cuts > 0;
  }
  CHECK(counted == 150);
  CHECK(cut > 40);
}

TEST_CASE("cuts for cells and dominoes up front rule out no solution", "[slitherlink][sat]") {
  // Small grids and few clues, so many solutions are a single cell's or a domino's
  // outline: a cut that ignored the clues would lose them.
  core::Rng rng(29);
  int counted = 0, small_loops = 0;
  for (int i = 0; i < 400; ++i) {
    const int rows = 1 + rng.below(3), cols = 1 + rng.below(4);
    const Puzzle p = random_puzzle(rows, cols, 0.3 * rng.unit(), rng);
    Solver solver(rows, cols);
    const SolveResult all = solver.solve(p, {.limit = 0});
    REQUIRE(all.complete);
    SatEngine engine(rows, cols);
    engine.set_clues(p);
    engine.fix_clues();
    engine.cut_small_cycles();
    const SatResult r = engine.count(0);
    INFO(rows << "x" << cols << " puzzle " << i);
    REQUIRE(r.complete);
    REQUIRE(r.solutions == all.solutions);
    if (r.first) {
      int edges = 0;
      for (auto on : r.first->on) edges += on;
      small_loops += edges <= 6;
    }
    ++counted;
  }
  CHECK(counted == 400);
  CHECK(small_loops > 100);
}

TEST_CASE("one SAT engine answers many clue sets and keeps its cuts", "[slitherlink][sat]") {
  core::Rng rng(7);
  for (int round = 0; round < 4; ++round) {
    const int rows = 5 + round, cols = 6 + round;
    const EdgeSet loop = random_loop(rows, cols, rng);
    const Puzzle full = clues_of(loop);
    ClueProofs proofs(full, loop);
    Solver solver(rows, cols);
    std::vector<std::uint8_t> present(full.clues.size(), 1);
    for (int t = 0; t < 60; ++t) {
      // Random subsets, denser and sparser, in no particular order.
      const double keep = 0.15 + 0.8 * rng.unit();
      Puzzle p = full;
      for (std::size_t i = 0; i < present.size(); ++i) {
        present[i] = rng.chance(keep);
        if (!present[i]) p.clues[i] = kNoClue;
      }
      SolveResult truth = solver.solve(p, {.limit = 2});
      REQUIRE((truth.complete || truth.solutions == 2));
      REQUIRE(proofs.unique(present) == (truth.solutions == 1));
    }
  }
}

TEST_CASE("clue removal's proofs: a spent budget has no answer, retired clues stay gone", "[slitherlink][sat]") {
  // Removal as the generator runs it: single clues in a random order, each kept when its
  // absence loses uniqueness, the rest retired. Every answer must equal the propagation
  // solver's; a question under a tiny conflict budget answers the same or nothing.
  core::Rng rng(11);
  int unanswered = 0, answered = 0;
  for (int round = 0; round < 3; ++round) {
    const int rows = 6 + round, cols = 7 + round;
    const EdgeSet loop = random_loop(rows, cols, rng);
    const Puzzle full = clues_of(loop);
    ClueProofs proofs(full, loop), bounded(full, loop);
    Solver solver(rows, cols);
    std::vector<std::uint8_t> present(full.clues.size(), 1);
    std::vector<int> order(present.size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = static_cast<int>(i);
    rng.shuffle(order);
    for (int i : order) {
      present[static_cast<std::size_t>(i)] = 0;
      Puzzle p = full;
      for (std::size_t j = 0; j < present.size(); ++j)
        if (!present[j]) p.clues[j] = kNoClue;
      const SolveResult truth = solver.solve(p, {.limit = 2});
      REQUIRE((truth.complete || truth.solutions == 2));
      const bool unique = truth.solutions == 1;
      REQUIRE(proofs.unique(present) == unique);
      const std::optional<bool> quick = bounded.unique(present, 2);
      if (quick) {
        REQUIRE(*quick == unique);
        ++answered;
      } else {
        ++unanswered;
      }
      if (unique) {
        proofs.retire(present);
        bounded.retire(present);
      } else {
        present[static_cast<std::size_t>(i)] = 1;
      }
    }
    CHECK(proofs.minimal(present));
  }
  CHECK(answered > 50);
  CHECK(unanswered > 0);
}

TEST_CASE("escalation answers what the propagation search proves", "[slitherlink][sat][slow]") {
  // Sparse clues force the propagation search past its node count: the SAT engine then
  // decides, and says so; the status is the same either way.
  core::Rng rng(5);
  int escalated = 0;
  for (int i = 0; i < 40 && escalated < 2; ++i) {
    Puzzle p = random_puzzle(9, 9, 0.25, rng);
    Solver solver(9, 9);
    SolveResult prop = solver.solve(p, {.limit = 2});
    SolveResult r = solve(p);
    REQUIRE(r.complete == prop.complete);
    REQUIRE(r.solutions == prop.solutions);
    escalated += r.engine == Engine::Sat;
    if (r.engine == Engine::Sat) CHECK(r.stats.nodes == kEscalationNodes);
  }
  CHECK(escalated == 2);
}

TEST_CASE("a near-minimal 20x20 puzzle is proved unique by the SAT engine", "[slitherlink][sat]") {
  // Made by clue removal to minimality; the propagation search needs more than its
  // node count here.
  const Puzzle p = parse_loopy_id("20x20t0:3b1a22b3a3a3c222e1c0d3a1a1a22d1a0a1b1c2b101a3113b3a2a0a3122d22a2b1b1c2b20c2a2a00b1a1a2g22a21d00b23b21d2a01a1d3a212a122a1f1a012a32a12b1122a1a3g33b3a3a2a0b23a2c2b2c1b0c2232g23b2d2b231a121c13b1b2a3c3a2111d23a2a1a11a2c2c2a2a22a3d1a1a102a3b23b131b0c0h0b1d00a00a0a00a0m0j")->value();
  SolveResult r = solve(p);
  CHECK(r.engine == Engine::Sat);
  CHECK(r.stats.nodes == kEscalationNodes);
  REQUIRE(r.complete);
  REQUIRE(r.solutions == 1);
  CHECK_FALSE(check_solution(p, *r.first).has_value());
  // The rating still counts the propagation search up to kPropagationNodes.
  Solver solver(20, 20);
  const SolveResult counted = solver.solve(p, {.limit = 2, .max_nodes = kPropagationNodes});
  CHECK(counted.stats.nodes == kPropagationNodes);
  for (const SolveResult* proof : {static_cast<const SolveResult*>(&r), static_cast<const SolveResult*>(nullptr)}) {
    const families::Rating rating = rate(p, std::nullopt, proof);  // InputError unless unique
    CHECK(rating.metrics.guesses == counted.stats.guesses);
    CHECK(rating.metrics.backtracks == counted.stats.backtracks);
    CHECK(rating.metrics.max_depth == counted.stats.max_depth);
  }
}

TEST_CASE("a family request with a conflict budget alone is bounded by it", "[slitherlink][sat]") {
  // The plain proof search is unbounded; a request with only max_conflicts set must not
  // take that path (the near-minimal puzzle above needs many conflicts).
  const auto puzzle = make_puzzle(parse_loopy_id("20x20t0:3b1a22b3a3a3c222e1c0d3a1a1a22d1a0a1b1c2b101a3113b3a2a0a3122d22a2b1b1c2b20c2a2a00b1a1a2g22a21d00b23b21d2a01a1d3a212a122a1f1a012a32a12b1122a1a3g33b3a3a2a0b23a2c2b2c1b0c2232g23b2d2b231a121c13b1b2a3c3a2111d23a2a1a11a2c2c2a2a22a3d1a1a102a3b23b131b0c0h0b1d00a00a0a00a0m0j")->value());
  const families::SolveReport bounded = puzzle->solve({.limit = 2, .max_conflicts = 1, .picture = false});
  CHECK(bounded.unproven(2));
  const families::SolveReport proof = puzzle->solve({.limit = 2, .picture = false});
  CHECK_FALSE(proof.unproven(2));
  CHECK(proof.status == solver::Status::Unique);
}

TEST_CASE("a conflict budget ends a proof incomplete, never with a wrong count", "[slitherlink][sat]") {
  testing::budget_never_lies(11, [](const Puzzle& p, core::Rng& rng) {
    return solve(p, {.limit = 2, .max_nodes = 1'000'000, .max_conflicts = static_cast<std::uint64_t>(1 + rng.below(20))});
  });
}

TEST_CASE("generated extreme puzzles are minimal by the other engine too", "[slitherlink][sat]") {
  core::Rng rng(3);
  int made = 0;
  for (int attempt = 0; attempt < 60 && made < 3; ++attempt) {
    families::Generated g = generate({.rows = 10, .cols = 10, .target = families::Grade::extreme}, rng);
    if (!g.puzzle) continue;
    ++made;
    REQUIRE(g.minimal);
    const Puzzle& p = model_of(*g.puzzle);
    // Clue by clue with fresh SAT engines: unique, and two solutions without any clue.
    REQUIRE(sat_count(p, 2).solutions == 1);
    REQUIRE(sat_count(p, 2).complete);
    for (std::size_t i = 0; i < p.clues.size(); ++i) {
      if (p.clues[i] == kNoClue) continue;
      Puzzle q = p;
      q.clues[i] = kNoClue;
      INFO("clue " << i);
      REQUIRE(sat_count(q, 2).solutions == 2);
    }
  }
  CHECK(made == 3);
}

TEST_CASE("on Loopy's other grids one SAT engine answers clue sets as fresh proofs do", "[slitherlink][sat][grids]") {
  // The generator's questions on a graph (ClueProofs over a LoopGraph) against a fresh
  // proof of each clue set by solve_grid, which first propagates: one answer.
  core::Rng rng(5);
  for (int type : {1, 2, 4, 7, 9, 14}) {
    GridPuzzle full(core::loopy_grid(type, 4, 4, core::loopy_default_desc(type)));
    const core::LoopGraph& graph = full.grid->graph;
    const std::vector<std::uint8_t> loop = core::face_boundary(graph, generator::random_graph_loop_faces(graph, rng));
    full.clues = grid_clues_of(*full.grid, loop);
    ClueProofs proofs(graph, full.clues, loop);
    std::vector<std::uint8_t> present(full.clues.size(), 1);
    int unique = 0;
    for (int t = 0; t < 40; ++t) {
      const double keep = 0.3 + 0.7 * rng.unit();
      GridPuzzle p = full;
      for (std::size_t i = 0; i < present.size(); ++i) {
        present[i] = rng.chance(keep);
        if (!present[i]) p.clues[i] = kNoClue;
      }
      const solver::LoopSatResult truth = solve_grid(p, 2).sat;
      REQUIRE((truth.complete || truth.solutions == 2));
      REQUIRE(proofs.unique(present) == (truth.solutions == 1));
      unique += truth.solutions == 1;
    }
    CHECK(unique > 0);  // both answers are asked
    CHECK(unique < 40);
  }
}
