#include "families/slitherlink/generate.hpp"

#include "core/symmetry.hpp"
#include "families/slitherlink/family.hpp"
#include "families/slitherlink/rate.hpp"
#include "families/slitherlink/solve.hpp"
#include "families/slitherlink/tatham_levels.hpp"
#include "generator/random_loop.hpp"
#include "generator/reduce.hpp"
#include "rating/grade.hpp"

namespace looplab::slitherlink {

namespace {

EdgeSet loop_edges(const families::GenerateRequest& request, core::Rng& rng) {
  EdgeSet edges(request.rows, request.cols);
  core::Grid grid(request.rows, request.cols);
  auto cells = generator::random_loop_cells(request.rows, request.cols, rng,
                                            {.fill = request.fill, .winding = request.winding});
  edges.on = core::boundary_edges(grid, cells);
  return edges;
}

Puzzle with_clues(const Puzzle& full, const std::vector<std::uint8_t>& present) {
  Puzzle p = full;
  for (std::size_t i = 0; i < p.clues.size(); ++i)
    if (!present[i]) p.clues[i] = kNoClue;
  return p;
}

bool unique(const Puzzle& p) {
  SolveResult r = solve(p, {.limit = 2});
  return r.complete && r.solutions == 1;
}

}  // namespace

families::Generated generate(const families::GenerateRequest& request, core::Rng& rng) {
  auto symmetry = core::parse_symmetry(request.symmetry);
  if (!symmetry) throw InputError("unknown symmetry '" + request.symmetry + "'");
  const int grade_tier = request.grade.empty() ? -2 : rating::tier_of_grade(request.grade);
  if (!request.grade.empty() && grade_tier == -2) throw InputError("unknown grade '" + request.grade + "'");
  std::optional<TathamLevel> level;
  if (!request.tatham_level.empty()) {
    level = parse_tatham_level(request.tatham_level);
    if (!level) throw InputError("unknown Tatham level '" + request.tatham_level + "' (easy, normal, tricky, hard)");
  }
  if (request.rows * request.cols < 2 && (grade_tier > 0 || grade_tier == -1 || (level && *level != TathamLevel::Easy)))
    throw InputError("a 1x1 grid has only easy puzzles");

  const EdgeSet loop = loop_edges(request, rng);
  const Puzzle full = clues_of(loop);
  std::vector<std::uint8_t> present(full.clues.size(), 1);
  auto orbits = core::cell_orbits(full.rows, full.cols, *symmetry);

  std::function<bool(const std::vector<std::uint8_t>&)> acceptable;
  // For the level test, a removal that takes away only clues the last successful run
  // never used needs no new run: the same deductions still solve the puzzle.
  std::vector<std::uint8_t> current = present, used;
  if (level) {
    if (!solvable_at(full, *level, &used)) return {};  // the full clue set is beyond the level
    acceptable = [&](const std::vector<std::uint8_t>& keep) {
      bool free = true;
      for (std::size_t i = 0; i < keep.size() && free; ++i)
        if (current[i] && !keep[i] && used[i]) free = false;
      std::vector<std::uint8_t> trial_used;
      if (!free && !solvable_at(with_clues(full, keep), *level, &trial_used)) return false;
      if (!free) used = std::move(trial_used);
      current = keep;
      return true;
    };
  } else if (grade_tier >= 0) {
    acceptable = [&](const std::vector<std::uint8_t>& keep) {
      return solve(with_clues(full, keep), {.max_tier = grade_tier, .search = false}).solved_by_propagation;
    };
  } else {
    acceptable = [&](const std::vector<std::uint8_t>& keep) { return unique(with_clues(full, keep)); };
  }
  generator::reduce_items(present, orbits, rng, acceptable);
  Puzzle puzzle = with_clues(full, present);

  // Exactly the grade asked for: easier results are misses.
  if (level) {
    if (*level != TathamLevel::Easy && solvable_at(puzzle, static_cast<TathamLevel>(static_cast<int>(*level) - 1)))
      return {};
  } else if (!request.grade.empty()) {
    if (rate(puzzle).grade != request.grade) return {};
  }
  return {make_puzzle(std::move(puzzle)), true};
}

}  // namespace looplab::slitherlink
