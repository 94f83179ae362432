// Sudoku's hints and solution path: the digit families' frame
// (families/digits/explain.hpp) on its engine, with its words (hint_text.cpp).
#include "families/sudoku/explain.hpp"

#include "core/error.hpp"
#include "families/sudoku/rules.hpp"
#include "families/sudoku/solve.hpp"

namespace looplab::sudoku {

families::DigitsBoard board(const Puzzle& p) {
  const Solved s = solve(p, 2, 0, true);
  families::DigitsBoard b = families::latin_board(p.size(), p.givens, s.complete, s.solutions, s.found, kRules);
  const auto n = static_cast<std::size_t>(b.n);
  b.units.resize(3 * n);
  for (int c = 0; c < b.cells(); ++c) b.units[2 * n + static_cast<std::size_t>(p.box_of(c))].push_back(c);
  for (std::size_t i = 0; i < n; ++i) b.unit_names.push_back("box " + std::to_string(i + 1));
  b.engine = [box_rows = p.box_rows, box_cols = p.box_cols](
                 std::span<const solver::Domain> domains,
                 const std::vector<solver::Fact>*) -> solver::CpEngine& {
    return reused_engine(box_rows, box_cols, Mode::Rate, domains);
  };
  return b;
}

families::Hint hint(const Puzzle& p, const std::vector<std::string>& state) {
  const families::DigitsBoard b = board(p);
  return families::digits_hint(b, families::read_digits_position(b, state, "Sudoku"), *teller(b));
}

families::Path path(const Puzzle& p) {
  const families::DigitsBoard b = board(p);
  return families::digits_path(b, *teller(b));
}

}  // namespace looplab::sudoku
