#include "generator/graph_random_loop.hpp"

#include <algorithm>

#include "core/error.hpp"

namespace looplab::generator {

namespace {

bool in(const core::LoopGraph& g, const std::vector<std::uint8_t>& inside, int f) {
  return f != g.outer_face() && inside[static_cast<std::size_t>(f)] != 0;
}

// The vertex two edges of a face share (they follow each other round it).
int shared_vertex(const core::LoopGraph& g, int e1, int e2) {
  const auto& a = g.edge_vertices(e1);
  const auto& b = g.edge_vertices(e2);
  return a[0] == b[0] || a[0] == b[1] ? a[0] : a[1];
}

// Edges of f that the inside shares.
int shared_edges(const core::LoopGraph& g, const std::vector<std::uint8_t>& inside, int f) {
  int n = 0;
  for (int across : g.face_neighbours(f)) n += in(g, inside, across);
  return n;
}

}  // namespace

bool can_join(const core::LoopGraph& g, const std::vector<std::uint8_t>& inside, int f) {
  LK_REQUIRE(f != g.outer_face() && !inside[static_cast<std::size_t>(f)], "an inner face outside the loop");
  // Round the face's boundary: edge k, then the dot it shares with edge k + 1. An edge
  // touches the inside when the face across it is inside, a dot when any face at it is.
  const auto edges = g.face_edges(f);
  const auto across = g.face_neighbours(f);
  const std::size_t n = edges.size();
  std::vector<std::uint8_t> touched(2 * n, 0);
  bool any_edge = false;
  for (std::size_t k = 0; k < n; ++k) {
    touched[2 * k] = in(g, inside, across[k]);
    any_edge |= touched[2 * k] != 0;
    for (int e : g.vertex_edges(shared_vertex(g, edges[k], edges[(k + 1) % n])))
      for (int side : g.edge_faces(e)) touched[2 * k + 1] |= in(g, inside, side);
  }
  // One arc: exactly one place round the ring where untouched turns into touched.
  int starts = 0;
  for (std::size_t k = 0; k < 2 * n; ++k) starts += touched[k] && !touched[(k + 2 * n - 1) % (2 * n)];
  return any_edge && starts == 1;
}

std::vector<std::uint8_t> random_graph_loop_faces(const core::LoopGraph& g, core::Rng& rng,
                                                  const RandomLoopOptions& options) {
  const int faces = g.num_faces();
  LK_REQUIRE(faces >= 1, "a graph with an inner face");
  std::vector<std::uint8_t> inside(static_cast<std::size_t>(faces), 0), listed(inside);
  std::vector<int> candidates;  // outside faces across an edge from the inside, each once
  auto add = [&](int f) {
    inside[static_cast<std::size_t>(f)] = 1;
    for (int across : g.face_neighbours(f))
      if (across != g.outer_face() && !listed[static_cast<std::size_t>(across)] && !inside[static_cast<std::size_t>(across)]) {
        listed[static_cast<std::size_t>(across)] = 1;
        candidates.push_back(across);
      }
  };
  add(rng.below(faces));
  int size = 1;
  const int target = std::max(1, static_cast<int>(options.fill * faces + 0.5));
  // As random_loop: a candidate that fails stays for later; a long run of failures ends it.
  int failures = 0;
  while (size < target && !candidates.empty() && failures < 8 * static_cast<int>(candidates.size()) + 64) {
    const auto i = static_cast<std::size_t>(rng.below(static_cast<int>(candidates.size())));
    const int f = candidates[i];
    if ((shared_edges(g, inside, f) > 1 && rng.chance(options.winding)) || !can_join(g, inside, f)) {
      ++failures;
      continue;
    }
    candidates[i] = candidates[candidates.size() - 1];
    candidates.pop_back();
    add(f);
    ++size;
    failures = 0;
  }
  return inside;
}

}  // namespace looplab::generator
