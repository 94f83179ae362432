// Slitherlink's clues on the loop SAT engine (sat_engine.hpp).
#include "families/slitherlink/sat_engine.hpp"

#include <algorithm>

namespace looplab::slitherlink {

namespace {

int most_sides(const core::LoopGraph& graph) {
  std::size_t most = 0;
  for (int f = 0; f < graph.num_faces(); ++f) most = std::max(most, graph.face_edges(f).size());
  return static_cast<int>(most);
}

}  // namespace

SatEngine::SatEngine(int rows, int cols, FirstGuess guess)
    : grid_(std::in_place, rows, cols), sat_(core::LoopGraph(*grid_), guess) {
  values_ = most_sides(sat_.graph()) + 1;
  selector_.assign(static_cast<std::size_t>(sat_.graph().num_faces() * values_), 0);
}

SatEngine::SatEngine(core::LoopGraph graph, FirstGuess guess) : sat_(std::move(graph), guess) {
  values_ = most_sides(sat_.graph()) + 1;
  selector_.assign(static_cast<std::size_t>(sat_.graph().num_faces() * values_), 0);
}

int SatEngine::clue_selector(int face, int value) {
  int& s = selector_[static_cast<std::size_t>(face * values_ + value)];
  if (s == 0) {
    s = sat_.new_selector();
    encode_clue(face, value, s);
  }
  return s;
}

void SatEngine::retire_clue(int face, int value) {
  const int s = selector_[static_cast<std::size_t>(face * values_ + value)];
  if (s != 0) sat_.add_clause({-s});
}

void SatEngine::set_clues(const Puzzle& puzzle) {
  LK_REQUIRE(grid_ && puzzle.rows == grid_->rows() && puzzle.cols == grid_->cols(), "SatEngine::set_clues: another grid size");
  set_clues(std::span<const std::int8_t>(puzzle.clues));
}

void SatEngine::set_clues(std::span<const std::int8_t> clues) {
  const core::LoopGraph& graph = sat_.graph();
  LK_REQUIRE(clues.size() == static_cast<std::size_t>(graph.num_faces()), "SatEngine::set_clues: a clue a face");
  sat_.clear_assumptions();
  for (int face = 0; face < graph.num_faces(); ++face) {
    const int value = clues[static_cast<std::size_t>(face)];
    if (value == kNoClue) continue;
    const int s = clue_selector(face, value);
    sat_.assume(s);
    if (value > 0) sat_.must_touch(s, graph.face_edges(face));
  }
}

void SatEngine::fix_sides(int a, int b, bool differ) {
  const int outside = sat_.graph().outer_face();
  sat_.fix_sides(a < 0 ? outside : a, b < 0 ? outside : b, differ);
}

SatResult SatEngine::count(std::uint64_t limit, const EdgeSet* known, std::uint64_t max_conflicts) {
  LK_REQUIRE(grid_, "SatEngine::count: the square grid's edge sets");
  return families::edge_sets_of(sat_.count(limit, known ? &known->on : nullptr, max_conflicts), *grid_);
}

SatResult sat_count(const Puzzle& puzzle, std::uint64_t limit) {
  SatEngine engine(puzzle.rows, puzzle.cols);
  engine.set_clues(puzzle);
  return engine.count(limit);
}

}  // namespace looplab::slitherlink
