// Slitherlink's clues on the loop SAT engine (sat_engine.hpp).
#include "families/slitherlink/sat_engine.hpp"

namespace looplab::slitherlink {

SatEngine::SatEngine(int rows, int cols, FirstGuess guess)
    : grid_(rows, cols),
      sat_(core::LoopGraph(grid_), guess),
      selector_(static_cast<std::size_t>(grid_.num_cells()) * 5, 0) {}

int SatEngine::clue_selector(int cell, int value) {
  int& s = selector_[static_cast<std::size_t>(cell) * 5 + static_cast<std::size_t>(value)];
  if (s == 0) {
    s = sat_.new_selector();
    encode_clue(cell, value, s);
  }
  return s;
}

void SatEngine::retire_clue(int cell, int value) {
  const int s = selector_[static_cast<std::size_t>(cell) * 5 + static_cast<std::size_t>(value)];
  if (s != 0) sat_.add_clause({-s});
}

void SatEngine::set_clues(const Puzzle& puzzle) {
  LK_REQUIRE(puzzle.rows == rows() && puzzle.cols == cols(), "SatEngine::set_clues: another grid size");
  sat_.clear_assumptions();
  for (int cell = 0; cell < grid_.num_cells(); ++cell) {
    const int value = puzzle.clues[static_cast<std::size_t>(cell)];
    if (value == kNoClue) continue;
    const int s = clue_selector(cell, value);
    sat_.assume(s);
    if (value > 0) sat_.must_touch(s, grid_.cell_edges(cell));
  }
}

void SatEngine::fix_sides(int a, int b, bool differ) {
  const int outside = grid_.num_cells();  // the graph view's outer face
  sat_.fix_sides(a < 0 ? outside : a, b < 0 ? outside : b, differ);
}

SatResult SatEngine::count(std::uint64_t limit, const EdgeSet* known, std::uint64_t max_conflicts) {
  return families::edge_sets_of(sat_.count(limit, known ? &known->on : nullptr, max_conflicts), grid_);
}

SatResult sat_count(const Puzzle& puzzle, std::uint64_t limit) {
  SatEngine engine(puzzle.rows, puzzle.cols);
  engine.set_clues(puzzle);
  return engine.count(limit);
}

}  // namespace looplab::slitherlink
