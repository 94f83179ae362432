// Slitherlink's steps in its own words: the indication (what to look at), the reasoning,
// then the conclusion in necessity words ("must be a line", "can't be a line").
// Positions are named one way everywhere: "row 3, column 4", 1-based; on a grid given
// as a graph, "face 12", "point 7", 1-based, by the ids of `convert --to json`.
#include <algorithm>
#include <memory>
#include <optional>
#include <string>

#include "core/grid.hpp"
#include "families/slitherlink/explain.hpp"
#include "families/slitherlink/grid_puzzle.hpp"
#include "families/slitherlink/rules.hpp"

namespace looplab::slitherlink {

namespace {

using families::capital;
using families::cell_name;

// The words, written once; how a position is named is the grid's (below).
class Words : public families::LoopTeller {
 public:
  using LoopTeller::LoopTeller;

 protected:
  virtual std::string dot(int v) const = 0;
  virtual std::string clue(int face) const = 0;  // "the 3 in row 1, column 2"
  std::string why(const Step& s) const override;
  std::string broken(const Step& c) const override;
};

// The square grid: rows and columns, 1-based.
class Teller final : public Words {
 public:
  explicit Teller(const Puzzle& p) : Words(core::Grid(p.rows, p.cols), {rules(), kMaxTier}, "edges"), p_(p) {}

 private:
  std::optional<Item> place_item(const Fact& f) const override {
    const int C = g_.cols();
    if (f.kind == Fact::Clue) return Item{Item::Where::Cell, f.at / C, f.at % C, Item::Mark::Clue, f.value};
    if (f.value == solver::kPlaceVertex) return Item{Item::Where::Dot, f.at / (C + 1), f.at % (C + 1)};
    if (f.at < g_.num_cells()) return Item{Item::Where::Cell, f.at / C, f.at % C};
    return std::nullopt;  // the world outside the grid
  }

  std::string edge(int e) const override {
    const Item i = edge_item(e);
    if (i.where == Item::Where::HEdge)
      return i.row < g_.rows() ? "the edge above " + cell_name(i.row, i.col)
                               : "the edge below " + cell_name(i.row - 1, i.col);
    return i.col < g_.cols() ? "the edge left of " + cell_name(i.row, i.col)
                             : "the edge right of " + cell_name(i.row, i.col - 1);
  }

  std::string dot(int v) const override {
    const int r = v / (g_.cols() + 1), c = v % (g_.cols() + 1);
    const bool bottom = r == g_.rows(), right = c == g_.cols();
    return std::string("the ") + (bottom ? "bottom" : "top") + "-" + (right ? "right" : "left") + " corner of " +
           cell_name(bottom ? r - 1 : r, right ? c - 1 : c);
  }

  std::string face(int f) const override {
    return f < g_.num_cells() ? cell_name(f / g_.cols(), f % g_.cols()) : "the outside of the grid";
  }

  std::string clue(int cell) const override {
    return "the " + std::to_string(p_.clues[static_cast<std::size_t>(cell)]) + " in " +
           cell_name(cell / g_.cols(), cell % g_.cols());
  }

  const Puzzle& p_;
};

// A grid given as a graph (Loopy's others): faces, points and edges by the ids of
// `convert --to json`, 1-based in words ("face 12", "point 7"), 0-based in JSON.
class GridTeller final : public Words {
 public:
  explicit GridTeller(const GridPuzzle& p) : Words(core::Grid(), {rules(), kMaxTier}, "edges"), p_(p) {}

 private:
  const core::LoopGraph& graph() const { return p_.grid->graph; }

  std::optional<Item> place_item(const Fact& f) const override {
    if (f.kind == Fact::Clue) return Item{Item::Where::Face, f.at, 0, Item::Mark::Clue, f.value};
    if (f.value == solver::kPlaceVertex) return Item{Item::Where::Point, f.at, 0};
    if (f.at < graph().num_faces()) return Item{Item::Where::Face, f.at, 0};
    return std::nullopt;  // the world outside the grid
  }
  Item edge_item(int e) const override {
    const auto& ends = graph().edge_vertices(e);
    return Item{Item::Where::Edge, std::min(ends[0], ends[1]), std::max(ends[0], ends[1])};
  }
  std::string edge(int e) const override {
    const Item i = edge_item(e);
    return "the edge from point " + std::to_string(i.row + 1) + " to point " + std::to_string(i.col + 1);
  }
  std::string dot(int v) const override { return "point " + std::to_string(v + 1); }
  std::string face(int f) const override {
    return f < graph().num_faces() ? "face " + std::to_string(f + 1) : "the outside of the grid";
  }
  std::string clue(int f) const override {
    return "the " + std::to_string(p_.clues[static_cast<std::size_t>(f)]) + " in face " + std::to_string(f + 1);
  }

  const GridPuzzle& p_;
};

std::string Words::broken(const Step& c) const {
  const auto clues = of(c, Fact::Clue);
  const auto dots = of(c, Fact::Place, solver::kPlaceVertex);
  switch (c.rule) {
    case kClueSaturation:
      if (!clues.empty()) {
        const int k = clues[0].value, lines = static_cast<int>(of(c, Fact::Mark, kLine).size());
        return clue(clues[0].at) + (lines > k ? " would have too many lines" : " could not get its lines");
      }
      break;
    case kVertexDegree:
      if (!dots.empty())
        return of(c, Fact::Mark, kLine).size() > 2 ? dot(dots[0].at) + " would have three lines"
                                                   : "a line would end at " + dot(dots[0].at);
      break;
    case kNoPrematureLoop:
      return "a loop would close with " + std::string(clues.empty() ? "other lines left outside it"
                                                                    : clue(clues[0].at) + " unmet");
    default: break;
  }
  return "the " + std::string(rules()[static_cast<std::size_t>(c.rule)].id) + " rule would break";
}

std::string Words::why(const Step& s) const {
  const auto clues = of(s, Fact::Clue);
  const auto dots = of(s, Fact::Place, solver::kPlaceVertex);
  const auto lines = of(s, Fact::Mark, kLine);
  switch (s.rule) {
    case kClueSaturation: {
      const int k = clues[0].value;
      if (!dots.empty())  // a clue one cross short, two of its sides at a line's dot
        return capital(clue(clues[0].at)) + " is one cross short, and of its two undecided sides at " + dot(dots[0].at) +
               ", which a line already reaches, at most one can be a line";
      const std::string n = std::to_string(k), sides = k == 1 ? " side" : " sides";
      if (s.conclusions[0].value != kLine)
        return k == 0 ? capital(clue(clues[0].at)) + " takes no line"
                      : capital(clue(clues[0].at)) + " has its " + n + (k == 1 ? " line" : " lines") + " already";
      return capital(clue(clues[0].at)) + " has only " + n + sides + " left that " + (k == 1 ? "is" : "are") +
             " not crossed";
    }
    case kVertexDegree:
      if (lines.size() == 2) return "Two lines meet at " + dot(dots[0].at) + ", so the loop goes on no other way";
      if (lines.size() == 1) return "The line at " + dot(dots[0].at) + " has one way on";
      return dots.empty() ? "A dot has one way left" : capital(dot(dots[0].at)) + " has one way left, and a line can't end there";
    case kNoPrematureLoop: {
      const int f = s.conclusions[0].at;
      return "Drawing " + edge(f) + " would close a loop of " + std::to_string(lines.size()) + " lines with " +
             (clues.empty() ? std::string("other lines outside it") : clue(clues[0].at) + " unmet");
    }
    case kLoopClosure: return "The loop is closed";
    case kDeadCorner:
      return "The loop can't turn through " + dot(dots[0].at) + " into the corner of " + clue(clues[0].at) +
             (clues[0].value == 3 ? ", so the 3 must use both its sides there" : ", so the 1 uses neither side there");
    case kAdjacentThrees:
      return "The 3s in " + face(clues[0].at) + " and " + face(clues[1].at) + " are side by side";
    case kDiagonalThrees:
      return "The 3s in " + face(clues[0].at) + " and " + face(clues[1].at) + " touch at a corner";
    case kCornerEntry:
      return "A line comes into the corner of " + clue(clues[0].at) + " at " + dot(dots[0].at) +
             (clues[0].value == 3 ? ", so the loop must leave along one of the 3's sides there"
                                  : ", and must use one of the 1's sides there");
    case kColourParity: return sides(s);
    case kColourClue: return sides(s) + ", beside " + clue(clues[0].at);
    default: break;
  }
  return capital(rule_summary(s.rule));
}

}  // namespace

std::unique_ptr<families::LoopTeller> teller(const Puzzle& p) { return std::make_unique<Teller>(p); }
std::unique_ptr<families::LoopTeller> grid_teller(const GridPuzzle& p) { return std::make_unique<GridTeller>(p); }

}  // namespace looplab::slitherlink
