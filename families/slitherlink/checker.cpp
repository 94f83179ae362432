#include "families/slitherlink/checker.hpp"

#include "core/position.hpp"

#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/connected_components.hpp>
#include <set>
#include <vector>

namespace looplab::slitherlink {

std::optional<std::string> check_solution(const Puzzle& puzzle, const EdgeSet& edges) {
  const int R = puzzle.rows, C = puzzle.cols;
  if (edges.rows != R || edges.cols != C)
    return std::string("solution is for a different grid size");
  const std::string h = edges.h(), v = edges.v();
  auto H = [&](int r, int c) {
    return h[static_cast<std::size_t>(r * C + c)] == '1';
  };  // r in 0..R
  auto V = [&](int r, int c) {
    return v[static_cast<std::size_t>(r * (C + 1) + c)] == '1';
  };  // c in 0..C

  for (int r = 0; r < R; ++r)
    for (int c = 0; c < C; ++c) {
      int clue = puzzle.clue(r, c);
      if (clue == kNoClue) continue;
      int sides = H(r, c) + H(r + 1, c) + V(r, c) + V(r, c + 1);
      if (sides != clue)
        return "clue " + std::to_string(clue) + " at " + at_row_column(r, c) + " has " +
               std::to_string(sides) + " side" + (sides == 1 ? "" : "s") + " on the loop";
    }

  using Graph = boost::adjacency_list<boost::vecS, boost::vecS, boost::undirectedS>;
  Graph g((R + 1) * (C + 1));
  auto vid = [&](int r, int c) { return r * (C + 1) + c; };
  int num_on = 0;
  for (int r = 0; r <= R; ++r)
    for (int c = 0; c < C; ++c)
      if (H(r, c)) boost::add_edge(vid(r, c), vid(r, c + 1), g), ++num_on;
  for (int r = 0; r < R; ++r)
    for (int c = 0; c <= C; ++c)
      if (V(r, c)) boost::add_edge(vid(r, c), vid(r + 1, c), g), ++num_on;
  if (num_on == 0) return std::string("no loop: no edge is on");

  for (int r = 0; r <= R; ++r)
    for (int c = 0; c <= C; ++c) {
      auto d = boost::degree(static_cast<Graph::vertex_descriptor>(vid(r, c)), g);
      const std::string corner = "the dot at " + at_row_column(r, c) + " of dots";
      if (d == 1) return "dead end: " + corner + " has 1 loop edge";
      if (d > 2) return "branch: " + corner + " has " + std::to_string(d) + " loop edges";
    }

  std::vector<int> component(boost::num_vertices(g));
  boost::connected_components(g, component.data());
  std::set<int> loops;
  for (std::size_t x = 0; x < component.size(); ++x)
    if (boost::degree(x, g) > 0) loops.insert(component[x]);
  if (loops.size() > 1)
    return "the edges form " + std::to_string(loops.size()) + " separate loops, not one";
  return std::nullopt;
}

}  // namespace looplab::slitherlink
