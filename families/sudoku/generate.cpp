// Sudoku generation, one attempt: a random full grid, then givens removed (in symmetric
// orbits on request) while the puzzle stays unique and, when a Tatham level is asked
// for, no harder than it; the attempt succeeds when the result rates as asked.
#include <algorithm>
#include <optional>
#include <utility>

#include "core/progress.hpp"

#include "families/digits/solve.hpp"
#include "families/sudoku/bands9.hpp"
#include "families/sudoku/family.hpp"
#include "families/sudoku/formats.hpp"
#include "families/sudoku/generate.hpp"
#include "families/sudoku/rate.hpp"
#include "families/sudoku/random_grid9.hpp"
#include "families/sudoku/removal9.hpp"
#include "families/sudoku/rules.hpp"
#include "families/sudoku/solve.hpp"
#include "families/sudoku/tatham_levels.hpp"
#include "generator/reduce.hpp"
#include "generator/symmetry.hpp"

namespace looplab::sudoku {

Grid random_solution(int box_rows, int box_cols, core::Rng& rng) {
  if (box_rows == 3 && box_cols == 3) return random_grid_9x9(rng);
  return families::cp_random_solution(reused_engine(Puzzle(box_rows, box_cols), Mode::Count), rng);
}

namespace {

// Removes the givens of `p` (a full grid) in `orbits`, in a random order, while what is
// left stays acceptable: unique and, for a capped level (0..4), solvable with the rules
// up to it (which alone proves it unique). Target 5 (unreasonable) or none: unique.
// Past 9x9 each try is a search that may take a while (25x25: about a minute a puzzle in
// all), so each is counted on `progress` (may be null) as a sign of life.
void remove_givens(Puzzle& p, const std::vector<std::vector<int>>& orbits, int target,
                   core::Rng& rng, core::Progress* progress) {
  if (p.box_rows == 3 && p.box_cols == 3) {
    std::vector<std::uint8_t> present(81, 1);
    const Grid full = p.givens;
    // The full grid is acceptable at every target (no given needs a rule).
    generator::reduce_items_shared(present, orbits, rng, removal_test_9x9(full, target));
    for (std::size_t c = 0; c < 81; ++c)
      if (!present[c]) p.givens[c] = 0;
    return;
  }
  // Other sizes: one pass, each orbit tried once from scratch on the generic engine.
  const bool cap = target >= 0 && target < 5;
  std::vector<std::vector<int>> order = orbits;
  rng.shuffle(order);
  const std::string tried = "removals tried (" + std::to_string(order.size()) + " a puzzle)";
  for (const auto& orbit : order) {
    if (progress) progress->add_count(tried, 1);
    std::vector<int> saved;
    for (int c : orbit) saved.push_back(std::exchange(p.givens[static_cast<std::size_t>(c)], 0));
    // Above tier 2 the cap costs more than a uniqueness check, which rejects most
    // removals near the end, so that goes first.
    if (cap ? (target <= 2 || is_unique(p)) && solvable_within(p, target) : is_unique(p)) continue;
    for (std::size_t k = 0; k < orbit.size(); ++k)
      p.givens[static_cast<std::size_t>(orbit[k])] = saved[k];
  }
}

// No given can go without losing uniqueness (`p` is unique, its solution `solution`).
bool is_minimal(Puzzle p, const Grid& solution) {
  if (p.box_rows != 3 || p.box_cols != 3) {
    for (int c = 0; c < p.cells(); ++c)
      if (const int g = std::exchange(p.givens[static_cast<std::size_t>(c)], 0)) {
        if (is_unique(p)) return false;
        p.givens[static_cast<std::size_t>(c)] = g;
      }
    return true;
  }
  // On 9x9, a given that can go usually shows it by propagation alone (its digit struck,
  // the rest contradicts), while proving that by search costs as much as the other
  // checks together: so first propagation for every given, then search for the rest.
  std::vector<int> unsure;
  for (int c = 0; c < 81; ++c)
    if (const int g = std::exchange(p.givens[static_cast<std::size_t>(c)], 0)) {
      const int freed[] = {c};
      const std::optional<bool> other = band_other_solution(p.givens.data(), solution, freed, 1);
      if (other == false) return false;
      if (!other) unsure.push_back(c);
      p.givens[static_cast<std::size_t>(c)] = g;
    }
  for (int c : unsure) {
    p.givens[static_cast<std::size_t>(c)] = 0;
    const int freed[] = {c};
    if (!band_other_solution(p.givens.data(), solution, freed)) return false;
    p.givens[static_cast<std::size_t>(c)] = solution[static_cast<std::size_t>(c)];
  }
  return true;
}

}  // namespace

std::optional<std::string> generate_problem(const families::GenerateRequest& req) {
  const int n = req.rows;
  if (req.rows != req.cols || !default_boxes(n) || n < kMinSize || n > kMaxSize)
    return "Sudoku sizes are 4, 6, 8, 9, 12, 16 or 25 (square grids); got " + std::to_string(req.rows) + "x" +
           std::to_string(req.cols);
  return std::nullopt;
}

families::Generated generate(const families::GenerateRequest& req, core::Rng& rng) {
  const int n = req.rows;
  // The Tatham level's index (its tier); -1 for another target.
  const int target = req.tatham_level<int>().value_or(-1);
  auto [br, bc] = *default_boxes(n);
  // Where the time goes, on the progress line of a long run (fill, removal, grade, minimal).
  core::Progress* const progress = req.progress;
  std::optional<core::Progress::Timed> phase(std::in_place, progress, "fill");
  Puzzle p(br, bc);
  const Grid solution = random_solution(br, bc, rng);
  p.givens = solution;
  phase.emplace(progress, "removal");
  remove_givens(p, generator::cached_symmetry_orbits(n, n, req.symmetry), target, rng, progress);
  phase.emplace(progress, "grade");
  families::Generated out;
  // Too easy already at a lower tier (0..2, the cheap ones): no need for the rater.
  if (target >= 1 && solvable_within(p, std::min(target - 1, 2))) return out;
  std::optional<families::Rating> rating;
  if (target >= 0) {
    // A level alone is settled without the rater: removal kept the puzzle solvable by
    // the tiers up to the target (unique, for unreasonable), and the rater, which runs
    // the lowest tiers first to their fixpoint (the same whatever the order), needs the
    // target's tier exactly when one tier down does not solve it. A pack rates it later.
    if (target >= 4 && solvable_within(p, target - 1)) return out;
  } else {
    rating = rate(p);
    if (req.grade() && rating->grade != families::name_of(*req.grade())) return out;
  }
  phase.emplace(progress, "minimal");
  if (req.want_minimal) out.minimal = is_minimal(p, solution);
  phase.reset();
  out.puzzle = rating ? make_puzzle(std::move(p), std::move(*rating)) : make_puzzle(std::move(p));
  return out;
}

}  // namespace looplab::sudoku
