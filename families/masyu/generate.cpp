#include "families/masyu/generate.hpp"

#include <algorithm>

#include "families/masyu/family.hpp"
#include "families/masyu/formats.hpp"
#include "families/masyu/rate.hpp"
#include "families/masyu/solve.hpp"
#include "families/masyu/tatham_levels.hpp"
#include "generator/random_loop.hpp"
#include "generator/reduce.hpp"
#include "generator/symmetry.hpp"
#include "rating/grade.hpp"

namespace looplab::masyu {

namespace {

Puzzle with_pearls(const Puzzle& full, const std::vector<std::uint8_t>& present) {
  Puzzle p = full;
  for (std::size_t i = 0; i < p.pearls.size(); ++i)
    if (!present[i]) p.pearls[i] = kEmpty;
  return p;
}

constexpr std::uint64_t kScreenNodes = 20000;

bool screened_unique(const Puzzle& p) {
  const SolveResult r = solve(p, {.limit = 2, .max_nodes = kScreenNodes});
  return r.complete && r.solutions == 1;
}

bool unique(const Puzzle& p) {
  const SolveResult r = solve(p, kProofSearch);
  return r.complete && r.solutions == 1;
}

// Room for a second loop: cells of the loop with no pearl that touch a cell the loop
// does not visit (a detour can bulge out there without meeting a pearl). The generator
// keeps the candidate loop with the least of it.
int detour_room(const EdgeSet& loop, const Puzzle& pearls) {
  const core::Grid g(loop.rows, loop.cols);
  std::vector<std::uint8_t> visited(static_cast<std::size_t>(g.num_vertices()), 0);
  for (int e = 0; e < g.num_edges(); ++e)
    if (loop.on[static_cast<std::size_t>(e)])
      for (int v : g.edge_vertices(e)) visited[static_cast<std::size_t>(v)] = 1;
  int room = 0;
  for (int v = 0; v < g.num_vertices(); ++v) {
    if (!visited[static_cast<std::size_t>(v)] || pearls.pearls[static_cast<std::size_t>(v)] != kEmpty) continue;
    for (int e : g.vertex_edges(v)) {
      if (e < 0) continue;
      const auto& ends = g.edge_vertices(e);
      room += !visited[static_cast<std::size_t>(ends[0] == v ? ends[1] : ends[0])];
    }
  }
  return room;
}

// The longest stretch of the loop with no pearl on it (cells, going round once). Easy
// puzzles (no loop avoidance) need every stretch pinned by pearls nearby: the generator
// keeps the candidate loop whose longest stretch is shortest.
int longest_bare_stretch(const EdgeSet& loop, const Puzzle& pearls) {
  const core::Grid g(loop.rows, loop.cols);
  int start = -1;
  for (int v = 0; v < g.num_vertices() && start < 0; ++v)
    if (pearls.pearls[static_cast<std::size_t>(v)] != kEmpty) start = v;
  if (start < 0) return g.num_vertices();
  int longest = 0, run = 0, prev = -1, v = start;
  do {
    int next = -1;
    for (int e : g.vertex_edges(v)) {
      if (e < 0 || !loop.on[static_cast<std::size_t>(e)]) continue;
      const auto& ends = g.edge_vertices(e);
      const int w = ends[0] == v ? ends[1] : ends[0];
      if (w != prev) {
        next = w;
        break;
      }
    }
    prev = v;
    v = next;
    run = pearls.pearls[static_cast<std::size_t>(v)] != kEmpty ? 0 : run + 1;
    longest = std::max(longest, run);
  } while (v != start);
  return longest;
}


// Masyu's own loop shape, whatever --fill and --winding say (they are Slitherlink's
// knobs): a large inside grown as tendrils runs the loop through most cells with short
// straight runs, so most of its cells take a pearl. Measured at 10x10, --tatham-level
// tricky: 5 attempts a puzzle here, against 600 with Slitherlink's fill 0.55, winding 0.75.
constexpr generator::RandomLoopOptions kLoopShape{.fill = 0.8, .winding = 1.0};

// Candidate loops drawn per attempt; the one with the least detour room is kept (32:
// 12x12 Tricky in 280 attempts instead of thousands; 256 cost more than they save).
constexpr int kLoopCandidates = 16;
constexpr int kLoopsPerAttempt = 8;

}  // namespace

families::Generated generate(const families::GenerateRequest& request, core::Rng& rng) {
  if (auto bad = size_problem(request.rows, request.cols)) throw InputError(*bad);
  if (request.rows < 3 || request.cols < 3)
    throw InputError("Masyu generation needs at least 3 rows and 3 columns");
  if (auto bad = generator::symmetry_problem(request.symmetry, request.rows, request.cols)) throw InputError(*bad);
  const int grade_tier = request.grade.empty() ? -2 : rating::tier_of_grade(request.grade);
  if (!request.grade.empty() && grade_tier == -2) throw InputError("unknown grade '" + request.grade + "'");
  std::optional<TathamLevel> level;
  if (!request.tatham_level.empty()) {
    level = parse_tatham_level(request.tatham_level);
    if (!level) throw InputError("unknown Tatham level '" + request.tatham_level + "' for Masyu (easy, tricky)");
  }

  const core::Grid dots = dot_grid(request.rows, request.cols);
  const auto& orbits = generator::cached_symmetry_orbits(request.rows, request.cols, request.symmetry);
  Puzzle full;
  std::vector<std::uint8_t> present;
  std::function<bool(const std::vector<std::uint8_t>&)> acceptable;
  if (level) {
    acceptable = [&](const std::vector<std::uint8_t>& keep) { return solvable_at(with_pearls(full, keep), *level); };
  } else if (grade_tier >= 0) {
    acceptable = [&](const std::vector<std::uint8_t>& keep) {
      return solve(with_pearls(full, keep), {.max_tier = grade_tier, .search = false}).solved_by_propagation;
    };
  } else {
    acceptable = [&](const std::vector<std::uint8_t>& keep) { return unique(with_pearls(full, keep)); };
  }
  // Loops whose full pearl set falls short of the target are common (and cheap to turn
  // down), so one attempt tries several before it counts as a miss.
  bool found = false;
  for (int tries = 0; tries < kLoopsPerAttempt && !found; ++tries) {
    int best = -1;
    // Measured: detour room finds unique and Tricky sets (12x12 in 280 attempts instead
    // of thousands), the bare stretch Easy ones (detour room makes them rarer).
    const bool easy = level && *level == TathamLevel::Easy;
    for (int k = 0; k < kLoopCandidates; ++k) {
      EdgeSet loop = empty_solution(request.rows, request.cols);
      loop.on = core::boundary_edges(dots, generator::random_loop_cells(dots.rows(), dots.cols(), rng, kLoopShape));
      Puzzle pearls = pearls_of(loop);
      const int room = easy ? longest_bare_stretch(loop, pearls) : detour_room(loop, pearls);
      if (best < 0 || room < best) {
        best = room;
        full = std::move(pearls);
      }
    }
    // An orbit keeps its pearls only when each of its cells has one: the layout stays
    // symmetric.
    present.assign(full.pearls.size(), 0);
    for (const auto& orbit : orbits) {
      bool all = true;
      for (int cell : orbit) all = all && full.pearls[static_cast<std::size_t>(cell)] != kEmpty;
      for (int cell : orbit) present[static_cast<std::size_t>(cell)] = all;
    }
    // Screening a loop for uniqueness gets a search budget: a loop whose proof would
    // cost more is turned down (a miss claims nothing), not searched for minutes.
    found = !level && grade_tier < 0 ? screened_unique(with_pearls(full, present)) : acceptable(present);
  }
  if (!found) return {};
  // Lookahead makes every test cost a probe per step, so most pearls go first under the
  // same rules without it (a stronger test accepts whatever a weaker one does, so the
  // second pass continues the first; its result is minimal for the full test).
  if ((level && *level == TathamLevel::Tricky) || (!level && grade_tier < 0)) {
    SolveOptions cheap = level ? options_of(*level) : SolveOptions{.search = false};
    cheap.max_tier = 2;
    auto cheap_test = [&](const std::vector<std::uint8_t>& keep) {
      return solve(with_pearls(full, keep), cheap).solved_by_propagation;
    };
    if (cheap_test(present)) generator::reduce_items(present, orbits, rng, cheap_test);
  }
  generator::reduce_items(present, orbits, rng, acceptable);
  Puzzle puzzle = with_pearls(full, present);

  // Exactly the level or grade asked for: easier results are misses.
  if (level && *level == TathamLevel::Tricky && solvable_at(puzzle, TathamLevel::Easy)) return {};
  if (!request.grade.empty() && rate(puzzle).grade != request.grade) return {};
  // Every test above is monotone and the last pass used the full one, so no orbit of
  // pearls can go with the puzzle still acceptable (unique and at its level or grade).
  return {make_puzzle(std::move(puzzle)), true};
}

}  // namespace looplab::masyu
