// The root propagation of Slitherlink on a Loopy grid (grid_puzzle.hpp): the rules that
// need no square, on the graph view, to a fixpoint, whole-grid sweeps (a root pass,
// not a search: no trail).
//   clue saturation  a clue with as many lines as its number crosses its other sides; one
//                    with as many lines and undecided sides as its number draws them all;
//                    one a cross short, with two undecided sides at a dot a line reaches,
//                    draws its other undecided sides (one of the two is the cross);
//   dot degree       a dot has 0 or 2 lines: two cross the rest, one with a single way on
//                    takes it, none with a single way on crosses it;
//   premature loop   an undecided edge whose ends the lines already join would close a
//                    cycle; it is crossed unless that cycle alone meets every clue and no
//                    line lies off it.
#include <algorithm>
#include <numeric>

#include "families/slitherlink/grid_puzzle.hpp"

namespace looplab::slitherlink {

namespace {

int find(std::vector<int>& parent, int v) {
  while (parent[static_cast<std::size_t>(v)] != v) {
    int& up = parent[static_cast<std::size_t>(v)];
    up = parent[static_cast<std::size_t>(up)];  // halve the path
    v = up;
  }
  return v;
}

}  // namespace

GridFacts propagate_grid(const GridPuzzle& p) {
  const core::LoopGraph& g = p.grid->graph;
  GridFacts out;
  out.edge.assign(static_cast<std::size_t>(g.num_edges()), kEdgeUnknown);
  auto& edge = out.edge;
  bool changed = true;
  auto set = [&](int e, std::int8_t state) {
    edge[static_cast<std::size_t>(e)] = state;
    ++out.decided;
    changed = true;
  };
  // Lines and undecided edges among `edges`.
  auto tally = [&](std::span<const int> edges, int& lines, int& unknown) {
    lines = unknown = 0;
    for (int e : edges) {
      lines += edge[static_cast<std::size_t>(e)] == kEdgeLine;
      unknown += edge[static_cast<std::size_t>(e)] == kEdgeUnknown;
    }
  };
  auto fill = [&](std::span<const int> edges, std::int8_t state) {
    for (int e : edges)
      if (edge[static_cast<std::size_t>(e)] == kEdgeUnknown) set(e, state);
  };
  // One cross short: two undecided sides meeting at a dot a line already reaches cannot
  // both be lines, so the cross is one of them and every other undecided side is a line.
  auto pair_at_a_line = [&](int f) {
    const auto sides = g.face_edges(f);
    for (std::size_t j = 0; j < sides.size(); ++j) {
      const int e1 = sides[j], e2 = sides[(j + 1) % sides.size()];
      if (edge[static_cast<std::size_t>(e1)] != kEdgeUnknown || edge[static_cast<std::size_t>(e2)] != kEdgeUnknown) continue;
      const auto& a = g.edge_vertices(e1);
      const int d = a[0] == g.edge_vertices(e2)[0] || a[0] == g.edge_vertices(e2)[1] ? a[0] : a[1];
      int lines = 0, unknown = 0;
      tally(g.vertex_edges(d), lines, unknown);
      if (lines == 0) continue;
      for (int e : sides)
        if (e != e1 && e != e2 && edge[static_cast<std::size_t>(e)] == kEdgeUnknown) set(e, kEdgeLine);
      return;
    }
  };
  std::vector<int> parent(static_cast<std::size_t>(g.num_vertices())), component_lines(parent.size());
  while (changed) {
    changed = false;
    for (int f = 0; f < g.num_faces(); ++f) {
      const int k = p.clues[static_cast<std::size_t>(f)];
      if (k == kNoClue) continue;
      int lines = 0, unknown = 0;
      tally(g.face_edges(f), lines, unknown);
      if (lines > k || lines + unknown < k) return out.contradiction = true, out;
      if (unknown > 0 && lines == k) fill(g.face_edges(f), kEdgeCross);
      else if (unknown > 0 && lines + unknown == k) fill(g.face_edges(f), kEdgeLine);
      else if (unknown > 2 && lines + unknown == k + 1) pair_at_a_line(f);
    }
    for (int v = 0; v < g.num_vertices(); ++v) {
      int lines = 0, unknown = 0;
      tally(g.vertex_edges(v), lines, unknown);
      if (lines > 2 || (lines == 1 && unknown == 0)) return out.contradiction = true, out;
      if (unknown == 0) continue;
      if (lines == 2) fill(g.vertex_edges(v), kEdgeCross);
      else if (unknown == 1) fill(g.vertex_edges(v), lines == 1 ? kEdgeLine : kEdgeCross);
    }
    // Premature loops: the lines' components, then each undecided edge inside one.
    std::iota(parent.begin(), parent.end(), 0);
    int total_lines = 0;
    for (int e = 0; e < g.num_edges(); ++e)
      if (edge[static_cast<std::size_t>(e)] == kEdgeLine) {
        ++total_lines;
        const auto& ends = g.edge_vertices(e);
        parent[static_cast<std::size_t>(find(parent, ends[0]))] = find(parent, ends[1]);
      }
    std::fill(component_lines.begin(), component_lines.end(), 0);
    for (int e = 0; e < g.num_edges(); ++e)
      if (edge[static_cast<std::size_t>(e)] == kEdgeLine) ++component_lines[static_cast<std::size_t>(find(parent, g.edge_vertices(e)[0]))];
    for (int e = 0; e < g.num_edges(); ++e) {
      if (edge[static_cast<std::size_t>(e)] != kEdgeUnknown) continue;
      const auto& ends = g.edge_vertices(e);
      const int root = find(parent, ends[0]);
      if (root != find(parent, ends[1])) continue;
      // Drawing e closes the cycle of root's lines: the solution only if no line is
      // elsewhere and every clue counts exactly its lines on that cycle and e.
      bool whole = component_lines[static_cast<std::size_t>(root)] == total_lines;
      for (int f = 0; whole && f < g.num_faces(); ++f) {
        const int k = p.clues[static_cast<std::size_t>(f)];
        if (k == kNoClue) continue;
        int lines = 0;
        for (int d : g.face_edges(f)) lines += edge[static_cast<std::size_t>(d)] == kEdgeLine || d == e;
        whole = lines == k;
      }
      if (!whole) set(e, kEdgeCross);
    }
  }
  return out;
}

}  // namespace looplab::slitherlink
