#include "core/loopy_trim.hpp"

#include <algorithm>
#include <span>
#include <utility>

#include "core/union_find.hpp"
#include "core/workspace.hpp"

namespace looplab::core {

LoopyTiles loopy_trim(LoopyTiles laid, TrimTies ties) {
  const auto& points = laid.points;
  auto& faces = laid.faces;
  const int n = static_cast<int>(points.size());
  // Each point's sides out, as the faces run, ascending: a flat list in rows.
  std::vector<int> start(static_cast<std::size_t>(n) + 1, 0);
  for (const auto& f : faces)
    for (int v : f) ++start[static_cast<std::size_t>(v) + 1];
  for (int v = 0; v < n; ++v) start[static_cast<std::size_t>(v) + 1] += start[static_cast<std::size_t>(v)];
  std::vector<int> next(static_cast<std::size_t>(start.back())), fill(start.begin(), start.end() - 1);
  for (const auto& f : faces)
    for (std::size_t i = 0; i < f.size(); ++i) next[static_cast<std::size_t>(fill[static_cast<std::size_t>(f[i])]++)] = f[i + 1 == f.size() ? 0 : i + 1];
  auto row = [&](int p) {
    return std::span(next.begin() + start[static_cast<std::size_t>(p)], next.begin() + start[static_cast<std::size_t>(p) + 1]);
  };
  for (int p = 0; p < n; ++p) std::sort(row(p).begin(), row(p).end());
  auto has = [&](int p, int q) { return std::ranges::find(row(p), q) != row(p).end(); };
  // A point on a side met in one direction only is on the border.
  std::vector<char> inner(static_cast<std::size_t>(n), 1);
  for (int p = 0; p < n; ++p)
    for (int q : row(p))
      if (!has(q, p)) inner[static_cast<std::size_t>(p)] = inner[static_cast<std::size_t>(q)] = 0;
  // Joined in Loopy's order, the pairs (p, q) with q < p by p then q, each as Loopy's
  // merge(p, q): with UnionFind's union by size and unite(q, p), every set's root is the
  // one current Loopy's union by size gives it.
  UnionFind sets(n);
  for (int p = 0; p < n; ++p)
    for (int q : row(p))
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
    for (int& v : faces[f]) v = renumber[static_cast<std::size_t>(v)];
    out.faces.push_back(std::move(faces[f]));
  }
  return out;
}

RecentCache<PatchKey, LoopyTiles, 2>& recent_patches() { return thread_workspace<RecentCache<PatchKey, LoopyTiles, 2>>(); }

}  // namespace looplab::core
