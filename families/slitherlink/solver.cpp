// The Slitherlink solver's hooks into the shared loop core, branching and the solve
// driver; the rules themselves live in one file per idea (see solver.hpp).
#include "families/slitherlink/solver.hpp"

#include <limits>

#include <algorithm>

namespace looplab::slitherlink {

Solver::Solver(int rows, int cols) : LoopSolver(core::Grid(rows, cols), kNumRules) {
  const int R = rows, C = cols;
  square_ = true;
  corner_cell_.assign(ix(grid_.num_vertices()), {core::kNone, core::kNone, core::kNone, core::kNone});
  for (int r = 0; r <= R; ++r)
    for (int c = 0; c <= C; ++c) {
      auto& q = corner_cell_[ix(grid_.vertex(r, c))];
      if (r > 0 && c < C) q[0] = grid_.cell(r - 1, c);
      if (r < R && c < C) q[1] = grid_.cell(r, c);
      if (r < R && c > 0) q[2] = grid_.cell(r, c - 1);
      if (r > 0 && c > 0) q[3] = grid_.cell(r - 1, c - 1);
    }
  init_faces();
}

Solver::Solver(const core::LoopGraph& graph) : LoopSolver(graph, kNumRules) { init_faces(); }

void Solver::init_faces() {
  const int faces = graph_.num_faces();
  clue_.assign(ix(faces), kNoClue);
  clue_cells_.reserve(ix(faces));
  face_sides_.resize(ix(faces));
  for (int f = 0; f < faces; ++f) {
    face_sides_[ix(f)] = static_cast<Slot>(graph_.face_edges(f).size());
    LK_REQUIRE(face_sides_[ix(f)] <= kMaxFaceSides, "Solver: a face with more sides than colouring holds");
  }
  cell_lines_.assign(ix(faces), 0);
  cell_unknown_ = face_sides_;
  // The faces around each vertex, where lookahead probes near a change: on the square
  // grid its quadrants in turn, elsewhere the faces of its edges in turning order.
  probe_faces_.resize(ix(graph_.num_vertices()));
  for (int v = 0; v < graph_.num_vertices(); ++v) {
    auto& around = probe_faces_[ix(v)];
    if (square_) {
      for (int f : corner_cell_[ix(v)])
        if (f >= 0) around.push_back(f);
      continue;
    }
    for (int e : graph_.vertex_edges(v))
      for (int f : graph_.edge_faces(e))
        if (f != graph_.outer_face() && std::find(around.begin(), around.end(), f) == around.end()) around.push_back(f);
  }
}

void Solver::reset(const Puzzle& puzzle, int max_tier) {
  LK_REQUIRE(square_ && puzzle.rows == rows() && puzzle.cols == cols(), "Solver::reset needs a puzzle of the solver's size");
  reset(std::span<const std::int8_t>(puzzle.clues), max_tier);
}

void Solver::reset(std::span<const std::int8_t> clues, int max_tier) {
  LK_REQUIRE(clues.size() == clue_.size(), "Solver::reset needs a clue a face");
  clue_cells_.clear();
  int unmet = 0;
  for (int cell = 0; cell < graph_.num_faces(); ++cell) {
    clue_[ix(cell)] = clues[ix(cell)];
    if (clue_[ix(cell)] != kNoClue) clue_cells_.push_back(cell);
    if (clue_[ix(cell)] > 0) ++unmet;
  }
  std::fill(cell_lines_.begin(), cell_lines_.end(), 0);
  std::copy(face_sides_.begin(), face_sides_.end(), cell_unknown_.begin());
  reset_core(max_tier, unmet);
}

bool Solver::process(int e) {
  for (int v : graph_.edge_vertices(e)) {
    if (!check_degree(v)) return false;
    if (square_ && max_tier_ >= 1 && !check_corners(v)) return false;
  }
  for (int cell : graph_.edge_faces(e))
    if (cell != graph_.outer_face() && !check_cell(cell)) return false;
  // Off the square grid a line reaching a dot wakes the clues around it too: their
  // sides there may now be a pair at a line (clue_rules.cpp).
  if (!square_ && edge_[ix(e)] == kLine)
    for (int v : graph_.edge_vertices(e))
      for (int cell : probe_faces_[ix(v)])
        if (!check_cell(cell)) return false;
  return true;
}

bool Solver::initial_checks() {
  bool ok = true;
  for (int cell : clue_cells_) ok = ok && check_cell(cell);
  const bool patterns = square_ && max_tier_ >= 1;
  for (int v = 0; ok && v < graph_.num_vertices(); ++v) ok = check_degree(v) && (!patterns || check_corners(v));
  if (ok && patterns) ok = static_patterns();
  return ok;
}

Solver::Branch Solver::choose_branch() const {
  // The end of a path first: one guess there settles a vertex.
  if (const int e = path_end_edge(); e != core::kNone) return {e};
  // Otherwise a side of the clue with the fewest undecided sides.
  int best = core::kNone, best_unknown = std::numeric_limits<int>::max();
  for (int cell : clue_cells_)
    if (cell_unknown_[ix(cell)] > 0 && cell_unknown_[ix(cell)] < best_unknown) {
      best = cell;
      best_unknown = cell_unknown_[ix(cell)];
    }
  if (best != core::kNone)
    for (int e : graph_.face_edges(best))
      if (edge_[ix(e)] == kUnknown) return {e};
  if (const int e = first_unknown_edge(); e != core::kNone) return {e};
  LK_REQUIRE(false, "choose_branch called on a solved state");
}

SolveResult Solver::solve(const Puzzle& puzzle, const SolveOptions& options) {
  reset(puzzle, options.max_tier);
  return run<SolveResult>(options);
}

SolveResult Solver::solve(std::span<const std::int8_t> clues, const SolveOptions& options) {
  reset(clues, options.max_tier);
  return run<SolveResult>(options);
}

}  // namespace looplab::slitherlink
