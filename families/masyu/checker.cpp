#include "families/masyu/checker.hpp"

#include "core/position.hpp"

#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/connected_components.hpp>
#include <set>
#include <vector>

namespace looplab::masyu {

std::optional<std::string> check_solution(const Puzzle& puzzle, const EdgeSet& loop) {
  const int R = puzzle.rows, C = puzzle.cols;
  if (loop.rows != R - 1 || loop.cols != C - 1) return std::string("solution is for a different grid size");
  const std::string h = loop.h(), v = loop.v();
  // right(r, c): a step from (r, c) to (r, c+1); down(r, c): from (r, c) to (r+1, c).
  auto right = [&](int r, int c) {
    return r >= 0 && r < R && c >= 0 && c + 1 < C && h[static_cast<std::size_t>(r * (C - 1) + c)] == '1';
  };
  auto down = [&](int r, int c) {
    return r >= 0 && r + 1 < R && c >= 0 && c < C && v[static_cast<std::size_t>(r * C + c)] == '1';
  };
  auto up = [&](int r, int c) { return down(r - 1, c); };
  auto left = [&](int r, int c) { return right(r, c - 1); };
  auto degree = [&](int r, int c) { return up(r, c) + down(r, c) + left(r, c) + right(r, c); };
  auto straight = [&](int r, int c) { return (up(r, c) && down(r, c)) || (left(r, c) && right(r, c)); };

  using Graph = boost::adjacency_list<boost::vecS, boost::vecS, boost::undirectedS>;
  Graph g(static_cast<std::size_t>(R * C));
  int steps = 0;
  for (int r = 0; r < R; ++r)
    for (int c = 0; c < C; ++c) {
      if (right(r, c)) boost::add_edge(r * C + c, r * C + c + 1, g), ++steps;
      if (down(r, c)) boost::add_edge(r * C + c, (r + 1) * C + c, g), ++steps;
    }
  if (steps == 0) return std::string("no loop: no step is drawn");
  for (int r = 0; r < R; ++r)
    for (int c = 0; c < C; ++c) {
      const int d = degree(r, c);
      if (d == 1) return "dead end at " + at_row_column(r, c);
      if (d > 2) return "branch at " + at_row_column(r, c) + ": " + std::to_string(d) + " steps meet";
    }
  std::vector<int> component(boost::num_vertices(g));
  boost::connected_components(g, component.data());
  std::set<int> loops;
  for (std::size_t x = 0; x < component.size(); ++x)
    if (boost::degree(x, g) > 0) loops.insert(component[x]);
  if (loops.size() > 1) return "the steps form " + std::to_string(loops.size()) + " separate loops, not one";

  for (int r = 0; r < R; ++r)
    for (int c = 0; c < C; ++c) {
      const std::int8_t pearl = puzzle.pearl(r, c);
      if (pearl == kEmpty) continue;
      const std::string name = std::string(pearl == kBlack ? "black" : "white") + " pearl at " + at_row_column(r, c);
      if (degree(r, c) != 2) return "the loop misses the " + name;
      if (pearl == kBlack) {
        if (straight(r, c)) return "the loop does not turn at the " + name;
        if ((up(r, c) && !straight(r - 1, c)) || (down(r, c) && !straight(r + 1, c)) ||
            (left(r, c) && !straight(r, c - 1)) || (right(r, c) && !straight(r, c + 1)))
          return "the loop turns right next to the " + name;
      } else {
        if (!straight(r, c)) return "the loop turns at the " + name;
        const bool across = left(r, c);
        const bool turns = across ? !straight(r, c - 1) || !straight(r, c + 1)
                                  : !straight(r - 1, c) || !straight(r + 1, c);
        if (!turns) return "the loop runs straight through both cells next to the " + name;
      }
    }
  return std::nullopt;
}

}  // namespace looplab::masyu
