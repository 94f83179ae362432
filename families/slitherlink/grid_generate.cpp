// The Slitherlink generator on Loopy's other grids (generate --grid): a random loop on
// the grid's graph (generator/graph_random_loop.hpp), every face's clue shown, then
// clues removed one face at a time, in random order, while the puzzle stays acceptable:
//   no target           unique: one SAT engine for the attempt answers every question
//                       with a proof (clue_proofs.hpp), as on the square grid
//   --grade G           solved by pure propagation with the rules of G's tier, on the
//                       Slitherlink solver built from the graph (extreme: unique, and no
//                       tier suffices), then rated: another grade is a miss
//   --tatham-level L    solved by Loopy's level L (tatham_levels.hpp), the candidates
//                       built on shared work (generator/reduce.hpp); solved by the level
//                       below: a miss
// Each test is monotone, so the result is minimal for it, and a puzzle that propagation
// solves has one solution (sound rules decided every edge). The grids have no clue
// symmetry here: Loopy's grids differ in what symmetries they have.
#include <algorithm>

#include "core/progress.hpp"
#include "families/slitherlink/clue_proofs.hpp"
#include "families/slitherlink/generate.hpp"
#include "families/slitherlink/family.hpp"
#include "families/slitherlink/grid_puzzle.hpp"
#include "families/slitherlink/rules.hpp"
#include "families/slitherlink/solver.hpp"
#include "families/slitherlink/tatham_levels.hpp"
#include "generator/graph_random_loop.hpp"
#include "generator/reduce.hpp"
#include "families/rating/grade.hpp"

namespace looplab::slitherlink {

namespace {

// A question's CaDiCaL budget, as on the square grid (generate.cpp): one conflict a
// face, at least this many; an attempt that spends it is dropped, never written on a guess.
constexpr std::uint64_t kQuestionConflictsMin = 1000;

// Attempts at one puzzle on one patch grid before another is drawn (generate_on_grid):
// most Hard puzzles come within them (5 attempts a puzzle on 7x7 spectres), and a patch
// that holds none of the level costs only these.
constexpr std::uint64_t kAttemptsOnAPatch = 8;

}  // namespace

std::vector<std::int8_t> grid_clues_of(const core::LoopyGrid& grid, const std::vector<std::uint8_t>& loop) {
  const core::LoopGraph& graph = grid.graph;
  std::vector<std::int8_t> clues(static_cast<std::size_t>(graph.num_faces()));
  for (int f = 0; f < graph.num_faces(); ++f) {
    int on = 0;
    for (int e : graph.face_edges(f)) on += loop[static_cast<std::size_t>(e)];
    clues[static_cast<std::size_t>(f)] = static_cast<std::int8_t>(on);
  }
  return clues;
}

families::Generated generate_on_grid(const families::GenerateRequest& request, core::Rng& rng) {
  const core::LoopyGridType* type = request.grid;
  const std::optional<families::Grade> grade = request.grade();
  const std::optional<int> grade_tier = grade ? families::tier_of(*grade) : std::nullopt;  // none: any or extreme
  const std::optional<TathamLevel> level = request.tatham_level<TathamLevel>();

  core::Progress* const progress = request.progress;
  std::optional<core::Progress::Timed> phase;
  phase.emplace(progress, "loop");
  // One grid a thread for every attempt at one size (laying a grid out costs more than
  // a small puzzle's whole removal). A patch grid (Penrose, hats, spectres) is the
  // puzzle's own, as Loopy draws one for each puzzle: drawn at its first attempt and kept
  // for the next kAttemptsOnAPatch - 1, which draw other loops on it; then another, since
  // some small patches hold no puzzle of a level at all. A puzzle's attempts run in turn
  // on one thread (GenerateRequest::attempt), so the thread's grid is still its patch.
  thread_local std::shared_ptr<const core::LoopyGrid> laid;
  const bool same_size = laid && laid->type == type->number && laid->width == request.cols && laid->height == request.rows;
  if (!same_size || (request.attempt - 1) % kAttemptsOnAPatch == 0) {
    const std::string desc = core::loopy_new_desc(type->number, request.cols, request.rows, rng);
    if (!same_size || laid->desc != desc)
      laid = std::make_shared<const core::LoopyGrid>(core::loopy_grid(type->number, request.cols, request.rows, desc));
  }
  GridPuzzle full(laid);
  const core::LoopGraph& graph = full.grid->graph;
  const std::vector<std::uint8_t> loop = core::face_boundary(
      graph, generator::random_graph_loop_faces(graph, rng,
                                                {.fill = request.options.number(family(), "fill"),
                                                 .winding = request.options.number(family(), "winding")}));
  full.clues = grid_clues_of(*full.grid, loop);

  std::vector<std::uint8_t> present(full.clues.size(), 1);
  std::vector<std::vector<int>> orbits(full.clues.size());
  for (std::size_t f = 0; f < orbits.size(); ++f) orbits[f] = {static_cast<int>(f)};
  ClueProofs proofs(graph, full.clues, loop, progress);
  const std::uint64_t budget = std::max<std::uint64_t>(kQuestionConflictsMin, static_cast<std::uint64_t>(graph.num_faces()));
  phase.reset();
  if (level || grade_tier) phase.emplace(progress, "removal");
  // Every test accepts only unique clue sets (propagation that decides every edge leaves
  // one loop); the full set, which removal never tests, can have two loops on a small
  // grid, or be beyond the target: then another loop is drawn.
  if (level) {
    // The test is monotone: when a clue could go, the full set passes too, so only a
    // removal that took none asks about the full set.
    if (generator::reduce_items_shared(present, orbits, rng, shared_level_test(full, *level)).removed == 0 &&
        !solvable_at(full, *level))
      return {};
  } else if (grade_tier) {
    Solver solver(graph);
    auto solves_at = [&](const std::vector<std::uint8_t>& keep) {
      return solver.solve(with_clues(full, keep).clues, {.limit = 2, .max_tier = *grade_tier, .search = false})
          .solved_by_propagation;
    };
    if (!solves_at(present)) return {};
    generator::reduce_items(present, orbits, rng, solves_at);
  } else if (!proofs.unique(present, budget).value_or(false) || !proofs.reduce(present, orbits, rng, budget)) {
    return {};
  }
  GridPuzzle puzzle = with_clues(full, present);

  // Exactly the target asked for: easier results are misses.
  phase.emplace(progress, "grade");
  if (level && *level != TathamLevel::Easy && solvable_at(puzzle, static_cast<TathamLevel>(static_cast<int>(*level) - 1)))
    return {};
  std::optional<families::Rating> rating;
  if (grade) {
    rating = rate_grid(puzzle);
    if (rating->grade != families::name_of(*grade)) return {};
  }
  // Minimal means one thing: no single clue can go with the puzzle staying unique.
  // Removal for uniqueness has proved it (every clue kept was refused by a proof).
  phase.reset();
  bool minimal = false;
  if (request.want_minimal) {
    // As on the square grid (generate.cpp): below Hard and at the easy grade, the grader
    // often shows in microseconds that a clue can go.
    const bool try_grader = (level && *level != TathamLevel::Hard) || (grade_tier && *grade_tier <= 1);
    minimal = !level && !grade_tier ? true : !(try_grader && hard_level_removes_a_clue(puzzle)) && proofs.minimal(present);
  }
  return {make_grid_puzzle(std::move(puzzle), std::move(rating)), minimal};
}

}  // namespace looplab::slitherlink
