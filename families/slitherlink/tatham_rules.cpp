#include "families/slitherlink/tatham_rules.hpp"

#include <algorithm>
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

// Whether a face runs clockwise on the page (y down): a positive shoelace sum.
bool clockwise(const core::LoopyGrid& grid, int face) {
  const auto& ring = grid.faces[static_cast<std::size_t>(face)];
  __int128 twice_area = 0;
  for (std::size_t i = 0; i < ring.size(); ++i) {
    const auto& p = grid.points[static_cast<std::size_t>(ring[i])];
    const auto& q = grid.points[static_cast<std::size_t>(ring[i + 1 == ring.size() ? 0 : i + 1])];
    twice_area += static_cast<__int128>(p[0]) * q[1] - static_cast<__int128>(q[0]) * p[1];
  }
  return twice_area > 0;
}

// Whether the sector clockwise from the side to `a` to the side to `b` at dot `v` lies in
// `face`: a face running clockwise has its inside clockwise from the side to its next
// corner to the side to its previous one.
bool opens_into(const core::LoopyGrid& grid, int face, bool clockwise, int v, int a, int b) {
  const auto& ring = grid.faces[static_cast<std::size_t>(face)];
  const std::size_t n = ring.size();
  const std::size_t at = static_cast<std::size_t>(std::find(ring.begin(), ring.end(), v) - ring.begin());
  if (at == n) return false;
  const int next = ring[at + 1 == n ? 0 : at + 1], prev = ring[at == 0 ? n - 1 : at - 1];
  return clockwise ? next == a && prev == b : prev == a && next == b;
}

}  // namespace

GraphGeometry::GraphGeometry(const core::LoopyGrid& grid) {
  const core::LoopGraph& g = grid.graph;
  cells = g.num_faces(), dots = g.num_vertices(), edges = g.num_edges();
  const int outer = g.outer_face();
  auto face = [outer](int f) { return f == outer ? -1 : f; };
  const auto sides_total = static_cast<std::size_t>(2 * edges);  // angles, and corners of faces at most
  edge_dots_.reserve(static_cast<std::size_t>(edges)), edge_faces_.reserve(static_cast<std::size_t>(edges));
  dot_start_.reserve(static_cast<std::size_t>(dots) + 1), face_start_.reserve(static_cast<std::size_t>(cells) + 1);
  dot_edge_list_.reserve(sides_total), angle_dot_.reserve(sides_total), angle_face_.reserve(sides_total);
  face_sides_.reserve(sides_total), face_corners_.reserve(sides_total);
  dot_face_start_.reserve(static_cast<std::size_t>(dots) + 1), dot_face_list_.reserve(sides_total);
  end_face_start_.reserve(static_cast<std::size_t>(edges) + 1), end_face_list_.reserve(2 * sides_total);
  for (int e = 0; e < edges; ++e) {
    edge_dots_.push_back(g.edge_vertices(e));
    edge_faces_.push_back({face(g.edge_faces(e)[0]), face(g.edge_faces(e)[1])});
  }
  // Angles: the sector clockwise from each edge at a dot to the next. Two edges in a
  // row share one face, unless the dot has only those two: then the points tell which
  // of their two faces the sector opens into.
  std::vector<char> runs_clockwise(static_cast<std::size_t>(cells), -1);  // -1 until asked
  auto is_clockwise = [&](int f) {
    char& c = runs_clockwise[static_cast<std::size_t>(f)];
    if (c < 0) c = clockwise(grid, f);
    return c == 1;
  };
  dot_start_.push_back(0);
  for (int v = 0; v < dots; ++v) {
    const auto at = g.vertex_edges(v);
    const int n = static_cast<int>(at.size());
    LK_REQUIRE(n <= kMaxOrder, "a dot of a Loopy grid has at most 16 edges");
    for (int j = 0; j < n; ++j) {
      const int x = at[static_cast<std::size_t>(j)], y = at[static_cast<std::size_t>(j + 1 == n ? 0 : j + 1)];
      std::array<int, 2> common;
      std::size_t shared = 0;
      for (int f : edge_faces_[static_cast<std::size_t>(x)])
        if ((f == edge_faces_[static_cast<std::size_t>(y)][0] || f == edge_faces_[static_cast<std::size_t>(y)][1]) &&
            std::find(common.begin(), common.begin() + shared, f) == common.begin() + shared)
          common[shared++] = f;
      int in = shared == 0 ? -1 : common[0];
      if (shared == 2) {
        in = -1;
        for (int f : common)
          if (f >= 0 && opens_into(grid, f, is_clockwise(f), v, g.other_vertex(x, v), g.other_vertex(y, v))) in = f;
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
      const int x = s[static_cast<std::size_t>(k)], y = s[static_cast<std::size_t>(k + 1 == n ? 0 : k + 1)];
      const auto& ex = edge_dots_[static_cast<std::size_t>(x)];
      const int v = ex[0] == edge_dots_[static_cast<std::size_t>(y)][0] || ex[0] == edge_dots_[static_cast<std::size_t>(y)][1]
                        ? ex[0]
                        : ex[1];
      int corner_angle = -1;
      for (int j = 0; j < order(v); ++j) {
        const int a = dot_edge(v, j), b = dot_edge(v, j + 1 == order(v) ? 0 : j + 1);
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
