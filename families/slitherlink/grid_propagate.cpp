// The root propagation of Slitherlink on a Loopy grid (grid_puzzle.hpp): the rules that
// need no square, on the graph view, to a fixpoint (a root pass, not a search: no
// trail). The local rules run from a work list (a decided edge wakes its faces, its
// dots and the faces around a dot it reaches), premature loops from the ends of the paths
// when the list runs dry. Clues can be added to a fixpoint already reached
// (GridPropagation), so clue removal for Loopy's Easy level builds its candidates on
// shared work.
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

GridPropagation::GridPropagation(std::shared_ptr<const core::LoopyGrid> grid) : grid_(std::move(grid)) { clear(); }

void GridPropagation::clear() {
  const core::LoopGraph& g = grid_->graph;
  state_.clues.assign(static_cast<std::size_t>(g.num_faces()), kNoClue);
  state_.facts = GridFacts{};
  state_.facts.edge.assign(static_cast<std::size_t>(g.num_edges()), kEdgeUnknown);
  state_.queued.assign(static_cast<std::size_t>(g.num_faces() + g.num_vertices()), 0);
  state_.work.clear();
  state_.parent.resize(static_cast<std::size_t>(g.num_vertices()));
  std::iota(state_.parent.begin(), state_.parent.end(), 0);
  state_.ends.resize(state_.parent.size());
  for (int v = 0; v < g.num_vertices(); ++v) state_.ends[static_cast<std::size_t>(v)] = {v, v};
  state_.component_lines.assign(state_.parent.size(), 0);
  state_.dot_lines.assign(state_.parent.size(), 0);
  state_.lines = 0;
  state_.closing.clear();
  for (int v = 0; v < g.num_vertices(); ++v) wake(g.num_faces() + v);
}

void GridPropagation::wake(int item) {
  if (!state_.queued[static_cast<std::size_t>(item)]) {
    state_.queued[static_cast<std::size_t>(item)] = 1;
    state_.work.push_back(item);
  }
}

void GridPropagation::wake_face(int f) {
  if (f != grid_->graph.outer_face() && state_.clues[static_cast<std::size_t>(f)] != kNoClue) wake(f);
}

void GridPropagation::add_clue(int face, int value) {
  state_.clues[static_cast<std::size_t>(face)] = static_cast<std::int8_t>(value);
  wake_face(face);
}

void GridPropagation::set(int e, std::int8_t state) {
  const core::LoopGraph& g = grid_->graph;
  state_.facts.edge[static_cast<std::size_t>(e)] = state;
  ++state_.facts.decided;
  for (int f : g.edge_faces(e)) wake_face(f);
  for (int v : g.edge_vertices(e)) {
    wake(g.num_faces() + v);
    // A dot its first line reaches: the pairs at it, in every face around.
    if (state == kEdgeLine && ++state_.dot_lines[static_cast<std::size_t>(v)] == 1)
      for (int d : g.vertex_edges(v))
        for (int f : g.edge_faces(d)) wake_face(f);
  }
  if (state == kEdgeLine) join(e);
}

// A line joins two paths of lines into one (or closes one). An undecided edge between
// the two ends of the path would close it: such edges wait in `closing` for the sweep
// of premature loops. (An undecided edge at a dot inside a path is the dot rule's.)
void GridPropagation::join(int e) {
  const core::LoopGraph& g = grid_->graph;
  auto& parent = state_.parent;
  const auto& at = g.edge_vertices(e);
  const int a = find(parent, at[0]), b = find(parent, at[1]);
  ++state_.lines;
  if (a == b) {
    ++state_.component_lines[static_cast<std::size_t>(a)];
    return;
  }
  // The far end of each path from the new line (a lone dot is its own far end).
  auto far = [&](int root, int v) {
    const auto& ends = state_.ends[static_cast<std::size_t>(root)];
    return ends[0] == v ? ends[1] : ends[0];
  };
  const int x = far(a, at[0]), y = far(b, at[1]);
  parent[static_cast<std::size_t>(a)] = b;
  state_.ends[static_cast<std::size_t>(b)] = {x, y};
  state_.component_lines[static_cast<std::size_t>(b)] += state_.component_lines[static_cast<std::size_t>(a)] + 1;
  for (int d : g.vertex_edges(x)) {
    const auto& ends = g.edge_vertices(d);
    if ((ends[0] == y || ends[1] == y) && state_.facts.edge[static_cast<std::size_t>(d)] == kEdgeUnknown)
      state_.closing.push_back(d);
  }
}

const GridFacts& GridPropagation::run() {
  const core::LoopGraph& g = grid_->graph;
  GridFacts& out = state_.facts;
  auto& edge = out.edge;
  const auto& clues = state_.clues;
  if (out.contradiction) return out;
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
  // The local rules of one face or dot; false on a contradiction.
  const int faces = g.num_faces();
  auto apply = [&](int item) {
    int lines = 0, unknown = 0;
    if (item < faces) {
      const int k = clues[static_cast<std::size_t>(item)];
      tally(g.face_edges(item), lines, unknown);
      if (lines > k || lines + unknown < k) return false;
      if (unknown > 0 && lines == k) fill(g.face_edges(item), kEdgeCross);
      else if (unknown > 0 && lines + unknown == k) fill(g.face_edges(item), kEdgeLine);
      else if (unknown > 2 && lines + unknown == k + 1) pair_at_a_line(item);
      return true;
    }
    const int v = item - faces;
    tally(g.vertex_edges(v), lines, unknown);
    if (lines > 2 || (lines == 1 && unknown == 0)) return false;
    if (unknown == 0) return true;
    if (lines == 2) fill(g.vertex_edges(v), kEdgeCross);
    else if (unknown == 1) fill(g.vertex_edges(v), lines == 1 ? kEdgeLine : kEdgeCross);
    return true;
  };
  for (bool changed = true; changed;) {
    while (!state_.work.empty()) {
      const int item = state_.work.back();
      state_.work.pop_back();
      state_.queued[static_cast<std::size_t>(item)] = 0;
      if (!apply(item)) return out.contradiction = true, out;
    }
    const int before = out.decided;
    // Premature loops: each undecided edge that joins the two ends of a path of lines.
    std::vector<int> closing;
    closing.swap(state_.closing);
    for (int e : closing) {
      if (edge[static_cast<std::size_t>(e)] != kEdgeUnknown) continue;
      const int root = find(state_.parent, g.edge_vertices(e)[0]);
      // Drawing e closes the cycle of root's lines: the solution only if no line is
      // elsewhere and every clue counts exactly its lines on that cycle and e.
      bool whole = state_.component_lines[static_cast<std::size_t>(root)] == state_.lines;
      for (int f = 0; whole && f < g.num_faces(); ++f) {
        const int k = clues[static_cast<std::size_t>(f)];
        if (k == kNoClue) continue;
        int lines = 0;
        for (int d : g.face_edges(f)) lines += edge[static_cast<std::size_t>(d)] == kEdgeLine || d == e;
        whole = lines == k;
      }
      if (!whole) set(e, kEdgeCross);
      else state_.closing.push_back(e);  // the solution for now: looked at again after more facts
    }
    changed = out.decided != before;
  }
  return out;
}

GridFacts propagate_grid(const GridPuzzle& p) {
  GridPropagation propagation(p.grid);
  for (std::size_t f = 0; f < p.clues.size(); ++f)
    if (p.clues[f] != kNoClue) propagation.add_clue(static_cast<int>(f), p.clues[f]);
  return propagation.run();
}

}  // namespace looplab::slitherlink
