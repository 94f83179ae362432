// Towers' hints and solution path: the digit families' frame
// (families/digits/explain.hpp) on its engine, with its words (hint_text.cpp).
#include "families/towers/explain.hpp"

#include "core/error.hpp"
#include "families/towers/rules.hpp"
#include "families/towers/solve.hpp"

namespace looplab::towers {

families::DigitsBoard board(const Puzzle& p) {
  const families::CpSolved s = solve(p, 2);
  if (!s.complete || s.solutions != 1 || s.found.empty())
    throw InputError(std::string("hints need a puzzle with exactly one solution; this one has ") +
                     (s.solutions == 0 ? "none" : "more than one"));
  families::DigitsBoard b;
  b.n = p.n;
  b.givens = p.givens;
  b.solution = s.found[0];
  const auto n = static_cast<std::size_t>(b.n);
  b.units.assign(2 * n, {});
  for (int c = 0; c < b.cells(); ++c) {
    b.units[static_cast<std::size_t>(c / b.n)].push_back(c);
    b.units[n + static_cast<std::size_t>(c % b.n)].push_back(c);
  }
  for (std::size_t i = 0; i < n; ++i) b.unit_names.push_back("row " + std::to_string(i + 1));
  for (std::size_t i = 0; i < n; ++i) b.unit_names.push_back("column " + std::to_string(i + 1));
  b.rules = kRules;
  b.max_tier = kRules.back().tier;
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
