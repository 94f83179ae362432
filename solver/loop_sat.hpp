#pragma once
// The learning engine for loop puzzles: "one loop on a core::LoopGraph" as CNF for
// CaDiCaL (an incremental CDCL SAT solver, Debian libcadical-dev), the single-loop
// condition added lazily. A family adds only its own local constraints (clauses over
// edge and face literals), hard or guarded by a selector it assumes. The propagation
// solvers prove ordinary puzzles in microseconds but learn nothing from a dead end; hard
// proofs are where this engine takes over, after their root fixpoint (a node count,
// never a timer).
//
// Encoding (loop_sat.cpp), one variable per edge and per inner face:
//   - every vertex has degree 0 or 2 (no edge alone, no three edges at a vertex);
//   - at least one edge is on (a solution is one non-empty loop);
//   - each inner face inside the loop or not, the outer face outside: an edge is on
//     exactly when its two faces differ. Redundant for the models, but it gives CaDiCaL
//     the parity reasoning of the propagation solvers' colouring as plain clauses (near
//     minimality that is most of a proof: 20x20 face-clue proofs take a third less);
//   - connectivity, lazily (loop_sat_cuts.cpp): a model is a set of disjoint cycles;
//     while it has more than one, for each cycle C the clause "all of C on -> no edge of
//     the other cycles on" (through one auxiliary literal per cycle) is added and the
//     search goes on. Such a cut holds whatever the family's constraints (a loop that
//     contains all of C is C), so cuts and what CaDiCaL learns from them are kept across
//     searches. Stronger cuts come from touch requirements (`must_touch`: the loop uses
//     one of these edges, while a selector holds): for a vertex set R holding C's
//     vertices and no end of x's edges, "an edge of C on -> an edge with one end in R
//     on" (the loop must leave R to reach x; at most 16 edges of C are named, evenly
//     spaced, so a long cycle's cut stays a few clauses). R is a minimum cut between C and x's ends
//     and the other cycles of the model, over the edges neither on in the model nor
//     fixed off (a bottleneck the next models, C moved a little, still cannot cross:
//     40x40 proofs make under half the calls they make with R = C's inside or
//     outside, the fallback when the cut has 64 edges or more, and the only region
//     with Regions::Sides); else, when x has no edge on C, "not all of C".
// A solution found is excluded by a clause guarded by the search's own selector, so one
// instance serves any number of searches (clue removal asks thousands on one grid).
//
// Cost: clauses grow with the cycles met (a few per cut); each search is deterministic
// for the same sequence of calls (CaDiCaL decides nothing by time).
#include <cstdint>
#include <initializer_list>
#include <memory>
#include <optional>
#include <span>
#include <string_view>
#include <vector>

#include "core/loop_graph.hpp"

namespace CaDiCaL {
class Solver;
}

namespace looplab::solver {

// Which engine settled a loop puzzle's count: the propagation search, or this one.
enum class Engine { Propagation, Sat };
std::string_view to_string(Engine e);

struct LoopSatStats {
  std::uint64_t sat_calls = 0;  // solve() calls on CaDiCaL (one per model looked at)
  std::uint64_t loop_cuts = 0;  // cycles cut off (models with several cycles)
  std::uint64_t conflicts = 0;  // CaDiCaL's conflicts (learned clauses)
};

struct LoopSatResult {
  std::uint64_t solutions = 0;  // found (up to the limit); exact when `complete`
  bool complete = false;        // every loop was looked at: `solutions` is the count
  std::optional<std::vector<std::uint8_t>> first, second;  // per edge: on the loop
  LoopSatStats stats;           // of this search alone
};

class LoopSat {
 public:
  // How the search first guesses an edge. A single proof does best with CaDiCaL's
  // default, true (20x20 face-clue puzzles: a fifth fewer calls than edges off, with the face
  // variables); clue removal, which asks one engine hundreds of questions, with edges
  // off: its models stay small, so fewer cycles to cut (40x40 extreme face-clue puzzle, seed
  // 1: 15 s of CPU against more than 8 minutes).
  enum class FirstGuess { Default, EdgesOff };
  // Which region a touch requirement's cut names: a minimum cut (Slitherlink: 40x40
  // near-minimal proofs make under half the calls they make without), or the cycle's
  // inside or outside alone, one flood and no max-flow a cycle (Masyu, whose models'
  // cycles are short and close together: its 20x20 proofs take 4-6% less CPU).
  enum class Regions { MinimumCut, Sides };
  explicit LoopSat(core::LoopGraph graph, FirstGuess guess = FirstGuess::Default,
                   Regions regions = Regions::MinimumCut);
  ~LoopSat();
  LoopSat(const LoopSat&) = delete;
  LoopSat& operator=(const LoopSat&) = delete;
  const core::LoopGraph& graph() const { return graph_; }

  // Literals for the family's clauses: edge e on; inner face f inside the loop.
  int edge_lit(int e) const { return e + 1; }
  int face_lit(int f) const { return graph_.num_edges() + 1 + f; }
  int new_var() { return ++vars_; }
  int new_selector();  // a variable the family assumes again and again (frozen)
  void add_clause(std::initializer_list<int> lits);
  void add_clause(const std::vector<int>& lits);

  // The current removable constraints: their selectors hold in the next searches, and
  // no others. `must_touch` adds a requirement the cuts may use: while `selector` holds
  // (0: always), some edge of `edges` is on the loop.
  void clear_assumptions();
  void assume(int selector) { assumed_.push_back(selector); }
  void must_touch(int selector, std::span<const int> edges);
  // For an engine that serves one constraint set only (a single proof), facts of every
  // solution of it: the assumed selectors hold for good (CaDiCaL simplifies them once
  // instead of assuming them at every call), edge `e` is `line`, and faces a and b (the
  // outer face allowed) lie on the same side of the loop or not. A propagation solver's
  // root fixpoint provides the last two; a proof then searches only what it left open.
  void fix_assumptions();
  void fix_edge(int e, bool line);
  void fix_sides(int a, int b, bool differ);
  // All of a propagation solver's root fixpoint at once: per edge 0 (undecided), 1 (on)
  // or 2 (off); per inner face f its colour class (g, differ): face g (the outer face
  // allowed; f itself when nothing is known) and whether f's side differs from g's.
  void fix_root(std::span<const std::int32_t> edges, std::span<const std::pair<int, int>> faces);
  // Cuts up front for the shortest cycles: the boundary of each inner face and of each
  // two adjacent inner faces is not the loop while some requirement has no edge on it
  // ("not all of it on", guarded by that requirement's selector). Without them the first
  // models of a near-minimal puzzle hold many such small cycles, each cut only after a
  // call; boundaries a fixed-off edge already breaks cost nothing (add_clause leaves
  // them out). Call after the requirements and the facts.
  void cut_small_cycles();

  // Loops satisfying the current constraints, up to `limit` (0 = all), other than
  // `known` (per edge; a search for a second solution passes the first).
  // `max_conflicts` (0 = none) bounds CaDiCaL's conflicts over the whole search; when
  // they run out the result is not `complete`, and `solutions` only a lower bound.
  LoopSatResult count(std::uint64_t limit, const std::vector<std::uint8_t>* known = nullptr,
                      std::uint64_t max_conflicts = 0);
  const LoopSatStats& total() const { return total_; }  // over every search so far

 private:
  void add_lits(const int* begin, const int* end);
  // +1 true, -1 false, 0 not fixed (fix_edge, fix_sides with the outer face).
  int fixed(int lit) const {
    const std::size_t v = static_cast<std::size_t>(lit < 0 ? -lit : lit);
    if (v >= value_.size() || value_[v] == 0) return 0;
    return (lit < 0) == (value_[v] < 0) ? 1 : -1;
  }
  void set_fixed(int lit) { value_[static_cast<std::size_t>(lit < 0 ? -lit : lit)] = lit < 0 ? -1 : 1; }
  void encode_graph();
  // loop_sat_cuts.cpp: the cycles of the current model; cuts when there are several.
  // The cycles live in cycles_ (their lists reused from model to model).
  std::span<const std::vector<int>> model_cycles();
  void cut_cycles(std::span<const std::vector<int>> cycles);
  int missed_touch() const;                        // a selector (0: always), or -1
  bool region_cut(const std::vector<int>& cycle);  // false when no requirement allows it
  bool bottleneck_cut(const std::vector<int>& cycle);  // false when no requirement or cut allows it
  // A clause `-selector` (left out for 0) followed by clause_ from index 1.
  void add_guarded(int selector);

  core::LoopGraph graph_;
  std::unique_ptr<CaDiCaL::Solver> sat_;
  int vars_ = 0;
  bool encoded_ = false;           // encode_graph() done (at the first search)
  std::vector<std::int8_t> value_;  // per edge and face variable: fixed facts
  Regions regions_;
  std::vector<int> root_class_;     // per face, the outer one last: fix_root's class (empty without)
  std::vector<int> assumed_;       // selectors of the current constraints
  // Touch requirements: selector i needs an edge of touch_edges_[touch_start_[i] ..].
  std::vector<int> touch_selector_, touch_start_{0}, touch_edges_;
  std::vector<std::uint8_t> in_cycle_, side_, reached_;  // per edge, vertex, face (scratch)
  std::vector<int> flood_[3];                            // the cuts' floods and paths (scratch)
  std::vector<std::int8_t> flow_;                        // bottleneck_cut, per edge: 0 between calls
  std::vector<int> visit_, level_, arc_, touched_;       // bottleneck_cut, per vertex (scratch)
  std::vector<std::uint8_t> mark_;                       // bottleneck_cut, per vertex: 0 between calls
  int stamp_ = 0;                                        // visit_[v] == stamp_: reached
  // The model's edges, their ends, and the edges neither on nor fixed off (scratch).
  std::vector<std::uint8_t> on_, on_vertex_, open_, walked_;
  std::vector<std::vector<int>> cycles_;
  std::vector<int> clause_;                              // scratch
  LoopSatStats total_;
};

}  // namespace looplab::solver
