#include "core/loop_graph.hpp"

namespace looplab::core {

LoopGraph::LoopGraph(const Lists& lists) { build(lists); }

LoopGraph::LoopGraph(const Grid& grid) {
  Lists l;
  l.vertex_edges.resize(static_cast<std::size_t>(grid.num_vertices()));
  for (int v = 0; v < grid.num_vertices(); ++v)
    for (int e : grid.vertex_edges(v))
      if (e != kNone) l.vertex_edges[static_cast<std::size_t>(v)].push_back(e);
  const int outer = grid.num_cells();
  for (int e = 0; e < grid.num_edges(); ++e) {
    l.edge_vertices.push_back(grid.edge_vertices(e));
    auto sides = grid.edge_cells(e);
    for (int& f : sides)
      if (f == kNone) f = outer;
    l.edge_faces.push_back(sides);
  }
  for (int f = 0; f < grid.num_cells(); ++f) {
    const auto& sides = grid.cell_edges(f);
    l.face_edges.emplace_back(sides.begin(), sides.end());
  }
  build(l);
}

void LoopGraph::build(const Lists& l) {
  LK_REQUIRE(l.edge_vertices.size() == l.edge_faces.size(), "LoopGraph: one vertex pair and one face pair per edge");
  edge_vertices_ = l.edge_vertices;
  edge_faces_ = l.edge_faces;
  vertex_start_.assign(1, 0);
  for (const auto& at : l.vertex_edges) {
    vertex_edge_list_.insert(vertex_edge_list_.end(), at.begin(), at.end());
    vertex_start_.push_back(static_cast<int>(vertex_edge_list_.size()));
  }
  face_start_.assign(1, 0);
  for (const auto& sides : l.face_edges) {
    face_edge_list_.insert(face_edge_list_.end(), sides.begin(), sides.end());
    face_start_.push_back(static_cast<int>(face_edge_list_.size()));
  }
  const int outer = static_cast<int>(l.face_edges.size());
  for (int e = 0; e < num_edges(); ++e) {
    const auto& sides = edge_faces_[static_cast<std::size_t>(e)];
    LK_REQUIRE(sides[0] >= 0 && sides[0] <= outer && sides[1] >= 0 && sides[1] <= outer,
               "LoopGraph: an edge's face out of range");
    if (sides[0] == outer || sides[1] == outer) face_edge_list_.push_back(e);
  }
  face_start_.push_back(static_cast<int>(face_edge_list_.size()));
  for (int f = 0; f <= outer; ++f)
    for (int e : face_edges(f)) face_neighbour_list_.push_back(other_face(e, f));
}

std::vector<std::uint8_t> face_boundary(const LoopGraph& graph, const std::vector<std::uint8_t>& inside) {
  LK_REQUIRE(inside.size() == static_cast<std::size_t>(graph.num_faces()), "one flag per inner face");
  auto in = [&](int f) { return f != graph.outer_face() && inside[static_cast<std::size_t>(f)] != 0; };
  std::vector<std::uint8_t> on(static_cast<std::size_t>(graph.num_edges()), 0);
  for (int e = 0; e < graph.num_edges(); ++e) {
    const auto& [a, b] = graph.edge_faces(e);
    on[static_cast<std::size_t>(e)] = in(a) != in(b);
  }
  return on;
}

bool is_one_cycle(const LoopGraph& graph, const std::vector<std::uint8_t>& on) {
  LK_REQUIRE(on.size() == static_cast<std::size_t>(graph.num_edges()), "one flag per edge");
  int edges = 0, start = kNone;
  for (int v = 0; v < graph.num_vertices(); ++v) {
    int degree = 0;
    for (int e : graph.vertex_edges(v)) degree += on[static_cast<std::size_t>(e)] != 0;
    if (degree != 0 && degree != 2) return false;
    if (degree == 2 && start == kNone) start = v;
    edges += degree;
  }
  if (start == kNone) return false;
  // Walk the cycle through `start`; it must use every edge that is on.
  int walked = 0, v = start, from = kNone;
  do {
    int next_edge = kNone;
    for (int e : graph.vertex_edges(v))
      if (on[static_cast<std::size_t>(e)] && e != from) next_edge = e;
    from = next_edge;
    v = graph.other_vertex(next_edge, v);
    ++walked;
  } while (v != start);
  return 2 * walked == edges;
}

}  // namespace looplab::core
