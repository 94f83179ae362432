// Towers generation, one attempt: a random Latin square, every clue it implies, givens
// added only if the full clue set is not unique; then clues and givens removed in a
// random order while the puzzle stays unique and, when a Tatham level is asked for, no
// harder than it. The attempt succeeds when the result rates as asked.
#include <algorithm>

#include "families/towers/family.hpp"
#include "families/towers/rules.hpp"
#include "families/towers/solve.hpp"
#include "solver/visibility.hpp"

namespace looplab::towers {

namespace {

int level_index(std::string_view level) {
  for (int i = 0; i < 4; ++i)
    if (kTathamLevels[i] == level) return i;
  return -1;
}

// The clue seen from side s at index i of a full grid.
int clue_of(const Grid& g, int n, int s, int i) {
  int line[kMaxSize];
  for (int k = 0; k < n; ++k) {
    const int step = (s == kBottom || s == kRight) ? n - 1 - k : k;
    line[k] = s <= kBottom ? g[static_cast<std::size_t>(step * n + i)]
                           : g[static_cast<std::size_t>(i * n + step)];
  }
  return solver::visible_from_front(line, n);
}

}  // namespace

families::Generated generate(const families::GenerateRequest& req, core::Rng& rng) {
  const int n = req.rows;
  if (req.rows != req.cols || n < kMinSize || n > kMaxSize)
    throw InputError("Towers sizes are 3 to 9 (square grids); got " + std::to_string(req.rows) +
                     "x" + std::to_string(req.cols));
  int target = -1;
  if (!req.tatham_level.empty() && (target = level_index(req.tatham_level)) < 0)
    throw InputError("Towers levels are easy, hard, extreme, unreasonable; got '" +
                     req.tatham_level + "'");
  const auto& grades = family().grades;
  if (!req.grade.empty() && std::find(grades.begin(), grades.end(), req.grade) == grades.end())
    throw InputError("Towers grades are easy, medium, hard, expert, extreme; got '" + req.grade +
                     "'");
  if (req.symmetry != "none" && !req.symmetry.empty())
    throw InputError("Towers puzzles are generated without symmetry (use --symmetry none)");

  Puzzle p(n);
  const Grid solution = families::cp_random_solution(reused_engine(p, Mode::Count), rng);
  for (int s = 0; s < 4; ++s)
    for (int i = 0; i < n; ++i)
      p.clues[static_cast<std::size_t>(s)][static_cast<std::size_t>(i)] =
          clue_of(solution, n, s, i);
  std::vector<int> cells(static_cast<std::size_t>(n * n));
  for (int i = 0; i < n * n; ++i) cells[static_cast<std::size_t>(i)] = i;
  rng.shuffle(cells);
  for (std::size_t k = 0; !is_unique(p) && k < cells.size(); ++k)
    p.givens[static_cast<std::size_t>(cells[k])] = solution[static_cast<std::size_t>(cells[k])];

  // Items: 0..4n-1 are clue slots (side * n + i), 4n.. are cells.
  auto slot = [&](int item) -> int& {
    if (item < 4 * n)
      return p.clues[static_cast<std::size_t>(item / n)][static_cast<std::size_t>(item % n)];
    return p.givens[static_cast<std::size_t>(item - 4 * n)];
  };
  std::vector<int> items;
  for (int item = 0; item < 4 * n + n * n; ++item)
    if (slot(item)) items.push_back(item);
  rng.shuffle(items);
  const bool cap = target >= 0 && target < 3;

  for (int item : items) {
    const int saved = std::exchange(slot(item), 0);
    // Towers' levels are the rule tiers, so a capped level is a capped propagation.
    if (!(cap ? solvable_within(p, target) : is_unique(p))) slot(item) = saved;
  }
  families::Generated out;
  const nlohmann::json r = rate(p);
  if (target >= 0 && r["tatham_level"] != req.tatham_level) return out;
  if (!req.grade.empty() && r["grade"] != req.grade) return out;
  out.minimal = true;
  for (int item = 0; item < 4 * n + n * n && out.minimal; ++item) {
    const int saved = slot(item);
    if (!saved) continue;
    slot(item) = 0;
    if (is_unique(p)) out.minimal = false;
    slot(item) = saved;
  }
  out.puzzle = make_puzzle(std::move(p));
  return out;
}

}  // namespace looplab::towers
