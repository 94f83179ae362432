// Pearl's Easy level as its own small deduction (tatham_levels.hpp says why it is not a
// rule set of our solver). Pearl reasons per cell: each cell keeps the shapes it may
// still take (empty, two straights, four corners; a black pearl only the corners, a
// white one only the straights), and each step is unknown, a line or crossed. To a
// fixpoint:
//   shapes and steps agree: a shape a decided step contradicts goes; a step every
//     remaining shape draws is a line, one none draws is crossed;
//   a black pearl: a line from it makes the next cell straight that way; a step whose
//     next cell cannot be straight that way is crossed;
//   a white pearl: it cannot run along an axis where neither next cell can turn back
//     into it; running along an axis into a cell that can only be straight, it turns
//     in the cell on the other side (that cell keeps only its corners).
// Solved when the lines close one loop and every cell off it may be empty. No loop
// avoidance and no look beyond one pearl's neighbours: that is Pearl's Tricky.
// The rules only ever remove, so the fixpoint (hence the verdict) does not depend on
// the order they run in: they run in sweeps, cell after cell, until one changes nothing.
#include <array>
#include <cstdint>
#include <numeric>
#include <vector>

#include "core/workspace.hpp"
#include "families/masyu/tatham_levels.hpp"

namespace looplab::masyu {

namespace {

// Directions as core::Grid::vertex_edges orders them: up, right, down, left; a shape is
// the set of directions its steps go, as bits.
constexpr std::array<std::uint8_t, 7> kShapeDirs{0, 0b0101, 0b1010, 0b0011, 0b0110, 0b1100, 0b1001};
constexpr std::uint8_t kAllShapes = 0x7f, kBlank = 1, kStraights = 0b110, kCorners = 0b1111000;

constexpr std::uint8_t straight(int d) { return d % 2 == 0 ? 0b010 : 0b100; }

// Corners with a step in direction d.
constexpr std::uint8_t corners_towards(int d) {
  std::uint8_t out = 0;
  for (int s = 3; s < 7; ++s)
    if (kShapeDirs[static_cast<std::size_t>(s)] >> d & 1) out = static_cast<std::uint8_t>(out | 1u << s);
  return out;
}

// The shapes that agree with `lines` and `crosses` (direction bits), for every pair.
constexpr std::array<std::uint8_t, 256> kFitting = [] {
  std::array<std::uint8_t, 256> out{};
  for (int lines = 0; lines < 16; ++lines)
    for (int crosses = 0; crosses < 16; ++crosses)
      for (int s = 0; s < 7; ++s) {
        const int dirs = kShapeDirs[static_cast<std::size_t>(s)];
        if ((dirs & crosses) == 0 && (lines & ~dirs) == 0)
          out[static_cast<std::size_t>(lines * 16 + crosses)] |= static_cast<std::uint8_t>(1u << s);
      }
  return out;
}();

class EasyDeduction {
 public:
  // Runs to the fixpoint; false on a contradiction (never for a puzzle with a solution).
  bool run(const Puzzle& p) {
    load(p);
    for (bool changed = true; changed;) {
      changed = false;
      for (int v = 0; v < cells_; ++v)
        if (!agree(v, changed)) return false;
      for (int v = 0; v < cells_; ++v)
        if (pearl_[ix(v)] == kBlack)
          black(v, changed);
        else if (pearl_[ix(v)] == kWhite)
          white(v, changed);
    }
    return true;
  }

  // Whether the lines close one loop with every cell off it allowed to be empty.
  bool solved() const {
    std::vector<int> parent(ix(cells_));
    std::iota(parent.begin(), parent.end(), 0);
    auto find = [&](int v) {
      while (parent[ix(v)] != v) v = parent[ix(v)] = parent[ix(parent[ix(v)])];
      return v;
    };
    int loop = -1;
    for (int e = 0; e < grid_.num_edges(); ++e) {
      if (edge_[ix(e)] != kLine) continue;
      const int a = find(grid_.edge_vertices(e)[0]), b = find(grid_.edge_vertices(e)[1]);
      if (a != b) {
        parent[ix(a)] = b;
      } else {
        if (loop >= 0) return false;  // two loops
        loop = a;
      }
    }
    if (loop < 0) return false;
    for (int v = 0; v < cells_; ++v)
      if (find(v) != find(loop) && !(shapes_[ix(v)] & kBlank)) return false;
    return true;
  }

  // The steps left unknown: none once solved (the rest is crossed).
  void open_steps(std::vector<int>& out) const {
    out.clear();
    if (solved()) return;
    for (int e = 0; e < grid_.num_edges(); ++e)
      if (edge_[ix(e)] == kUnknown) out.push_back(e);
  }

 private:
  enum : std::uint8_t { kUnknown, kLine, kCross };
  static std::size_t ix(int i) { return static_cast<std::size_t>(i); }

  void load(const Puzzle& p) {
    if (p.rows - 1 != grid_.rows() || p.cols - 1 != grid_.cols()) grid_ = dot_grid(p.rows, p.cols);
    cells_ = p.rows * p.cols;
    pearl_ = p.pearls;
    shapes_.resize(ix(cells_));
    for (int v = 0; v < cells_; ++v)
      shapes_[ix(v)] = pearl_[ix(v)] == kBlack ? kCorners : pearl_[ix(v)] == kWhite ? kStraights : kAllShapes;
    edge_.assign(ix(grid_.num_edges()), kUnknown);
  }

  int next(int v, int d) const {
    const int e = grid_.vertex_edges(v)[ix(d)];
    if (e < 0) return -1;
    const auto& ends = grid_.edge_vertices(e);
    return ends[0] == v ? ends[1] : ends[0];
  }

  void narrow(int v, std::uint8_t keep, bool& changed) {
    if ((shapes_[ix(v)] & keep) != shapes_[ix(v)]) shapes_[ix(v)] &= keep, changed = true;
  }

  void set(int e, std::uint8_t state, bool& changed) {
    if (edge_[ix(e)] == kUnknown) edge_[ix(e)] = state, changed = true;
  }

  // Shapes and steps of cell v agree.
  bool agree(int v, bool& changed) {
    const auto& edges = grid_.vertex_edges(v);
    int lines = 0, crosses = 0;
    for (int d = 0; d < 4; ++d) {
      const int e = edges[ix(d)];
      if (e < 0 || edge_[ix(e)] == kCross) crosses |= 1 << d;
      else if (edge_[ix(e)] == kLine) lines |= 1 << d;
    }
    narrow(v, kFitting[ix(lines * 16 + crosses)], changed);
    if (!shapes_[ix(v)]) return false;
    int any = 0, all = 0xf;
    for (int s = 0; s < 7; ++s)
      if (shapes_[ix(v)] >> s & 1) any |= kShapeDirs[ix(s)], all &= kShapeDirs[ix(s)];
    for (int d = 0; d < 4; ++d) {
      const int e = edges[ix(d)];
      if (e < 0) continue;
      if (!(any >> d & 1)) set(e, kCross, changed);
      else if (all >> d & 1) set(e, kLine, changed);
    }
    return true;
  }

  void black(int v, bool& changed) {
    for (int d = 0; d < 4; ++d) {
      const int e = grid_.vertex_edges(v)[ix(d)];
      if (e < 0) continue;
      const int n = next(v, d);
      if (edge_[ix(e)] == kLine) narrow(n, straight(d), changed);
      else if (edge_[ix(e)] == kUnknown && !(shapes_[ix(n)] & straight(d))) set(e, kCross, changed);
    }
  }

  void white(int v, bool& changed) {
    for (int d : {0, 1}) {
      if (!(shapes_[ix(v)] & straight(d))) continue;
      const int f = next(v, d), g = next(v, d + 2);
      const bool f_turns = f >= 0 && (shapes_[ix(f)] & corners_towards(d + 2));
      const bool g_turns = g >= 0 && (shapes_[ix(g)] & corners_towards(d));
      if (!f_turns && !g_turns) narrow(v, static_cast<std::uint8_t>(~straight(d)), changed);
    }
    for (int d = 0; d < 4; ++d) {
      if (shapes_[ix(v)] != straight(d)) continue;
      const int f = next(v, d), g = next(v, (d + 2) % 4);
      if (f >= 0 && g >= 0 && !(shapes_[ix(f)] & ~kStraights)) narrow(g, kCorners, changed);
    }
  }

  core::Grid grid_;
  int cells_ = 0;
  std::vector<std::int8_t> pearl_;
  std::vector<std::uint8_t> shapes_;  // per cell: bit s, kShapeDirs[s] still possible
  std::vector<std::uint8_t> edge_;    // per step of dot_grid
};

}  // namespace

bool solvable_at_easy(const Puzzle& puzzle, std::vector<int>* open) {
  auto& easy = core::thread_workspace<EasyDeduction>();
  const bool alive = easy.run(puzzle);
  if (open) {
    if (alive) easy.open_steps(*open);
    else open->clear();
  }
  return alive && easy.solved();
}

}  // namespace looplab::masyu
