#include "families/cycle_cover/problem.hpp"

#include <algorithm>
#include <unordered_map>

#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/max_cardinality_matching.hpp>

namespace looplab::cycle_cover {

std::vector<Arc> arcs_of(const Problem& p) {
  std::vector<Arc> arcs;
  for (int r = 0; r < p.rows; ++r)
    for (int c = 0; c < p.cols; ++c)
      for (const auto& m : p.moves) {
        const int r2 = r + m.dy, c2 = c + m.dx;
        if (r2 >= 0 && r2 < p.rows && c2 >= 0 && c2 < p.cols)
          arcs.push_back({r * p.cols + c, r2 * p.cols + c2});
      }
  return arcs;
}

solver::ExactCover exact_cover_of(const Problem& p, const std::vector<Arc>& arcs) {
  const int n = p.cells();
  // One secondary item per pair of cells joined both ways (only with no_2_cycles).
  std::vector<int> pair_item(arcs.size(), -1);
  int pairs = 0;
  if (p.no_2_cycles) {
    std::unordered_map<std::uint64_t, std::size_t> index;
    auto key = [n](int u, int v) {
      return static_cast<std::uint64_t>(u) * static_cast<std::uint64_t>(n) +
             static_cast<std::uint64_t>(v);
    };
    for (std::size_t a = 0; a < arcs.size(); ++a) index.emplace(key(arcs[a].from, arcs[a].to), a);
    for (std::size_t a = 0; a < arcs.size(); ++a) {
      if (arcs[a].from > arcs[a].to) continue;
      auto back = index.find(key(arcs[a].to, arcs[a].from));
      if (back == index.end()) continue;
      pair_item[a] = pair_item[back->second] = 2 * n + pairs++;
    }
  }
  solver::ExactCover ec(2 * n, pairs);
  for (std::size_t a = 0; a < arcs.size(); ++a) {
    if (pair_item[a] >= 0) {
      const int items[3] = {arcs[a].from, n + arcs[a].to, pair_item[a]};
      ec.add_option(items);
    } else {
      const int items[2] = {arcs[a].from, n + arcs[a].to};
      ec.add_option(items);
    }
  }
  return ec;
}

bool has_cover_ignoring_2_cycles(const Problem& p) {
  using Graph = boost::adjacency_list<boost::vecS, boost::vecS, boost::undirectedS>;
  const int n = p.cells();
  Graph g(static_cast<std::size_t>(2 * n));
  for (const auto& a : arcs_of(p))
    boost::add_edge(static_cast<std::size_t>(a.from), static_cast<std::size_t>(n + a.to), g);
  std::vector<boost::graph_traits<Graph>::vertex_descriptor> mate(static_cast<std::size_t>(2 * n));
  boost::edmonds_maximum_cardinality_matching(g, mate.data());
  return static_cast<int>(boost::matching_size(g, mate.data())) == n;
}

std::optional<Cover> find_cover(const Problem& p, core::Rng* rng, std::uint64_t max_nodes) {
  if (p.cells() == 0 || !has_cover_ignoring_2_cycles(p)) return std::nullopt;
  const auto arcs = arcs_of(p);
  auto ec = exact_cover_of(p, arcs);
  Cover cover;
  // Random order: restarts. A search that never backtracks takes cells + 1 nodes; with
  // random option order an attempt either gets through with little backtracking or sinks
  // into a dead subtree (e.g. rook moves walling off a region of the wrong colour parity),
  // so short attempts that give up early win: on 16 x 32 rook about 1 in 7 attempts of
  // ~1.1 x cells nodes succeeds, where one unbounded attempt can take millions. Budgets
  // grow by 1/4 each time, so the search is still complete when max_nodes is 0. Without
  // an Rng the first cover in option order is fixed, so one unbounded run is the answer.
  const auto cells = static_cast<std::uint64_t>(p.cells());
  std::uint64_t budget = rng ? cells + cells / 8 + 64 : 0;
  std::uint64_t spent = 0;
  for (;;) {
    std::uint64_t attempt = budget;
    if (max_nodes != 0) {
      if (spent >= max_nodes) return std::nullopt;
      attempt = attempt == 0 ? max_nodes - spent : std::min(attempt, max_nodes - spent);
    }
    solver::ExactCoverRequest request;
    request.limit = 1;
    request.max_nodes = attempt;
    request.rng = rng;
    auto r = ec.solve(request);
    spent += r.stats.nodes;
    cover.stats.nodes += r.stats.nodes;
    cover.stats.updates += r.stats.updates;
    cover.stats.seconds += r.stats.seconds;
    if (r.solutions > 0) {
      cover.next.assign(static_cast<std::size_t>(p.cells()), -1);
      for (int option : r.first)
        cover.next[static_cast<std::size_t>(arcs[static_cast<std::size_t>(option)].from)] =
            arcs[static_cast<std::size_t>(option)].to;
      return cover;
    }
    if (!r.gave_up) return std::nullopt;   // the whole tree was searched: no cover
    if (budget == 0) return std::nullopt;  // out of max_nodes
    ++cover.restarts;
    budget += budget / 4;
  }
}

solver::ExactCoverResult count_covers_dlx(const Problem& p, std::uint64_t limit,
                                          std::uint64_t max_nodes) {
  auto ec = exact_cover_of(p, arcs_of(p));
  solver::ExactCoverRequest request;
  request.limit = limit;
  request.max_nodes = max_nodes;
  request.keep_first = false;
  return ec.solve(request);
}

}  // namespace looplab::cycle_cover
