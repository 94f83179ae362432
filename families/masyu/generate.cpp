#include "families/masyu/generate.hpp"

#include <algorithm>
#include <optional>

#include "families/masyu/family.hpp"
#include "families/masyu/formats.hpp"
#include "families/masyu/rate.hpp"
#include "families/masyu/solve.hpp"
#include "families/masyu/solver.hpp"
#include "families/masyu/tatham_levels.hpp"
#include "generator/random_loop.hpp"
#include "generator/reduce.hpp"
#include "generator/symmetry.hpp"
#include "families/rating/grade.hpp"

namespace looplab::masyu {

namespace {

Puzzle with_pearls(const Puzzle& full, const std::vector<std::uint8_t>& present) {
  Puzzle p = full;
  for (std::size_t i = 0; i < p.pearls.size(); ++i)
    if (!present[i]) p.pearls[i] = kEmpty;
  return p;
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

// The search budget of each pearl's proof that it cannot go (the pack's `minimal`), in
// nodes a cell: past it the flag says "not proven", never "minimal".
constexpr std::uint64_t kProofNodesPerCell = 4;

// The loop as the generator reshapes it: the cells it encloses on the dot grid, the
// pearls each symmetric orbit of its pearl set keeps, and the propagation that must
// pin it (`pin`, or Pearl's Easy rules when null).
class LoopShaper {
 public:
  LoopShaper(int rows, int cols, const std::vector<std::vector<int>>& orbits,
             const std::vector<std::vector<int>>& dot_orbits, const SolveOptions* pin)
      : dots_(dot_grid(rows, cols)), orbits_(orbits), dot_orbits_(dot_orbits), pin_(pin), solver_(rows, cols) {
    for (std::size_t k = 0; k < dot_orbits.size(); ++k)
      for (int cell : dot_orbits[k]) dot_orbit_of_[static_cast<std::size_t>(cell)] = static_cast<int>(k);
  }

  // The full pearl set of `inside`'s loop, less the orbits not all of whose cells
  // have a pearl (so the layout stays symmetric); `present` marks the kept ones.
  Puzzle pearls(const std::vector<std::uint8_t>& inside, std::vector<std::uint8_t>& present) const {
    EdgeSet loop = empty_solution(dots_.rows() + 1, dots_.cols() + 1);
    loop.on = core::boundary_edges(dots_, inside);
    Puzzle full = pearls_of(loop);
    present.assign(full.pearls.size(), 0);
    for (const auto& orbit : orbits_) {
      bool all = true;
      for (int cell : orbit) all = all && full.pearls[static_cast<std::size_t>(cell)] != kEmpty;
      for (int cell : orbit) present[static_cast<std::size_t>(cell)] = all;
    }
    return with_pearls(full, present);
  }

  // Reshapes the loop until its pearls pin it under `pin` (true), or gives up after a
  // budget of reshapes (false). Each step flips one cell (with its orbit) beside a step
  // that propagation leaves open, keeping one loop, and stays when no more steps are
  // left open than before: the ambiguity is local, so it is mended where it lies, and a
  // loop on a large grid need not come out right everywhere at once.
  bool settle(std::vector<std::uint8_t>& inside, core::Rng& rng) {
    const int budget = (pin_ ? 3 : 6) * dots_.num_cells() + 100;
    int open = open_steps(inside);
    for (int step = 0; step < budget && open > 0; ++step) {
      const int e = open_[rng.below(open_.size())];
      const auto& sides = dots_.edge_cells(e);
      int cell = sides[rng.below(2)];
      if (cell == core::kNone) cell = sides[0] == core::kNone ? sides[1] : sides[0];
      if (!pin_) cell = near(cell, rng);
      const auto& orbit = dot_orbits_[static_cast<std::size_t>(dot_orbit_of_[static_cast<std::size_t>(cell)])];
      if (!generator::flip_orbit(dots_.rows(), dots_.cols(), inside, orbit)) continue;
      const int now = open_steps(inside);
      if (now <= open)
        open = now;
      else
        for (int c : orbit) inside[static_cast<std::size_t>(c)] ^= 1;
    }
    if (open > 0) return false;
    return true;
  }

 private:
  // Pearl's Easy rules see no further than a pearl's neighbours, so a loop can sit where
  // no flip beside an open step leaves fewer open (40x40: stuck at 10-110 open steps
  // whatever the budget); flipping a cell up to kEasyReach away mends those.
  static constexpr int kEasyReach = 2;
  int near(int cell, core::Rng& rng) const {
    auto shift = [&](int x, int size) {
      return std::clamp(x + static_cast<int>(rng.below(2 * kEasyReach + 1)) - kEasyReach, 0, size - 1);
    };
    const int r = shift(cell / dots_.cols(), dots_.rows());
    return r * dots_.cols() + shift(cell % dots_.cols(), dots_.cols());
  }

  // Steps the pearls of `inside`'s loop leave undecided under `pin`, listed in open_.
  int open_steps(const std::vector<std::uint8_t>& inside) {
    std::vector<std::uint8_t> present;
    if (!pin_) {
      solvable_at_easy(pearls(inside, present), &open_);
      return static_cast<int>(open_.size());
    }
    solver_.reset(pearls(inside, present), pin_->max_tier);
    const bool alive = solver_.propagate();
    LK_REQUIRE(alive, "a loop's own pearls cannot contradict");
    open_.clear();
    for (int e = 0; e < dots_.num_edges(); ++e)
      if (solver_.edge_state(e) == Solver::kUnknown) open_.push_back(e);
    return static_cast<int>(open_.size());
  }

  core::Grid dots_;
  const std::vector<std::vector<int>>& orbits_;
  const std::vector<std::vector<int>>& dot_orbits_;  // of the dot grid's cells, which the loop encloses
  std::vector<int> dot_orbit_of_ = std::vector<int>(static_cast<std::size_t>(dots_.num_cells()), -1);
  const SolveOptions* pin_;
  Solver solver_;
  std::vector<int> open_;
};

// Loops one cell away from the generated one (a cell of the dot grid flipped, still one
// loop), each kept as the pearls of the full set it breaks. A set of pearls that keeps
// none of one such list lets that loop through too, so it is not unique, and every
// test of the generator (each implies uniqueness) would refuse it: refusing it here
// gives the same answers, so the same puzzles, for a scan of a few hundred cells
// instead of a propagation. At 10x10 Tricky about two tests in five end here, and 50
// puzzles take 0.34 s of CPU instead of 0.57 s.
class NearbyLoops {
 public:
  NearbyLoops(const core::Grid& dots, std::vector<std::uint8_t> inside, const Puzzle& full) {
    EdgeSet other = empty_solution(dots.rows() + 1, dots.cols() + 1);
    for (int cell = 0; cell < dots.num_cells(); ++cell) {
      if (!generator::can_flip(dots.rows(), dots.cols(), inside, cell)) continue;
      inside[static_cast<std::size_t>(cell)] ^= 1;
      other.on = core::boundary_edges(dots, inside);
      inside[static_cast<std::size_t>(cell)] ^= 1;
      const Puzzle allowed = pearls_of(other);
      for (std::size_t v = 0; v < full.pearls.size(); ++v)
        if (full.pearls[v] != kEmpty && allowed.pearls[v] != full.pearls[v]) broken_.push_back(static_cast<int>(v));
      end_.push_back(broken_.size());
    }
  }

  // Whether one of the loops breaks none of the pearls `keep` marks.
  bool let_through(const std::vector<std::uint8_t>& keep) const {
    std::size_t from = 0;
    for (std::size_t to : end_) {
      bool kept = false;
      for (std::size_t i = from; i < to && !kept; ++i) kept = keep[static_cast<std::size_t>(broken_[i])];
      if (!kept) return true;
      from = to;
    }
    return false;
  }

 private:
  std::vector<int> broken_;       // pearl cells each loop breaks, one list after another
  std::vector<std::size_t> end_;  // where each loop's list ends in broken_
};

}  // namespace

std::optional<std::string> generate_problem(const families::GenerateRequest& request) {
  if (auto bad = size_problem(request.rows, request.cols)) return bad;
  if (request.rows < 3 || request.cols < 3) return std::string("Masyu generation needs at least 3 rows and 3 columns");
  return std::nullopt;
}

families::Generated generate(const families::GenerateRequest& request, core::Rng& rng) {
  const std::optional<TathamLevel> level = request.tatham_level<TathamLevel>();
  const std::optional<families::Grade> grade = request.grade();
  const std::optional<int> grade_tier = grade ? families::tier_of(*grade) : std::nullopt;  // none: any or extreme
  const generator::Symmetry symmetry = request.symmetry;

  const core::Grid dots = dot_grid(request.rows, request.cols);
  const auto& orbits = generator::cached_symmetry_orbits(request.rows, request.cols, symmetry);
  Puzzle full;
  std::vector<std::uint8_t> present, accepted;
  EdgeSet loop = empty_solution(request.rows, request.cols);
  std::optional<NearbyLoops> nearby;  // of the settled loop, before any test runs
  std::function<bool(const std::vector<std::uint8_t>&)> acceptable;
  if (level) {
    acceptable = [&](const std::vector<std::uint8_t>& keep) {
      return !nearby->let_through(keep) && solvable_at(with_pearls(full, keep), *level);
    };
  } else if (grade_tier) {
    acceptable = [&](const std::vector<std::uint8_t>& keep) {
      return !nearby->let_through(keep) &&
             solve(with_pearls(full, keep), {.max_tier = *grade_tier, .search = false}).solved_by_propagation;
    };
  } else {
    // Unique, tried against the last set found unique (`accepted`, whose one loop is
    // the generated one): any other loop that fits what is left breaks one of the
    // pearls taken out since, so only such loops are searched for.
    acceptable = [&](const std::vector<std::uint8_t>& keep) {
      if (nearby->let_through(keep)) return false;
      Puzzle gone(request.rows, request.cols);
      for (std::size_t i = 0; i < keep.size(); ++i)
        if (accepted[i] && !keep[i]) gone.pearls[i] = full.pearls[i];
      const SolveResult r = solve(with_pearls(full, keep), {.limit = 1, .must_break = &gone, .prefer = &loop});
      if (!r.complete || r.solutions != 0) return false;
      accepted = keep;
      return true;
    };
  }
  // What must pin the loop before pearls go: the target's own propagation, except that
  // for Tricky and plain uniqueness the rules without lookahead (tier 2) do: their
  // tests cost less while reshaping, and the cheap first pass below can start from
  // the full set.
  SolveOptions pin{.search = false};
  if (grade_tier) pin.max_tier = *grade_tier;
  if ((level && *level == TathamLevel::Tricky) || (!level && !grade_tier)) pin.max_tier = 2;
  const bool easy = level && *level == TathamLevel::Easy;
  // The loop keeps the symmetry, so every pearl comes with its whole orbit (a random
  // loop keeps all of a rot4 orbit's four pearls too rarely to pin it).
  const auto& dot_orbits = generator::cached_symmetry_orbits(dots.rows(), dots.cols(), symmetry);
  LoopShaper shaper(request.rows, request.cols, orbits, dot_orbits, easy ? nullptr : &pin);
  std::vector<std::uint8_t> inside;
  {
    int best = -1;
    // Measured: detour room picks loops that settle in fewer steps for unique and
    // Tricky sets, the bare stretch Easy ones.
    for (int k = 0; k < kLoopCandidates; ++k) {
      std::vector<std::uint8_t> cells = generator::random_loop_cells(dots.rows(), dots.cols(), rng, kLoopShape, dot_orbits);
      EdgeSet candidate = empty_solution(request.rows, request.cols);
      candidate.on = core::boundary_edges(dots, cells);
      const Puzzle pearls = pearls_of(candidate);
      const int room = easy ? longest_bare_stretch(candidate, pearls) : detour_room(candidate, pearls);
      if (best < 0 || room < best) {
        best = room;
        inside = std::move(cells);
      }
    }
  }
  if (!shaper.settle(inside, rng)) return {};
  full = shaper.pearls(inside, present);
  loop.on = core::boundary_edges(dots, inside);
  nearby.emplace(dots, inside, full);
  // Lookahead makes every test cost a probe per step, so for Tricky and plain
  // uniqueness most pearls go first under the rules that pinned the loop (a stronger
  // test accepts whatever a weaker one does, so each pass continues the one before; the
  // result is minimal for the last, full test).
  if ((level && *level == TathamLevel::Tricky) || (!level && !grade_tier)) {
    auto cheap_test = [&](const std::vector<std::uint8_t>& keep) {
      return !nearby->let_through(keep) && solve(with_pearls(full, keep), pin).solved_by_propagation;
    };
    generator::reduce_items(present, orbits, rng, cheap_test);
  }
  if (!level && !grade_tier) {  // then with lookahead, still no search
    auto pinned = [&](const std::vector<std::uint8_t>& keep) {
      return !nearby->let_through(keep) && solve(with_pearls(full, keep), {.search = false}).solved_by_propagation;
    };
    generator::reduce_items(present, orbits, rng, pinned);
  }
  accepted = present;  // solved by propagation: unique
  generator::reduce_items(present, orbits, rng, acceptable);
  Puzzle puzzle = with_pearls(full, present);

  // Exactly the level or grade asked for: easier results are misses.
  if (level && *level == TathamLevel::Tricky && solvable_at(puzzle, TathamLevel::Easy)) return {};
  if (grade && rate(puzzle).grade != families::name_of(*grade)) return {};
  // Every test above is monotone and the last pass used the full one, so no orbit of
  // pearls can go with the puzzle still acceptable (unique and at its level or grade).
  // A pack's `minimal` means more: no single pearl can go with the puzzle still unique.
  // Removal for uniqueness, one pearl an orbit, has proved that; otherwise each pearl
  // is tried: only a loop that breaks it can fit the rest.
  bool minimal = false;
  if (request.want_minimal) {
    minimal = true;
    const bool single = std::all_of(orbits.begin(), orbits.end(), [](const auto& o) { return o.size() == 1; });
    if (level || grade_tier || !single) {
      std::vector<std::uint8_t> keep = present;
      for (std::size_t i = 0; i < keep.size() && minimal; ++i) {
        if (!keep[i]) continue;
        keep[i] = 0;
        if (!nearby->let_through(keep)) {
          Puzzle gone(request.rows, request.cols);
          gone.pearls[i] = full.pearls[i];
          const SolveResult r = solve(with_pearls(full, keep), {.limit = 1, .max_tier = 2, .max_nodes = kProofNodesPerCell * full.pearls.size(),
                                                                .must_break = &gone, .prefer = &loop});
          minimal = r.solutions != 0;  // or not proven within the budget: false
        }
        keep[i] = 1;
      }
    }
  }
  return {make_puzzle(std::move(puzzle)), minimal};
}

}  // namespace looplab::masyu
