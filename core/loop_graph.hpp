#pragma once
// The host of a loop as a plane graph: vertices, edges and faces in flat adjacency
// arrays indexed by dense ids, so the loop machinery (solver/loop_*.hpp) reads no
// coordinates and serves any grid that provides these lists.
//
//   vertex -> its edges          vertex_edges(v), in turning order around v
//   edge   -> its two vertices   edge_vertices(e)
//   edge   -> its two faces      edge_faces(e), the outer face explicit: outer_face()
//   face   -> its edges          face_edges(f), for the inner faces and the outer one
//
// A loop is a set of edges with degree 0 or 2 at every vertex forming one cycle; it
// splits the faces into inside and outside (the outer face outside), and an edge is on
// the loop exactly when its two faces lie on different sides. Loop puzzles hang their
// clues on faces (numbers counting a face's loop edges) or on vertices (marks the loop
// passes through).
//
// The square grid of dots (`LoopGraph(const Grid&)`) is the first instance: vertex, edge
// and face ids are core::Grid's vertex, edge and cell ids (so core::EdgeSet serves as
// is), vertex_edges lists up, right, down, left without the missing ones, face_edges
// top, right, bottom, left, and the outer face (id num_faces()) lists the border edges.
//
// Another grid (triangular, hexagonal, Penrose) provides the same four lists through
// `LoopGraph(Lists)`: every edge with its two end vertices and the two faces it
// separates (one of them the outer face on the border), each vertex's edges in turning
// order, and each face's edges in turning order (consecutive edges share a vertex).
// core/loop_graph_grids.hpp builds the triangular and hexagonal grids, core/loopy_grids.hpp
// the grids of Simon Tatham's Loopy in its own order. Nothing in
// solver/loop_* or generator/graph_* assumes four edges at a vertex or a face. What
// stays square-only is named where it is defined: the corner patterns of a face-clue
// family (its patterns.cpp) and the square grid's packed fast paths in generator/
// (docs/ARCHITECTURE.md).
//
// Cost: O(V + E + F) memory; every accessor is O(1) (edge_between scans one vertex).
#include <array>
#include <cstdint>
#include <span>
#include <vector>

#include "core/grid.hpp"

namespace looplab::core {

class LoopGraph {
 public:
  struct Lists {
    std::vector<std::vector<int>> vertex_edges;  // per vertex, in turning order
    std::vector<std::array<int, 2>> edge_vertices;
    std::vector<std::array<int, 2>> edge_faces;  // the outer face is faces.size()
    std::vector<std::vector<int>> face_edges;    // inner faces only
  };

  LoopGraph() = default;
  explicit LoopGraph(const Grid& grid);
  explicit LoopGraph(const Lists& lists);

  int num_vertices() const { return static_cast<int>(vertex_start_.size()) - 1; }
  int num_edges() const { return static_cast<int>(edge_vertices_.size()); }
  int num_faces() const { return static_cast<int>(face_start_.size()) - 2; }  // inner faces
  int outer_face() const { return num_faces(); }

  std::span<const int> vertex_edges(int v) const { return slice(vertex_edge_list_, vertex_start_, v); }
  std::span<const int> face_edges(int f) const { return slice(face_edge_list_, face_start_, f); }
  // The face across each of face_edges(f), in the same order (floods read it in one go).
  std::span<const int> face_neighbours(int f) const { return slice(face_neighbour_list_, face_start_, f); }
  const std::array<int, 2>& edge_vertices(int e) const { return edge_vertices_[static_cast<std::size_t>(e)]; }
  const std::array<int, 2>& edge_faces(int e) const { return edge_faces_[static_cast<std::size_t>(e)]; }
  int other_vertex(int e, int v) const {
    const auto& ends = edge_vertices(e);
    return ends[0] == v ? ends[1] : ends[0];
  }
  int other_face(int e, int f) const {
    const auto& sides = edge_faces(e);
    return sides[0] == f ? sides[1] : sides[0];
  }
  // The edge joining vertices a and b, or kNone.
  int edge_between(int a, int b) const {
    for (int e : vertex_edges(a)) {
      const auto& ends = edge_vertices(e);
      if (ends[0] + ends[1] == a + b) return e;  // one end is a, so the other is b
    }
    return kNone;
  }

 private:
  static std::span<const int> slice(const std::vector<int>& list, const std::vector<int>& start, int i) {
    const auto k = static_cast<std::size_t>(i);
    return {list.data() + start[k], static_cast<std::size_t>(start[k + 1] - start[k])};
  }
  void build(const Lists& lists);

  std::vector<int> vertex_start_, vertex_edge_list_;
  std::vector<int> face_start_, face_edge_list_;  // num_faces() + 1 lists: the outer face last
  std::vector<int> face_neighbour_list_;          // beside face_edge_list_
  std::vector<std::array<int, 2>> edge_vertices_, edge_faces_;
};

// The loop around a set of inner faces (1 = inside, per face): an edge is on when its two
// faces differ, the outer face counting as outside (core::boundary_edges on any graph).
std::vector<std::uint8_t> face_boundary(const LoopGraph& graph, const std::vector<std::uint8_t>& inside);

// True when the edges on (one flag per edge) are one simple cycle: not empty, degree 0
// or 2 at every vertex, and connected. The plain check every loop is held to in tests.
bool is_one_cycle(const LoopGraph& graph, const std::vector<std::uint8_t>& on);

}  // namespace looplab::core
