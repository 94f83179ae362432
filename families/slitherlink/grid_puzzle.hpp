#pragma once
// Slitherlink on Loopy's other grids (core/loopy_grids.hpp: triangular, honeycomb, Cairo,
// ...): a clue per face, the loop along the grid's edges. The square grid keeps its own
// model (puzzle.hpp) with its rules, patterns, fast paths and levels; this model goes
// through the graph machinery alone: the loop SAT engine proves a count, an independent
// checker judges a loop, and the formats are Loopy's ID and the graph JSON.
//
//   loopy   `7x7t2:a30a4c1...`, `3x3t1:0_c221...` (core/loopy_grids.hpp: W, H, type, desc)
//   json    {"family":"slitherlink","grid":"honeycomb","rows":H,"cols":W,
//            "graph":{"points":[[x,y],...],"faces":[[p0,p1,...],...]},"clues":[2,null,...]}
//           faces in Loopy's order, each its points in turn; schemas/slitherlink-puzzle.
//   svg     the faces as polygons, clues at their centres, the loop drawn in.
// A loop is a list of edges, each a pair of point ids: {"edges":[[p,q],...]}.
#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/edge_set.hpp"
#include "core/loopy_grids.hpp"
#include "core/proved_once.hpp"
#include "core/rng.hpp"
#include "core/parsed.hpp"
#include "families/family.hpp"
#include "families/slitherlink/puzzle.hpp"
#include "solver/loop_sat.hpp"

namespace looplab::slitherlink {

struct GridPuzzle {
  std::shared_ptr<const core::LoopyGrid> grid;
  std::vector<std::int8_t> clues;  // per face: kNoClue or 0..its sides

  explicit GridPuzzle(core::LoopyGrid g) : GridPuzzle(std::make_shared<const core::LoopyGrid>(std::move(g))) {}
  explicit GridPuzzle(std::shared_ptr<const core::LoopyGrid> g) : grid(std::move(g)), clues(grid->faces.size(), kNoClue) {}
  std::string_view grid_name() const;
};

// A Loopy ID of any grid type but the square one (loopy_id.cpp); nullopt for a square ID
// or text that is no Loopy ID.
std::optional<Parsed<GridPuzzle>> parse_loopy_grid_id(std::string_view text);
// The graph JSON above; nullopt when the text is not a JSON object with a "grid" other
// than "square".
std::optional<Parsed<GridPuzzle>> parse_grid_json(std::string_view text);
std::optional<Parsed<GridPuzzle>> parse_grid_any(std::string_view text);

// The clues a loop shows: per face of `grid`, how many of its sides `loop` (one flag an
// edge) uses; the square grid's twin is clues_of(EdgeSet).
std::vector<std::int8_t> grid_clues_of(const core::LoopyGrid& grid, const std::vector<std::uint8_t>& loop);

std::string write_loopy_id(const GridPuzzle& p);
std::string write_grid_json(const GridPuzzle& p);  // grid_json(p), as text
nlohmann::json grid_json(const GridPuzzle& p);
// `loop`: one flag an edge of p.grid->graph, or null for the clues alone.
std::string write_grid_svg(const GridPuzzle& p, const std::vector<std::uint8_t>* loop);

// {"edges":[[p,q],...]} of a loop (one flag an edge), points in edge order.
nlohmann::json grid_loop_json(const core::LoopyGrid& grid, const std::vector<std::uint8_t>& loop);
// The edges of a solution object, or nullopt with `why` naming what is malformed (not
// an object with "edges", a pair that is no edge of the grid, an edge twice).
std::optional<std::vector<std::array<int, 2>>> grid_loop_edges(const GridPuzzle& p, const nlohmann::json& solution,
                                                               std::string& why);

// The independent checker (grid_checker.cpp): nullopt when the edges, pairs of points,
// form one cycle (degree 0 or 2 at every point, connected) and every clue counts its
// face's sides on it; else the first reason. It reads the faces' rings and nothing of the
// graph view or the solver.
std::optional<std::string> check_grid_solution(const GridPuzzle& p, const std::vector<std::array<int, 2>>& edges);

// What the root propagation (grid_propagate.cpp: clue saturation, dot degree, premature
// loops, on the graph view) decides, per edge; every solution agrees with it.
inline constexpr std::int8_t kEdgeUnknown = 0, kEdgeLine = 1, kEdgeCross = 2;
struct GridFacts {
  bool contradiction = false;     // no loop meets the clues
  std::vector<std::int8_t> edge;  // per edge: kEdgeUnknown, kEdgeLine or kEdgeCross
  int decided = 0;                // edges decided
};
GridFacts propagate_grid(const GridPuzzle& p);

// The same rules with clues added to a fixpoint already reached: the rules only add
// facts, so the fixpoint does not depend on the order (propagate_grid is this, every
// clue added, then run). Clue removal keeps states to go back to (generator/reduce.hpp's
// SharedTest): a state is the clues, the facts and the faces and dots left to look at.
class GridPropagation {
 public:
  explicit GridPropagation(std::shared_ptr<const core::LoopyGrid> grid);
  void clear();  // no clue, no fact
  void add_clue(int face, int value);
  const GridFacts& run();  // the rules to their fixpoint

  struct State {
    std::vector<std::int8_t> clues;
    GridFacts facts;
    std::vector<int> work;              // faces f and dots num_faces + v to look at
    std::vector<std::uint8_t> queued;   // per face and dot: in `work`
    // The paths of lines: union-find over the dots, and per component root its two ends
    // and its lines; then every line, and the edges that would close a path.
    std::vector<int> parent;
    std::vector<std::array<int, 2>> ends;
    std::vector<int> component_lines;
    std::vector<std::uint8_t> dot_lines;  // per dot
    int lines = 0;
    std::vector<int> closing;
  };
  const State& state() const { return state_; }
  void restore(const State& s) { state_ = s; }

 private:
  void wake(int item);
  void wake_face(int f);
  void set(int e, std::int8_t state);
  void join(int e);

  std::shared_ptr<const core::LoopyGrid> grid_;
  State state_;
};

// Loops satisfying the clues, up to `limit` (0: all), by the loop SAT engine
// (grid_solve.cpp) after the root propagation fixed what it decides (`propagate`: the
// SAT engine alone, the twin tests compare): `complete` means the count is exact, a proof.
struct GridSolveResult {
  solver::LoopSatResult sat;
  int decided_at_root = 0;  // edges the root propagation decided
};
GridSolveResult solve_grid(const GridPuzzle& p, std::uint64_t limit, std::uint64_t max_conflicts = 0,
                           bool propagate = true);

// Hints and the solution path (grid_explain.cpp), as on the square grid (explain.hpp)
// with the square's corner patterns left out and positions named by the JSON's ids.
// STATE is one string, one character an edge: '1' a line, 'x' or '0' a cross, '.'
// undecided, the edges in the order they first appear walking the faces of
// `convert --to json` in order, each face's points in turn; none: nothing marked.
families::Hint grid_hint(const GridPuzzle& p, const std::vector<std::string>& state,
                         const core::ProvedOnce<core::EdgeSet>* kept = nullptr);
families::Path grid_path(const GridPuzzle& p);

// How hard it is (grid_rate.cpp): the square grid's method and tiers on the Slitherlink
// solver built from the grid's graph (no corner patterns there); the one solution proven
// by the SAT engine. tatham_level is the lowest of Loopy's levels that solves it
// (tatham_levels.hpp), else empty. InputError unless the puzzle has exactly one solution.
families::Rating rate_grid(const GridPuzzle& p);

// One attempt at a puzzle on the request's Loopy grid (grid_generate.cpp, for
// `generate --grid`): an empty result is a miss, and the caller draws again.
families::Generated generate_on_grid(const families::GenerateRequest& request, core::Rng& rng);

// The type-erased puzzle (grid_family.cpp): solve, check, rate, hints, paths and the
// formats above. `rating`: rate_grid(p), when the caller has it already (a generator
// that graded what it made), so a pack does not rate the puzzle again.
std::unique_ptr<families::Puzzle> make_grid_puzzle(GridPuzzle p, std::optional<families::Rating> rating = std::nullopt);

}  // namespace looplab::slitherlink
