#pragma once
// The frontier machine of loops on any graph view (core/loop_graph.hpp), shared by the
// enumerator (generator/graph_loop_enumerate.hpp) and the counter
// (generator/graph_loop_count.hpp). It decides the edges one at a time, on or off, and
// remembers only what the rest can still change: the "frontier" vertices (some edges
// decided, some not), each with a label in one slot of a 64-bit word:
//
//   0        no edge on yet (or a free slot)
//   1        two edges on: full, it takes no more
//   2..9     one edge on: the end of a path, the label naming the path (both ends
//            carry it), renumbered 2, 3, ... by first appearance so that equal
//            situations give equal words
//
// Turning an edge on at two free vertices starts a path, at a free vertex and an end
// lengthens it, at the ends of two paths joins them, and at the two ends of one path
// closes a cycle: a loop of the graph exactly when no other path is open (every later
// edge then stays off, one completion). A vertex whose last edge is decided leaves the
// frontier, and is Dead if it is a path's end.
//
// The order: vertices greedily, each next one the vertex (touching those before) that
// leaves the fewest vertices on the frontier, from a vertex of lowest degree; each
// vertex's edges to the vertices before it are decided when it comes. On the square
// grid this sweeps diagonally, and the frontier stays about as wide as the shorter
// side plus one. A frontier wider than kGraphFrontierMaxWidth (4 bits a slot) is
// refused: the square grid's own counters (generator/loop_count_mod.hpp) pack wider
// grids, and the width grows with the graph's narrowest cut, not its size.
#include <cstdint>
#include <vector>

#include "core/loop_graph.hpp"

namespace looplab::generator {

inline constexpr int kGraphFrontierMaxWidth = 16;

class GraphFrontier {
 public:
  enum class Outcome { Dead, Open, Closed };

  // The order of `graph` (kept by reference); LK_REQUIRE fails when its frontier would be
  // wider than kGraphFrontierMaxWidth (frontier_width says so beforehand).
  explicit GraphFrontier(const core::LoopGraph& graph);

  int steps() const { return static_cast<int>(steps_.size()); }
  int edge(int step) const { return steps_[static_cast<std::size_t>(step)].edge; }
  int width() const { return width_; }

  // Decides the edge of `step` in word `w` (updated in place; unspecified when Dead).
  // The start word is 0: no edge on, nothing on the frontier.
  Outcome step(std::uint64_t& w, int step, bool on) const;

 private:
  struct Step {
    int edge, slot_a, slot_b;
    bool a_leaves, b_leaves;  // the edge is the last of that end
  };
  std::vector<Step> steps_;
  int width_ = 0;
};

// The frontier width the order of GraphFrontier gives `graph` (the most slots in use at
// once), without building it.
int frontier_width(const core::LoopGraph& graph);

}  // namespace looplab::generator
