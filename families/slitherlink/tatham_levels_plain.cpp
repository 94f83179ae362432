// The slow, obvious twin of the Loopy-level grader: the same rules (tatham_rules.hpp)
// run on every cell and dot, cheapest kind first and back to the top after any
// progress, in the shape of the solver it is meant to agree with; the loop rule is a
// whole-grid pass over components of lines. tatham_levels.cpp does the same work from
// queues; tests pit the two against each other, which checks its wake-ups and its
// incremental loop rule.
#include <vector>

#include "core/grid.hpp"
#include "core/union_find.hpp"
#include "families/slitherlink/tatham_levels.hpp"
#include "families/slitherlink/grid_puzzle.hpp"
#include "families/slitherlink/tatham_rules.hpp"
#include "solver/parity_union_find.hpp"

namespace looplab::slitherlink {

namespace {

using namespace tatham;

template <class G>
class PlainGrader {
 public:
  PlainGrader(const G& g, const std::int8_t* clues, TathamLevel level) : clues_(clues), g_(g), level_(level) {
    lines_.assign(static_cast<std::size_t>(g_.edges), kUnknown);
    flags_.assign(static_cast<std::size_t>(g_.angles), Fact{});
    classes_.reset(g_.edges);
  }

  bool run() {
    for (;;) {
      changed_ = false;
      pass(counting_cell<PlainGrader>, counting_dot<PlainGrader>);
      if (mistake_) return false;
      if (changed_) continue;
      if (level_ >= TathamLevel::Normal) pass(pairs_cell<PlainGrader>, pairs_dot<PlainGrader>);
      if (mistake_) return false;
      if (changed_) continue;
      if (level_ >= TathamLevel::Hard) {
        pass(classes_cell<PlainGrader>, classes_dot<PlainGrader>);
        spread_classes();
      }
      if (mistake_) return false;
      if (changed_) continue;
      bool solved = loops();
      if (mistake_) return false;
      if (!changed_) return solved;
    }
  }

  // ---- the Board the rules work on ----
  const G& geometry() const { return g_; }
  TathamLevel level() const { return level_; }
  int clue(int cell) const { return clues_[cell]; }
  bool failed() const { return mistake_; }
  void fail() { mistake_ = true; }
  Line line(int e) const { return lines_[static_cast<std::size_t>(e)]; }
  std::array<int, 3> cell_counts(int cell) const { return scan_cell(*this, cell); }
  std::array<int, 3> dot_counts(int v) const { return scan_dot(*this, v); }
  void set(int e, Line value) {
    Line& l = lines_[static_cast<std::size_t>(e)];
    if (l == value) return;
    if (l != kUnknown)
      mistake_ = true;
    else
      l = value, changed_ = true;
  }
  bool has(int angle, Fact f) const { return flags_[static_cast<std::size_t>(angle)] & f; }
  void flag(int angle, Fact f) {
    Fact& x = flags_[static_cast<std::size_t>(angle)];
    if (!(x & f)) x = static_cast<Fact>(x | f), changed_ = true;
  }
  int relation(int a, int b) const { return classes_.relation(a, b); }
  void merge(int a, int b, int want) {
    auto joined = classes_.unite(a, b, want, scratch_);
    if (joined == solver::ParityUnionFind::Join::Merged) changed_ = true;
    if (joined == solver::ParityUnionFind::Join::Conflict) mistake_ = true;
  }

 private:
  template <class CellRule, class DotRule>
  void pass(CellRule cell_rule, DotRule dot_rule) {
    for (int cell = 0; cell < g_.cells && !mistake_; ++cell) cell_rule(*this, cell);
    for (int v = 0; v < g_.dots && !mistake_; ++v) dot_rule(*this, v);
  }

  // An edge whose class has a known member is known.
  void spread_classes() {
    for (int e = 0; e < g_.edges && !mistake_; ++e) {
      const auto [root, p] = classes_.find(e);
      if (root == e) continue;
      const bool opposite =
          p != 0;  // a plain variable: lambdas cannot capture bindings in every compiler
      auto flip = [opposite](Line l) { return opposite ? (l == kYes ? kNo : kYes) : l; };
      if (line(root) != kUnknown)
        set(e, flip(line(root)));
      else if (line(e) != kUnknown)
        set(root, flip(line(e)));
    }
  }

  // No loop before the last one: an unknown edge joining two dots of one component of
  // lines is off, unless it closes the only path into a loop that meets every clue (a
  // solution by elimination, not a deduction: that edge stays unknown). Returns
  // whether the lines already are one loop meeting every clue.
  bool loops() {
    core::UnionFind dots(g_.dots);
    int edgecount = 0;
    for (int e = 0; e < g_.edges; ++e)
      if (line(e) == kYes) {
        auto [a, b] = g_.edge_dots(e);
        dots.unite(a, b);
        ++edgecount;
      }
    int clues = 0, sat = 0, sm1 = 0;
    for (int cell = 0; cell < g_.cells; ++cell) {
      if (clue(cell) == kNoClue) continue;
      ++clues;
      int y = cell_counts(cell)[1];
      sat += y == clue(cell);
      sm1 += y == clue(cell) - 1;
    }
    int shortest = g_.dots;
    for (int v = 0; v < g_.dots; ++v)
      if (dots.size_of(v) > 1) shortest = std::min(shortest, dots.size_of(v));
    const bool solved = edgecount > 0 && sat == clues && shortest == edgecount;
    for (int e = 0; e < g_.edges; ++e) {
      if (line(e) != kUnknown) continue;
      auto [a, b] = g_.edge_dots(e);
      if (dots.find(a) != dots.find(b)) continue;
      if (dots.size_of(a) == edgecount + 1 && dot_counts(a)[1] == 1 && dot_counts(b)[1] == 1) {
        int near = 0, beside = 0;
        for (int cell : g_.edge_faces(e))
          if (cell != core::kNone && clue(cell) != kNoClue) {
            ++beside;
            near += cell_counts(cell)[1] == clue(cell) - 1;
          }
        if (near == beside && sm1 == near && sm1 + sat == clues) continue;
      }
      set(e, kNo);
    }
    return solved;
  }

  const std::int8_t* clues_;
  const G& g_;
  TathamLevel level_;
  std::vector<Line> lines_;
  std::vector<Fact> flags_;
  solver::ParityUnionFind classes_;
  solver::ParityUnionFind::Trail scratch_;
  bool changed_ = false, mistake_ = false;
};

}  // namespace

bool solvable_at_plain(const Puzzle& puzzle, TathamLevel level) {
  return PlainGrader<Geometry>(*geometry(puzzle.rows, puzzle.cols), puzzle.clues.data(), level).run();
}

bool solvable_at_plain(const GridPuzzle& puzzle, TathamLevel level) {
  return PlainGrader<GraphGeometry>(*graph_geometry(*puzzle.grid), puzzle.clues.data(), level).run();
}

}  // namespace looplab::slitherlink
