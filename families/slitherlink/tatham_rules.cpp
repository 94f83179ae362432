#include "families/slitherlink/tatham_rules.hpp"

#include <map>
#include <memory>
#include <utility>

#include "core/workspace.hpp"

namespace looplab::slitherlink::tatham {

void Geometry::build(int r, int c) {
  rows = r, cols = c;
  grid = core::Grid(r, c);
  cells = grid.num_cells(), dots = grid.num_vertices(), edges = grid.num_edges();
  dot_edges.assign(static_cast<std::size_t>(dots), {-1, -1, -1, -1});
  dot_order.assign(static_cast<std::size_t>(dots), 0);
  dot_cells.assign(static_cast<std::size_t>(dots), {-1, -1, -1, -1});
  angle_face.assign(static_cast<std::size_t>(dots) * 4, -1);
  face_angle.resize(static_cast<std::size_t>(cells));
  for (int v = 0; v < dots; ++v) {
    int vr = v / (c + 1), vc = v % (c + 1), n = 0;
    int dir_of[4] = {-1, -1, -1, -1};  // position in dot_edges of direction up/right/down/left
    for (int d = 0; d < 4; ++d) {
      int e = grid.vertex_edges(v)[static_cast<std::size_t>(d)];
      if (e != core::kNone)
        dir_of[d] = n, dot_edges[static_cast<std::size_t>(v)][static_cast<std::size_t>(n++)] = e;
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
      if (j >= 0 && next == (j + 1) % n) angle_face[static_cast<std::size_t>(v * 4 + j)] = cell;
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
        if (angle_face[static_cast<std::size_t>(corner[k] * 4 + j)] == cell)
          face_angle[static_cast<std::size_t>(cell)][static_cast<std::size_t>(k)] =
              corner[k] * 4 + j;
  }
}

const Geometry& geometry(int rows, int cols) {
  // One per size, never rebuilt: a grader holding the geometry of one size stays valid
  // while another size is graded on the same thread.
  auto& built = core::thread_workspace<std::map<std::pair<int, int>, std::unique_ptr<Geometry>>>();
  std::unique_ptr<Geometry>& g = built[{rows, cols}];
  if (!g) {
    g = std::make_unique<Geometry>();
    g->build(rows, cols);
  }
  return *g;
}

}  // namespace looplab::slitherlink::tatham
