#include "core/loopy_trim.hpp"

#include <algorithm>
#include <utility>

#include "core/union_find.hpp"

namespace looplab::core {

LoopyTiles loopy_trim(LoopyTiles laid, TrimTies ties) {
  const auto& points = laid.points;
  const auto& faces = laid.faces;
  const int n = static_cast<int>(points.size());
  std::vector<std::pair<int, int>> sides;  // each face's sides, directed as the face runs
  for (const auto& f : faces)
    for (std::size_t i = 0; i < f.size(); ++i) sides.emplace_back(f[i], f[(i + 1) % f.size()]);
  std::sort(sides.begin(), sides.end());
  auto has = [&](int p, int q) { return std::binary_search(sides.begin(), sides.end(), std::pair{p, q}); };
  // A point on a side met in one direction only is on the border.
  std::vector<char> inner(static_cast<std::size_t>(n), 1);
  for (auto [p, q] : sides)
    if (!has(q, p)) inner[static_cast<std::size_t>(p)] = inner[static_cast<std::size_t>(q)] = 0;
  // Joined in Loopy's order, the pairs (p, q) with q < p by p then q, each as Loopy's
  // merge(p, q): with UnionFind's union by size and unite(q, p), every set's root is the
  // one current Loopy's union by size gives it.
  UnionFind sets(n);
  for (auto [p, q] : sides)
    if (q < p && inner[static_cast<std::size_t>(p)] && inner[static_cast<std::size_t>(q)]) sets.unite(q, p);
  // The largest set; of equal ones, the one whose representative (its least point, or
  // its root) comes first, as Loopy scans its points in order.
  int best = -1, best_size = 0;
  for (int v = 0; v < n; ++v) {
    if (!inner[static_cast<std::size_t>(v)] || sets.size_of(v) <= best_size) continue;
    if (ties == TrimTies::Root && sets.find(v) != v) continue;
    best = sets.find(v), best_size = sets.size_of(v);
  }
  LoopyTiles out;
  if (best < 0) return out;
  std::vector<char> kept_face(faces.size(), 0), kept_point(static_cast<std::size_t>(n), 0);
  for (std::size_t f = 0; f < faces.size(); ++f)
    for (int v : faces[f])
      if (inner[static_cast<std::size_t>(v)] && sets.find(v) == best) kept_face[f] = 1;
  for (std::size_t f = 0; f < faces.size(); ++f)
    if (kept_face[f])
      for (int v : faces[f]) kept_point[static_cast<std::size_t>(v)] = 1;
  std::vector<int> renumber(static_cast<std::size_t>(n), -1);
  for (int v = 0; v < n; ++v)
    if (kept_point[static_cast<std::size_t>(v)]) {
      renumber[static_cast<std::size_t>(v)] = static_cast<int>(out.points.size());
      out.points.push_back(points[static_cast<std::size_t>(v)]);
    }
  for (std::size_t f = 0; f < faces.size(); ++f) {
    if (!kept_face[f]) continue;
    std::vector<int> ring;
    for (int v : faces[f]) ring.push_back(renumber[static_cast<std::size_t>(v)]);
    out.faces.push_back(std::move(ring));
  }
  return out;
}

}  // namespace looplab::core
