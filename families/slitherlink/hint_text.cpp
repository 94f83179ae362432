// Slitherlink's steps in its own words: the indication (what to look at), the reasoning,
// then the conclusion in necessity words ("must be a line", "can't be a line").
// Positions are named one way everywhere: "row 3, column 4", 1-based.
#include <algorithm>
#include <string>

#include "core/grid.hpp"
#include "families/slitherlink/explain.hpp"
#include "families/slitherlink/rules.hpp"
#include "families/slitherlink/solver.hpp"

namespace looplab::slitherlink {

namespace {

using families::Item;
using solver::Fact;
using solver::Step;

constexpr int kLine = Solver::kLine;

std::string cell_name(int r, int c) {
  return "row " + std::to_string(r + 1) + ", column " + std::to_string(c + 1);
}

class Teller {
 public:
  explicit Teller(const Puzzle& p) : p_(p), g_(p.rows, p.cols) {}

  std::optional<Item> item(const Fact& f) const {
    const int C = g_.cols();
    switch (f.kind) {
      case Fact::Mark: {
        Item i = edge_item(f.at);
        i.mark = f.value == kLine ? Item::Mark::Line : Item::Mark::Cross;
        return i;
      }
      case Fact::Clue:
        return Item{Item::Where::Cell, f.at / C, f.at % C, Item::Mark::Clue, f.value};
      case Fact::Place:
        if (f.value == Solver::kPlaceVertex) return Item{Item::Where::Dot, f.at / (C + 1), f.at % (C + 1)};
        if (f.at < g_.num_cells()) return Item{Item::Where::Cell, f.at / C, f.at % C};
        return std::nullopt;  // the world outside the grid
    }
    return std::nullopt;
  }

  std::string edge(int e) const {
    const Item i = edge_item(e);
    if (i.where == Item::Where::HEdge)
      return i.row < g_.rows() ? "the edge above " + cell_name(i.row, i.col)
                               : "the edge below " + cell_name(i.row - 1, i.col);
    return i.col < g_.cols() ? "the edge left of " + cell_name(i.row, i.col)
                             : "the edge right of " + cell_name(i.row, i.col - 1);
  }

  std::string dot(int v) const {
    const int r = v / (g_.cols() + 1), c = v % (g_.cols() + 1);
    const bool bottom = r == g_.rows(), right = c == g_.cols();
    return std::string("the ") + (bottom ? "bottom" : "top") + "-" + (right ? "right" : "left") + " corner of " +
           cell_name(bottom ? r - 1 : r, right ? c - 1 : c);
  }

  std::string face(int f) const {
    return f < g_.num_cells() ? cell_name(f / g_.cols(), f % g_.cols()) : "the outside of the grid";
  }

  std::string clue(int cell) const {
    return "the " + std::to_string(p_.clues[static_cast<std::size_t>(cell)]) + " in " +
           cell_name(cell / g_.cols(), cell % g_.cols());
  }

  // "A and B must be lines, and C can't be a line".
  std::string conclusion(const std::vector<Fact>& marks) const {
    std::vector<int> lines, crosses;
    for (const Fact& f : marks) (f.value == kLine ? lines : crosses).push_back(f.at);
    std::string out;
    if (!lines.empty()) out = list(lines) + (lines.size() == 1 ? " must be a line" : " must be lines");
    if (!crosses.empty()) {
      if (!out.empty()) out += ", and ";
      if (crosses.size() > 4)
        out += "the other " + std::to_string(crosses.size()) + " undecided edges can't be lines";
      else
        out += list(crosses) + (crosses.size() == 1 ? " can't be a line" : " can't be lines");
    }
    return out;
  }

  // "the edge above row 1, column 2 is a line"
  std::string supposition(const Fact& f) const {
    return edge(f.at) + (f.value == kLine ? " is a line" : " is crossed");
  }
  // "the line on the edge above row 1, column 2"
  std::string mark(const Fact& f) const { return (f.value == kLine ? "the line on " : "the cross on ") + edge(f.at); }

  // The premises of one kind, in order.
  static std::vector<Fact> of(const Step& s, Fact::Kind kind, int value = -1) {
    std::vector<Fact> out;
    for (const Fact& f : s.premises)
      if (f.kind == kind && (value < 0 || f.value == value)) out.push_back(f);
    return out;
  }

  std::string why(const Step& s) const;        // the indication and the reasoning
  std::string broken(const Step& c) const;     // what a contradiction breaks

 private:
  Item edge_item(int e) const {
    const int C = g_.cols();
    if (g_.is_horizontal(e)) return Item{Item::Where::HEdge, e / C, e % C};
    const int k = e - g_.num_h_edges();
    return Item{Item::Where::VEdge, k / (C + 1), k % (C + 1)};
  }
  std::string list(const std::vector<int>& edges) const {
    std::string out;
    for (std::size_t i = 0; i < edges.size(); ++i) {
      if (i > 0) out += i + 1 == edges.size() ? " and " : ", ";
      out += edge(edges[i]);
    }
    return out;
  }

  const Puzzle& p_;
  core::Grid g_;
};

std::string capital(std::string s) {
  if (!s.empty() && s[0] >= 'a' && s[0] <= 'z') s[0] = static_cast<char>(s[0] - 'a' + 'A');
  return s;
}

std::string Teller::broken(const Step& c) const {
  const auto clues = of(c, Fact::Clue);
  const auto dots = of(c, Fact::Place, Solver::kPlaceVertex);
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

std::string Teller::why(const Step& s) const {
  const auto clues = of(s, Fact::Clue);
  const auto dots = of(s, Fact::Place, Solver::kPlaceVertex);
  const auto faces = of(s, Fact::Place, Solver::kPlaceFace);
  const auto lines = of(s, Fact::Mark, kLine);
  const auto crosses = of(s, Fact::Mark, Solver::kCross);
  switch (s.rule) {
    case kClueSaturation: {
      const int k = clues[0].value;
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
    case kColourParity:
    case kColourClue: {
      // Odd lines on the chain: opposite sides of the loop.
      const bool opposite = lines.size() % 2 == 1;
      std::string pair = faces.size() >= 2 ? face(faces[0].at) + " and " + face(faces[1].at) : "Two cells";
      std::string out = capital(pair) + " are on " + (opposite ? "opposite sides" : "the same side") +
                        " of the loop (the chain of " + std::to_string(lines.size() + crosses.size()) +
                        " marked edges between them crosses " + std::to_string(lines.size()) + " lines)";
      if (s.rule == kColourClue) out += ", beside " + clue(clues[0].at);
      return out;
    }
    default: break;
  }
  return capital(std::string(rules()[static_cast<std::size_t>(s.rule)].summary));
}

}  // namespace

families::ShownStep show(const Puzzle& p, const Step& s) {
  const Teller t(p);
  families::ShownStep out;
  out.tier = s.tier;
  out.rule = s.rule >= 0 ? std::string(rules()[static_cast<std::size_t>(s.rule)].id) : "guess";
  for (const Fact& f : s.conclusions)
    if (auto i = t.item(f)) out.conclusions.push_back(*i);
  for (const Fact& f : s.premises)
    if (auto i = t.item(f)) out.premises.push_back(*i);
  switch (s.kind) {
    case Step::Rule:
      out.kind = families::ShownStep::Kind::Rule;
      out.text = t.why(s) + ", so " + t.conclusion(s.conclusions) + ".";
      break;
    case Step::Trial: {
      out.kind = families::ShownStep::Kind::Trial;
      out.supposed = t.item(s.supposed);
      for (const Step& link : s.chain) out.chain.push_back(show(p, link));
      const std::string end = s.chain.empty() ? "it breaks a rule" : t.broken(s.chain.back());
      const int forced = std::max(0, static_cast<int>(s.chain.size()) - 1);
      out.text = "Suppose " + t.supposition(s.supposed) + ": then, " + std::to_string(forced) + " forced step" +
                 (forced == 1 ? "" : "s") + " later, " + end + "; so " +
                 t.conclusion(s.conclusions) + ".";
      break;
    }
    case Step::Contradiction:
      out.kind = families::ShownStep::Kind::Contradiction;
      if (s.rule >= 0) {
        out.text = capital(t.broken(s)) + ".";
      } else {  // a player's wrong marks (hint's mistakes)
        std::string names;
        for (std::size_t i = 0; i < s.premises.size(); ++i)
          names += (i == 0 ? "" : i + 1 == s.premises.size() ? " and " : ", ") + t.mark(s.premises[i]);
        out.text = capital(names) + (s.premises.size() == 1 ? " is a mistake." : " are mistakes.");
      }
      break;
    case Step::Guess:
      out.kind = families::ShownStep::Kind::Guess;
      out.text = "Deduction has run out here: the search branches on " + t.edge(s.conclusions[0].at) +
                 ", and the one solution has " + (s.conclusions[0].value == kLine ? "a line" : "no line") + " there.";
      break;
  }
  return out;
}

}  // namespace looplab::slitherlink
