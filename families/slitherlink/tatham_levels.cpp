// The Loopy-level grader of tatham_levels.hpp, driven by work queues: a deduction is
// re-examined only where something it reads has changed (an edge, a pair fact, an
// edge class), cheapest kind first, and loop detection runs only when every queue is
// empty and one full sweep confirms that nothing moves. It reaches the same states as
// the whole-grid passes of tatham_levels_plain.cpp, at a fraction of the work.
#include "families/slitherlink/tatham_levels.hpp"

#include <algorithm>
#include <array>
#include <vector>

#include "core/grid.hpp"

namespace looplab::slitherlink {

namespace {

enum : std::uint8_t { kUnknown = 0, kYes = 1, kNo = 2 };
enum : std::uint8_t { kAtMostOne = 1, kAtLeastOne = 2 };
enum Kind { kTrivial, kPairs, kClasses, kKinds };

// The grid as the grader walks it, built once per size and thread.
struct Geometry {
  int rows = 0, cols = 0, cells = 0, dots = 0, edges = 0;
  core::Grid grid;
  std::vector<std::array<int, 4>> dot_edges;   // clockwise, -1 padded
  std::vector<int> dot_order;
  std::vector<std::array<int, 4>> dot_cells;   // cells touching a dot, -1 padded
  std::vector<std::array<int, 4>> face_angle;  // corner k of a cell -> angle id dot*4+j
  std::vector<int> angle_face;                 // angle id -> cell, or -1 outside

  void build(int r, int c) {
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
        if (e != core::kNone) dir_of[d] = n, dot_edges[static_cast<std::size_t>(v)][static_cast<std::size_t>(n++)] = e;
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
    for (int cell = 0; cell < cells; ++cell) {
      int cr = cell / c, cc = cell % c;
      const int corner[4] = {grid.vertex(cr, cc + 1), grid.vertex(cr + 1, cc + 1), grid.vertex(cr + 1, cc), grid.vertex(cr, cc)};
      for (int k = 0; k < 4; ++k)
        for (int j = 0; j < 4; ++j)
          if (angle_face[static_cast<std::size_t>(corner[k] * 4 + j)] == cell)
            face_angle[static_cast<std::size_t>(cell)][static_cast<std::size_t>(k)] = corner[k] * 4 + j;
    }
  }
};

const Geometry& geometry(int rows, int cols) {
  thread_local Geometry g;
  if (g.rows != rows || g.cols != cols) g.build(rows, cols);
  return g;
}

// Buffers reused from run to run on a thread: the generator grades thousands of
// puzzles of one size, and allocation would otherwise cost as much as the deductions.
struct Workspace {
  std::vector<std::uint8_t> lines, flags, resolved, queued[kKinds], queued_edge;
  std::vector<int> queue[kKinds], edge_queue, dot_parent, dot_size, parent, parity, size, next;
};

class Grader {
 public:
  Grader(const Puzzle& p, TathamLevel level, Workspace& w)
      : p_(p), g_(geometry(p.rows, p.cols)), level_(level), lines_(w.lines), flags_(w.flags), queue_{&w.queue[0], &w.queue[1], &w.queue[2]},
        edge_queue_(w.edge_queue), queued_{&w.queued[0], &w.queued[1], &w.queued[2]}, queued_edge_(w.queued_edge),
        dot_parent_(w.dot_parent), dot_size_(w.dot_size), parent_(w.parent), parity_(w.parity), size_(w.size),
        next_(w.next), resolved_(w.resolved) {
    lines_.assign(static_cast<std::size_t>(g_.edges), kUnknown);
    flags_.assign(static_cast<std::size_t>(g_.dots) * 4, 0);
    dot_parent_.resize(static_cast<std::size_t>(g_.dots));
    dot_size_.assign(static_cast<std::size_t>(g_.dots), 1);
    for (int v = 0; v < g_.dots; ++v) dot_parent_[static_cast<std::size_t>(v)] = v;
    kinds_ = level >= TathamLevel::Hard ? 3 : level >= TathamLevel::Normal ? 2 : 1;
    if (kinds_ == 3) {
      const auto n = static_cast<std::size_t>(g_.edges);
      parent_.resize(n), parity_.assign(n, 0), size_.assign(n, 1), next_.resize(n), resolved_.assign(n, 0);
      for (int e = 0; e < g_.edges; ++e) parent_[static_cast<std::size_t>(e)] = next_[static_cast<std::size_t>(e)] = e;
    }
    const auto items = static_cast<std::size_t>(g_.cells + g_.dots);
    for (int k = 0; k < kinds_; ++k) queued_[k]->assign(items, 0), queue_[k]->clear();
    queued_edge_.assign(static_cast<std::size_t>(g_.edges), 0);
    edge_queue_.clear();
  }

  bool run() {
    sweep();
    for (;;) {
      drain();
      if (mistake_) return false;
      const std::uint64_t before = changes_;
      loops();
      if (mistake_ || ambiguous_) return false;
      if (solved_) return true;
      if (changes_ == before) return false;
    }
  }

 private:
  // ---- queues ----
  void push(int kind, int item) {
    if (kind >= kinds_) return;
    auto& q = (*queued_[kind])[static_cast<std::size_t>(item)];
    if (!q) q = 1, queue_[kind]->push_back(item);
  }
  void push_cell(int cell) {
    for (int k = 0; k < kinds_; ++k) push(k, cell);
  }
  void push_dot(int dot) {
    for (int k = 0; k < kinds_; ++k) push(k, g_.cells + dot);
  }
  void push_edge_class(int e) {
    auto& q = queued_edge_[static_cast<std::size_t>(e)];
    if (kinds_ == 3 && !q) q = 1, edge_queue_.push_back(e);
  }
  void sweep() {
    for (int i = 0; i < g_.cells; ++i)
      if (clue(i) != kNoClue) push_cell(i);
    for (int v = 0; v < g_.dots; ++v) push_dot(v);
  }
  void drain() {
    while (!mistake_ && step()) {
    }
  }
  // One item of the cheapest non-empty queue; false when all are empty.
  bool step() {
    for (int k = 0; k < kinds_; ++k) {
      if (queue_[k]->empty()) continue;
      int item = queue_[k]->back();
      queue_[k]->pop_back();
      (*queued_[k])[static_cast<std::size_t>(item)] = 0;
      const bool cell = item < g_.cells;
      const int id = cell ? item : item - g_.cells;
      if (k == kTrivial) cell ? trivial_cell(id) : trivial_dot(id);
      else if (k == kPairs) cell ? pairs_cell(id) : pairs_dot(id);
      else cell ? classes_cell(id) : classes_dot(id);
      return true;
    }
    if (!edge_queue_.empty()) {
      int e = edge_queue_.back();
      edge_queue_.pop_back();
      queued_edge_[static_cast<std::size_t>(e)] = 0;
      spread_class(e);
      return true;
    }
    return false;
  }

  // ---- state changes, each waking what reads it ----
  std::uint8_t line(int e) const { return lines_[static_cast<std::size_t>(e)]; }
  void set(int e, std::uint8_t value) {
    std::uint8_t& l = lines_[static_cast<std::size_t>(e)];
    if (l == value) return;
    if (l != kUnknown) {
      mistake_ = true;
      return;
    }
    l = value;
    ++changes_;
    auto [a, b] = g_.grid.edge_vertices(e);
    for (int v : {a, b}) {
      push_dot(v);
      // Only clued cells have rules; the cells around a dot read its lines.
      for (int cell : g_.dot_cells[static_cast<std::size_t>(v)])
        if (cell >= 0 && clue(cell) != kNoClue) push_cell(cell);
    }
    if (value == kYes) {
      ++yes_edges_;
      join_dots(a, b);
    }
    push_edge_class(e);
  }
  bool has(int angle, std::uint8_t f) const { return flags_[static_cast<std::size_t>(angle)] & f; }
  void flag(int angle, std::uint8_t f) {
    auto& x = flags_[static_cast<std::size_t>(angle)];
    if (x & f) return;
    x |= f;
    ++changes_;
    push(kPairs, g_.cells + angle / 4);
    push(kClasses, g_.cells + angle / 4);
    int face = g_.angle_face[static_cast<std::size_t>(angle)];
    if (face >= 0 && clue(face) != kNoClue) push(kPairs, face);
  }

  int dot_edge(int v, int j) const { return g_.dot_edges[static_cast<std::size_t>(v)][static_cast<std::size_t>(j)]; }
  int order(int v) const { return g_.dot_order[static_cast<std::size_t>(v)]; }
  const std::array<int, 4>& sides(int cell) const { return g_.grid.cell_edges(cell); }
  int clue(int cell) const { return p_.clues[static_cast<std::size_t>(cell)]; }
  std::array<int, 3> count_cell(int cell) const {
    std::array<int, 3> n{0, 0, 0};
    for (int e : sides(cell)) ++n[line(e)];
    return n;  // unknown, yes, no
  }
  std::array<int, 3> count_dot(int v) const {
    std::array<int, 3> n{0, 0, 0};
    for (int j = 0; j < order(v); ++j) ++n[line(dot_edge(v, j))];
    return n;
  }

  // ---- easy: counting at cells and dots ----
  void trivial_cell(int cell) {
    int c = clue(cell);
    if (c == kNoClue) return;
    auto [unknown, yes, no] = count_cell(cell);
    if (unknown == 0) return;
    if (c < yes || 4 - c < no) {
      mistake_ = true;
      return;
    }
    const auto& s = sides(cell);
    if (c == yes || 4 - c == no) {
      for (int e : s)
        if (line(e) == kUnknown) set(e, c == yes ? kNo : kYes);
      return;
    }
    if (4 - c != no + 1 || unknown <= 2) return;
    for (int k = 0; k < 4; ++k) {
      int a = s[static_cast<std::size_t>(k)], b = s[static_cast<std::size_t>((k + 1) % 4)];
      if (line(a) != kUnknown || line(b) != kUnknown) continue;
      if (count_dot(g_.face_angle[static_cast<std::size_t>(cell)][static_cast<std::size_t>(k)] / 4)[1] == 0) continue;
      for (int e : s)
        if (e != a && e != b && line(e) == kUnknown) set(e, kYes);
      return;
    }
  }

  void trivial_dot(int v) {
    auto [unknown, yes, no] = count_dot(v);
    (void)no;
    if (yes > 2 || (yes == 1 && unknown == 0)) {
      mistake_ = true;
      return;
    }
    std::uint8_t fill = yes == 0 && unknown == 1 ? kNo : yes == 1 && unknown == 1 ? kYes : yes == 2 && unknown > 0 ? kNo : kUnknown;
    if (fill == kUnknown) return;
    for (int j = 0; j < order(v); ++j)
      if (line(dot_edge(v, j)) == kUnknown) set(dot_edge(v, j), fill);
  }

  // ---- easy: no loop before the last one (only when everything else is quiet) ----
  int dot_root(int v) {
    while (dot_parent_[static_cast<std::size_t>(v)] != v)
      v = dot_parent_[static_cast<std::size_t>(v)] = dot_parent_[static_cast<std::size_t>(dot_parent_[static_cast<std::size_t>(v)])];
    return v;
  }
  void join_dots(int a, int b) {
    a = dot_root(a), b = dot_root(b);
    if (a == b) return;
    if (dot_size_[static_cast<std::size_t>(a)] < dot_size_[static_cast<std::size_t>(b)]) std::swap(a, b);
    dot_parent_[static_cast<std::size_t>(b)] = a;
    dot_size_[static_cast<std::size_t>(a)] += dot_size_[static_cast<std::size_t>(b)];
  }

  void loops() {
    int clues = 0, sat = 0, sm1 = 0;
    for (int cell = 0; cell < g_.cells; ++cell) {
      if (clue(cell) == kNoClue) continue;
      ++clues;
      int y = count_cell(cell)[1];
      sat += y == clue(cell);
      sm1 += y == clue(cell) - 1;
    }
    int shortest = g_.dots;
    for (int v = 0; v < g_.dots; ++v)
      if (dot_root(v) == v && dot_size_[static_cast<std::size_t>(v)] > 1)
        shortest = std::min(shortest, dot_size_[static_cast<std::size_t>(v)]);
    if (yes_edges_ > 0 && sat == clues && shortest == yes_edges_) {
      solved_ = true;
      return;
    }
    for (int e = 0; e < g_.edges; ++e) {
      if (line(e) != kUnknown) continue;
      auto [a, b] = g_.grid.edge_vertices(e);
      int root = dot_root(a);
      if (root != dot_root(b)) continue;
      std::uint8_t value = kNo;
      if (dot_size_[static_cast<std::size_t>(root)] == yes_edges_ + 1) {
        int near = 0;
        for (int cell : g_.grid.edge_cells(e))
          if (cell != core::kNone && clue(cell) != kNoClue && count_cell(cell)[1] == clue(cell) - 1) ++near;
        if (sm1 == near && sm1 + sat == clues) value = kYes;
      }
      set(e, value);
      if (value == kYes) {
        ambiguous_ = true;  // a solution by elimination, not a deduction
        return;
      }
    }
  }

  // ---- normal and tricky: pairs of edges at a dot ----
  void pairs_cell(int cell) {
    int c = clue(cell);
    if (c == kNoClue) return;
    const auto& s = sides(cell);
    if (count_cell(cell)[0] == 0) return;
    const auto& corner = g_.face_angle[static_cast<std::size_t>(cell)];
    int mins[4][4] = {}, maxs[4][4] = {};
    for (int j = 0; j < 4; ++j) {
      int k = (j + 1) % 4, k2 = (j + 2) % 4;
      std::uint8_t l1 = line(s[static_cast<std::size_t>(j)]), l2 = line(s[static_cast<std::size_t>(k)]);
      maxs[j][k] = l1 == kNo ? 0 : 1;
      mins[j][k] = l1 == kYes ? 1 : 0;
      int mx = 2 - (l1 == kNo) - (l2 == kNo), mn = (l1 == kYes) + (l2 == kYes);
      if (mx == 2 && has(corner[static_cast<std::size_t>(j)], kAtMostOne)) mx = 1;
      if (mn == 0 && has(corner[static_cast<std::size_t>(j)], kAtLeastOne)) mn = 1;
      maxs[j][k2] = mx;
      mins[j][k2] = mn;
    }
    for (int j = 0; j < 4; ++j) {
      int k = (j + 3) % 4, u = (j + 1) % 4, v = (j + 2) % 4;
      maxs[j][k] = std::min(maxs[j][u] + maxs[u][k], maxs[j][v] + maxs[v][k]);
      mins[j][k] = std::max(mins[j][u] + mins[u][k], mins[j][v] + mins[v][k]);
    }
    const bool tricky = level_ >= TathamLevel::Tricky;
    for (int j = 0; j < 4 && !mistake_; ++j) {
      int e = s[static_cast<std::size_t>(j)];
      if (line(e) != kUnknown) continue;
      int k = (j + 1) % 4;
      if (mins[k][j] > c || maxs[k][j] < c - 1) {
        mistake_ = true;
        return;
      }
      if (mins[k][j] == c) set(e, kNo);
      if (maxs[k][j] == c - 1) set(e, kYes);
      if (!tricky || line(s[static_cast<std::size_t>(k)]) != kUnknown) continue;
      int k2 = (j + 2) % 4;
      if (mins[k2][j] > c - 2) flag(corner[static_cast<std::size_t>(j)], kAtMostOne);
      if (maxs[k2][j] < c) flag(corner[static_cast<std::size_t>(j)], kAtLeastOne);
    }
  }

  void pairs_dot(int v) {
    const int n = order(v);
    auto [unknown, yes, no] = count_dot(v);
    (void)no;
    const bool tricky = level_ >= TathamLevel::Tricky;
    for (int j = 0; j < n && !mistake_; ++j) {
      int angle = v * 4 + j;
      int a = dot_edge(v, j), b = dot_edge(v, (j + 1) % n);
      std::uint8_t la = line(a), lb = line(b);
      if (la == kNo || lb == kNo) flag(angle, kAtMostOne);
      if (la == kYes || lb == kYes) flag(angle, kAtLeastOne);
      if (has(angle, kAtMostOne)) {
        if (la == kYes && lb == kUnknown) set(b, kNo);
        if (lb == kYes && la == kUnknown) set(a, kNo);
      }
      if (has(angle, kAtLeastOne)) {
        if (la == kNo && lb == kUnknown) set(b, kYes);
        if (lb == kNo && la == kUnknown) set(a, kYes);
      }
      if (la != kUnknown || lb != kUnknown) continue;
      if (yes == 0 && unknown == 2) {
        if (has(angle, kAtMostOne)) set(a, kNo), set(b, kNo);
        if (has(angle, kAtLeastOne)) set(a, kYes), set(b, kYes);
      }
      if (yes == 1) {
        flag(angle, kAtMostOne);
        if (unknown == 2) flag(angle, kAtLeastOne);
      }
      if (!tricky || !has(angle, kAtLeastOne)) continue;
      for (int o = 0; o < n; ++o)
        if (o != j && o != (j + 1) % n && (o + 1) % n != j) flag(v * 4 + o, kAtMostOne);
      if (yes == 0 && has(angle, kAtMostOne)) {
        if (unknown == 3) {
          for (int o = 0; o < n; ++o) {
            int e = dot_edge(v, o);
            if (e != a && e != b && line(e) == kUnknown) set(e, kYes);
          }
        } else if (unknown == 4) {
          flag(v * 4 + (j + 2) % n, kAtLeastOne);
        }
      }
    }
  }

  // ---- hard: edge classes (equal or opposite) and parity ----
  int find(int e, int& par) const {
    par = 0;
    while (parent_[static_cast<std::size_t>(e)] != e) par ^= parity_[static_cast<std::size_t>(e)], e = parent_[static_cast<std::size_t>(e)];
    return e;
  }
  int relation(int a, int b) const {
    int pa, pb;
    int ra = find(a, pa), rb = find(b, pb);
    return ra == rb ? (pa ^ pb) : -1;
  }
  void merge(int a, int b, int want) {
    int pa, pb;
    int ra = find(a, pa), rb = find(b, pb);
    if (ra == rb) {
      if ((pa ^ pb) != want) mistake_ = true;
      return;
    }
    if (size_[static_cast<std::size_t>(ra)] < size_[static_cast<std::size_t>(rb)]) std::swap(ra, rb);
    // Relations between the two classes are new: wake every place the smaller one shows.
    for (int m = rb;;) {
      auto [x, y] = g_.grid.edge_vertices(m);
      for (int v : {x, y}) {
        push(kClasses, g_.cells + v);
        for (int cell : g_.dot_cells[static_cast<std::size_t>(v)])
          if (cell >= 0 && clue(cell) != kNoClue) push(kClasses, cell);
      }
      m = next_[static_cast<std::size_t>(m)];
      if (m == rb) break;
    }
    parent_[static_cast<std::size_t>(rb)] = ra;
    parity_[static_cast<std::size_t>(rb)] = pa ^ pb ^ want;
    size_[static_cast<std::size_t>(ra)] += size_[static_cast<std::size_t>(rb)];
    std::swap(next_[static_cast<std::size_t>(ra)], next_[static_cast<std::size_t>(rb)]);  // splice the member rings
    resolved_[static_cast<std::size_t>(ra)] = 0;
    push_edge_class(ra);
    ++changes_;
  }
  // Once one edge of a class is known, all of it is.
  void spread_class(int e) {
    int pe;
    int root = find(e, pe);
    if (resolved_[static_cast<std::size_t>(root)]) return;
    int known = -1, known_par = 0;
    for (int m = root;;) {
      if (line(m) != kUnknown) {
        known = m;
        find(m, known_par);
        break;
      }
      m = next_[static_cast<std::size_t>(m)];
      if (m == root) break;
    }
    if (known < 0) return;
    resolved_[static_cast<std::size_t>(root)] = 1;
    const int value = line(known) == kYes ? 1 : 0;
    for (int m = root;;) {
      int pm;
      find(m, pm);
      set(m, (value ^ known_par ^ pm) ? kYes : kNo);
      if (mistake_) return;
      m = next_[static_cast<std::size_t>(m)];
      if (m == root) break;
    }
  }

  template <std::size_t N>
  void parity(const std::array<int, N>& edges, int count, int want) {
    int u[4], n = 0;
    for (int i = 0; i < count; ++i)
      if (line(edges[static_cast<std::size_t>(i)]) == kUnknown) u[n++] = edges[static_cast<std::size_t>(i)];
    if (n == 2) merge(u[0], u[1], want);
    if (n != 3 && n != 4) return;
    for (int i = 0; i < n; ++i)
      for (int j = i + 1; j < n; ++j) {
        int q = relation(u[i], u[j]);
        if (q < 0) continue;
        int rest[2], r = 0;
        for (int k = 0; k < n; ++k)
          if (k != i && k != j) rest[r++] = u[k];
        if (r == 1) set(rest[0], (want ^ q) ? kYes : kNo);
        else merge(rest[0], rest[1], want ^ q);
        return;
      }
  }

  void classes_cell(int cell) {
    int c = clue(cell);
    if (c == kNoClue) return;
    const auto& s = sides(cell);
    if (count_cell(cell)[0] == 0) return;
    for (std::uint8_t want : {kNo, kYes}) {
      auto n = count_cell(cell);
      if (!(want == kNo ? n[1] + 1 == c : n[2] + 1 == 4 - c)) continue;
      for (int i = 0; i < 4; ++i)
        for (int j = i + 1; j < 4; ++j) {
          int a = s[static_cast<std::size_t>(i)], b = s[static_cast<std::size_t>(j)];
          if (line(a) == kUnknown && line(b) == kUnknown && relation(a, b) == 0) set(a, want), set(b, want);
        }
    }
    if (mistake_) return;
    parity(s, 4, (c - count_cell(cell)[1]) & 1);
  }

  void classes_dot(int v) {
    const int n = order(v);
    for (int j = 0; j < n; ++j) {
      int a = dot_edge(v, j), b = dot_edge(v, (j + 1) % n);
      if (line(a) != kUnknown || line(b) != kUnknown) continue;
      int angle = v * 4 + j;
      if (relation(a, b) == 1) {
        flag(angle, kAtMostOne);
        flag(angle, kAtLeastOne);
      } else if (has(angle, kAtMostOne) && has(angle, kAtLeastOne)) {
        merge(a, b, 1);
      }
    }
    if (!mistake_) parity(g_.dot_edges[static_cast<std::size_t>(v)], n, count_dot(v)[1] & 1);
  }

  const Puzzle& p_;
  const Geometry& g_;
  TathamLevel level_;
  int kinds_;
  std::vector<std::uint8_t>& lines_;
  std::vector<std::uint8_t>& flags_;
  std::vector<int>* queue_[kKinds];
  std::vector<int>& edge_queue_;
  std::vector<std::uint8_t>* queued_[kKinds];
  std::vector<std::uint8_t>& queued_edge_;
  std::vector<int>& dot_parent_;
  std::vector<int>& dot_size_;
  int yes_edges_ = 0;
  std::vector<int>& parent_;
  std::vector<int>& parity_;
  std::vector<int>& size_;
  std::vector<int>& next_;
  std::vector<std::uint8_t>& resolved_;
  bool mistake_ = false, solved_ = false, ambiguous_ = false;
  std::uint64_t changes_ = 0;  // edges set, pair facts and class merges so far
};

}  // namespace

std::string_view to_string(TathamLevel level) {
  switch (level) {
    case TathamLevel::Easy: return "easy";
    case TathamLevel::Normal: return "normal";
    case TathamLevel::Tricky: return "tricky";
    case TathamLevel::Hard: return "hard";
  }
  return "easy";
}

std::optional<TathamLevel> parse_tatham_level(std::string_view name) {
  for (auto l : {TathamLevel::Easy, TathamLevel::Normal, TathamLevel::Tricky, TathamLevel::Hard})
    if (to_string(l) == name) return l;
  return std::nullopt;
}

bool solvable_at(const Puzzle& puzzle, TathamLevel level) {
  thread_local Workspace workspace;
  return Grader(puzzle, level, workspace).run();
}

std::optional<TathamLevel> tatham_level(const Puzzle& puzzle) {
  for (auto l : {TathamLevel::Easy, TathamLevel::Normal, TathamLevel::Tricky, TathamLevel::Hard})
    if (solvable_at(puzzle, l)) return l;
  return std::nullopt;
}

}  // namespace looplab::slitherlink
