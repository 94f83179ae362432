// Sudoku generation, one attempt: a random full grid, then givens removed (in symmetric
// orbits on request) while the puzzle stays unique and, when a Tatham level is asked
// for, no harder than it; the attempt succeeds when the result rates as asked.
#include <algorithm>

#include "families/cp_support.hpp"
#include "families/sudoku/bands9.hpp"
#include "families/sudoku/family.hpp"
#include "families/sudoku/formats.hpp"
#include "families/sudoku/rules.hpp"
#include "families/sudoku/solve.hpp"
#include "generator/symmetry.hpp"

namespace looplab::sudoku {

namespace {

int level_index(std::string_view level) {
  for (int i = 0; i < 6; ++i)
    if (kTathamLevels[i] == level) return i;
  return -1;
}

}  // namespace

Grid random_solution(int box_rows, int box_cols, core::Rng& rng) {
  if (box_rows == 3 && box_cols == 3) return band_random_grid(rng);
  return families::cp_random_solution(reused_engine(Puzzle(box_rows, box_cols), Mode::Count), rng);
}

families::Generated generate(const families::GenerateRequest& req, core::Rng& rng) {
  const int n = req.rows;
  if (req.rows != req.cols || !default_boxes(n) || n < kMinSize || n > kMaxSize)
    throw InputError("Sudoku sizes are 4, 6, 8, 9, 12, 16 or 25 (square grids); got " +
                     std::to_string(req.rows) + "x" + std::to_string(req.cols));
  int target = -1;
  if (!req.tatham_level.empty() && (target = level_index(req.tatham_level)) < 0)
    throw InputError(
        "Solo levels are trivial, basic, intermediate, advanced, extreme, unreasonable; got '" +
        req.tatham_level + "'");
  const auto& grades = family().grades;
  if (!req.grade.empty() && std::find(grades.begin(), grades.end(), req.grade) == grades.end())
    throw InputError("Sudoku grades are easy, medium, hard, expert, extreme; got '" + req.grade +
                     "'");
  const std::string symmetry = req.symmetry.empty() ? "none" : req.symmetry;
  if (auto bad = generator::symmetry_problem(symmetry, n, n)) throw InputError(*bad);
  auto [br, bc] = *default_boxes(n);
  Puzzle p(br, bc);
  p.givens = random_solution(br, bc, rng);
  std::vector<std::vector<int>> order = *generator::symmetry_orbits(n, n, symmetry);
  rng.shuffle(order);
  // "unreasonable" needs no cap, only uniqueness.
  const bool cap = target >= 0 && target < 5;
  for (const auto& orbit : order) {
    std::vector<int> saved;
    for (int c : orbit) saved.push_back(std::exchange(p.givens[static_cast<std::size_t>(c)], 0));
    // Solo's levels are the rule tiers, so a capped level is a capped propagation; one
    // that solves the puzzle proves it unique. Above tier 2 the cap costs more than a
    // uniqueness check, which rejects most removals near the end, so that goes first.
    if (cap ? (target <= 2 || is_unique(p)) && solvable_within(p, target) : is_unique(p)) continue;
    for (std::size_t k = 0; k < orbit.size(); ++k)
      p.givens[static_cast<std::size_t>(orbit[k])] = saved[k];
  }
  families::Generated out;
  // Too easy already at a lower tier (0..2, the cheap ones): no need for the rater.
  if (target >= 1 && solvable_within(p, std::min(target - 1, 2))) return out;
  const nlohmann::json r = rate(p);
  if (target >= 0 && r["tatham_level"] != req.tatham_level) return out;
  if (!req.grade.empty() && r["grade"] != req.grade) return out;
  out.minimal = true;
  for (int c = 0; c < p.cells() && out.minimal; ++c) {
    const int g = p.givens[static_cast<std::size_t>(c)];
    if (!g) continue;
    p.givens[static_cast<std::size_t>(c)] = 0;
    if (is_unique(p)) out.minimal = false;
    p.givens[static_cast<std::size_t>(c)] = g;
  }
  out.puzzle = make_puzzle(std::move(p), r);
  return out;
}

}  // namespace looplab::sudoku
