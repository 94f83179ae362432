// Sudoku's steps in its own words, in Sudoku Explainer's spirit: the indication (the
// box, line and digit to look at), the reasoning, then the conclusion in necessity words
// ("must be 7", "can't be 7"). The rules it shares with every digit family (singles,
// subsets, fish, chains) are told by the frame (families/digits/explain.cpp).
#include <algorithm>
#include <memory>
#include <optional>
#include <string>

#include "families/sudoku/explain.hpp"
#include "families/sudoku/rules.hpp"

namespace looplab::sudoku {

namespace {

using families::capital;
using solver::Fact;
using solver::Step;

class Teller final : public families::DigitsTeller {
 public:
  explicit Teller(const families::DigitsBoard& b) : DigitsTeller(b, "digit") {}

 private:
  // Pointing: a digit of a box confined to one line leaves the rest of the line;
  // claiming: of a line confined to one box leaves the rest of the box. The premises are
  // the cells of the first unit that can't hold it; the conclusions those of the second.
  std::optional<std::string> family_why(const Step& s) const override {
    if (s.rule != kPointing && s.rule != kClaiming) return std::nullopt;
    const std::string d = std::to_string(-s.conclusions[0].value);
    // Pointing reads a box and concludes on a line; claiming the other way round (units
    // are the n rows, the n columns, then the n boxes).
    const bool pointing = s.rule == kPointing;
    std::vector<int> read = cells_of(s.premises);
    for (const Fact& f : s.premises)
      if (f.kind == Fact::Clue && f.at < b_.cells()) read.push_back(f.at);
    const int source = unit_of(read, pointing ? 2 * b_.n : 0, pointing ? 3 * b_.n : 2 * b_.n);
    const int target =
        unit_of(cells_of(s.conclusions), pointing ? 0 : 2 * b_.n, pointing ? 2 * b_.n : 3 * b_.n);
    if (target < 0 || source < 0) return std::nullopt;
    return "In " + unit_name(source) + ", " + d + " can only go where it meets " +
           unit_name(target) + " (its other cells are filled or can't be " + d + "), so " + d +
           " is in that part of " + unit_name(target);
  }

};

}  // namespace

std::unique_ptr<families::DigitsTeller> teller(const families::DigitsBoard& b) {
  return std::make_unique<Teller>(b);
}

}  // namespace looplab::sudoku
