// The graph view of a loop's host (core/loop_graph.hpp) on the square grid and on a
// hand-made triangular one: incidences agree both ways and Euler's formula holds.
#include <algorithm>
#include <catch2/catch.hpp>

#include "core/loop_graph.hpp"

using namespace looplab;
using core::LoopGraph;

namespace {

bool contains(std::span<const int> list, int x) { return std::find(list.begin(), list.end(), x) != list.end(); }

// Every edge is listed at both its vertices and both its faces, and nowhere else.
void check_incidences(const LoopGraph& g) {
  std::size_t at_vertices = 0, at_faces = 0;
  for (int v = 0; v < g.num_vertices(); ++v) at_vertices += g.vertex_edges(v).size();
  for (int f = 0; f <= g.num_faces(); ++f) at_faces += g.face_edges(f).size();
  CHECK(at_vertices == 2 * static_cast<std::size_t>(g.num_edges()));
  CHECK(at_faces == 2 * static_cast<std::size_t>(g.num_edges()));
  for (int e = 0; e < g.num_edges(); ++e) {
    for (int v : g.edge_vertices(e)) CHECK(contains(g.vertex_edges(v), e));
    for (int f : g.edge_faces(e)) CHECK(contains(g.face_edges(f), e));
    for (int f : g.edge_faces(e)) {
      const auto edges = g.face_edges(f);
      const auto i = static_cast<std::size_t>(std::find(edges.begin(), edges.end(), e) - edges.begin());
      CHECK(g.face_neighbours(f)[i] == g.other_face(e, f));
    }
    const auto [a, b] = g.edge_vertices(e);
    CHECK(g.edge_between(a, b) == e);
    CHECK(g.edge_between(b, a) == e);
  }
  // A connected plane graph: V - E + F = 2, the outer face counted.
  CHECK(g.num_vertices() - g.num_edges() + g.num_faces() + 1 == 2);
}

}  // namespace

TEST_CASE("the square grid's graph view keeps core::Grid's ids and order", "[core]") {
  for (auto [rows, cols] : {std::pair{1, 1}, {2, 3}, {5, 4}}) {
    const core::Grid grid(rows, cols);
    const LoopGraph g(grid);
    REQUIRE(g.num_vertices() == grid.num_vertices());
    REQUIRE(g.num_edges() == grid.num_edges());
    REQUIRE(g.num_faces() == grid.num_cells());
    CHECK(g.face_edges(g.outer_face()).size() == static_cast<std::size_t>(2 * (rows + cols)));
    for (int v = 0; v < grid.num_vertices(); ++v) {
      std::vector<int> expected;
      for (int e : grid.vertex_edges(v))
        if (e != core::kNone) expected.push_back(e);
      const auto got = g.vertex_edges(v);
      CHECK(std::vector<int>(got.begin(), got.end()) == expected);
    }
    for (int f = 0; f < grid.num_cells(); ++f) {
      const auto got = g.face_edges(f);
      CHECK(std::vector<int>(got.begin(), got.end()) ==
            std::vector<int>(grid.cell_edges(f).begin(), grid.cell_edges(f).end()));
    }
    for (int e = 0; e < grid.num_edges(); ++e)
      for (int k = 0; k < 2; ++k) {
        const int cell = grid.edge_cells(e)[static_cast<std::size_t>(k)];
        CHECK(g.edge_faces(e)[static_cast<std::size_t>(k)] == (cell == core::kNone ? g.outer_face() : cell));
      }
    check_incidences(g);
  }
  CHECK(LoopGraph(core::Grid(2, 2)).edge_between(0, 4) == core::kNone);  // diagonal dots
}

TEST_CASE("a triangular grid is a graph view too", "[core]") {
  // Two triangles sharing edge 2:   v0 --e0-- v1
  //                                   \ f0  / \ .
  //                                   e1  e2   e3
  //                                     \ / f1  \ .
  //                                     v2 --e4-- v3
  LoopGraph::Lists l;
  l.edge_vertices = {{0, 1}, {0, 2}, {1, 2}, {1, 3}, {2, 3}};
  l.edge_faces = {{2, 0}, {0, 2}, {0, 1}, {1, 2}, {1, 2}};
  l.vertex_edges = {{0, 1}, {0, 2, 3}, {1, 2, 4}, {3, 4}};
  l.face_edges = {{0, 2, 1}, {2, 3, 4}};
  const LoopGraph g(l);
  CHECK(g.num_faces() == 2);
  CHECK(g.face_edges(g.outer_face()).size() == 4);
  check_incidences(g);
}
