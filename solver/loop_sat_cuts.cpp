// Connectivity for the loop SAT engine, added lazily (loop_sat.hpp): the cycles of a
// model, and the cuts that rule out a model of several cycles.
#include <algorithm>
#include <climits>

#include <cadical.hpp>

#include "core/error.hpp"
#include "solver/loop_sat.hpp"

namespace looplab::solver {

namespace {

// Each cycle is linked to edges of at most this many other cycles: one link already
// rules the model out, more make the cut stronger, but k cycles with all links cost k^2
// clauses (an early model of a clue-poor grid is hundreds of small cycles).
constexpr std::size_t kLinkedCycles = 8;

// A bottleneck cut of this many edges or more is not looked for further (each unit of
// flow costs a search of the region): the region cut serves instead. On the 40x40 sets
// 16 loses half the gain, and beyond 64 nothing changes.
constexpr int kBottleneck = 64;
constexpr std::uint8_t kSource = 1, kSink = 2;  // bottleneck_cut's marks

// A region cut says "an edge of the cycle on -> the loop leaves the region"; any edge
// inside the region would do, so the cycle's edges only decide which models it catches.
// One clause per edge of a long cycle (near minimality at 40x40 and 50x50, hundreds)
// grew CaDiCaL's database to millions of clauses within one clue removal, most of its
// time then going to propagation; this many edges, evenly spaced along the cycle, still
// catch the cycle moved a little (40x40 extreme seed 1: 8.7 -> 5.8 s, 138 -> 47 MB).
constexpr std::size_t kCutEdges = 16;

// The edges of `cycle` a region cut names: at most kCutEdges, evenly spaced.
template <class F>
void for_cut_edges(const std::vector<int>& cycle, F&& f) {
  const std::size_t stride = (cycle.size() + kCutEdges - 1) / kCutEdges;
  for (std::size_t j = 0; j < cycle.size(); j += stride) f(cycle[j]);
}

}  // namespace

std::span<const std::vector<int>> LoopSat::model_cycles() {
  const int edges = graph_.num_edges();
  on_.assign(static_cast<std::size_t>(edges), 0);
  open_.assign(static_cast<std::size_t>(edges), 0);
  on_vertex_.assign(static_cast<std::size_t>(graph_.num_vertices()), 0);
  for (int e = 0; e < edges; ++e) {
    const int fact = fixed(edge_lit(e));  // known without asking CaDiCaL (about 3 in 5 after a root fixpoint)
    if ((on_[static_cast<std::size_t>(e)] = fact != 0 ? fact > 0 : sat_->val(edge_lit(e)) > 0))
      for (int v : graph_.edge_vertices(e)) on_vertex_[static_cast<std::size_t>(v)] = 1;
    else
      open_[static_cast<std::size_t>(e)] = fact == 0;
  }
  // Degrees are 0 or 2 in every model, so each on edge lies on exactly one cycle: walk it.
  std::size_t count = 0;
  walked_.assign(on_.size(), 0);
  for (int start = 0; start < edges; ++start) {
    if (!on_[static_cast<std::size_t>(start)] || walked_[static_cast<std::size_t>(start)]) continue;
    if (count == cycles_.size()) cycles_.emplace_back();
    std::vector<int>& cycle = cycles_[count++];
    cycle.clear();
    int e = start, v = graph_.edge_vertices(start)[1];
    do {
      walked_[static_cast<std::size_t>(e)] = 1;
      cycle.push_back(e);
      int next = core::kNone;
      for (int f : graph_.vertex_edges(v))
        if (f != e && on_[static_cast<std::size_t>(f)]) next = f;
      LK_REQUIRE(next != core::kNone, "a SAT model with a vertex of degree 1");
      v = graph_.other_vertex(next, v);
      e = next;
    } while (e != start);
  }
  return {cycles_.data(), count};
}

int LoopSat::missed_touch() const {
  // A requirement with no edge on the cycle (in_cycle_): then the cycle is not the loop.
  for (std::size_t i = 0; i < touch_selector_.size(); ++i) {
    bool touched = false;
    for (int k = touch_start_[i]; k < touch_start_[i + 1] && !touched; ++k)
      touched = in_cycle_[static_cast<std::size_t>(touch_edges_[static_cast<std::size_t>(k)])] != 0;
    if (!touched) return touch_selector_[i];
  }
  return -1;
}

bool LoopSat::region_cut(const std::vector<int>& cycle) {
  // The faces inside the cycle: flooded from the two faces of one of its edges at once,
  // a face at a time each, without crossing it; the flood that meets the outer face is
  // the outside, so the work is about twice the smaller side, not the whole graph. S =
  // the vertices on or inside the cycle (those of inside faces), T = on or outside.
  const std::size_t vertices = static_cast<std::size_t>(graph_.num_vertices());
  side_.assign(vertices, 0);  // bit 1: on or inside (S); bit 2: on the cycle
  for (int e : cycle)
    for (int v : graph_.edge_vertices(e)) side_[static_cast<std::size_t>(v)] = 3;
  reached_.assign(static_cast<std::size_t>(graph_.num_faces()) + 1, 0);
  int inside = -1;  // which flood (0 or 1) is the inside, once known
  for (int k = 0; k < 2; ++k) {
    const int f = graph_.edge_faces(cycle.front())[static_cast<std::size_t>(k)];
    flood_[k].assign(1, f);
    reached_[static_cast<std::size_t>(f)] = static_cast<std::uint8_t>(k + 1);
    if (f == graph_.outer_face()) inside = 1 - k;
  }
  std::size_t head[2] = {0, 0};
  for (int k = 0;; k = inside >= 0 ? inside : 1 - k) {
    auto& list = flood_[k];
    if (head[k] == list.size()) {  // this side is closed without the outer face
      inside = k;
      break;
    }
    const int f = list[head[k]++];
    const auto edges = graph_.face_edges(f), across = graph_.face_neighbours(f);
    for (std::size_t i = 0; i < edges.size(); ++i) {
      const int g = across[i];
      if (reached_[static_cast<std::size_t>(g)] || in_cycle_[static_cast<std::size_t>(edges[i])]) continue;
      reached_[static_cast<std::size_t>(g)] = static_cast<std::uint8_t>(k + 1);
      list.push_back(g);
      if (g == graph_.outer_face()) inside = 1 - k;
    }
  }
  for (int f : flood_[inside])
    for (int e : graph_.face_edges(f))
      for (int v : graph_.edge_vertices(e)) side_[static_cast<std::size_t>(v)] |= 1;
  // A region R (S or T) such that some requirement has no edge with both ends in R: a
  // loop using an edge of the cycle (both ends in R) and an edge of that requirement (an
  // end outside R) crosses from R to the rest, through an edge with exactly one end in R.
  auto in_region = [&](int v, bool s) {
    const auto k = side_[static_cast<std::size_t>(v)];
    return s ? (k & 1) != 0 : ((k & 2) != 0 || (k & 1) == 0);
  };
  for (bool s : {true, false}) {
    int selector = -1;
    for (std::size_t i = 0; i < touch_selector_.size() && selector < 0; ++i) {
      bool outside = true;
      for (int k = touch_start_[i]; k < touch_start_[i + 1] && outside; ++k) {
        const auto& ends = graph_.edge_vertices(touch_edges_[static_cast<std::size_t>(k)]);
        outside &= !(in_region(ends[0], s) && in_region(ends[1], s));
      }
      if (outside) selector = touch_selector_[i];
    }
    if (selector < 0) continue;
    // t -> some crossing edge on; requirement holds and an edge of the cycle on -> t.
    const int t = new_var();
    clause_.assign({-t});
    for (int e = 0; e < graph_.num_edges(); ++e) {
      const auto& ends = graph_.edge_vertices(e);
      if (in_region(ends[0], s) != in_region(ends[1], s)) clause_.push_back(edge_lit(e));
    }
    add_clause(clause_);
    for_cut_edges(cycle, [&](int e) {
      clause_.assign({0, -edge_lit(e), t});
      add_guarded(selector);
    });
    return true;
  }
  return false;
}

bool LoopSat::bottleneck_cut(const std::vector<int>& cycle) {
  // X (the region whose exits the clause lists) holds the cycle's vertices, none of the
  // requirement's corners, and no vertex of another cycle of the model (so no edge on in
  // the model leaves X, and the model breaks the clause). Among such X, one with fewest
  // open exits: a minimum cut, by unit-capacity max flow from the cycle to those vertices
  // over the edges neither on in the model nor fixed off (Dinic: a breadth-first level
  // graph, then depth-first augmenting paths along it).
  const std::size_t vertices = static_cast<std::size_t>(graph_.num_vertices());
  if (mark_.size() != vertices) {
    mark_.assign(vertices, 0);
    visit_.assign(vertices, 0);
    level_.assign(vertices, 0);
    arc_.assign(vertices, 0);
  }
  if (flow_.size() != static_cast<std::size_t>(graph_.num_edges())) flow_.assign(static_cast<std::size_t>(graph_.num_edges()), 0);
  touched_.clear();
  auto set_mark = [&](int v, std::uint8_t m) {
    if (mark_[static_cast<std::size_t>(v)] == 0) touched_.push_back(v);
    mark_[static_cast<std::size_t>(v)] = m;
  };
  std::vector<int>& queue = flood_[0];
  std::vector<int>& used = flood_[1];  // edges whose flow_ is to be reset
  used.clear();
  auto finish = [&](bool cut) {
    for (int v : touched_) mark_[static_cast<std::size_t>(v)] = 0;
    for (int e : used) flow_[static_cast<std::size_t>(e)] = 0;
    return cut;
  };
  for (int e : cycle)
    for (int v : graph_.edge_vertices(e)) set_mark(v, kSource);
  // A requirement none of whose corners lies on the cycle: the loop must reach it.
  int chosen = -1;
  for (std::size_t i = 0; i < touch_selector_.size() && chosen < 0; ++i) {
    bool apart = true;
    for (int k = touch_start_[i]; k < touch_start_[i + 1] && apart; ++k)
      for (int v : graph_.edge_vertices(touch_edges_[static_cast<std::size_t>(k)]))
        apart &= mark_[static_cast<std::size_t>(v)] != kSource;
    if (apart) chosen = static_cast<int>(i);
  }
  if (chosen < 0) return finish(false);
  const std::size_t c = static_cast<std::size_t>(chosen);
  for (int k = touch_start_[c]; k < touch_start_[c + 1]; ++k)
    for (int v : graph_.edge_vertices(touch_edges_[static_cast<std::size_t>(k)])) set_mark(v, kSink);
  queue.clear();
  for (int v : touched_)
    if (mark_[static_cast<std::size_t>(v)] == kSource) queue.push_back(v);
  const std::size_t sources = queue.size();
  auto sink = [&](int w) { return mark_[static_cast<std::size_t>(w)] == kSink || on_vertex_[static_cast<std::size_t>(w)]; };
  // Residual capacity from u along e (flow_[e] > 0 runs from edge_vertices(e)[0] to [1]).
  auto residual = [&](int e, int u) {
    if (!open_[static_cast<std::size_t>(e)]) return 0;
    const int f = flow_[static_cast<std::size_t>(e)];
    return 1 - (graph_.edge_vertices(e)[0] == u ? f : -f);
  };
  int flow = 0;
  for (;;) {
    if (++stamp_ == INT_MAX) {
      std::fill(visit_.begin(), visit_.end(), 0);
      stamp_ = 1;
    }
    queue.resize(sources);
    for (int v : queue) visit_[static_cast<std::size_t>(v)] = stamp_, level_[static_cast<std::size_t>(v)] = 0;
    int sink_level = INT_MAX;  // the level graph stops at the nearest sinks
    for (std::size_t head = 0; head < queue.size(); ++head) {
      const int u = queue[head];
      if (level_[static_cast<std::size_t>(u)] + 1 > sink_level) break;
      for (int e : graph_.vertex_edges(u)) {
        const int w = graph_.other_vertex(e, u);
        if (visit_[static_cast<std::size_t>(w)] == stamp_ || residual(e, u) <= 0) continue;
        visit_[static_cast<std::size_t>(w)] = stamp_;
        level_[static_cast<std::size_t>(w)] = level_[static_cast<std::size_t>(u)] + 1;
        if (sink(w))
          sink_level = level_[static_cast<std::size_t>(w)];
        else
          queue.push_back(w);
      }
    }
    if (sink_level == INT_MAX) break;  // queue holds X: every vertex the cycle still reaches
    for (int v : queue) arc_[static_cast<std::size_t>(v)] = 0;
    std::vector<int>& path = flood_[2];
    for (std::size_t i = 0; i < sources && flow < kBottleneck; ++i) {
      const int s = queue[i];
      for (;;) {  // augmenting paths from s along the level graph, each ending at a sink
        path.clear();
        int u = s;
        while (u == s || !sink(u)) {
          const auto at = graph_.vertex_edges(u);
          int& k = arc_[static_cast<std::size_t>(u)];
          for (; k < static_cast<int>(at.size()); ++k) {
            const int e = at[static_cast<std::size_t>(k)], w = graph_.other_vertex(e, u);
            if (visit_[static_cast<std::size_t>(w)] == stamp_ &&
                level_[static_cast<std::size_t>(w)] == level_[static_cast<std::size_t>(u)] + 1 && residual(e, u) > 0)
              break;
          }
          if (k < static_cast<int>(at.size())) {
            const int e = at[static_cast<std::size_t>(k)];
            path.push_back(e);
            u = graph_.other_vertex(e, u);
            continue;
          }
          level_[static_cast<std::size_t>(u)] = -1;  // a dead end for this level graph
          if (path.empty()) break;
          u = graph_.other_vertex(path.back(), u);
          path.pop_back();
          ++arc_[static_cast<std::size_t>(u)];
        }
        if (path.empty()) break;
        for (int v = s; int e : path) {
          flow_[static_cast<std::size_t>(e)] += graph_.edge_vertices(e)[0] == v ? 1 : -1;
          used.push_back(e);
          v = graph_.other_vertex(e, v);
        }
        if (++flow >= kBottleneck) break;
      }
    }
    if (flow >= kBottleneck) return finish(false);
  }
  // t -> an open edge leaving X; an edge of the cycle on (and the requirement) -> t.
  const int t = new_var();
  clause_.assign({-t});
  for (int u : queue)
    for (int e : graph_.vertex_edges(u))
      if (open_[static_cast<std::size_t>(e)] && visit_[static_cast<std::size_t>(graph_.other_vertex(e, u))] != stamp_)
        clause_.push_back(edge_lit(e));
  add_clause(clause_);
  for_cut_edges(cycle, [&](int e) {
    clause_.assign({0, -edge_lit(e), t});
    add_guarded(touch_selector_[c]);
  });
  return finish(true);
}

void LoopSat::cut_small_cycles() {
  in_cycle_.assign(static_cast<std::size_t>(graph_.num_edges()), 0);
  std::vector<int>& boundary = flood_[0];
  // The boundary of a face set (edges with one side in it) is a cycle or a union of
  // edge-disjoint ones; no loop holds all of a union, so "not all of it" holds as well.
  auto cut = [&]() {
    for (int e : boundary) in_cycle_[static_cast<std::size_t>(e)] = 1;
    const int missed = missed_touch();
    for (int e : boundary) in_cycle_[static_cast<std::size_t>(e)] = 0;
    if (missed < 0) return;
    clause_.assign({0});
    for (int e : boundary) clause_.push_back(-edge_lit(e));
    add_guarded(missed);
  };
  for (int f = 0; f < graph_.num_faces(); ++f) {
    const auto edges = graph_.face_edges(f), across = graph_.face_neighbours(f);
    boundary.assign(edges.begin(), edges.end());
    cut();
    for (std::size_t i = 0; i < edges.size(); ++i) {
      const int g = across[i];
      if (g < f || g == graph_.outer_face()) continue;  // each pair once, inner faces only
      boundary.clear();
      for (int e : edges)
        if (std::find(graph_.face_edges(g).begin(), graph_.face_edges(g).end(), e) == graph_.face_edges(g).end())
          boundary.push_back(e);
      for (int e : graph_.face_edges(g))
        if (std::find(edges.begin(), edges.end(), e) == edges.end()) boundary.push_back(e);
      cut();
    }
  }
}

void LoopSat::cut_cycles(std::span<const std::vector<int>> cycles) {
  const std::size_t k = cycles.size();
  in_cycle_.assign(static_cast<std::size_t>(graph_.num_edges()), 0);
  for (std::size_t i = 0; i < k; ++i) {
    ++total_.loop_cuts;
    for (int e : cycles[i]) in_cycle_[static_cast<std::size_t>(e)] = 1;
    const bool region = (regions_ == Regions::MinimumCut && bottleneck_cut(cycles[i])) || region_cut(cycles[i]);
    const int missed = region ? -1 : missed_touch();
    for (int e : cycles[i]) in_cycle_[static_cast<std::size_t>(e)] = 0;
    if (region) continue;
    // The strong cut, valid while that requirement holds: not all of the cycle.
    if (missed >= 0) {
      clause_.assign({0});
      for (int e : cycles[i]) clause_.push_back(-edge_lit(e));
      add_guarded(missed);
      continue;
    }
    // a_C <- every edge of C on; a_C -> each linked edge off. Valid whatever the
    // constraints: a loop that holds all of cycle C is C, so no edge off C is on.
    const int a = new_var();
    clause_.assign({a});
    for (int e : cycles[i]) clause_.push_back(-edge_lit(e));
    add_clause(clause_);
    const std::size_t linked = std::min(k - 1, kLinkedCycles);
    for (std::size_t j = 1; j <= linked; ++j) {
      const auto& other = cycles[(i + j) % k];
      // All of a small neighbour set; a single edge of each further one.
      if (k <= 3)
        for (int e : other) add_clause({-a, -edge_lit(e)});
      else
        add_clause({-a, -edge_lit(other.front())});
    }
  }
}

}  // namespace looplab::solver
