// The slow, obvious twin of the Loopy-level grader: whole-grid passes over cells and
// dots until nothing changes, exactly in the shape of the solver it is meant to agree
// with. tatham_levels.cpp does the same work from queues; tests pit the two against
// each other.
#include "families/slitherlink/tatham_levels.hpp"

#include <array>
#include <vector>

#include "core/grid.hpp"
#include "core/union_find.hpp"
#include "solver/parity_union_find.hpp"

namespace looplab::slitherlink {

namespace {

enum : std::uint8_t { kUnknown = 0, kYes = 1, kNo = 2 };
enum : std::uint8_t { kAtMostOne = 1, kAtLeastOne = 2 };

class Grader {
 public:
  Grader(const Puzzle& p, TathamLevel level) : p_(p), g_(p.rows, p.cols), level_(level) {
    lines_.assign(static_cast<std::size_t>(g_.num_edges()), kUnknown);
    flags_.assign(static_cast<std::size_t>(g_.num_vertices()) * 4, 0);
    dsf_.reset(g_.num_edges());
    // Each dot's edges in clockwise order (up, right, down, left), missing ones skipped;
    // angle k lies between edge k and edge k+1 (cyclically).
    dot_edges_.resize(static_cast<std::size_t>(g_.num_vertices()));
    for (int v = 0; v < g_.num_vertices(); ++v)
      for (int e : g_.vertex_edges(v))
        if (e != core::kNone) dot_edges_[static_cast<std::size_t>(v)].push_back(e);
    // A cell's corner k sits between its sides k and k+1 (top, right, bottom, left):
    // top-right, bottom-right, bottom-left, top-left. Find the matching dot angle.
    face_angle_.resize(static_cast<std::size_t>(g_.num_cells()));
    for (int cell = 0; cell < g_.num_cells(); ++cell) {
      const auto& sides = g_.cell_edges(cell);
      int r = cell / p.cols, c = cell % p.cols;
      const int corner[4] = {g_.vertex(r, c + 1), g_.vertex(r + 1, c + 1), g_.vertex(r + 1, c), g_.vertex(r, c)};
      for (int k = 0; k < 4; ++k) {
        int a = sides[static_cast<std::size_t>(k)], b = sides[static_cast<std::size_t>((k + 1) % 4)];
        int dot = corner[k];
        const auto& de = dot_edges_[static_cast<std::size_t>(dot)];
        int n = static_cast<int>(de.size()), found = -1;
        for (int j = 0; j < n && found < 0; ++j) {
          int x = de[static_cast<std::size_t>(j)], y = de[static_cast<std::size_t>((j + 1) % n)];
          // The face angle is the one going clockwise around the dot from one side to
          // the other through the cell; at a grid corner the other angle is outside.
          if ((x == a && y == b) || (x == b && y == a)) {
            if (n == 2) found = in_cell_order(dot, x, y, cell) ? j : (j + 1) % n;
            else found = j;
          }
        }
        face_angle_[static_cast<std::size_t>(cell)][static_cast<std::size_t>(k)] = dot * 4 + found;
      }
    }
  }

  // Loopy's order: the cheapest deductions first, back to the top after any progress,
  // and loop detection only when nothing else moves; the verdict when nothing does.
  bool run() {
    for (;;) {
      changed_ = false;
      trivial();
      if (mistake_) return false;
      if (changed_) continue;
      if (level_ >= TathamLevel::Normal) dlines();
      if (mistake_) return false;
      if (changed_) continue;
      if (level_ >= TathamLevel::Hard) linedsf();
      if (mistake_) return false;
      if (changed_) continue;
      loops();
      if (mistake_) return false;
      if (!changed_) return solved_;
    }
  }

 private:
  // At a corner dot with two edges x -> y, is the clockwise sweep from x to y the one
  // through `cell`? Directions: up 0, right 1, down 2, left 3; the quadrant between a
  // direction d and d+1 is the cell to the NE, SE, SW, NW.
  bool in_cell_order(int dot, int x, int y, int cell) const {
    auto dir = [&](int e) {
      const auto& ve = g_.vertex_edges(dot);
      for (int d = 0; d < 4; ++d)
        if (ve[static_cast<std::size_t>(d)] == e) return d;
      return -1;
    };
    int dx = dir(x), dy = dir(y);
    if ((dx + 1) % 4 != dy) return false;
    int r = dot / (p_.cols + 1), c = dot % (p_.cols + 1);
    const int qr[4] = {r - 1, r, r, r - 1}, qc[4] = {c, c, c - 1, c - 1};
    return qr[dx] >= 0 && qc[dx] >= 0 && qr[dx] < p_.rows && qc[dx] < p_.cols && qr[dx] * p_.cols + qc[dx] == cell;
  }

  std::uint8_t& line(int e) { return lines_[static_cast<std::size_t>(e)]; }

  void set(int e, std::uint8_t value) {
    std::uint8_t& l = line(e);
    if (l == value) return;
    if (l != kUnknown) {
      mistake_ = true;
      return;
    }
    l = value;
    changed_ = true;
  }

  bool has(int angle, std::uint8_t flag) const { return flags_[static_cast<std::size_t>(angle)] & flag; }
  void flag(int angle, std::uint8_t f) {
    auto& x = flags_[static_cast<std::size_t>(angle)];
    if (!(x & f)) x |= f, changed_ = true;
  }

  template <class Edges>
  std::array<int, 3> count(const Edges& edges) {
    std::array<int, 3> n{0, 0, 0};
    for (int e : edges)
      if (e != core::kNone) ++n[line(e)];
    return n;  // unknown, yes, no
  }

  // ---- easy: counting at cells and dots ----
  void trivial() {
    for (int cell = 0; cell < g_.num_cells() && !mistake_; ++cell) {
      int clue = p_.clues[static_cast<std::size_t>(cell)];
      if (clue == kNoClue) continue;
      const auto& sides = g_.cell_edges(cell);
      auto [unknown, yes, no] = count(sides);
      if (unknown == 0) continue;
      if (clue < yes || 4 - clue < no) {
        mistake_ = true;
        return;
      }
      if (clue == yes) {
        for (int e : sides)
          if (line(e) == kUnknown) set(e, kNo);
      } else if (4 - clue == no) {
        for (int e : sides)
          if (line(e) == kUnknown) set(e, kYes);
      } else if (4 - clue == no + 1 && unknown > 2) {
        // An unknown pair meeting at a dot that already has a line cannot both be on,
        // so each other unknown side must be.
        for (int k = 0; k < 4; ++k) {
          int a = sides[static_cast<std::size_t>(k)], b = sides[static_cast<std::size_t>((k + 1) % 4)];
          if (line(a) != kUnknown || line(b) != kUnknown) continue;
          int dot = face_angle_[static_cast<std::size_t>(cell)][static_cast<std::size_t>(k)] / 4;
          if (count(dot_edges_[static_cast<std::size_t>(dot)])[1] == 0) continue;
          for (int e : sides)
            if (e != a && e != b && line(e) == kUnknown) set(e, kYes);
          break;
        }
      }
    }
    for (int v = 0; v < g_.num_vertices() && !mistake_; ++v) {
      const auto& edges = dot_edges_[static_cast<std::size_t>(v)];
      auto [unknown, yes, no] = count(edges);
      (void)no;
      if (yes > 2 || (yes == 1 && unknown == 0)) {
        mistake_ = true;
        return;
      }
      std::uint8_t fill = kUnknown;
      if (yes == 0 && unknown == 1) fill = kNo;
      else if (yes == 1 && unknown == 1) fill = kYes;
      else if (yes == 2 && unknown > 0) fill = kNo;
      if (fill != kUnknown)
        for (int e : edges)
          if (line(e) == kUnknown) set(e, fill);
    }
  }

  // ---- easy: no loop before the last one ----
  void loops() {
    core::UnionFind dots(g_.num_vertices());
    int edgecount = 0;
    for (int e = 0; e < g_.num_edges(); ++e)
      if (line(e) == kYes) {
        auto [a, b] = g_.edge_vertices(e);
        dots.unite(a, b);
        ++edgecount;
      }
    int clues = 0, sat = 0, sm1 = 0;
    auto yes_around = [&](int cell) { return count(g_.cell_edges(cell))[1]; };
    for (int cell = 0; cell < g_.num_cells(); ++cell) {
      int clue = p_.clues[static_cast<std::size_t>(cell)];
      if (clue == kNoClue) continue;
      ++clues;
      int y = yes_around(cell);
      if (y == clue) ++sat;
      else if (y == clue - 1) ++sm1;
    }
    int shortest = g_.num_vertices();
    for (int v = 0; v < g_.num_vertices(); ++v)
      if (dots.size_of(v) > 1) shortest = std::min(shortest, dots.size_of(v));
    solved_ = edgecount > 0 && sat == clues && shortest == edgecount;
    for (int e = 0; e < g_.num_edges(); ++e) {
      if (line(e) != kUnknown) continue;
      auto [a, b] = g_.edge_vertices(e);
      if (dots.find(a) != dots.find(b)) continue;
      // Closing the only path into a loop that meets every clue would be a solution
      // by elimination, not a deduction: that edge stays unknown.
      if (dots.size_of(a) == edgecount + 1 && count(dot_edges_[static_cast<std::size_t>(a)])[1] == 1 &&
          count(dot_edges_[static_cast<std::size_t>(b)])[1] == 1) {
        int near = 0, beside = 0;
        for (int cell : g_.edge_cells(e))
          if (cell != core::kNone && p_.clues[static_cast<std::size_t>(cell)] != kNoClue) {
            ++beside;
            near += yes_around(cell) == p_.clues[static_cast<std::size_t>(cell)] - 1;
          }
        if (near == beside && sm1 == near && sm1 + sat == clues) continue;
      }
      set(e, kNo);
    }
  }

  // ---- normal and tricky: pairs of edges at a dot ----
  void dlines() {
    const bool tricky = level_ >= TathamLevel::Tricky;
    for (int cell = 0; cell < g_.num_cells() && !mistake_; ++cell) {
      int clue = p_.clues[static_cast<std::size_t>(cell)];
      if (clue == kNoClue) continue;
      const auto& sides = g_.cell_edges(cell);
      if (count(sides)[0] == 0) continue;
      // mins/maxs[j][k]: bounds on the lines among sides j .. k-1 (clockwise).
      int mins[4][4] = {}, maxs[4][4] = {};
      for (int j = 0; j < 4; ++j) {
        int k = (j + 1) % 4, k2 = (j + 2) % 4;
        std::uint8_t l1 = line(sides[static_cast<std::size_t>(j)]), l2 = line(sides[static_cast<std::size_t>(k)]);
        maxs[j][k] = l1 == kNo ? 0 : 1;
        mins[j][k] = l1 == kYes ? 1 : 0;
        int angle = face_angle_[static_cast<std::size_t>(cell)][static_cast<std::size_t>(j)];
        int mx = 2 - (l1 == kNo) - (l2 == kNo);
        if (mx == 2 && has(angle, kAtMostOne)) mx = 1;
        int mn = (l1 == kYes) + (l2 == kYes);
        if (mn == 0 && has(angle, kAtLeastOne)) mn = 1;
        maxs[j][k2] = mx;
        mins[j][k2] = mn;
      }
      for (int j = 0; j < 4; ++j) {
        int k = (j + 3) % 4, u = (j + 1) % 4, v = (j + 2) % 4;
        maxs[j][k] = std::min(maxs[j][u] + maxs[u][k], maxs[j][v] + maxs[v][k]);
        mins[j][k] = std::max(mins[j][u] + mins[u][k], mins[j][v] + mins[v][k]);
      }
      for (int j = 0; j < 4 && !mistake_; ++j) {
        int e = sides[static_cast<std::size_t>(j)];
        if (line(e) != kUnknown) continue;
        int k = (j + 1) % 4;
        if (mins[k][j] > clue || maxs[k][j] < clue - 1) {
          mistake_ = true;
          return;
        }
        if (mins[k][j] == clue) set(e, kNo);
        if (maxs[k][j] == clue - 1) set(e, kYes);
        if (!tricky || line(sides[static_cast<std::size_t>(k)]) != kUnknown) continue;
        int angle = face_angle_[static_cast<std::size_t>(cell)][static_cast<std::size_t>(j)];
        int k2 = (j + 2) % 4;
        if (mins[k2][j] > clue - 2) flag(angle, kAtMostOne);
        if (maxs[k2][j] < clue) flag(angle, kAtLeastOne);
      }
    }
    for (int v = 0; v < g_.num_vertices() && !mistake_; ++v) {
      const auto& edges = dot_edges_[static_cast<std::size_t>(v)];
      const int n = static_cast<int>(edges.size());
      auto [unknown, yes, no] = count(edges);
      (void)no;
      for (int j = 0; j < n; ++j) {
        int angle = v * 4 + j;
        int a = edges[static_cast<std::size_t>(j)], b = edges[static_cast<std::size_t>((j + 1) % n)];
        std::uint8_t la = line(a), lb = line(b);
        if (la == kNo || lb == kNo) flag(angle, kAtMostOne);
        if (la == kYes || lb == kYes) flag(angle, kAtLeastOne);
        if (has(angle, kAtMostOne)) {
          if (la == kYes && lb == kUnknown) set(b, kNo);
          if (lb == kYes && la == kUnknown) set(a, kNo);
        }
        if (has(angle, kAtLeastOne)) {
          if (la == kNo && lb == kUnknown) set(b, kYes);
          if (lb == kNo && la == kUnknown) set(a, kYes);
        }
        if (la != kUnknown || lb != kUnknown) continue;
        if (yes == 0 && unknown == 2) {
          if (has(angle, kAtMostOne)) set(a, kNo), set(b, kNo);
          if (has(angle, kAtLeastOne)) set(a, kYes), set(b, kYes);
        }
        if (yes == 1) {
          flag(angle, kAtMostOne);
          if (unknown == 2) flag(angle, kAtLeastOne);
        }
        if (!tricky || !has(angle, kAtLeastOne)) continue;
        // Exactly-one facts cross the dot: pairs sharing no edge with this one get at most one.
        for (int o = 0; o < n; ++o)
          if (o != j && o != (j + 1) % n && (o + 1) % n != j) flag(v * 4 + o, kAtMostOne);
        if (yes == 0 && has(angle, kAtMostOne)) {
          if (unknown == 3) {
            for (int o = 0; o < n; ++o) {
              int e = edges[static_cast<std::size_t>(o)];
              if (e != a && e != b && line(e) == kUnknown) set(e, kYes);
            }
          } else if (unknown == 4) {
            flag(v * 4 + (j + 2) % n, kAtLeastOne);
          }
        }
      }
    }
  }

  // ---- hard: edges known equal or opposite, parity ----
  void merge(int a, int b, int parity) {
    auto joined = dsf_.unite(a, b, parity, scratch_);
    if (joined == solver::ParityUnionFind::Join::Merged) changed_ = true;
    if (joined == solver::ParityUnionFind::Join::Conflict) mistake_ = true;
  }

  template <class Edges>
  void parity(const Edges& edges, int want) {
    std::vector<int> u;
    for (int e : edges)
      if (e != core::kNone && line(e) == kUnknown) u.push_back(e);
    if (u.size() == 2) merge(u[0], u[1], want);
    if (u.size() != 3 && u.size() != 4) return;
    for (std::size_t i = 0; i < u.size(); ++i)
      for (std::size_t j = i + 1; j < u.size(); ++j) {
        int q = dsf_.relation(u[i], u[j]);
        if (q < 0) continue;
        std::vector<int> rest;
        for (std::size_t k = 0; k < u.size(); ++k)
          if (k != i && k != j) rest.push_back(u[k]);
        if (rest.size() == 1) set(rest[0], (want ^ q) ? kYes : kNo);
        else merge(rest[0], rest[1], want ^ q);
        return;
      }
  }

  void linedsf() {
    for (int cell = 0; cell < g_.num_cells() && !mistake_; ++cell) {
      int clue = p_.clues[static_cast<std::size_t>(cell)];
      if (clue == kNoClue) continue;
      const auto& sides = g_.cell_edges(cell);
      auto [unknown, yes, no] = count(sides);
      if (unknown == 0) continue;
      // Two sides known equal cannot both be on (one short) or both off (one over).
      for (int want : {kNo, kYes}) {
        auto n = count(sides);
        if (!(want == kNo ? n[1] + 1 == clue : n[2] + 1 == 4 - clue)) continue;
        for (int i = 0; i < 4; ++i)
          for (int j = i + 1; j < 4; ++j) {
            int a = sides[static_cast<std::size_t>(i)], b = sides[static_cast<std::size_t>(j)];
            if (line(a) == kUnknown && line(b) == kUnknown && dsf_.relation(a, b) == 0)
              set(a, static_cast<std::uint8_t>(want)), set(b, static_cast<std::uint8_t>(want));
          }
      }
      auto n = count(sides);
      parity(sides, (clue - n[1]) & 1);
      (void)unknown, (void)yes, (void)no;
    }
    for (int v = 0; v < g_.num_vertices() && !mistake_; ++v) {
      const auto& edges = dot_edges_[static_cast<std::size_t>(v)];
      const int n = static_cast<int>(edges.size());
      for (int j = 0; j < n; ++j) {
        int a = edges[static_cast<std::size_t>(j)], b = edges[static_cast<std::size_t>((j + 1) % n)];
        if (line(a) != kUnknown || line(b) != kUnknown) continue;
        int angle = v * 4 + j;
        if (dsf_.relation(a, b) == 1) {
          flag(angle, kAtMostOne);
          flag(angle, kAtLeastOne);
        } else if (has(angle, kAtMostOne) && has(angle, kAtLeastOne)) {
          merge(a, b, 1);
        }
      }
      parity(edges, count(edges)[1] & 1);
    }
    for (int e = 0; e < g_.num_edges() && !mistake_; ++e) {
      auto [root, p] = dsf_.find(e);
      if (root == e) continue;
      if (line(root) != kUnknown) set(e, p ? static_cast<std::uint8_t>(3 - line(root)) : line(root));
      else if (line(e) != kUnknown) set(root, p ? static_cast<std::uint8_t>(3 - line(e)) : line(e));
    }
  }

  const Puzzle& p_;
  core::Grid g_;
  TathamLevel level_;
  std::vector<std::uint8_t> lines_, flags_;
  std::vector<std::vector<int>> dot_edges_;
  std::vector<std::array<int, 4>> face_angle_;
  solver::ParityUnionFind dsf_;
  solver::ParityUnionFind::Trail scratch_;
  bool changed_ = false, mistake_ = false, solved_ = false;
};

}  // namespace

bool solvable_at_plain(const Puzzle& puzzle, TathamLevel level) { return Grader(puzzle, level).run(); }

}  // namespace looplab::slitherlink
