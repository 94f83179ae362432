#pragma once
// The ∞ Loop propagation model, the Model of solver/search.hpp.
//
// Variables: every edge between two tiles is on (a pipe crosses it) or off; edges on
// the border are off from the start. Each tile keeps its domain, the set of masks it
// may still be turned into (a 16-bit set, see rotations_of). The rules of rules.hpp run
// from a queue of tiles to a fixpoint, the cheapest first; a solver built with `max_tier`
// t runs the rules of tiers 0..t.
// A higher-tier rule runs only when every cheaper one is stuck, and each of its steps
// sends the solver back to the cheapest rules: the highest tier that changed anything
// is the hardest deduction needed (docs/RATING.md). A puzzle that declares `connected`
// is also held to one network at every tier (a rule of the puzzle, not a technique):
// pipes that no path of sides not known empty joins any more are a contradiction.
// Plain solving and counting use
// tier 0, whose rules are arc consistency and cheapest per step.
// Every write goes through an undo trail, so a guess costs what it changes.
//
//   edges: vertical steps first, then horizontal ones (R x C tiles)
//     up(r,c) = r*C + c            down(r,c) = (r+1)*C + c          (R+1)*C of them
//     left(r,c) = V + r*(C+1) + c  right(r,c) = V + r*(C+1) + c + 1  V = (R+1)*C
//
// Branching takes the first undecided tile in row-major order (its up and left edges
// are known, so it has few masks left); the cursor is part of the undo state.
// Steps (solver/step.hpp): given a StepLog (record_steps), every rule records what it
// decided and what it read, in mark ids (mark_id below): a side is a mark with value
// kHas (a pipe crosses it) or kHasNot; a tile's turn to mask m is a mark with value kHas
// (turned so) or kHasNot (ruled out); a tile's dealt shape is a Fact::Clue. A tile's
// domain is read as its shape, the known sides that rule turns out, and the turns ruled
// out otherwise (by block, wire or probe), or, once decided, its turn (steps.cpp).
//
// Cost: O(tiles) to build, tier-0 and block propagation O(changes); a pass of region or
// wire is O(tiles), run only when the cheaper rules are stuck and an edge or a domain
// changed since the last pass.
#include <array>
#include <cstdint>
#include <vector>

#include "core/trail.hpp"
#include "families/infinity_loop/puzzle.hpp"
#include "families/infinity_loop/rules.hpp"
#include "solver/parity_union_find.hpp"
#include "solver/stats.hpp"
#include "solver/step.hpp"

namespace looplab::infinity_loop {

enum EdgeState : std::uint8_t { kUnknown = 0, kOff = 1, kOn = 2 };

// A step's mark values (the loop families' line and cross).
inline constexpr int kHas = 1, kHasNot = 2;
// A Fact::Place of a contradiction: the pipes cannot form one network (at: a tile of it).
inline constexpr int kPlaceNetwork = 0;

class Solver {
 public:
  struct Branch {
    int tile = -1;
    int alternatives = 0;
    std::uint8_t masks[4] = {};
  };
  struct Mark {
    core::Trail<std::uint16_t>::Mark domains;
    core::Trail<std::uint8_t>::Mark edges;
    int undecided;
    int cursor;
  };

  explicit Solver(const Puzzle& p, int max_tier = 0);

  // --- the Model interface of solver/search.hpp
  bool propagate();
  bool solved() const { return undecided_ == 0; }
  Branch choose_branch();
  bool take(const Branch& b, int i) { return decide(b.tile, b.masks[i]); }
  Mark mark() const { return {dtrail_.mark(), etrail_.mark(), undecided_, cursor_}; }
  void undo(const Mark& m);
  void on_solution();
  solver::Stats& stats() { return stats_; }

  // --- for the exact counter, the generator and the rater
  const Puzzle& puzzle() const { return p_; }
  int num_tiles() const { return static_cast<int>(domain_.size()); }
  int undecided() const { return undecided_; }
  std::uint16_t domain(int tile) const { return domain_[static_cast<std::size_t>(tile)]; }
  bool decided(int tile) const { return (domain(tile) & (domain(tile) - 1)) == 0; }
  int edge_of(int tile, int side) const;
  std::uint8_t edge(int e) const { return edge_[static_cast<std::size_t>(e)]; }
  // The tile across `side`, or -1 at the border.
  int neighbour(int tile, int side) const;
  // Narrows a tile to one mask (queued for propagation); false when not in its domain.
  bool decide(int tile, std::uint8_t mask);
  // The current masks (each decided tile's one mask; 0 where undecided).
  std::vector<std::uint8_t> current() const;
  // Solutions met by the search, the first two kept (on_solution).
  const std::vector<std::vector<std::uint8_t>>& found() const { return found_; }
  int max_tier() const { return max_tier_; }
  // Leaves one rule of tiers 1-3 out (the tests show what each rule alone unlocks).
  void disable(Rule r) { disabled_ |= 1u << r; }
  // Solving stops (propagate() and the region search report it) once `nodes` search
  // nodes have been spent; 0 = no budget.
  void set_node_budget(std::uint64_t nodes) { node_budget_ = nodes; }
  bool out_of_budget() const { return node_budget_ != 0 && stats_.nodes >= node_budget_; }

  // --- steps (solver/step.hpp)
  // Where the rules append their steps; null (the default) records nothing.
  void record_steps(solver::StepLog* log) { steps_ = log; }
  // Mark ids: the sides first, numbered as core::Grid(rows, cols) numbers its edges (so
  // as the edges above), then 16 a tile: the tile turned to mask m.
  int num_sides() const { return static_cast<int>(edge_.size()); }
  int num_marks() const { return num_sides() + 16 * num_tiles(); }
  int turn_mark(int tile, int mask) const { return num_sides() + 16 * tile + mask; }
  // Puts a mark of a step or a position on the board (queued for propagation); false
  // when it contradicts what is known.
  bool assume(const solver::Fact& f);

 private:
  bool propagate_plain();
  bool propagate_upto(int tier);
  // One step of a tier-1..3 rule: 1 progress, 0 nothing to do, -1 contradiction.
  int block_step();
  int parity_step();
  int region_step();
  int wire_step();
  int probe_step();
  // For a `connected` puzzle: whether every tile with a pipe can still reach every other
  // through sides not known empty (one union-find pass, when an edge changed since).
  bool networks_can_meet();
  // The parity rule on any fence: `on` pipes and `unknown` undecided sides, the last of
  // them `last`, around `want` pipe ends (mod 2). -1 on a contradiction, 1 when it set
  // the one undecided side, 0 when it says nothing.
  // The fence is rows [r0, r1) x columns [c0, c1)'s, for the step it records.
  int settle_fence(int on, int unknown, int last, int want, int r0, int r1, int c0, int c1);
  // The fence of rows [r0, r1) x columns [c0, c1): its last undecided side (-1: none),
  // and the parity of the pipe ends inside it.
  int unknown_side(int r0, int r1, int c0, int c1) const;
  int ends_parity(int r0, int r1, int c0, int c1) const {
    return (ends_at(r1, c1) - ends_at(r0, c1) - ends_at(r1, c0) + ends_at(r0, c0)) & 1;
  }
  int ends_at(int r, int c) const { return ends_before_[static_cast<std::size_t>(r * (cols_ + 1) + c)]; }
  void enqueue_ends(int e);
  static constexpr int kRect = 3;
  int block_of(int r, int c) const { return r * (cols_ - 1) + c; }  // top-left tile (r, c)
  void touch(int tile);
  bool narrow(int tile, std::uint16_t keep, Rule why);
  void set_edge(int e, std::uint8_t state);
  void enqueue(int tile) {
    if (!queued_[static_cast<std::size_t>(tile)])
      queued_[static_cast<std::size_t>(tile)] = 1, queue_.push_back(tile);
  }
  void clear_queue();

  // Recording (steps.cpp); idle while steps_ is null.
  solver::Step& new_step(solver::Step::Kind kind, Rule rule);
  // border or neighbour_match on tile t, which the known sides narrow to keep_border &
  // keep_inner: a step when that decides it, a contradiction when nothing is left.
  void record_match(int t, std::uint16_t keep_border, std::uint16_t keep_inner);
  void add_premise(solver::Step& s, const solver::Fact& f) const;
  // What a tile's domain rests on (the header says how it is read).
  void tile_premises(solver::Step& s, int tile) const;
  // Dropping `drop` from a tile's domain: its turn when one is left, else the turns dropped.
  void narrowed(solver::Step& s, int tile, std::uint16_t keep) const;
  void known_side(solver::Step& s, int e) const;
  // The sides and shapes of a fence's rectangle rows [r0, r1) x columns [c0, c1), but `skip`.
  void fence_premises(solver::Step& s, int r0, int r1, int c0, int c1, int skip) const;
  // The tiles joined to `from` by undecided sides, not crossing `cut`; their shapes and
  // their known sides.
  void region_premises(solver::Step& s, int from, int cut) const;
  // Why the pipes cannot form one network: a pipe tile's reach, its closed fence, and a
  // pipe tile outside it.
  void split_premises(solver::Step& s) const;
  // The tiles whose ties join sides a and b (wire), each with its premises.
  void tie_premises(solver::Step& s, int a, int b, int skip_tile) const;
  // A trial's premises: what its chain read and did not decide itself.
  static void trial_premises(solver::Step& trial);
  solver::StepLog* steps_ = nullptr;
  // The wire rule's ties of its last pass, while recording: sides a, b, the tile.
  std::vector<std::array<int, 3>> ties_;

  Puzzle p_;
  int rows_, cols_, vbase_;
  std::vector<std::uint16_t> domain_;
  std::vector<std::uint8_t> edge_;
  core::Trail<std::uint16_t> dtrail_;
  core::Trail<std::uint8_t> etrail_;
  int undecided_ = 0;
  int cursor_ = 0;
  int max_tier_;
  unsigned disabled_ = 0;  // bit r: rule r left out
  std::uint64_t node_budget_ = 0;
  // Work queues of the higher tiers: 2x2 blocks whose tiles changed, cuts whose edges
  // changed (rows-1 horizontal cuts, then cols-1 vertical ones), the probe cursor.
  std::vector<int> block_queue_, cut_queue_;
  std::vector<std::uint8_t> block_queued_, cut_queued_;
  std::vector<std::uint8_t> cut_target_;  // pipe ends above/left of each cut, mod 2
  std::vector<int> edge_queue_;           // edges changed since rectangles were looked at
  std::vector<std::uint8_t> edge_queued_;
  std::vector<int> ends_before_;          // pipe ends in rows < r, columns < c
  int probe_cursor_ = 0;
  // The region rule's depth-first search (flat, reused): discovery time, low link,
  // parity of the subtree, and the frames of the explicit stack. `region_dirty_`: an
  // edge changed since its last pass.
  std::vector<int> disc_, low_, frame_tile_, frame_edge_;
  std::vector<std::uint8_t> frame_side_, odd_;
  std::vector<std::pair<int, std::uint8_t>> bridges_;
  bool region_dirty_ = true;
  bool network_dirty_ = true;  // an edge changed since networks_can_meet last looked
  // The wire rule's ties (rebuilt on each pass, so its trail is only cleared); dirty
  // when a domain changed since its last pass.
  solver::ParityUnionFind wires_;
  solver::ParityUnionFind::Trail wire_trail_;
  bool wire_dirty_ = true;
  std::vector<int> queue_;
  std::vector<std::uint8_t> queued_;
  solver::Stats stats_;
  std::vector<std::vector<std::uint8_t>> found_;
};

}  // namespace looplab::infinity_loop
