#include "families/masyu/puzzle.hpp"

#include <algorithm>

namespace looplab::masyu {

int Puzzle::num_pearls() const {
  return static_cast<int>(std::count_if(pearls.begin(), pearls.end(), [](std::int8_t p) { return p != kEmpty; }));
}

Puzzle pearls_of(const EdgeSet& loop) {
  const int R = loop.rows + 1, C = loop.cols + 1;
  const core::Grid g(loop.rows, loop.cols);
  Puzzle p(R, C);
  // on(v, d): the loop leaves dot v in direction d (up, right, down, left).
  auto on = [&](int v, int d) {
    const int e = g.vertex_edges(v)[static_cast<std::size_t>(d)];
    return e >= 0 && loop.on[static_cast<std::size_t>(e)];
  };
  auto step = [&](int v, int d) { return d == 0 ? v - C : d == 1 ? v + 1 : d == 2 ? v + C : v - 1; };
  auto straight = [&](int v) { return (on(v, 0) && on(v, 2)) || (on(v, 1) && on(v, 3)); };
  for (int v = 0; v < R * C; ++v) {
    int degree = 0;
    for (int d = 0; d < 4; ++d) degree += on(v, d);
    if (degree != 2) continue;
    if (straight(v)) {
      const int d = on(v, 0) ? 0 : 1;
      if (!straight(step(v, d)) || !straight(step(v, d + 2))) p.pearls[static_cast<std::size_t>(v)] = kWhite;
    } else {
      bool legs = true;
      for (int d = 0; d < 4; ++d)
        if (on(v, d)) legs = legs && straight(step(v, d));
      if (legs) p.pearls[static_cast<std::size_t>(v)] = kBlack;
    }
  }
  return p;
}

}  // namespace looplab::masyu
