#pragma once
// The propagation core every loop family's solver shares: "one loop on a
// core::LoopGraph" with hot state in flat int32 arrays indexed by edge and vertex, every
// write through one undo trail, so a guess costs only what it changes. A family's solver
// derives from LoopSolver<Family> (CRTP, so the hooks inline on the hot path) and adds
// only its own rules (clues on faces or on vertices) and its branching.
//
// State: each edge is unknown, line or cross; per vertex the lines and unknowns; a
// path-end table (`mate_`: the other end of the path a degree-1 vertex ends) and the
// counters of path segments and of constraints a closed loop must still meet (`kUnmet`,
// the family's: unmet clues, unvisited marks) decide in O(1) whether a new line
// closes a loop too early. A loop may close only when it is the only path and nothing
// is unmet; then the rest is crossed, so "all edges decided" means solved.
//
// The shared rules, each under the family's rule id (Family::kDegreeRule, ...):
//   degree       a vertex has 0 or 2 lines: a vertex with 2 crosses the rest, with one
//                way on takes it, with no way on crosses the last;
//   premature    the edge joining the two ends of a path is crossed unless drawing it
//                would finish the puzzle (Family::may_close); closure crosses the rest;
//   colouring    (tier 2) every inner face inside or outside, the outer face outside,
//                a line exactly where the faces differ: a parity union-find over faces;
//   lookahead    (tier 3) failed-edge probing with tiers 0-1 (probes skip colouring:
//                it makes each trial O(edges)); at the root every undecided edge, lap
//                after lap until a lap forces nothing (so propagation alone, as the
//                raters run it, is as strong as lookahead gets); in the search only the
//                edges the family queues near what changed (Family::queue_probes_near).
// Probes are not counted as rule steps; only the edges they force are. A family whose
// probe propagation is monotone (more decided edges never decide less) may set
// `static constexpr bool kSkipImpliedProbes = true`: a trial that an earlier successful
// probe in the same state implied is not run, since it cannot fail when that one did
// not. The same trials fail in the same order, so the results are the same.
//
// The hooks a Family provides: count_edge(e, line, ok) (its own counters when e is
// decided), process(e) (the rules e wakes), after_queue() (rules run once the queue is
// empty), colour_sweep(progress), may_close(end_a, end_b, f), fixpoint_holds(),
// queue_probes_near(e), initial_checks(), on_undo(), choose_branch() and take().
//
// Steps (solver/step.hpp): given a StepLog (record_steps), each rule records what it
// decided and what it read before it assigns, and a lookahead that forces an edge
// records its trial with the chain of steps to the contradiction. Places are the
// graph's vertices and faces (solver::kPlaceVertex, kPlaceFace). A recording family adds
// unmet_premises(step, f) (what a loop closed by edge f would leave unmet) and
// broken_constraint(step) (a constraint of its own the current state breaks).
// Without a log every rule pays one null test.
#include <algorithm>
#include <array>
#include <bit>
#include <chrono>
#include <cstdint>
#include <limits>
#include <optional>
#include <span>
#include <vector>

#include "core/edge_set.hpp"
#include "core/error.hpp"
#include "core/grid.hpp"
#include "core/loop_graph.hpp"
#include "core/trail.hpp"
#include "solver/parity_union_find.hpp"
#include "solver/search.hpp"
#include "solver/stats.hpp"
#include "solver/step.hpp"

namespace looplab::solver {

template <class Family>
class LoopSolver {
 public:
  using Slot = std::int32_t;
  enum : Slot { kUnknown = 0, kLine = 1, kCross = 2 };
  using Mark = std::size_t;

  Slot edge_state(int e) const { return edge_[ix(e)]; }
  int unknown_edges() const { return counter_[kUnknownEdges]; }
  // The edges that are lines now; on a grid other than the square one (grid_ empty) an
  // EdgeSet of rows and cols 0 with one flag an edge of the graph.
  core::EdgeSet lines() const {
    core::EdgeSet out;
    if (grid_.rows() > 0)
      out = core::EdgeSet(grid_.rows(), grid_.cols());
    else
      out.on.assign(edge_.size(), 0);
    for (std::size_t e = 0; e < edge_.size(); ++e) out.on[e] = edge_[e] == kLine;
    return out;
  }
  // Edge states and face colour classes at the root fixpoint of the last solve(): what
  // every solution has (solver::LoopSat::fix_root reads them).
  const std::vector<Slot>& root_states() const { return root_; }
  const std::vector<std::pair<int, int>>& root_colours() const { return root_colour_; }

  // The Model interface of solver/search.hpp (the family adds choose_branch and take).
  bool propagate();
  bool solved() const { return counter_[kUnknownEdges] == 0; }
  Mark mark() const { return trail_.mark(); }
  void undo(Mark m) {
    trail_.undo_to(m);
    queue_.clear();
    queue_head_ = 0;
    clear_due();
    self().on_undo();
    fixpoint_ = false;
  }
  void on_solution() {
    if (!first_)
      first_ = lines();
    else if (!second_)
      second_ = lines();
  }
  Stats& stats() { return stats_; }

  // Steps go to `log` from now on (null: none); `rules` is the family's table, for tiers.
  void record_steps(StepLog* log, std::span<const RuleInfo> rules) {
    steps_ = log;
    step_rules_ = rules;
  }
  // A player's mark, before propagate(); false when it contradicts what is there.
  bool give(int e, Slot state) { return assign(e, state, -1); }
  // Once the marks are given: the premature-loop rule on the paths they make.
  bool settle_given() { return recheck_closures(); }
  // From a fixpoint: the rules up to `tier` (not lower than before) woken everywhere, to
  // their fixpoint; false on a contradiction. The solution path walks the tiers by it.
  bool raise_tier(int tier);

 protected:
  // Trailed scalar counters live in one array so the trail can point at them.
  enum Counter {
    kUnknownEdges,
    kSegments,
    kUnmet,       // the family's constraints a closed loop must meet, not met yet
    kClosed,
    kDepth,       // search depth, where the family's take() counts it (Masyu): below depth 0
                  // a lookahead probes only near what changed, at 0 every edge (a full lap)
    kChanged,     // edges decided so far on this branch (the used part of changed_)
    kProbedUpTo,  // changed_ prefix the last completed lookahead had seen (-1: none yet)
    kNumCounters
  };

  LoopSolver(const core::Grid& grid, int num_rules);
  // Any other grid (Loopy's): grid_ stays empty.
  LoopSolver(core::LoopGraph graph, int num_rules);
  // Back to no edge decided, rules up to max_tier, `unmet` constraints to meet.
  void reset_core(int max_tier, int unmet);
  // The solve driver: propagation to the root fixpoint, then (options.search) the
  // counting search; after the family's reset.
  template <class Result, class Options>
  Result run(const Options& options);

  bool assign(int e, Slot state, int rule);  // false on contradiction
  bool check_degree(int v);
  bool join_paths(int e);
  // The premature-loop rule on every path as it stands (join_paths applies it as a path
  // grows; marks given in any order may join paths before the rule could see them).
  bool recheck_closures() {
    for (int v = 0; v < graph_.num_vertices(); ++v) {
      const int m = mate_[ix(v)];
      if (vertex_lines_[ix(v)] != 1 || m < v || vertex_lines_[ix(m)] != 1) continue;
      const int f = graph_.edge_between(v, m);
      if (f < 0 || edge_[ix(f)] != kUnknown || self().may_close(v, m, f)) continue;
      if (steps_) [[unlikely]] {
        Step& s = open_step(Family::kNoPrematureLoopRule);
        conclusion(s, f, kCross);
        closing_premises(s, path_premises(s, v, m), f);
      }
      if (!assign(f, kCross, Family::kNoPrematureLoopRule)) return false;
    }
    return true;
  }
  bool close_loop();
  // For a family's choose_branch: an undecided edge at the end of the path with the fewest
  // ways on (one guess there settles that vertex), kNone when no path is open; the first
  // undecided edge, kNone when every edge is decided.
  int path_end_edge() const;
  int first_unknown_edge() const {
    for (int e = 0; e < graph_.num_edges(); ++e)
      if (edge_[ix(e)] == kUnknown) return e;
    return core::kNone;
  }
  bool basic_fixpoint();  // queue, then the family's sweeps, to a fixpoint
  bool colour_parity(bool& progress);
  // Records that faces a and b are on the same side (parity 0) or not; the edges a
  // merge may settle become due for colour_parity.
  ParityUnionFind::Join unite_sides(int a, int b, int parity) {
    return colours_.unite(a, b, parity, trail_, [&](int face) {
      for (int e : graph_.face_edges(face))
        if (edge_[ix(e)] == kUnknown) push_due(e);
    });
  }
  bool lookahead(bool& progress);
  void queue_probe(int e) {
    if (edge_[ix(e)] == kUnknown && !queued_[ix(e)]) queued_[ix(e)] = 1, probe_queue_.push_back(e);
  }

  static std::size_t ix(int i) { return static_cast<std::size_t>(i); }
  static constexpr bool skip_implied() {
    if constexpr (requires { Family::kSkipImpliedProbes; })
      return Family::kSkipImpliedProbes;
    else
      return false;
  }
  void count(int rule) {
    if (rule >= 0 && counting_) ++stats_.rule_steps[ix(rule)];
  }
  bool colouring() const { return max_tier_ >= 2 && counting_; }  // probes skip it
  Family& self() { return static_cast<Family&>(*this); }
  const Family& self_const() const { return static_cast<const Family&>(*this); }

  core::Grid grid_;
  core::LoopGraph graph_;  // of grid_ (or of another grid, grid_ empty): the core reads only this
  core::Trail<Slot> trail_;
  std::vector<Slot> edge_;                        // kUnknown / kLine / kCross
  std::vector<Slot> root_;                        // edge_ at the last solve's root fixpoint
  std::vector<std::pair<int, int>> root_colour_;  // colours_.find per face, same moment
  std::vector<Slot> vertex_lines_, vertex_unknown_;
  std::vector<Slot> mate_;  // per vertex of degree 1: the other path end
  std::array<Slot, kNumCounters> counter_{};
  ParityUnionFind colours_;  // faces + the outer face
  // colour_parity looks only at the unknown edges of faces whose class merged since it
  // last looked (every other unknown edge still joins two classes that know nothing of
  // each other), in edge order as a whole sweep would: bit e of due_ (64 edges a word).
  // A bit set behind the sweep waits for the next one, as a whole sweep would see that
  // edge only then. All clear at every fixpoint (undo clears them).
  std::vector<std::uint64_t> due_;
  bool any_due_ = false;
  void push_due(int e) {
    due_[static_cast<std::size_t>(e) >> 6] |= std::uint64_t{1} << (e & 63);
    any_due_ = true;
  }
  void clear_due() {
    if (any_due_) std::fill(due_.begin(), due_.end(), 0);
    any_due_ = false;
  }

  std::vector<int> queue_;
  std::size_t queue_head_ = 0;
  bool initial_ = true;    // the first propagate runs the family's initial checks
  bool fixpoint_ = false;  // nothing changed since the last complete propagate
  bool counting_ = true;   // off while lookahead probes
  int max_tier_ = 0;
  std::vector<int> changed_;  // edges decided outside probes, in order
  std::vector<int> probe_queue_;
  std::vector<char> queued_;  // per edge: in probe_queue_
  // skip_implied(): the edges a probe decided (probe_log_), and per edge and state the
  // state (epoch) in which a successful probe implied it (implied_[2 * e + state - 1]).
  std::vector<int> probe_log_;
  std::vector<std::uint32_t> implied_;
  std::uint32_t epoch_ = 0;

  Stats stats_;
  std::optional<core::EdgeSet> first_, second_;

  // Recording (solver/step.hpp); all of it idle while steps_ is null.
  StepLog* steps_ = nullptr;
  std::span<const RuleInfo> step_rules_;
  StepLog trial_log_;  // a probe's steps, while it runs
  Step& open_step(int rule, Step::Kind kind = Step::Rule) {
    steps_->emplace_back();
    Step& s = steps_->back();
    s.kind = kind;
    s.rule = rule;
    s.tier = step_rules_[ix(rule)].tier;
    return s;
  }
  void premise(Step& s, int e) const { s.premises.push_back({Fact::Mark, e, edge_[ix(e)]}); }
  static void conclusion(Step& s, int e, Slot state) { s.conclusions.push_back({Fact::Mark, e, state}); }
  // A step built before it is kept: kept only when it decides something new.
  Step new_step(int rule) const {
    Step s;
    s.rule = rule;
    s.tier = step_rules_[ix(rule)].tier;
    return s;
  }
  void conclude_if_new(Step& s, int e, Slot state) const {
    if (e >= 0 && edge_[ix(e)] != state) conclusion(s, e, state);
  }
  void keep(Step&& s) {
    if (!s.conclusions.empty()) steps_->push_back(std::move(s));
  }
  // The lines of the path from `a` to `b` (not leaving `a` by edge `skip`), as premises;
  // returns them, or nothing when the lines from `a` do not lead to `b`.
  std::vector<int> path_premises(Step& s, int a, int b, int skip = -1) const;
  // Why a loop closed along `path` by edge f would not finish: another line, or the
  // family's unmet constraints.
  void closing_premises(Step& s, const std::vector<int>& path, int f) const;
  // The marks that show faces a and b on the same or opposite sides: a chain of decided
  // edges between them (line: the side changes; cross: it stays) and of links.
  void relation_premises(Step& s, int a, int b) const;
  // A relation of faces a and b that no edge shows (a family's rule made it), with the
  // premises it rests on; relation_premises walks it as one link of a chain.
  void note_link(int a, int b, std::vector<Fact> premises) {
    links_.push_back({a, b, std::move(premises)});
    links_at_.resize(ix(graph_.num_faces() + 1));
    links_at_[ix(a)].push_back(static_cast<int>(links_.size()) - 1);
    links_at_[ix(b)].push_back(static_cast<int>(links_.size()) - 1);
  }
  struct Link {
    int a, b;
    std::vector<Fact> premises;
  };
  std::vector<Link> links_;                 // while recording: made at this state or before
  std::vector<std::vector<int>> links_at_;  // per face: its links
  // A probe failed: what it broke, as the last step of its chain.
  void record_contradiction();
  void record_trial(int e, Slot trial);
};

template <class Family>
LoopSolver<Family>::LoopSolver(const core::Grid& grid, int num_rules) : LoopSolver(core::LoopGraph(grid), num_rules) {
  grid_ = grid;
}

template <class Family>
LoopSolver<Family>::LoopSolver(core::LoopGraph graph, int num_rules) : graph_(std::move(graph)) {
  const auto vertices = ix(graph_.num_vertices()), edges = ix(graph_.num_edges());
  edge_.assign(edges, kUnknown);
  vertex_lines_.assign(vertices, 0);
  vertex_unknown_.assign(vertices, 0);
  mate_.assign(vertices, core::kNone);
  colours_.reset(graph_.num_faces() + 1);
  queue_.reserve(edges * 2);
  changed_.assign(edges, 0);
  probe_queue_.reserve(edges * 4);
  queued_.assign(edges, 0);
  due_.assign((edges + 63) / 64, 0);
  if constexpr (skip_implied()) implied_.assign(2 * edges, 0);
  stats_.rule_steps.assign(ix(num_rules), 0);
}

template <class Family>
void LoopSolver<Family>::reset_core(int max_tier, int unmet) {
  trail_.clear();
  std::fill(edge_.begin(), edge_.end(), kUnknown);
  std::fill(vertex_lines_.begin(), vertex_lines_.end(), 0);
  for (int v = 0; v < graph_.num_vertices(); ++v) vertex_unknown_[ix(v)] = static_cast<Slot>(graph_.vertex_edges(v).size());
  counter_ = {};
  counter_[kUnknownEdges] = graph_.num_edges();
  counter_[kUnmet] = unmet;
  counter_[kProbedUpTo] = -1;
  colours_.reset(graph_.num_faces() + 1, true);
  clear_due();
  links_.clear();
  links_at_.clear();
  queue_.clear();
  queue_head_ = 0;
  initial_ = true;
  fixpoint_ = false;
  counting_ = true;
  max_tier_ = max_tier;
}

template <class Family>
bool LoopSolver<Family>::assign(int e, Slot state, int rule) {
  Slot& slot = edge_[ix(e)];
  if (slot == state) return true;
  if (slot != kUnknown) return false;
  trail_.assign(slot, state);
  trail_.assign(counter_[kUnknownEdges], counter_[kUnknownEdges] - 1);
  const bool line = state == kLine;
  bool ok = true;
  for (int v : graph_.edge_vertices(e)) {
    trail_.assign(vertex_unknown_[ix(v)], vertex_unknown_[ix(v)] - 1);
    if (line) {
      trail_.assign(vertex_lines_[ix(v)], vertex_lines_[ix(v)] + 1);
      ok &= vertex_lines_[ix(v)] <= 2;
    }
  }
  self().count_edge(e, line, ok);
  count(rule);
  if (counting_) {  // not a probe: remember it for the next lookahead
    changed_[ix(counter_[kChanged])] = e;
    trail_.assign(counter_[kChanged], counter_[kChanged] + 1);
  } else if constexpr (skip_implied()) {
    probe_log_.push_back(e);
  }
  queue_.push_back(e);
  fixpoint_ = false;
  if (!ok) return false;
  if (colouring()) {
    const auto& faces = graph_.edge_faces(e);
    if (unite_sides(faces[0], faces[1], line ? 1 : 0) == ParityUnionFind::Join::Conflict) return false;
  }
  return !line || join_paths(e);
}

template <class Family>
bool LoopSolver<Family>::check_degree(int v) {
  const int lines = vertex_lines_[ix(v)], unknown = vertex_unknown_[ix(v)];
  if (lines > 2) return false;
  if (unknown == 0) return lines != 1;
  Slot fill;
  if (lines == 2)
    fill = kCross;  // the loop passes: close the other ways
  else if (unknown == 1)
    fill = lines == 1 ? kLine : kCross;  // one way on, or a dead end
  else
    return true;
  if (steps_) [[unlikely]] {
    Step& s = open_step(Family::kDegreeRule);
    s.premises.push_back({Fact::Place, v, kPlaceVertex});
    for (int e : graph_.vertex_edges(v))
      if (edge_[ix(e)] == kUnknown)
        conclusion(s, e, fill);
      else if (lines < 2 || edge_[ix(e)] == kLine)
        premise(s, e);
  }
  for (int e : graph_.vertex_edges(v))
    if (edge_[ix(e)] == kUnknown && !assign(e, fill, Family::kDegreeRule)) return false;
  return true;
}

// Called after `e` became a line and the counters were updated.
template <class Family>
bool LoopSolver<Family>::join_paths(int e) {
  const int a = graph_.edge_vertices(e)[0], b = graph_.edge_vertices(e)[1];
  const int da = vertex_lines_[ix(a)] - 1, db = vertex_lines_[ix(b)] - 1;  // degrees before
  if (da == 1 && db == 1 && mate_[ix(a)] == b) {
    if (counter_[kSegments] != 1 || counter_[kUnmet] != 0) return false;
    trail_.assign(counter_[kClosed], 1);
    return close_loop();
  }
  const int end_a = da == 0 ? a : mate_[ix(a)], end_b = db == 0 ? b : mate_[ix(b)];
  trail_.assign(mate_[ix(end_a)], end_b);
  trail_.assign(mate_[ix(end_b)], end_a);
  const int delta = (da == 0 && db == 0) ? 1 : (da == 1 && db == 1) ? -1 : 0;
  if (delta != 0) trail_.assign(counter_[kSegments], counter_[kSegments] + delta);
  // The edge joining the two ends of the new path closes it: allowed only when that
  // would finish the puzzle.
  const int f = graph_.edge_between(end_a, end_b);
  if (f < 0 || edge_[ix(f)] != kUnknown || self().may_close(end_a, end_b, f)) return true;
  if (steps_) [[unlikely]] {
    Step& s = open_step(Family::kNoPrematureLoopRule);
    conclusion(s, f, kCross);
    closing_premises(s, path_premises(s, end_a, end_b), f);
  }
  return assign(f, kCross, Family::kNoPrematureLoopRule);
}

template <class Family>
bool LoopSolver<Family>::close_loop() {
  if (steps_) [[unlikely]] {
    Step s = new_step(Family::kLoopClosureRule);
    for (int e = 0; e < graph_.num_edges(); ++e)
      if (edge_[ix(e)] == kLine)
        premise(s, e);
      else if (edge_[ix(e)] == kUnknown)
        conclusion(s, e, kCross);
    keep(std::move(s));
  }
  for (int e = 0; e < graph_.num_edges(); ++e)
    if (edge_[ix(e)] == kUnknown && !assign(e, kCross, Family::kLoopClosureRule)) return false;
  return true;
}

template <class Family>
bool LoopSolver<Family>::colour_parity(bool& progress) {
  if (!any_due_) return true;
  bool left = false;  // bits set behind the sweep
  for (std::size_t w = 0; w < due_.size(); ++w) {
    std::uint64_t passed = 0;  // this word's bits at or before the edge looked at last
    for (;;) {
      const std::uint64_t ahead = due_[w] & ~passed;
      if (ahead == 0) break;
      const int b = std::countr_zero(ahead);
      due_[w] &= ~(std::uint64_t{1} << b);
      passed = b == 63 ? ~std::uint64_t{0} : (std::uint64_t{2} << b) - 1;
      const int e = static_cast<int>(w * 64) + b;
      if (edge_[ix(e)] != kUnknown) continue;
      const auto& faces = graph_.edge_faces(e);
      const int rel = colours_.relation(faces[0], faces[1]);
      if (rel < 0) continue;
      if (steps_) [[unlikely]] {
        Step& s = open_step(Family::kColourParityRule);
        conclusion(s, e, rel ? kLine : kCross);
        relation_premises(s, faces[0], faces[1]);
      }
      if (!assign(e, rel ? kLine : kCross, Family::kColourParityRule)) return false;
      progress = true;
    }
    if (due_[w]) left = true;
  }
  // Bits set behind the sweep in words already passed: for the next sweep.
  for (std::size_t w = 0; w < due_.size() && !left; ++w) left = due_[w] != 0;
  any_due_ = left;
  return true;
}

template <class Family>
bool LoopSolver<Family>::basic_fixpoint() {
  for (;;) {
    while (queue_head_ < queue_.size())
      if (!self().process(queue_[queue_head_++])) return false;
    if (!self().after_queue()) return false;
    if (queue_head_ < queue_.size()) continue;
    queue_.clear();
    queue_head_ = 0;
    if (colouring()) {
      bool progress = false;
      if (!self().colour_sweep(progress)) return false;
      if (progress) continue;
    }
    // Every edge decided but no loop closed: only possible with no line at all.
    return counter_[kUnknownEdges] != 0 || counter_[kClosed] != 0;
  }
}

template <class Family>
bool LoopSolver<Family>::propagate() {
  if (fixpoint_) return true;
  bool ok = true;
  if (initial_) {
    initial_ = false;
    ok = self().initial_checks();
  }
  while (ok) {
    ok = basic_fixpoint() && self().fixpoint_holds();
    if (!ok || max_tier_ < 3) break;
    bool progress = false;
    ok = lookahead(progress);
    if (!progress) break;
  }
  if (!ok) {
    queue_.clear();
    queue_head_ = 0;
    self().on_undo();
    return false;
  }
  fixpoint_ = true;
  return true;
}

template <class Family>
bool LoopSolver<Family>::raise_tier(int tier) {
  LK_REQUIRE(tier >= max_tier_, "raise_tier lowers no tier");
  const bool colours_before = colouring();
  max_tier_ = tier;
  if (colouring() && !colours_before)
    for (int e = 0; e < graph_.num_edges(); ++e)
      if (edge_[ix(e)] != kUnknown) {
        const auto& faces = graph_.edge_faces(e);
        if (unite_sides(faces[0], faces[1], edge_[ix(e)] == kLine ? 1 : 0) == ParityUnionFind::Join::Conflict)
          return false;
      }
  initial_ = true;  // every constraint and vertex looked at again, with the new rules
  fixpoint_ = false;
  return propagate();
}

template <class Family>
bool LoopSolver<Family>::lookahead(bool& progress) {
  // Nothing decided since the last lookahead finished (at the root: since its last lap,
  // which forced nothing, and colouring found nothing either): the same state, the same
  // trials, the same answer.
  if (counter_[kProbedUpTo] == counter_[kChanged]) return true;
  const bool root = counter_[kDepth] == 0;
  bool full_lap = root || counter_[kProbedUpTo] < 0;
  ++epoch_;  // a new state: nothing implied yet
  for (;;) {
    probe_queue_.clear();
    int seen = counter_[kChanged];
    if (full_lap) {
      for (int e = 0; e < graph_.num_edges(); ++e)
        if (edge_[ix(e)] == kUnknown) queued_[ix(e)] = 1, probe_queue_.push_back(e);
    } else {
      for (int i = counter_[kProbedUpTo]; i < seen; ++i) self().queue_probes_near(changed_[ix(i)]);
    }
    bool forced = false;
    for (std::size_t head = 0; head < probe_queue_.size(); ++head) {
      const int e = probe_queue_[head];
      queued_[ix(e)] = 0;
      if (edge_[ix(e)] != kUnknown) continue;
      for (Slot trial : {kLine, kCross}) {
        if constexpr (skip_implied())
          if (implied_[2 * ix(e) + ix(trial - 1)] == epoch_) continue;  // cannot fail
        const Mark m = mark();
        counting_ = false;  // also turns colouring off
        probe_log_.clear();
        StepLog* const outer = steps_;
        if (outer) [[unlikely]] {
          trial_log_.clear();
          steps_ = &trial_log_;
        }
        const bool ok = assign(e, trial, -1) && basic_fixpoint();
        if constexpr (skip_implied())
          if (ok)
            for (int f : probe_log_) implied_[2 * ix(f) + ix(edge_[ix(f)] - 1)] = epoch_;
        if (outer && !ok) [[unlikely]]
          record_contradiction();
        undo(m);
        counting_ = true;
        steps_ = outer;
        if (ok) continue;
        if (outer) [[unlikely]]
          record_trial(e, trial);
        ++epoch_;  // the forced edge below changes the state
        if (!assign(e, trial == kLine ? kCross : kLine, Family::kLookaheadRule) || !basic_fixpoint()) {
          for (std::size_t rest = head + 1; rest < probe_queue_.size(); ++rest) queued_[ix(probe_queue_[rest])] = 0;
          return false;
        }
        progress = forced = true;
        for (int i = seen; i < counter_[kChanged]; ++i) self().queue_probes_near(changed_[ix(i)]);
        seen = counter_[kChanged];
        break;
      }
    }
    trail_.assign(counter_[kProbedUpTo], counter_[kChanged]);
    if (!root || !forced) return true;
    full_lap = true;  // at the root, confirm with a whole lap
  }
}

template <class Family>
template <class Result, class Options>
Result LoopSolver<Family>::run(const Options& options) {
  const auto start = std::chrono::steady_clock::now();
  std::fill(stats_.rule_steps.begin(), stats_.rule_steps.end(), 0);  // keeps its buffer
  stats_.guesses = stats_.backtracks = stats_.nodes = 0;
  stats_.max_depth = 0;
  stats_.seconds = 0;
  first_.reset();
  second_.reset();
  Result r;
  const bool alive = propagate();
  root_ = edge_;
  root_colour_.resize(ix(graph_.num_faces()));
  for (int f = 0; f < graph_.num_faces(); ++f) root_colour_[ix(f)] = colours_.find(f);
  r.decided_edges = graph_.num_edges() - counter_[kUnknownEdges];
  r.solved_by_propagation = alive && solved();
  if (!alive) {
    r.complete = true;
    stats_.nodes = 1;
  } else if (!options.search) {
    stats_.nodes = 1;
    if (solved()) on_solution();
    r.solutions = solved() ? 1 : 0;
    r.complete = solved();  // sound rules only: a full decision is the one solution
  } else {
    SearchResult s = count_solutions(self(), {.limit = options.limit, .max_nodes = options.max_nodes});
    r.solutions = s.solutions;
    r.complete = s.complete;
  }
  stats_.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  r.stats = stats_;
  r.first = std::move(first_);
  r.second = std::move(second_);
  return r;
}

template <class Family>
int LoopSolver<Family>::path_end_edge() const {
  int best = core::kNone;
  Slot best_unknown = std::numeric_limits<Slot>::max();
  for (int v = 0; v < graph_.num_vertices() && best_unknown > 2; ++v)
    if (vertex_lines_[ix(v)] == 1 && vertex_unknown_[ix(v)] < best_unknown) {
      best = v;
      best_unknown = vertex_unknown_[ix(v)];
    }
  if (best != core::kNone)
    for (int e : graph_.vertex_edges(best))
      if (edge_[ix(e)] == kUnknown) return e;
  return core::kNone;
}

template <class Family>
std::vector<int> LoopSolver<Family>::path_premises(Step& s, int a, int b, int skip) const {
  std::vector<int> path;
  int at = a, came = skip;
  while (at != b) {
    int next = -1;
    for (int e : graph_.vertex_edges(at))
      if (e != came && edge_[ix(e)] == kLine) next = e;
    if (next < 0 || next == skip) return {};
    path.push_back(next);
    premise(s, next);
    const auto& ends = graph_.edge_vertices(next);
    at = ends[0] == at ? ends[1] : ends[0];
    came = next;
  }
  return path;
}

template <class Family>
void LoopSolver<Family>::closing_premises(Step& s, const std::vector<int>& path, int f) const {
  if (counter_[kSegments] != 1) {  // another path: one of its lines
    std::vector<char> on_path(ix(graph_.num_vertices()), 0);
    for (int e : path)
      for (int v : graph_.edge_vertices(e)) on_path[ix(v)] = 1;
    for (int e = 0; e < graph_.num_edges(); ++e)
      if (edge_[ix(e)] == kLine && !on_path[ix(graph_.edge_vertices(e)[0])]) {
        premise(s, e);
        return;
      }
  }
  if constexpr (requires { self_const().unmet_premises(s, f); }) self_const().unmet_premises(s, f);
}

template <class Family>
void LoopSolver<Family>::relation_premises(Step& s, int a, int b) const {
  // Breadth first over faces, through decided edges and links, from a until b. A face
  // remembers how it was reached: edge e as e, link i as -3 - i; a itself -1.
  const int faces = graph_.num_faces() + 1;
  std::vector<int> via(ix(faces), -2), from(ix(faces), -1);
  std::vector<int> todo{a};
  via[ix(a)] = -1;
  auto reach = [&](int f, int g, int how) {
    if (via[ix(g)] != -2) return;
    via[ix(g)] = how;
    from[ix(g)] = f;
    todo.push_back(g);
  };
  for (std::size_t head = 0; head < todo.size() && via[ix(b)] == -2; ++head) {
    const int f = todo[head];
    for (int e : graph_.face_edges(f)) {
      if (edge_[ix(e)] == kUnknown) continue;
      const auto& two = graph_.edge_faces(e);
      reach(f, two[0] == f ? two[1] : two[0], e);
    }
    if (ix(f) < links_at_.size())
      for (int i : links_at_[ix(f)]) reach(f, links_[ix(i)].a == f ? links_[ix(i)].b : links_[ix(i)].a, -3 - i);
  }
  s.premises.push_back({Fact::Place, a, kPlaceFace});
  s.premises.push_back({Fact::Place, b, kPlaceFace});
  for (int f = b; f != a && via[ix(f)] != -2; f = from[ix(f)]) {
    const int how = via[ix(f)];
    if (how >= 0) {
      premise(s, how);
    } else {
      for (const Fact& p : links_[ix(-3 - how)].premises)
        if (std::find(s.premises.begin(), s.premises.end(), p) == s.premises.end()) s.premises.push_back(p);
    }
  }
}

template <class Family>
void LoopSolver<Family>::record_contradiction() {
  Step c;
  c.kind = Step::Contradiction;
  // A step that concluded the opposite of a mark already there.
  if (!steps_->empty())
    for (const Fact& f : steps_->back().conclusions)
      if (edge_[ix(f.at)] != kUnknown && edge_[ix(f.at)] != f.value) {
        c.rule = steps_->back().rule;
        c.premises = steps_->back().premises;
        c.premises.push_back({Fact::Mark, f.at, edge_[ix(f.at)]});
        break;
      }
  // A dot with three lines, or a path end with no way on.
  for (int v = 0; c.rule < 0 && v < graph_.num_vertices(); ++v) {
    const int lines = vertex_lines_[ix(v)];
    if (lines <= 2 && !(lines == 1 && vertex_unknown_[ix(v)] == 0)) continue;
    c.rule = Family::kDegreeRule;
    c.premises.push_back({Fact::Place, v, kPlaceVertex});
    for (int e : graph_.vertex_edges(v))
      if (edge_[ix(e)] != kUnknown) premise(c, e);
  }
  // The family's own constraints (a clue overfull or starved).
  if constexpr (requires { self().broken_constraint(c); })
    if (c.rule < 0) self().broken_constraint(c);
  // A loop closed too early by the last line drawn.
  if (c.rule < 0 && !queue_.empty() && edge_[ix(queue_.back())] == kLine) {
    const int e = queue_.back();
    const auto& ends = graph_.edge_vertices(e);
    Step walk;
    std::vector<int> path = path_premises(walk, ends[0], ends[1], e);
    if (!path.empty()) {  // the lines lead round from one end of e to the other
      c.rule = Family::kNoPrematureLoopRule;
      c.premises = walk.premises;
      premise(c, e);
      closing_premises(c, path, e);
    }
  }
  if (c.rule < 0 && !steps_->empty()) {  // what the last step read
    c.rule = steps_->back().rule;
    c.premises = steps_->back().premises;
  }
  if (c.rule < 0) c.rule = Family::kDegreeRule;
  c.tier = step_rules_[ix(c.rule)].tier;
  steps_->push_back(std::move(c));
}

template <class Family>
void LoopSolver<Family>::record_trial(int e, Slot trial) {
  Step& s = open_step(Family::kLookaheadRule, Step::Trial);
  s.supposed = {Fact::Mark, e, trial};
  conclusion(s, e, trial == kLine ? kCross : kLine);
  s.chain = std::move(trial_log_);
  trial_log_ = {};
  // What the chain read that it did not decide itself: the trial's premises.
  std::vector<Fact> decided{s.supposed};
  for (const Step& link : s.chain) decided.insert(decided.end(), link.conclusions.begin(), link.conclusions.end());
  for (const Step& link : s.chain)
    for (const Fact& f : link.premises) {
      const bool derived = f.kind == Fact::Mark && std::find(decided.begin(), decided.end(), f) != decided.end();
      if (!derived && std::find(s.premises.begin(), s.premises.end(), f) == s.premises.end()) s.premises.push_back(f);
    }
}

}  // namespace looplab::solver
