#include "families/slitherlink/tatham_rules.hpp"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <string>
#include <tuple>
#include <memory>
#include <utility>

#include "core/error.hpp"
#include "core/recent_cache.hpp"
#include "core/workspace.hpp"

namespace looplab::slitherlink::tatham {

void Geometry::build(int r, int c) {
  rows = r, cols = c;
  grid = core::Grid(r, c);
  cells = grid.num_cells(), dots = grid.num_vertices(), edges = grid.num_edges();
  dot_edge_list.assign(static_cast<std::size_t>(dots), {-1, -1, -1, -1});
  dot_order.assign(static_cast<std::size_t>(dots), 0);
  dot_cells.assign(static_cast<std::size_t>(dots), {-1, -1, -1, -1});
  angles = dots * 4;
  angle_cell.assign(static_cast<std::size_t>(angles), -1);
  face_angle.resize(static_cast<std::size_t>(cells));
  for (int v = 0; v < dots; ++v) {
    int vr = v / (c + 1), vc = v % (c + 1), n = 0;
    int dir_of[4] = {-1, -1, -1, -1};  // position in dot_edges of direction up/right/down/left
    for (int d = 0; d < 4; ++d) {
      int e = grid.vertex_edges(v)[static_cast<std::size_t>(d)];
      if (e != core::kNone)
        dir_of[d] = n, dot_edge_list[static_cast<std::size_t>(v)][static_cast<std::size_t>(n++)] = e;
    }
    dot_order[static_cast<std::size_t>(v)] = n;
    // The quadrant between direction d and d+1 (clockwise) is the NE, SE, SW, NW cell.
    const int qr[4] = {vr - 1, vr, vr, vr - 1}, qc[4] = {vc, vc, vc - 1, vc - 1};
    int k = 0;
    for (int d = 0; d < 4; ++d) {
      if (qr[d] < 0 || qc[d] < 0 || qr[d] >= r || qc[d] >= c) continue;
      int cell = qr[d] * c + qc[d];
      dot_cells[static_cast<std::size_t>(v)][static_cast<std::size_t>(k++)] = cell;
      // A cell in a quadrant has both bounding edges, so both directions exist.
      int j = dir_of[d], next = dir_of[(d + 1) % 4];
      if (j >= 0 && next == (j + 1) % n) angle_cell[static_cast<std::size_t>(v * 4 + j)] = cell;
    }
  }
  end_cells.assign(static_cast<std::size_t>(edges), {-1, -1, -1, -1});
  for (int e = 0; e < edges; ++e) {
    int k = 0;
    const auto& beside = grid.edge_cells(e);
    for (int v : grid.edge_vertices(e))
      for (int cell : dot_cells[static_cast<std::size_t>(v)])
        if (cell >= 0 && cell != beside[0] && cell != beside[1])
          end_cells[static_cast<std::size_t>(e)][static_cast<std::size_t>(k++)] = cell;
  }
  for (int cell = 0; cell < cells; ++cell) {
    int cr = cell / c, cc = cell % c;
    const int corner[4] = {grid.vertex(cr, cc + 1), grid.vertex(cr + 1, cc + 1),
                           grid.vertex(cr + 1, cc), grid.vertex(cr, cc)};
    for (int k = 0; k < 4; ++k)
      for (int j = 0; j < 4; ++j)
        if (angle_cell[static_cast<std::size_t>(corner[k] * 4 + j)] == cell)
          face_angle[static_cast<std::size_t>(cell)][static_cast<std::size_t>(k)] =
              corner[k] * 4 + j;
  }
}

std::shared_ptr<const Geometry> geometry(int rows, int cols) {
  auto& recent = core::thread_workspace<core::RecentCache<std::pair<int, int>, Geometry>>();
  return recent.get({rows, cols}, [&] {
    Geometry g;
    g.build(rows, cols);
    return g;
  });
}

}  // namespace looplab::slitherlink::tatham

namespace looplab::slitherlink::tatham {

namespace {

// Clockwise from up, y down, as the graph view sorts a dot's edges.
double bearing(const std::array<long, 2>& from, const std::array<long, 2>& to) {
  const double a = std::atan2(static_cast<double>(to[0] - from[0]), static_cast<double>(from[1] - to[1]));
  return a < 0 ? a + 2 * std::numbers::pi : a;
}

bool inside(const core::LoopyGrid& grid, int face, double x, double y) {
  const auto& ring = grid.faces[static_cast<std::size_t>(face)];
  bool in = false;
  for (std::size_t i = 0, j = ring.size() - 1; i < ring.size(); j = i++) {
    const auto& p = grid.points[static_cast<std::size_t>(ring[i])];
    const auto& q = grid.points[static_cast<std::size_t>(ring[j])];
    const double py = static_cast<double>(p[1]), qy = static_cast<double>(q[1]);
    if ((py > y) != (qy > y) &&
        x < static_cast<double>(q[0] - p[0]) * (y - py) / (qy - py) + static_cast<double>(p[0]))
      in = !in;
  }
  return in;
}

}  // namespace

GraphGeometry::GraphGeometry(const core::LoopyGrid& grid) {
  const core::LoopGraph& g = grid.graph;
  cells = g.num_faces(), dots = g.num_vertices(), edges = g.num_edges();
  const int outer = g.outer_face();
  auto face = [outer](int f) { return f == outer ? -1 : f; };
  for (int e = 0; e < edges; ++e) {
    edge_dots_.push_back(g.edge_vertices(e));
    edge_faces_.push_back({face(g.edge_faces(e)[0]), face(g.edge_faces(e)[1])});
  }
  // Angles: the sector clockwise from each edge at a dot to the next. Two edges in a
  // row share one face, unless the dot has only those two: then the points tell which
  // of their two faces the sector opens into.
  dot_start_.push_back(0);
  for (int v = 0; v < dots; ++v) {
    const auto at = g.vertex_edges(v);
    const int n = static_cast<int>(at.size());
    LK_REQUIRE(n <= kMaxOrder, "a dot of a Loopy grid has at most 16 edges");
    for (int j = 0; j < n; ++j) {
      const int x = at[static_cast<std::size_t>(j)], y = at[static_cast<std::size_t>((j + 1) % n)];
      std::vector<int> common;
      for (int f : edge_faces_[static_cast<std::size_t>(x)])
        if ((f == edge_faces_[static_cast<std::size_t>(y)][0] || f == edge_faces_[static_cast<std::size_t>(y)][1]) &&
            std::find(common.begin(), common.end(), f) == common.end())
          common.push_back(f);
      int in = common.empty() ? -1 : common[0];
      if (common.size() == 2) {
        const auto& p = grid.points[static_cast<std::size_t>(v)];
        const double a = bearing(p, grid.points[static_cast<std::size_t>(g.other_vertex(x, v))]);
        double b = bearing(p, grid.points[static_cast<std::size_t>(g.other_vertex(y, v))]);
        if (b <= a) b += 2 * std::numbers::pi;
        const double mid = (a + b) / 2, step = 1e-3;
        const double px = static_cast<double>(p[0]) + step * std::sin(mid);
        const double py = static_cast<double>(p[1]) - step * std::cos(mid);
        in = -1;
        for (int f : common)
          if (f >= 0 && inside(grid, f, px, py)) in = f;
      }
      dot_edge_list_.push_back(x);
      angle_dot_.push_back(v);
      angle_face_.push_back(in);
    }
    dot_start_.push_back(static_cast<int>(dot_edge_list_.size()));
  }
  angles = static_cast<int>(angle_dot_.size());
  // Corner k of a face: its angle at the dot sides k and k + 1 share.
  face_start_.push_back(0);
  for (int f = 0; f < cells; ++f) {
    const auto s = g.face_edges(f);
    const int n = static_cast<int>(s.size());
    LK_REQUIRE(n <= kMaxOrder, "a face of a Loopy grid has at most 16 sides");
    for (int k = 0; k < n; ++k) {
      const int x = s[static_cast<std::size_t>(k)], y = s[static_cast<std::size_t>((k + 1) % n)];
      const auto& ex = edge_dots_[static_cast<std::size_t>(x)];
      const int v = ex[0] == edge_dots_[static_cast<std::size_t>(y)][0] || ex[0] == edge_dots_[static_cast<std::size_t>(y)][1]
                        ? ex[0]
                        : ex[1];
      int corner_angle = -1;
      for (int j = 0; j < order(v); ++j) {
        const int a = dot_edge(v, j), b = dot_edge(v, (j + 1) % order(v));
        if (((a == x && b == y) || (a == y && b == x)) && angle_face_[static_cast<std::size_t>(angle(v, j))] == f)
          corner_angle = angle(v, j);
      }
      LK_REQUIRE(corner_angle >= 0, "every corner of a face is an angle at its dot");
      face_sides_.push_back(x);
      face_corners_.push_back(corner_angle);
    }
    face_start_.push_back(static_cast<int>(face_sides_.size()));
  }
  // Faces at a dot, and faces at an end of an edge but not beside it: each a row of a
  // flat list, a face in it once.
  auto add_once = [](std::vector<int>& list, const std::vector<int>& start, int f) {
    if (std::find(list.begin() + start.back(), list.end(), f) == list.end()) list.push_back(f);
  };
  dot_face_start_.push_back(0);
  for (int v = 0; v < dots; ++v) {
    for (int j = 0; j < order(v); ++j)
      if (const int f = angle_face(angle(v, j)); f >= 0) add_once(dot_face_list_, dot_face_start_, f);
    dot_face_start_.push_back(static_cast<int>(dot_face_list_.size()));
  }
  end_face_start_.push_back(0);
  for (int e = 0; e < edges; ++e) {
    const auto& beside = edge_faces(e);
    for (int v : edge_dots(e))
      for (int f : dot_faces(v))
        if (f != beside[0] && f != beside[1]) add_once(end_face_list_, end_face_start_, f);
    end_face_start_.push_back(static_cast<int>(end_face_list_.size()));
  }
}

int GraphGeometry::edge_between(int u, int v) const {
  for (int e : dot_edges(u)) {
    const auto& ends = edge_dots(e);
    if (ends[0] + ends[1] == u + v) return e;  // one end is u, so the other is v
  }
  return -1;
}

std::shared_ptr<const GraphGeometry> graph_geometry(const core::LoopyGrid& grid) {
  using Key = std::tuple<int, int, int, std::string>;
  auto& recent = core::thread_workspace<core::RecentCache<Key, GraphGeometry>>();
  return recent.get({grid.type, grid.width, grid.height, grid.desc}, [&] { return GraphGeometry(grid); });
}

}  // namespace looplab::slitherlink::tatham
