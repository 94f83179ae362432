// Masyu's steps in its own words: the indication (the pearl, cell or path to look at),
// the reasoning, then the conclusion in necessity words ("must be a line", "can't be a
// line"). Positions are named one way everywhere: "row 3, column 4", 1-based.
#include <memory>
#include <optional>
#include <string>

#include "families/masyu/explain.hpp"
#include "families/masyu/rules.hpp"

namespace looplab::masyu {

namespace {

using families::capital;
using families::cell_name;

class Teller final : public families::LoopTeller {
 public:
  explicit Teller(const Puzzle& p)
      : LoopTeller(dot_grid(p.rows, p.cols), {rules(), kMaxTier}, "steps") {}

 private:
  int cols() const { return g_.cols() + 1; }  // the puzzle's: a cell is a dot of g_

  std::optional<Item> place_item(const Fact& f) const override {
    if (f.kind == Fact::Clue)
      return Item{Item::Where::Cell, f.at / cols(), f.at % cols(), Item::Mark::Clue, f.value};
    if (f.value == solver::kPlaceVertex)
      return Item{Item::Where::Cell, f.at / cols(), f.at % cols()};
    // A square between cell centres: the corner point of the cells around it.
    if (f.at < g_.num_cells())
      return Item{Item::Where::Dot, f.at / g_.cols() + 1, f.at % g_.cols() + 1};
    return std::nullopt;  // the world outside the grid
  }

  std::string cell(int v) const { return cell_name(v / cols(), v % cols()); }

  std::string edge(int e) const override {
    const auto& ends = g_.edge_vertices(e);
    return std::string(g_.is_horizontal(e) ? "the step right of " : "the step below ") +
           cell(ends[0]);
  }

  std::string pearl(const Fact& f) const {
    return std::string(f.value == kBlack ? "the black pearl in " : "the white pearl in ") +
           cell(f.at);
  }

  std::string face(int f) const override {
    if (f >= g_.num_cells()) return "the outside of the grid";
    const int r = f / g_.cols() + 1, c = f % g_.cols() + 1;
    return "the square between rows " + std::to_string(r) + " and " + std::to_string(r + 1) +
           ", columns " + std::to_string(c) + " and " + std::to_string(c + 1);
  }

  std::string why(const Step& s) const override;
  std::string broken(const Step& c) const override;
};

std::string Teller::broken(const Step& c) const {
  const auto pearls = of(c, Fact::Clue);
  const auto cells = of(c, Fact::Place, solver::kPlaceVertex);
  switch (c.rule) {
    case kPearl:
      if (!pearls.empty()) return pearl(pearls[0]) + " would have no way left to go";
      break;
    case kCellDegree:
      if (!cells.empty())
        return of(c, Fact::Mark, kLine).size() > 2 ? cell(cells[0].at) + " would have three lines"
                                                   : "a line would end in " + cell(cells[0].at);
      break;
    case kNoPrematureLoop:
      return "a loop would close " + (pearls.empty()
                                          ? std::string("with other lines left outside it")
                                          : "without " + pearl(pearls[0]));
    default:
      break;
  }
  return "the " + std::string(rules()[static_cast<std::size_t>(c.rule)].id) + " rule would break";
}

std::string Teller::why(const Step& s) const {
  const auto pearls = of(s, Fact::Clue);
  const auto cells = of(s, Fact::Place, solver::kPlaceVertex);
  const auto lines = of(s, Fact::Mark, kLine);
  const auto crosses = of(s, Fact::Mark, kCross);
  const bool marked = !lines.empty() || !crosses.empty();
  switch (s.rule) {
    case kCellDegree:
      if (lines.size() == 2) return "The loop passes through " + cell(cells[0].at) + " already";
      if (lines.size() == 1) return "The line into " + cell(cells[0].at) + " has one way on";
      return capital(cell(cells[0].at)) + " has one way left, and a line can't end there";
    case kNoPrematureLoop:
      return "Drawing " + edge(s.conclusions[0].at) + " would close a loop of " +
             std::to_string(lines.size()) + " lines " +
             (pearls.empty() ? std::string("with other lines outside it")
                             : "without " + pearl(pearls[0]));
    case kLoopClosure:
      return "The loop is closed";
    case kPearl: {
      const std::string shape =
          pearls[0].value == kBlack
              ? " turns the loop, which goes straight on for two steps each way"
              : " takes the loop straight through, and it turns in the cell before or after";
      return capital(pearl(pearls[0])) + shape +
             (marked ? "; the marks around it leave only ways of doing so that agree"
                     : "; every way of doing so here agrees");
    }
    case kPearlPair:
      return "Take " + pearl(pearls[0]) + " and " + pearl(pearls[1]) +
             " together: every way both can go" + (marked ? " with the marks around them" : "") +
             " agrees";
    case kColourParity:
      return sides(s);
    default:
      break;
  }
  return capital(rule_summary(s.rule));
}

}  // namespace

std::unique_ptr<families::LoopTeller> teller(const Puzzle& p) {
  return std::make_unique<Teller>(p);
}

}  // namespace looplab::masyu
