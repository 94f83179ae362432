// Towers' hints and solution path: the digit families' frame
// (families/digits/explain.hpp) on its engine, with its words (hint_text.cpp).
#include "families/towers/explain.hpp"

#include "core/error.hpp"
#include "families/towers/rules.hpp"
#include "families/towers/solve.hpp"

namespace looplab::towers {

families::DigitsBoard board(const Puzzle& p) {
  const families::CpSolved s = solve(p, 2);
  families::DigitsBoard b = families::latin_board(p.n, p.givens, s.complete, s.solutions, s.found, kRules);
  b.engine = [p](std::span<const solver::Domain> domains,
                 const std::vector<solver::Fact>* clues) -> solver::CpEngine& {
    if (!clues) return reused_engine(p, Mode::Rate, domains);
    Puzzle only(p.n);  // the clues named, no others
    for (const solver::Fact& f : *clues) {
      const int k = f.at - p.n * p.n;
      only.clues[static_cast<std::size_t>(k / p.n)][static_cast<std::size_t>(k % p.n)] = f.value;
    }
    return reused_engine(only, Mode::Rate, domains);
  };
  return b;
}

families::Hint hint(const Puzzle& p, const std::vector<std::string>& state) {
  const families::DigitsBoard b = board(p);
  return families::digits_hint(b, families::read_digits_position(b, state, "Towers"), *teller(b));
}

families::Path path(const Puzzle& p) {
  const families::DigitsBoard b = board(p);
  return families::digits_path(b, *teller(b));
}

}  // namespace looplab::towers
