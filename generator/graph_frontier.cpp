#include "generator/graph_frontier.hpp"

#include <algorithm>
#include <array>

#include "core/error.hpp"

namespace looplab::generator {

namespace {

struct Plan {
  std::vector<int> order;  // vertices
  std::vector<int> edges;  // in the order they are decided
};

Plan plan(const core::LoopGraph& g) {
  const int n = g.num_vertices();
  std::vector<int> position(static_cast<std::size_t>(n), -1);
  std::vector<int> open(static_cast<std::size_t>(n), 0);  // per placed vertex: its undecided edges
  int frontier = 0;
  Plan p;
  for (int placed = 0; placed < n; ++placed) {
    int best = core::kNone;
    std::array<int, 3> best_key{};  // (frontier after, -edges decided, id): smallest wins
    for (int v = 0; v < n; ++v) {
      if (position[static_cast<std::size_t>(v)] >= 0) continue;
      int back = 0, leaving = 0;
      for (int e : g.vertex_edges(v)) {
        const int u = g.other_vertex(e, v);
        if (position[static_cast<std::size_t>(u)] < 0) continue;
        ++back;
        leaving += open[static_cast<std::size_t>(u)] == 1;
      }
      const int degree = static_cast<int>(g.vertex_edges(v).size());
      // Away from the placed vertices only when none touches them (the first vertex, or
      // a new component): then a vertex of lowest degree.
      if (back == 0 && frontier > 0) continue;
      const std::array<int, 3> key = back == 0 ? std::array<int, 3>{degree, 0, v}
                                               : std::array<int, 3>{frontier + (back < degree) - leaving, -back, v};
      if (best == core::kNone || key < best_key) best = v, best_key = key;
    }
    position[static_cast<std::size_t>(best)] = placed;
    p.order.push_back(best);
    std::vector<std::pair<int, int>> back;  // (position of the other end, edge)
    for (int e : g.vertex_edges(best)) {
      const int u = g.other_vertex(e, best);
      if (position[static_cast<std::size_t>(u)] < 0) continue;
      back.emplace_back(position[static_cast<std::size_t>(u)], e);
      if (--open[static_cast<std::size_t>(u)] == 0) --frontier;
    }
    std::sort(back.begin(), back.end());
    for (const auto& [at, e] : back) p.edges.push_back(e);
    open[static_cast<std::size_t>(best)] = static_cast<int>(g.vertex_edges(best).size() - back.size());
    if (open[static_cast<std::size_t>(best)] > 0) ++frontier;
  }
  return p;
}

// Slots for the plan's edges (a vertex takes the lowest free slot at its first edge and
// frees it after its last); calls step(edge, slot_a, slot_b, a_leaves, b_leaves) in order
// and returns the width: the slots ever used, as freed ones are taken first.
template <class F>
int assign_slots(const core::LoopGraph& g, const Plan& p, F&& step) {
  std::vector<int> slot(static_cast<std::size_t>(g.num_vertices()), -1), left(static_cast<std::size_t>(g.num_vertices()));
  for (int v = 0; v < g.num_vertices(); ++v) left[static_cast<std::size_t>(v)] = static_cast<int>(g.vertex_edges(v).size());
  std::vector<int> free_slots;  // kept sorted descending: the lowest free slot is last
  int used = 0;
  for (int e : p.edges) {
    const auto& ends = g.edge_vertices(e);
    std::array<bool, 2> leaves{};
    for (std::size_t k = 0; k < 2; ++k) {
      int& s = slot[static_cast<std::size_t>(ends[k])];
      if (s < 0) {
        if (free_slots.empty()) {
          s = used++;
        } else {
          s = free_slots.back();
          free_slots.pop_back();
        }
      }
      leaves[k] = --left[static_cast<std::size_t>(ends[k])] == 0;
    }
    step(e, slot[static_cast<std::size_t>(ends[0])], slot[static_cast<std::size_t>(ends[1])], leaves[0], leaves[1]);
    for (std::size_t k = 0; k < 2; ++k)
      if (leaves[k]) {
        free_slots.push_back(slot[static_cast<std::size_t>(ends[k])]);
        std::sort(free_slots.rbegin(), free_slots.rend());
      }
  }
  return used;
}

unsigned label(std::uint64_t w, int slot) { return static_cast<unsigned>(w >> (4 * slot)) & 15u; }
void set_label(std::uint64_t& w, int slot, unsigned x) {
  w = (w & ~(std::uint64_t{15} << (4 * slot))) | std::uint64_t{x} << (4 * slot);
}

}  // namespace

int frontier_width(const core::LoopGraph& graph) {
  return assign_slots(graph, plan(graph), [](int, int, int, bool, bool) {});
}

GraphFrontier::GraphFrontier(const core::LoopGraph& graph) {
  width_ = assign_slots(graph, plan(graph), [&](int e, int a, int b, bool a_leaves, bool b_leaves) {
    steps_.push_back({e, a, b, a_leaves, b_leaves});
  });
  LK_REQUIRE(width_ <= kGraphFrontierMaxWidth, "graph frontier too wide");
}

GraphFrontier::Outcome GraphFrontier::step(std::uint64_t& w, int step, bool on) const {
  const Step& s = steps_[static_cast<std::size_t>(step)];
  if (on) {
    const unsigned a = label(w, s.slot_a), b = label(w, s.slot_b);
    if (a == 1 || b == 1) return Outcome::Dead;  // a third edge
    if (a == 0 && b == 0) {
      set_label(w, s.slot_a, 15);  // a new path; renumbered below
      set_label(w, s.slot_b, 15);
    } else if (a == 0 || b == 0) {
      set_label(w, a == 0 ? s.slot_a : s.slot_b, a | b);  // the end moves on
      set_label(w, a == 0 ? s.slot_b : s.slot_a, 1);
    } else {
      set_label(w, s.slot_a, 1);
      set_label(w, s.slot_b, 1);
      for (int k = 0; k < width_; ++k) {
        const unsigned x = label(w, k);
        if (a == b && x >= 2) return Outcome::Dead;  // a cycle beside an open path
        if (x == b) set_label(w, k, a);              // two paths joined: one name
      }
      if (a == b) return Outcome::Closed;
    }
  }
  if (s.a_leaves) {
    if (label(w, s.slot_a) >= 2) return Outcome::Dead;  // a path's end with no edge left
    set_label(w, s.slot_a, 0);
  }
  if (s.b_leaves) {
    if (label(w, s.slot_b) >= 2) return Outcome::Dead;
    set_label(w, s.slot_b, 0);
  }
  std::array<unsigned, 16> name{};
  unsigned next = 2;
  for (int k = 0; k < width_; ++k) {
    const unsigned x = label(w, k);
    if (x < 2) continue;
    if (name[x] == 0) name[x] = next++;
    set_label(w, k, name[x]);
  }
  return Outcome::Open;
}

}  // namespace looplab::generator
