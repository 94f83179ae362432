#include "families/slitherlink/generate.hpp"

#include <algorithm>

#include "core/progress.hpp"
#include "generator/symmetry.hpp"
#include "families/slitherlink/clue_proofs.hpp"
#include "families/slitherlink/family.hpp"
#include "families/slitherlink/grid_puzzle.hpp"
#include "families/slitherlink/rate.hpp"
#include "families/slitherlink/shared_tier.hpp"
#include "families/slitherlink/solve.hpp"
#include "families/slitherlink/tatham_levels.hpp"
#include "generator/loop_sample.hpp"
#include "generator/random_loop.hpp"
#include "generator/reduce.hpp"
#include "families/rating/grade.hpp"

namespace looplab::slitherlink {

namespace {

// Uniform sampling builds the frontier tables of the whole grid: about 1 s and 50 MB at
// 10x10, several times more per further column, so it stops there.
constexpr int kUniformMaxCells = 100;

// Clue removal for uniqueness gives each question this many CaDiCaL conflicts: one per
// cell, and at least kQuestionConflictsMin. Nearly every question needs far fewer (the
// largest seen: 213 at 20x20, 575 at 30x30, 451 on a 40x40 attempt that took 6 s); the
// exceptions are attempts whose proofs explode (a 40x40 one: single questions of 7,000+
// conflicts and 2,500 SAT calls, still unfinished after 30 minutes). Such an attempt is
// dropped, never written on a guess, and the next attempt draws a new loop: a count, not
// a timer, so the same seed gives the same pack.
constexpr std::uint64_t kQuestionConflictsMin = 1000;

EdgeSet loop_edges(const families::GenerateRequest& request, core::Rng& rng) {
  if (request.options.flag(family(), "uniform_loop")) return generator::uniform_random_loop(request.rows, request.cols, rng);
  EdgeSet edges(request.rows, request.cols);
  core::Grid grid(request.rows, request.cols);
  auto cells = generator::random_loop_cells(request.rows, request.cols, rng,
                                            {.fill = request.options.number(family(), "fill"),
                                             .winding = request.options.number(family(), "winding")});
  edges.on = core::boundary_edges(grid, cells);
  return edges;
}

}  // namespace

std::optional<std::string> generate_problem(const families::GenerateRequest& request) {
  const bool uniform = request.options.flag(family(), "uniform_loop");
  if (request.grid) {
    if (uniform)
      return "--uniform-loop draws among the loops of the square grid only, not the " + std::string(request.grid->name) +
             " grid";
    return std::nullopt;
  }
  if (uniform && request.rows * request.cols > kUniformMaxCells)
    return "--uniform-loop works up to 100 cells (10x10); " + std::to_string(request.rows) + "x" +
           std::to_string(request.cols) + " is larger (leave it out for a random winding loop)";
  const std::optional<families::Grade> grade = request.grade();
  const std::optional<TathamLevel> level = request.tatham_level<TathamLevel>();
  if (request.rows * request.cols < 2 && ((grade && *grade != families::Grade::easy) || (level && *level != TathamLevel::Easy)))
    return std::string("a 1x1 grid has only easy puzzles");
  return std::nullopt;
}

families::Generated generate(const families::GenerateRequest& request, core::Rng& rng) {
  if (request.grid) return generate_on_grid(request, rng);
  const std::optional<TathamLevel> level = request.tatham_level<TathamLevel>();
  const std::optional<families::Grade> grade = request.grade();
  const std::optional<int> grade_tier = grade ? families::tier_of(*grade) : std::nullopt;  // none: any or extreme
  // The tier itself, -1 for none (a plain int, which GCC's flow analysis follows where an
  // optional's value behind a test of it reads as maybe uninitialised).
  const int tier = grade_tier.value_or(-1);
  const bool low_grade = grade_tier && tier <= 1;  // easy, medium
  const generator::Symmetry symmetry = request.symmetry;

  core::Progress* const progress = request.progress;
  std::optional<core::Progress::Timed> phase(std::in_place, progress, "loop");
  const EdgeSet loop = loop_edges(request, rng);
  const Puzzle full = clues_of(loop);
  std::vector<std::uint8_t> present(full.clues.size(), 1);
  const auto& orbits = generator::cached_symmetry_orbits(full.rows, full.cols, symmetry);

  ClueProofs proofs(full, loop, progress);  // its time and counts show as "proofs"
  if (level || grade_tier) phase.emplace(progress, "removal");
  else phase.reset();
  const std::uint64_t budget = std::max<std::uint64_t>(kQuestionConflictsMin, static_cast<std::uint64_t>(full.rows * full.cols));
  generator::ReduceStats reduced;
  if (level) {
    if (!solvable_at(full, *level)) return {};  // even every clue is beyond the level
    reduced = generator::reduce_items_shared(present, orbits, rng, shared_level_test(full, *level));
  } else if (grade_tier) {
    reduced = generator::reduce_items_shared(present, orbits, rng, shared_tier_test(full, tier));
  } else {
    const std::optional<generator::ReduceStats> unique = proofs.reduce(present, orbits, rng, budget);
    if (!unique) return {};
    reduced = *unique;
  }
  // Removal keeps only clue sets its test accepted (each of them unique), but it never
  // tests the set it starts from. When no clue could go, that is the loop's full clue
  // set, and on small grids two loops can show the same clue in every cell (3x3:
  // 321222123): it is proven unique here, or the attempt draws another loop. (The level
  // path proved it with solvable_at above.)
  if (reduced.removed == 0 && !level && !proofs.unique(present, budget).value_or(false)) return {};
  Puzzle puzzle = with_clues(full, present);
  phase.emplace(progress, "grade");

  // Exactly the grade asked for: easier results are misses.
  std::optional<SolveResult> proof;
  if (level) {
    if (*level != TathamLevel::Easy && solvable_at(puzzle, static_cast<TathamLevel>(static_cast<int>(*level) - 1)))
      return {};
  } else if (grade) {
    // A pack proves the puzzle unique and rates it again: the search is made once.
    if (request.want_minimal) proof = solve(puzzle, kProofSearch);
    if (rate(puzzle, std::nullopt, proof ? &*proof : nullptr).grade != families::name_of(*grade)) return {};
  }
  // Minimal means one thing: no single clue can go with the puzzle staying unique.
  // Removal for uniqueness alone, one clue at a time, has proved it already (each clue
  // kept was refused by a proof, and uniqueness is monotone); otherwise it is proved now.
  bool minimal = false;
  phase.reset();
  if (request.want_minimal) {
    const bool by_removal = !level && !grade_tier;
    bool single = true;
    for (const auto& orbit : orbits) single &= orbit.size() == 1;
    // Worth trying where removal stopped below what the grader reaches at Hard: Loopy's
    // lower levels and the two lowest grades. At Hard removal has tried it on every clue
    // already, and at higher grades it almost never takes one: the tries cost more than
    // they save (10x10 and 20x20 packs, hard and expert: 3-20% slower).
    const bool try_grader = (level && *level != TathamLevel::Hard) || low_grade;
    minimal = by_removal && single ? true : !(try_grader && hard_level_removes_a_clue(puzzle)) && proofs.minimal(present);
  }
  if (level) return {make_puzzle(std::move(puzzle), *level), minimal};
  if (proof) return {make_puzzle(std::move(puzzle), std::move(*proof)), minimal};
  return {make_puzzle(std::move(puzzle)), minimal};
}

}  // namespace looplab::slitherlink
