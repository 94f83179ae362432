#include "families/slitherlink/nogood_search.hpp"

#include <algorithm>
#include <array>
#include <vector>

#include "core/grid.hpp"
#include "families/slitherlink/solver.hpp"

namespace looplab::slitherlink {

namespace {

using solver::Cdcl;
using solver::Lit;
using solver::make_lit;

Lit on(int e) { return make_lit(e, true); }
Lit off(int e) { return make_lit(e, false); }

// The rules of the header, over the edge variables 0..E-1 (cell variables follow).
class LoopRules final : public solver::Propagator {
 public:
  LoopRules(const core::Grid& grid, const Puzzle& puzzle)
      : grid_(grid),
        clue_(puzzle.clues),
        mark_(ix(grid.num_edges()), 0),
        inside_(ix(grid.num_cells()), 0),
        in_region_(ix(grid.num_vertices()), 0) {
    for (int cell = 0; cell < grid.num_cells(); ++cell)
      if (clue_[ix(cell)] != kNoClue) clue_cells_.push_back(cell);
  }

  bool propagate(Cdcl& s, Lit lit) override {
    const int e = solver::var_of(lit);
    if (e >= grid_.num_edges()) return true;
    for (int cell : grid_.edge_cells(e))
      if (cell != core::kNone && clue_[ix(cell)] != kNoClue && !check_cell(s, cell)) return false;
    for (int v : grid_.edge_vertices(e))
      if (!check_vertex(s, v)) return false;
    return lit == on(e) ? check_path(s, e) : true;
  }

  bool accept(Cdcl& s) override {
    std::vector<std::vector<int>> cycles;
    std::vector<std::uint8_t> seen(mark_.size(), 0);
    for (int e = 0; e < grid_.num_edges() && cycles.size() < 2; ++e) {
      if (seen[ix(e)] || s.value(on(e)) <= 0) continue;
      cycles.emplace_back();
      int at = e, v = grid_.edge_vertices(e)[1];
      do {
        seen[ix(at)] = 1;
        cycles.back().push_back(at);
        at = next_line(s, v, at);
        v = other_end(at, v);
      } while (at != e);
    }
    if (cycles.size() < 2) return true;
    // The first loop alone is not a solution whatever else is on: a cut for every clue
    // set, and shorter still when that loop misses a clue.
    if (clues_met(cycles[0], core::kNone)) {
      reason_.clear();
      for (int e : cycles[0]) reason_.push_back(off(e));
      reason_.push_back(off(cycles[1][0]));
    } else {
      cut(s, cycles[0]);
    }
    s.add_clause(reason_);
    return false;
  }

 private:
  static std::size_t ix(int i) { return static_cast<std::size_t>(i); }
  int other_end(int e, int v) const {
    const auto& ends = grid_.edge_vertices(e);
    return ends[0] == v ? ends[1] : ends[0];
  }
  // A line at `v` other than `from`, or kNone.
  int next_line(const Cdcl& s, int v, int from) const {
    for (int f : grid_.vertex_edges(v))
      if (f != core::kNone && f != from && s.value(on(f)) > 0) return f;
    return core::kNone;
  }

  // Clue saturation over a cell's four sides.
  bool check_cell(Cdcl& s, int cell) {
    const int k = clue_[ix(cell)];
    int lines = 0, unknown = 0;
    for (int e : grid_.cell_edges(cell)) {
      const int v = s.value(on(e));
      lines += v > 0;
      unknown += v == 0;
    }
    if (lines > k) return conflict_of(s, grid_.cell_edges(cell), 1);
    if (lines + unknown < k) return conflict_of(s, grid_.cell_edges(cell), -1);
    if (unknown == 0) return true;
    if (lines == k) return imply_all(s, grid_.cell_edges(cell), 1, false);
    if (lines + unknown == k) return imply_all(s, grid_.cell_edges(cell), -1, true);
    return true;
  }

  // Degree 0 or 2 at a dot.
  bool check_vertex(Cdcl& s, int v) {
    const auto& edges = grid_.vertex_edges(v);
    int lines = 0, unknown = 0;
    for (int e : edges) {
      if (e == core::kNone) continue;
      const int x = s.value(on(e));
      lines += x > 0;
      unknown += x == 0;
    }
    if (lines > 2) return conflict_of(s, edges, 1);
    if (lines == 2 && unknown > 0) return imply_all(s, edges, 1, false);
    if (lines == 1 && unknown == 0) return conflict_of(s, edges, 0);
    if (lines == 1 && unknown == 1) return imply_all(s, edges, 0, true);
    if (lines == 0 && unknown == 1) return imply_all(s, edges, -1, false);
    return true;
  }

  // The decided edges of `edges` whose value is `which` (+1 lines, -1 crosses, 0 both),
  // as false literals: the reason for whatever they force.
  void reason_of(const Cdcl& s, const std::array<int, 4>& edges, int which) {
    for (int e : edges) {
      if (e == core::kNone) continue;
      const int x = s.value(on(e));
      if (x != 0 && (which == 0 || x == which)) reason_.push_back(x > 0 ? off(e) : on(e));
    }
  }
  bool conflict_of(Cdcl& s, const std::array<int, 4>& edges, int which) {
    reason_.clear();
    reason_of(s, edges, which);
    s.conflict(reason_);
    return false;
  }
  // Every unknown edge of `edges` becomes `line`, because of the decided ones (`which`).
  bool imply_all(Cdcl& s, const std::array<int, 4>& edges, int which, bool line) {
    reason_.assign(1, 0);
    reason_of(s, edges, which);
    for (int e : edges) {
      if (e == core::kNone || s.value(on(e)) != 0) continue;
      reason_[0] = line ? on(e) : off(e);
      if (!s.imply(reason_)) return false;
    }
    return true;
  }

  // No premature loop, for the new line `e`: follow the path through it to both ends.
  bool check_path(Cdcl& s, int e) {
    path_.assign(1, e);
    const auto [a, b] = grid_.edge_vertices(e);
    const int end_b = walk(s, b, e);
    if (end_b == kClosed) {
      if (clues_met(path_, core::kNone)) return true;  // possibly the solution
      cut(s, path_);
      s.conflict(reason_);
      return false;
    }
    const int end_a = end_b == kLost ? kLost : walk(s, a, e);
    if (end_a < 0) return true;
    int join = core::kNone;
    for (int f : grid_.vertex_edges(end_a))
      if (f != core::kNone && other_end(f, end_a) == end_b) join = f;
    if (join == core::kNone || s.value(on(join)) != 0 || clues_met(path_, join)) return true;
    reason_.assign(1, off(join));
    for (int f : path_) reason_.push_back(off(f));
    return s.imply(reason_);
  }
  static constexpr int kClosed = -2, kLost = -3;
  // Follows lines from `v` (reached by `from`) to the path's end, appending them to
  // path_: the end dot, kClosed when the path comes back to path_[0], kLost when a dot
  // of degree 3 (not yet seen by its rule) sends it round another cycle.
  int walk(const Cdcl& s, int v, int from) {
    for (std::size_t steps = 0; steps < mark_.size(); ++steps) {
      const int f = next_line(s, v, from);
      if (f == core::kNone) return v;
      if (f == path_[0]) return kClosed;
      path_.push_back(f);
      v = other_end(f, v);
      from = f;
    }
    return kLost;
  }

  // reason_ := a clause that the closed cycle `cycle` (every edge on, missing a clue)
  // violates: a region cut (header) when one holds, else "not all of it".
  void cut(const Cdcl& s, const std::vector<int>& cycle) {
    reason_.clear();
    // The cells inside: those the outside cannot reach without crossing the cycle.
    for (int e : cycle) mark_[ix(e)] = 1;
    std::fill(inside_.begin(), inside_.end(), 1);
    stack_.clear();
    for (int e = 0; e < grid_.num_edges(); ++e) {
      const auto [a, b] = grid_.edge_cells(e);
      if ((a == core::kNone) == (b == core::kNone) || mark_[ix(e)]) continue;
      const int c = a == core::kNone ? b : a;
      if (inside_[ix(c)]) {
        inside_[ix(c)] = 0;
        stack_.push_back(c);
      }
    }
    while (!stack_.empty()) {
      const int c = stack_.back();
      stack_.pop_back();
      for (int e : grid_.cell_edges(c)) {
        if (mark_[ix(e)]) continue;
        const auto [a, b] = grid_.edge_cells(e);
        const int d = a == c ? b : a;
        if (d != core::kNone && inside_[ix(d)]) {
          inside_[ix(d)] = 0;
          stack_.push_back(d);
        }
      }
    }
    // For R the inside (side 1) then the outside (side 0): a dot is in R when a cell of
    // that side touches it (the grid's border dots touch the outside).
    // The first region cut that holds, the inside first (shorter, as a rule).
    best_.clear();
    for (int e : cycle) best_.push_back(off(e));
    for (int side = 1; side >= 0; --side) {
      std::fill(in_region_.begin(), in_region_.end(), 0);
      for (int c = 0; c < grid_.num_cells(); ++c)
        if (inside_[ix(c)] == side)
          for (int e : grid_.cell_edges(c))
            for (int v : grid_.edge_vertices(e)) in_region_[ix(v)] = 1;
      if (side == 0)
        for (int e = 0; e < grid_.num_edges(); ++e)
          if (grid_.edge_cells(e)[0] == core::kNone || grid_.edge_cells(e)[1] == core::kNone)
            for (int v : grid_.edge_vertices(e)) in_region_[ix(v)] = 1;
      const bool beyond = std::any_of(clue_cells_.begin(), clue_cells_.end(), [&](int x) {
        if (clue_[ix(x)] == 0) return false;
        for (int e : grid_.cell_edges(x))
          if (in_region_[ix(grid_.edge_vertices(e)[0])] && in_region_[ix(grid_.edge_vertices(e)[1])]) return false;
        return true;
      });
      if (!beyond) continue;
      reason_.assign(1, off(cycle[0]));
      bool crossed = true;  // every way out is crossed (else a rule has yet to see it)
      for (int e : cycle)
        for (int v : grid_.edge_vertices(e))
          for (int f : grid_.vertex_edges(v)) {
            if (f == core::kNone || mark_[ix(f)] || side_of(f) == side) continue;
            crossed = crossed && s.value(on(f)) < 0;
            reason_.push_back(on(f));
          }
      std::sort(reason_.begin() + 1, reason_.end());
      reason_.erase(std::unique(reason_.begin() + 1, reason_.end()), reason_.end());
      if (crossed) {
        best_.swap(reason_);
        break;
      }
    }
    for (int e : cycle) mark_[ix(e)] = 0;
    reason_.swap(best_);
  }
  // The side (1 inside) of an edge off the cycle, by the cells along it.
  int side_of(int e) const {
    const auto [a, b] = grid_.edge_cells(e);
    return a == core::kNone ? inside_[ix(b)] : b == core::kNone ? inside_[ix(a)] : inside_[ix(a)] | inside_[ix(b)];
  }

  // Whether the loop made of `edges` (and `extra`, unless kNone) meets every clue.
  bool clues_met(const std::vector<int>& edges, int extra) {
    for (int e : edges) mark_[ix(e)] = 1;
    if (extra != core::kNone) mark_[ix(extra)] = 1;
    bool met = true;
    for (int cell : clue_cells_) {
      int sides = 0;
      for (int e : grid_.cell_edges(cell)) sides += mark_[ix(e)];
      if (sides != clue_[ix(cell)]) {
        met = false;
        break;
      }
    }
    for (int e : edges) mark_[ix(e)] = 0;
    if (extra != core::kNone) mark_[ix(extra)] = 0;
    return met;
  }

  const core::Grid& grid_;
  std::vector<std::int8_t> clue_;
  std::vector<int> clue_cells_;
  std::vector<std::uint8_t> mark_;  // per edge (scratch)
  std::vector<int> path_, stack_;
  std::vector<std::uint8_t> inside_, in_region_;  // per cell, per dot (cut's scratch)
  std::vector<Lit> reason_, best_;
};

}  // namespace

NogoodResult nogood_count(const Puzzle& puzzle, std::uint64_t limit, std::uint64_t max_conflicts,
                          const Solver* root) {
  const core::Grid grid(puzzle.rows, puzzle.cols);
  const int edges = grid.num_edges();
  auto inside = [&](int cell, bool yes) { return make_lit(edges + cell, yes); };
  LoopRules rules(grid, puzzle);
  Cdcl s(edges + grid.num_cells(), rules);
  // An edge is on exactly when its two cells differ; the outside is not inside.
  for (int e = 0; e < edges; ++e) {
    const auto [a, b] = grid.edge_cells(e);
    if (a == core::kNone || b == core::kNone) {
      const int c = a == core::kNone ? b : a;
      s.add_clause(std::vector<Lit>{off(e), inside(c, true)});
      s.add_clause(std::vector<Lit>{on(e), inside(c, false)});
      continue;
    }
    for (int x = 0; x < 2; ++x)
      for (int y = 0; y < 2; ++y)
        s.add_clause(std::vector<Lit>{x == y ? off(e) : on(e), inside(a, x != 0), inside(b, y != 0)});
  }
  std::vector<Lit> some;
  for (int e = 0; e < edges; ++e) some.push_back(on(e));
  s.add_clause(some);
  // Clues of 0 and 4 need no reason: their sides are facts.
  for (int cell = 0; cell < grid.num_cells(); ++cell) {
    const int k = puzzle.clues[static_cast<std::size_t>(cell)];
    if (k == 0 || k == 4)
      for (int e : grid.cell_edges(cell)) s.add_clause(std::vector<Lit>{k == 4 ? on(e) : off(e)});
  }
  if (root) {
    const auto& states = root->root_states();
    const auto& colours = root->root_colours();
    for (int e = 0; e < edges; ++e) {
      const auto state = states[static_cast<std::size_t>(e)];
      if (state != Solver::kUnknown) s.add_clause(std::vector<Lit>{state == Solver::kLine ? on(e) : off(e)});
    }
    for (int cell = 0; cell < grid.num_cells(); ++cell) {
      const auto [other, differ] = colours[static_cast<std::size_t>(cell)];
      if (other == cell) continue;
      if (other >= grid.num_cells()) {
        s.add_clause(std::vector<Lit>{inside(cell, differ != 0)});
        continue;
      }
      s.add_clause(std::vector<Lit>{inside(cell, false), inside(other, differ == 0)});
      s.add_clause(std::vector<Lit>{inside(cell, true), inside(other, differ != 0)});
    }
  }

  NogoodResult out;
  for (;;) {
    const std::uint64_t used = s.stats().conflicts;
    if (max_conflicts != 0 && used >= max_conflicts) break;
    const auto answer = s.solve(max_conflicts == 0 ? 0 : max_conflicts - used);
    if (answer == solver::CdclAnswer::Unknown) break;
    if (answer == solver::CdclAnswer::Unsat) {
      out.complete = true;
      break;
    }
    EdgeSet loop(puzzle.rows, puzzle.cols);
    std::vector<Lit> block;
    for (int e = 0; e < edges; ++e)
      if (s.value(on(e)) > 0) {
        loop.on[static_cast<std::size_t>(e)] = 1;
        block.push_back(off(e));
      }
    ++out.solutions;
    if (!out.first)
      out.first = loop;
    else if (!out.second)
      out.second = loop;
    if (limit != 0 && out.solutions >= limit) break;
    s.add_clause(block);
  }
  out.stats = s.stats();
  return out;
}

SolveResult solve_with_nogoods(const Puzzle& puzzle, std::uint64_t limit, std::uint64_t max_conflicts) {
  LK_REQUIRE(limit != 0, "solve_with_nogoods takes a finite limit");
  Solver root(puzzle.rows, puzzle.cols);
  SolveResult r = root.solve(puzzle, {.limit = limit, .max_nodes = kEscalationNodes});
  if (r.complete || r.solutions >= limit) return r;
  NogoodResult n = nogood_count(puzzle, limit, max_conflicts, &root);
  r.solutions = n.solutions;
  r.complete = n.complete;
  r.first = std::move(n.first);
  r.second = std::move(n.second);
  r.engine = Engine::Sat;
  r.sat.conflicts = n.stats.conflicts;
  return r;
}

}  // namespace looplab::slitherlink
