#include "families/infinity_loop/generate.hpp"

#include "core/error.hpp"
#include "core/union_find.hpp"
#include "families/infinity_loop/solve.hpp"

namespace looplab::infinity_loop {

namespace {

// Joins tiles t and its neighbour across `side` with a pipe.
void add_pipe(Puzzle& p, int t, int side) {
  const int r = t / p.cols + kRowStep[side], c = t % p.cols + kColStep[side];
  p.tiles[static_cast<std::size_t>(t)] |= static_cast<std::uint8_t>(1u << side);
  p.tile(r, c) |= static_cast<std::uint8_t>(1u << opposite(side));
}

bool inside(const Puzzle& p, int t, int side) {
  const int r = t / p.cols + kRowStep[side], c = t % p.cols + kColStep[side];
  return r >= 0 && r < p.rows && c >= 0 && c < p.cols;
}

}  // namespace

Puzzle random_layout(const LayoutOptions& o, core::Rng& rng) {
  Puzzle p(o.rows, o.cols);
  // Interior edges as (tile, side) with side right or down.
  std::vector<std::pair<int, int>> edges;
  for (int t = 0; t < p.num_tiles(); ++t)
    for (int side : {kRight, kDown})
      if (inside(p, t, side)) edges.emplace_back(t, side);
  std::vector<std::uint8_t> taken(edges.size(), 0);
  if (o.connected) {
    // Random Kruskal: edges in random order, kept when they join two trees.
    std::vector<std::size_t> order(edges.size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
    rng.shuffle(order);
    core::UnionFind uf(p.num_tiles());
    for (std::size_t i : order) {
      const auto [t, side] = edges[i];
      const int u = t + (side == kRight ? 1 : p.cols);
      if (uf.unite(t, u)) taken[i] = 1;
    }
  }
  for (std::size_t i = 0; i < edges.size(); ++i)
    if (taken[i] || rng.chance(o.density)) add_pipe(p, edges[i].first, edges[i].second);
  return p;
}

std::optional<Puzzle> make_unique_puzzle(Puzzle layout, core::Rng& rng, int max_repairs) {
  for (int round = 0;; ++round) {
    Solver s(layout);
    const auto regions = ambiguous_regions(s);
    if (regions.empty()) break;  // the layout is the only solution
    if (round == max_repairs) return std::nullopt;
    // In each ambiguous region, one more pipe from a random member through one of its
    // open sides (there is one: a tile all of whose inner sides are pipes has only one
    // rotation left, so it is never open).
    for (const auto& region : regions) {
      std::vector<std::pair<int, int>> open;
      for (int t : region)
        for (int side = 0; side < 4; ++side)
          if (inside(layout, t, side) && !(layout.tiles[static_cast<std::size_t>(t)] >> side & 1))
            open.emplace_back(t, side);
      LK_REQUIRE(!open.empty(), "an ambiguous tile has an open inner side");
      const auto [t, side] = rng.pick(open);
      add_pipe(layout, t, side);
    }
  }
  scramble(layout, rng);
  return layout;
}

void scramble(Puzzle& p, core::Rng& rng) {
  for (auto& m : p.tiles) m = rotate(m, static_cast<int>(rng.below(4)));
}

}  // namespace looplab::infinity_loop
