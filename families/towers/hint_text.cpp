// Towers' steps in its own words: the indication (the clue and line to look at), the
// reasoning, then the conclusion in necessity words ("must be 4", "can't be 4"). The
// rules it shares with every digit family (singles, subsets, fish, chains) are told by
// the frame (families/digits/explain.cpp).
#include <algorithm>
#include <memory>
#include <optional>
#include <string>

#include "families/towers/explain.hpp"
#include "families/towers/rules.hpp"

namespace looplab::towers {

namespace {

using families::capital;
using families::Item;
using solver::Fact;
using solver::Step;

class Teller final : public families::DigitsTeller {
 public:
  explicit Teller(const families::DigitsBoard& b) : DigitsTeller(b, "height") {}

 private:
  // A clue's side and its index along it (rules.hpp's clue_id).
  std::pair<int, int> side_of(const Fact& f) const {
    const int k = f.at - b_.cells();
    return {k / b_.n, k % b_.n};
  }

  std::optional<Item> clue_item(const Fact& f) const override {
    const auto [side, i] = side_of(f);
    const int n = b_.n;
    const int row = side == kTop ? -1 : side == kBottom ? n : i;
    const int col = side == kLeft ? -1 : side == kRight ? n : i;
    return Item{Item::Where::Cell, row, col, Item::Mark::Clue, f.value};
  }

  std::string clue(const Fact& f) const override {
    const auto [side, i] = side_of(f);
    static constexpr const char* where[] = {" above column ", " below column ", " left of row ",
                                            " right of row "};
    return "the clue " + std::to_string(f.value) + where[side] + std::to_string(i + 1);
  }

  std::optional<std::string> family_why(const Step& s) const override {
    if (s.rule != kClueBounds && s.rule != kLinePermutations) return std::nullopt;
    std::vector<Fact> clues;
    bool placed = false;
    for (const Fact& f : s.premises) {
      if (f.at >= b_.cells()) clues.push_back(f);
      else if (f.value > 0) placed = true;
    }
    if (clues.empty()) return std::nullopt;
    std::vector<std::string> names;
    for (const Fact& f : clues) names.push_back(clue(f));
    const std::string line = side_of(clues[0]).first <= kBottom
                                 ? "column " + std::to_string(side_of(clues[0]).second + 1)
                                 : "row " + std::to_string(side_of(clues[0]).second + 1);
    if (s.rule == kLinePermutations)
      return "Of the orders of " + line + " that " + families::join_and(names) +
             (clues.size() == 1 ? " allows" : " allow") + " with the heights still possible, none " +
             "puts these heights there";
    const bool place = s.conclusions.size() == 1 && s.conclusions[0].value > 0;
    if (place && clues.size() == 2)
      return capital(families::join_and(names)) + " add up to " + std::to_string(b_.n + 1) +
             ": the line rises to its tallest tower and falls, so the tallest stands where both "
             "counts meet";
    if (place && clues[0].value == 1)
      return capital(names[0]) + " sees one tower only, so the one next to it is the tallest";
    if (placed && s.conclusions[0].value < 0 &&
        std::all_of(s.conclusions.begin(), s.conclusions.end(),
                    [&](const Fact& f) { return f.at == s.conclusions[0].at; }) &&
        -s.conclusions[0].value <= b_.n / 2)
      return capital(names[0]) + " sees " + std::to_string(clues[0].value - 1) +
             " of its towers among those placed in " + line +
             ", so the tower next to it is the only other one it sees: it is taller than every "
             "tower between";
    return capital(names[0]) + " must see " + std::to_string(clues[0].value) +
           " towers, so the towers nearest it can't be among the tallest" +
           (placed ? " (counting the towers already placed in " + line + ")" : "");
  }
};

}  // namespace

std::unique_ptr<families::DigitsTeller> teller(const families::DigitsBoard& b) {
  return std::make_unique<Teller>(b);
}

}  // namespace looplab::towers
