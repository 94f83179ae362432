#include "generator/graph_loop_enumerate.hpp"

#include "core/error.hpp"
#include "generator/graph_frontier.hpp"

namespace looplab::generator {

namespace {

struct Walk {
  const GraphFrontier& machine;
  const GraphLoopVisit& visit;
  std::vector<std::uint8_t> on;  // the edges decided on so far; the rest are 0
  std::uint64_t found = 0;

  // The word is passed by value: the copy is the undo.
  void descend(int step, std::uint64_t word) {
    if (step == machine.steps()) return;  // every vertex left with no path open: no loop here
    const auto e = static_cast<std::size_t>(machine.edge(step));
    for (bool take : {false, true}) {
      std::uint64_t w = word;
      on[e] = take;
      switch (machine.step(w, step, take)) {
        case GraphFrontier::Outcome::Dead:
          break;
        case GraphFrontier::Outcome::Closed:
          ++found;
          if (visit) visit(on);
          break;
        case GraphFrontier::Outcome::Open:
          descend(step + 1, w);
          break;
      }
    }
    on[e] = 0;
  }
};

}  // namespace

std::uint64_t enumerate_graph_loops(const core::LoopGraph& graph, const GraphLoopVisit& visit) {
  const GraphFrontier machine(graph);
  Walk walk{machine, visit, std::vector<std::uint8_t>(static_cast<std::size_t>(graph.num_edges()), 0)};
  walk.descend(0, 0);
  return walk.found;
}

std::uint64_t enumerate_graph_loops_brute(const core::LoopGraph& graph, const GraphLoopVisit& visit) {
  const int faces = graph.num_faces();
  LK_REQUIRE(faces <= kGraphBruteMaxFaces, "brute force tries 2^faces sets: at most 24 faces");
  std::vector<std::uint8_t> inside(static_cast<std::size_t>(faces));
  std::uint64_t found = 0;
  for (std::uint64_t set = 1; set < std::uint64_t{1} << faces; ++set) {
    for (int f = 0; f < faces; ++f) inside[static_cast<std::size_t>(f)] = set >> f & 1;
    const std::vector<std::uint8_t> edges = core::face_boundary(graph, inside);
    if (!core::is_one_cycle(graph, edges)) continue;
    ++found;
    if (visit) visit(edges);
  }
  return found;
}

}  // namespace looplab::generator
