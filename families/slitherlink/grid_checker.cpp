// The independent checker of a loop on a Loopy grid: it reads only the points and the
// faces' rings (core::LoopyGrid), never the graph view the solvers run on, and counts a
// clue's sides by looking each side up among the loop's pairs of points.
#include <algorithm>
#include <set>
#include <utility>

#include "families/slitherlink/grid_puzzle.hpp"

namespace looplab::slitherlink {

std::optional<std::string> check_grid_solution(const GridPuzzle& p, const std::vector<std::array<int, 2>>& edges) {
  const core::LoopyGrid& g = *p.grid;
  const std::size_t n = g.points.size();
  if (edges.empty()) return "the loop has no edges";
  std::set<std::pair<int, int>> on;
  std::vector<std::vector<int>> next(n);
  for (const auto& [a, b] : edges) {
    on.insert(std::minmax(a, b));
    next[static_cast<std::size_t>(a)].push_back(b);
    next[static_cast<std::size_t>(b)].push_back(a);
  }
  for (std::size_t v = 0; v < n; ++v)
    if (next[v].size() != 0 && next[v].size() != 2)
      return "point " + std::to_string(v) + " has " + std::to_string(next[v].size()) + " loop edges";
  // One cycle: a walk from one end of the first edge meets every edge.
  std::vector<char> seen(n, 0);
  std::vector<int> todo{edges.front()[0]};
  seen[static_cast<std::size_t>(edges.front()[0])] = 1;
  std::size_t reached = 0;
  while (!todo.empty()) {
    const int v = todo.back();
    todo.pop_back();
    ++reached;
    for (int w : next[static_cast<std::size_t>(v)])
      if (!seen[static_cast<std::size_t>(w)]) {
        seen[static_cast<std::size_t>(w)] = 1;
        todo.push_back(w);
      }
  }
  if (reached != edges.size()) return "the loop edges form more than one cycle";
  for (std::size_t f = 0; f < g.faces.size(); ++f) {
    if (p.clues[f] == kNoClue) continue;
    const auto& ring = g.faces[f];
    int sides = 0;
    for (std::size_t k = 0; k < ring.size(); ++k)
      sides += on.count(std::minmax(ring[k], ring[(k + 1) % ring.size()])) != 0;
    if (sides != p.clues[f])
      return "clue " + std::to_string(p.clues[f]) + " at face " + std::to_string(f) + " has " + std::to_string(sides) +
             " sides on the loop";
  }
  return std::nullopt;
}

}  // namespace looplab::slitherlink
