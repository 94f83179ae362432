// Towers generation, one attempt: a random Latin square and every clue it implies; givens
// added (in symmetric orbits) only while the full clue set is not yet solvable at the
// level asked for (unique, when no level caps it); then clues and givens removed in
// random orbits while the puzzle stays so. The attempt succeeds when the result rates as
// asked.
//
// Symmetry acts on the (n+2) x (n+2) frame around the grid, so a clue outside the grid
// moves with its row or column: under rot2 the top clue of column c pairs with the
// bottom clue of column n-1-c, under mirror with the top clue of column n-1-c.
//
//   frame (0, c+1)   = top clue c        frame (r+1, 0)   = left clue r
//   frame (n+1, c+1) = bottom clue c     frame (r+1, n+1) = right clue r
//   frame (r+1, c+1) = cell (r, c); the four corners are no item
#include <algorithm>
#include <map>

#include "core/workspace.hpp"
#include "families/towers/family.hpp"
#include "families/towers/fast.hpp"
#include "families/towers/generate.hpp"
#include "families/towers/latin_square.hpp"
#include "families/towers/rate.hpp"
#include "families/towers/shared_level.hpp"
#include "families/towers/solve.hpp"
#include "families/towers/tatham_levels.hpp"
#include "generator/reduce.hpp"
#include "generator/symmetry.hpp"
#include "families/towers/visibility.hpp"

namespace looplab::towers {

namespace {

// The clue seen from side s at index i of a full grid.
int clue_of(const Grid& g, int n, int s, int i) {
  int line[kMaxSize];
  for (int k = 0; k < n; ++k) {
    const int step = (s == kBottom || s == kRight) ? n - 1 - k : k;
    line[k] = s <= kBottom ? g[static_cast<std::size_t>(step * n + i)]
                           : g[static_cast<std::size_t>(i * n + step)];
  }
  return visible_from_front(line, n);
}

// The item of frame cell (r, c): 0..4n-1 are clue slots (side * n + index), 4n + cell
// the givens; -1 for a corner.
int item_of_frame(int n, int r, int c) {
  const bool top = r == 0, bottom = r == n + 1, left = c == 0, right = c == n + 1;
  if ((top || bottom) && (left || right)) return -1;
  if (top) return kTop * n + c - 1;
  if (bottom) return kBottom * n + c - 1;
  if (left) return kLeft * n + r - 1;
  if (right) return kRight * n + r - 1;
  return 4 * n + (r - 1) * n + (c - 1);
}

}  // namespace

int& item_value(Puzzle& p, int item) {
  const int n = p.n;
  if (item < 4 * n)
    return p.clues[static_cast<std::size_t>(item / n)][static_cast<std::size_t>(item % n)];
  return p.givens[static_cast<std::size_t>(item - 4 * n)];
}

int item_value(const Puzzle& p, int item) {
  return item_value(const_cast<Puzzle&>(p), item);
}

std::vector<std::vector<int>> item_orbits(int n, generator::Symmetry symmetry) {
  std::vector<std::vector<int>> out;
  const auto frame = generator::symmetry_orbits(n + 2, n + 2, symmetry);
  LK_REQUIRE(frame.has_value(), "item_orbits needs a symmetry that fits the grid");
  for (const auto& frame_orbit : *frame) {
    std::vector<int> orbit;
    for (int f : frame_orbit)
      if (const int item = item_of_frame(n, f / (n + 2), f % (n + 2)); item >= 0)
        orbit.push_back(item);
    if (!orbit.empty()) out.push_back(std::move(orbit));
  }
  return out;
}

std::optional<std::string> generate_problem(const families::GenerateRequest& req) {
  if (req.rows != req.cols || req.rows < kMinSize || req.rows > kMaxSize)
    return "Towers sizes are 3 to 9 (square grids); got " + std::to_string(req.rows) + "x" + std::to_string(req.cols);
  return std::nullopt;
}

families::Generated generate(const families::GenerateRequest& req, core::Rng& rng) {
  const int n = req.rows;
  // The Tatham level's index (its tier); -1 for another target.
  const int target = req.tatham_level<int>().value_or(-1);
  const std::optional<families::Grade> grade = req.grade();
  const generator::Symmetry symmetry = req.symmetry;

  // Every clue of a random Latin square, and its cells as the givens that may be added.
  const Grid solution = random_latin_square(n, rng);
  Puzzle full(n);
  for (int s = 0; s < 4; ++s)
    for (int i = 0; i < n; ++i)
      full.clues[static_cast<std::size_t>(s)][static_cast<std::size_t>(i)] =
          clue_of(solution, n, s, i);
  full.givens = solution;

  // Towers' levels are the rule tiers, so "solvable at level t" is a capped propagation
  // (which also proves uniqueness) for t < 3 and uniqueness for "unreasonable" (3),
  // which grade-only requests also use.
  // (Two passes, first minimal for the level below and then on at the level, would land
  // every success exactly on the level, but at 6x6 the second pass finds nothing to
  // remove more often than a single pass ends too easy: 17 attempts per extreme puzzle
  // instead of 6, 5 per unreasonable one instead of 2.4.)
  const int level = target < 0 ? 3 : target;
  LevelTest& test = shared_level_test(full, level);

  // The orbits depend only on the size and the symmetry: kept per thread.
  auto& known = core::thread_workspace<std::map<std::pair<int, generator::Symmetry>, std::vector<std::vector<int>>>,
                                       struct TowersItemOrbits>();
  auto [at, fresh] = known.try_emplace({n, symmetry});
  if (fresh) at->second = item_orbits(n, symmetry);
  const std::vector<std::vector<int>>& orbits = at->second;
  std::vector<int> cell_orbits;
  for (std::size_t k = 0; k < orbits.size(); ++k)
    if (orbits[k][0] >= 4 * n) cell_orbits.push_back(static_cast<int>(k));
  rng.shuffle(cell_orbits);
  // Givens, in the shuffled order, until the clues and givens are solvable at the
  // level (all of them always are). At easy each orbit the state has not decided yet
  // is taken (a given on a decided cell changes nothing) until the first set accepted,
  // a verdict there being a look at the state; above, where a verdict runs higher tiers
  // or a count, costly on the weak sets early in that walk, the shortest prefix is
  // found by bisection (more givens never hurt), the test's state holding the prefix
  // `lo`, saved in slot 0 while a longer one is tried.
  std::vector<std::uint8_t> present(static_cast<std::size_t>(4 * n + n * n), 0);
  std::fill(present.begin(), present.begin() + 4 * n, 1);
  test.start(present);
  auto add_orbit = [&](int k) {
    for (int item : orbits[static_cast<std::size_t>(k)]) test.add(item);
  };
  std::vector<int> givens;
  if (level == 0) {
    for (std::size_t k = 0; k < cell_orbits.size() && !test.accept(); ++k) {
      const auto& orbit = orbits[static_cast<std::size_t>(cell_orbits[k])];
      if (std::all_of(orbit.begin(), orbit.end(),
                      [&](int item) { return test.decided(item - 4 * n); }))
        continue;
      givens.push_back(cell_orbits[k]);
      add_orbit(cell_orbits[k]);
    }
  } else if (!test.accept()) {
    std::size_t lo = 0, hi = cell_orbits.size();  // lo is not enough, hi is
    while (hi - lo > 1) {
      const std::size_t mid = lo + (hi - lo) / 2;
      test.save(0);
      for (std::size_t k = lo; k < mid; ++k) add_orbit(cell_orbits[k]);
      if (test.accept())
        hi = mid, test.restore(0);
      else
        lo = mid;
    }
    givens.assign(cell_orbits.begin(), cell_orbits.begin() + static_cast<std::ptrdiff_t>(hi));
  }
  for (int k : givens)
    for (int item : orbits[static_cast<std::size_t>(k)])
      present[static_cast<std::size_t>(item)] = 1;

  std::vector<int> order;
  for (std::size_t k = 0; k < orbits.size(); ++k)
    if (present[static_cast<std::size_t>(orbits[k][0])]) order.push_back(static_cast<int>(k));
  // Givens go first, in random order, then clues: puzzles that keep their clues longer
  // end harder, so fewer attempts miss a level above easy by being too easy (6x6
  // extreme: 4.4 attempts per puzzle instead of 5.7 in one random order of both).
  rng.shuffle(order);
  std::stable_partition(order.begin(), order.end(),
                        [&](int k) { return orbits[static_cast<std::size_t>(k)][0] >= 4 * n; });
  generator::reduce_items_shared(present, orbits, order, test);
  Puzzle p(n);
  for (int item = 0; item < 4 * n + n * n; ++item)
    if (present[static_cast<std::size_t>(item)]) item_value(p, item) = item_value(full, item);

  families::Generated out;
  // Too easy for the level (the usual miss) is seen without the rater.
  if (target > 0 && fast_solvable_within(p, target - 1)) return out;
  // At easy and hard the level is settled now: solvable with the tiers up to the
  // target (every step kept it so) and not one tier down. Those tiers only narrow, so
  // their fixpoint, on the fast path as in the engine, does not depend on the order,
  // and the rater, which runs the lowest tiers first, needs exactly the target's tier.
  // Tier 2 (forcing chains follow an order) and uniqueness go through the rater.
  std::optional<families::Rating> rating;
  if (target < 0 || target >= 2) {
    rating = rate(p);
    if (target >= 0 && rating->tatham_level != kTathamLevels[target]) return out;
    if (grade && rating->grade != families::name_of(*grade)) return out;
  }
  // Uniqueness is monotone, so a last pass on uniqueness without symmetry leaves a
  // minimal puzzle as it stands; otherwise each item is tried.
  // (Only when the caller reads it: a pack does, puzzles written one a line do not.)
  out.minimal = req.want_minimal;
  if (req.want_minimal && (level < 3 || symmetry != generator::Symmetry::none)) {
    std::vector<int> items;
    for (int item = 0; item < 4 * n + n * n; ++item)
      if (present[static_cast<std::size_t>(item)]) items.push_back(item);
    out.minimal = !generator::some_item_removable(present, items, shared_level_test(full, 3));
  }
  out.puzzle = rating ? make_puzzle(std::move(p), std::move(*rating)) : make_puzzle(std::move(p));
  return out;
}

}  // namespace looplab::towers
