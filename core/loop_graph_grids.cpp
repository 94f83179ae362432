#include "core/loop_graph_grids.hpp"

#include <algorithm>
#include <cmath>
#include <map>
#include <utility>

namespace looplab::core {

LoopGraph plane_graph(std::span<const PlanePoint> points, const std::vector<std::vector<int>>& faces) {
  LoopGraph::Lists l;
  const int outer = static_cast<int>(faces.size());
  l.vertex_edges.resize(points.size());
  l.face_edges.resize(faces.size());
  // A point on k faces has at most k + 1 edges: room for them at once.
  std::vector<int> on_faces(points.size(), 1);
  std::size_t corners = 0;
  for (const auto& ring : faces) {
    corners += ring.size();
    for (int v : ring) ++on_faces[static_cast<std::size_t>(v)];
  }
  for (std::size_t v = 0; v < points.size(); ++v) l.vertex_edges[v].reserve(static_cast<std::size_t>(on_faces[v]));
  l.edge_vertices.reserve(corners), l.edge_faces.reserve(corners);
  // An edge is found again from its lesser end's edges, a handful at most.
  auto edge_of = [&](int a, int b) {
    const auto [lo, hi] = std::minmax(a, b);
    for (int e : l.vertex_edges[static_cast<std::size_t>(lo)])
      if (l.edge_vertices[static_cast<std::size_t>(e)][1] == hi) return e;
    return -1;
  };
  for (int f = 0; f < outer; ++f) {
    const auto& ring = faces[static_cast<std::size_t>(f)];
    auto& sides = l.face_edges[static_cast<std::size_t>(f)];
    sides.reserve(ring.size());
    for (std::size_t k = 0; k < ring.size(); ++k) {
      const int a = ring[k], b = ring[k + 1 == ring.size() ? 0 : k + 1];
      int e = edge_of(a, b);
      if (e < 0) {
        e = static_cast<int>(l.edge_vertices.size());
        l.edge_vertices.push_back({std::min(a, b), std::max(a, b)});
        l.edge_faces.push_back({f, outer});
        l.vertex_edges[static_cast<std::size_t>(a)].push_back(e);
        l.vertex_edges[static_cast<std::size_t>(b)].push_back(e);
      } else {
        l.edge_faces[static_cast<std::size_t>(e)][1] = f;
      }
      sides.push_back(e);
    }
  }
  for (std::size_t v = 0; v < points.size(); ++v) {
    // Clockwise from up (y grows downward): first the directions from straight up to
    // just short of straight down (dx > 0, or up itself), then the rest; within a half,
    // a comes first when b lies clockwise of it (a positive cross product).
    const PlanePoint& at_v = points[v];
    auto direction = [&](int e) {
      const auto& ends = l.edge_vertices[static_cast<std::size_t>(e)];
      const PlanePoint& q = points[static_cast<std::size_t>(ends[0] == static_cast<int>(v) ? ends[1] : ends[0])];
      return PlanePoint{q.x - at_v.x, q.y - at_v.y};
    };
    auto half = [](const PlanePoint& d) { return d.x > 0 || (d.x == 0 && d.y < 0) ? 0 : 1; };
    auto& at = l.vertex_edges[v];
    std::sort(at.begin(), at.end(), [&](int a, int b) {
      const PlanePoint da = direction(a), db = direction(b);
      if (half(da) != half(db)) return half(da) < half(db);
      return da.x * db.y - da.y * db.x > 0;
    });
  }
  return LoopGraph(l);
}

LoopGraph triangular_grid(int side) {
  LK_REQUIRE(side >= 2, "a triangular grid has at least 2 dots a side");
  // Row i holds dots (i, 0..i); dot (i, j) sits at x = j - i/2.
  auto id = [](int i, int j) { return i * (i + 1) / 2 + j; };
  std::vector<PlanePoint> points;
  for (int i = 0; i < side; ++i)
    for (int j = 0; j <= i; ++j) points.push_back({j - 0.5 * i, i * std::sqrt(3.0) / 2});
  std::vector<std::vector<int>> faces;
  for (int i = 0; i + 1 < side; ++i)
    for (int j = 0; j <= i; ++j) {
      if (j > 0) faces.push_back({id(i, j - 1), id(i, j), id(i + 1, j)});  // pointing down
      faces.push_back({id(i, j), id(i + 1, j + 1), id(i + 1, j)});         // pointing up
    }
  return plane_graph(points, faces);
}

LoopGraph hexagonal_grid(int rows, int cols) {
  LK_REQUIRE(rows >= 1 && cols >= 1, "a hexagonal grid has at least one hexagon");
  // Hexagon (r, c) is the brick [x0, x0 + 2] x [r, r + 1], x0 = 2c + (r odd); its dots
  // are the brick's corners and the middles of its top and bottom.
  std::map<std::pair<int, int>, int> dot;  // (y, x) -> id, numbered row by row below
  auto corners = [](int r, int c) {
    const int x0 = 2 * c + (r % 2);
    return std::vector<std::pair<int, int>>{{r, x0}, {r, x0 + 1}, {r, x0 + 2}, {r + 1, x0 + 2}, {r + 1, x0 + 1}, {r + 1, x0}};
  };
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c)
      for (const auto& p : corners(r, c)) dot.emplace(p, 0);
  std::vector<PlanePoint> points;
  for (auto& [yx, v] : dot) {
    v = static_cast<int>(points.size());
    points.push_back({static_cast<double>(yx.second), static_cast<double>(yx.first)});
  }
  std::vector<std::vector<int>> faces;
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c) {
      std::vector<int> ring;
      for (const auto& p : corners(r, c)) ring.push_back(dot.at(p));
      faces.push_back(std::move(ring));
    }
  return plane_graph(points, faces);
}

}  // namespace looplab::core
