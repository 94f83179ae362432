#pragma once
// The generic constraint-propagation engine: cells with small domains (a bitset of up
// to 31 values), constraints given as (cells, propagator), a wake-up queue per tier,
// an undo trail, and the hooks that make it a Model for solver/search.hpp.
//
//   cell c:  dom[c] = bit v set <=> value v still possible (v < 31)
//            bit 31 (kPlaced) = the value has been *placed*: propagators treat a placed
//            cell as decided (e.g. all-different removes its value from the peers); a
//            cell whose domain merely shrank to one value is not placed until some rule
//            (naked single, hidden single, a guess) places it. The distinction is what
//            lets the rater tell Tatham's "trivial" from "basic" levels.
//
// Scheduling follows Tatham's deduction tables: every propagator belongs to one rule of
// the family's RuleInfo table, and a propagator of tier t runs only when no propagator
// of a lower tier is waiting. So the cheapest rule that can make progress always goes
// first, and the highest tier that ever ran *and changed something* is the hardest
// deduction the puzzle needed (rule steps are counted in Stats::rule_steps).
//
// Cost: a domain change is O(watchers of the cell) in the tiers not wholly queued (all
// rules start queued, and the higher tiers stay so while the lower ones make progress,
// so most changes only touch the cheap tiers' watchers); undo is O(changes). No allocation
// during search except the trail's growth. `max_tier` caps which rules may run (the
// rater's "solve using rules up to tier t" and a cheap counting mode).
#include <bit>
#include <cstdint>
#include <memory>
#include <span>
#include <vector>

#include "core/error.hpp"
#include "core/trail.hpp"
#include "solver/stats.hpp"
#include "solver/step.hpp"

namespace looplab::solver {

using Domain = std::uint32_t;
constexpr Domain kPlaced = 1u << 31;
constexpr Domain kValues = ~kPlaced;
constexpr int kMaxValues = 31;

// Bit count by SWAR arithmetic: without -mpopcnt, std::popcount is a library call.
inline int count_bits(std::uint32_t x) {
  x = x - ((x >> 1) & 0x55555555u);
  x = (x & 0x33333333u) + ((x >> 2) & 0x33333333u);
  return static_cast<int>((((x + (x >> 4)) & 0x0F0F0F0Fu) * 0x01010101u) >> 24);
}
inline int count_values(Domain d) {
  return count_bits(d & kValues);
}
inline int lowest_value(Domain d) {
  return std::countr_zero(d & kValues);
}
inline bool is_placed(Domain d) {
  return (d & kPlaced) != 0;
}
inline Domain value_bit(int v) {
  return Domain{1} << v;
}

class CpEngine;

// Branch value order for random solutions: permutes `values[0..n)` in place.
class RandomOrder {
 public:
  virtual ~RandomOrder() = default;
  virtual void order(std::uint8_t* values, int n) = 0;
};

// A constraint's narrowing function over its cells. `propagate` removes values through
// the engine (CpEngine::remove / place) and returns false on a contradiction. It must be
// sound (never remove a value some solution uses) and may be incomplete.
class Propagator {
 public:
  Propagator(int rule, std::vector<int> cells) : rule_(rule), cells_(std::move(cells)) {}
  virtual ~Propagator() = default;
  virtual bool propagate(CpEngine& engine) = 0;
  int rule() const { return rule_; }
  const std::vector<int>& cells() const { return cells_; }

 private:
  int rule_;
  std::vector<int> cells_;
};

class CpEngine {
 public:
  struct Branch {
    int cell = -1;
    int alternatives = 0;
    std::uint8_t values[kMaxValues] = {};
  };
  using Mark = std::size_t;

  explicit CpEngine(std::span<const RuleInfo> rules);

  // --- building (before the first propagate) ---
  int add_cell(Domain initial);
  // Watches every cell of p; returns its index.
  int add(std::unique_ptr<Propagator> p);
  int cell_count() const { return static_cast<int>(dom_.size()); }

  // Starts over from new initial domains (one per cell), keeping the propagators: a
  // model whose constraints do not depend on the instance (the rows, columns and boxes of a digit grid) is built
  // once and reused, which saves the allocations of building it.
  void reset(std::span<const Domain> initial);

  // --- options ---
  void set_max_tier(int tier) { max_tier_ = tier; }  // rules above it never run
  int max_tier() const { return max_tier_; }
  // Branch values in the order `order` gives (random solutions); null = ascending.
  void shuffle_values_with(RandomOrder* order) { order_ = order; }

  // --- state, for propagators ---
  Domain dom(int cell) const { return dom_[static_cast<std::size_t>(cell)]; }
  // Removes `values` from the cell; counts one step of `rule` when something went
  // (rule < 0: a guess, not counted). False when the domain would become empty.
  bool remove(int cell, Domain values, int rule);
  bool keep_only(int cell, Domain values, int rule) {
    return remove(cell, kValues & ~values, rule);
  }
  // Places the cell's single remaining value (or `value` when given): false when that
  // value is not possible.
  bool place(int cell, int value, int rule);

  // --- steps (solver/step.hpp), for propagators ---
  // While a StepLog is attached, every propagator run that changes something is logged
  // as steps: the values it placed or removed are the conclusions (Fact::Mark, value
  // v + 1 for value v placed, -(v + 1) for it ruled out), and what it declared it read
  // with `read` / `read_clue` the premises. A propagator that draws several separate
  // inferences in one run calls end_step after each, so a step is one inference.
  void record_steps(StepLog* log) { log_ = log; }
  bool recording() const { return log_ != nullptr; }
  // The step reads `cell`: placed, its value; else each of `values` it no longer holds.
  // Read before changing it (a premise is the state before the step).
  void read(int cell, Domain values = kValues);
  // The step reads a clue of the family (`at` in its numbering).
  void read_clue(int at, int value);
  // Closes the step being taken (logged when it concluded something) and starts another.
  void end_step();

  // --- Model for solver/search.hpp ---
  bool propagate();
  bool solved() const;
  Branch choose_branch() const;
  bool take(const Branch& b, int i);
  Mark mark() const { return trail_.mark(); }
  void undo(Mark m) { trail_.undo_to(m); }
  void on_solution();
  Stats& stats() { return stats_; }
  const Stats& stats() const { return stats_; }

  // Solutions seen by on_solution (at most `keep`, default 2), as one value per cell.
  std::vector<std::vector<int>> solutions;
  std::size_t keep_solutions = 2;

 private:
  void wake(int cell);
  void enqueue(int p);
  void clear_queues(int up_to_tier = 1 << 20);

  std::span<const RuleInfo> rules_;
  std::vector<Domain> dom_;
  core::Trail<Domain> trail_;
  std::vector<std::unique_ptr<Propagator>> props_;
  std::vector<int> prop_tier_;
  // watchers_[cell * tiers + t]: the propagators of tier t over the cell.
  std::vector<std::vector<int>> watchers_;
  std::vector<int> tier_size_;    // propagators per tier
  std::vector<int> tier_queued_;  // of them, queued now
  std::vector<std::vector<int>> queue_;  // per tier
  std::vector<std::uint8_t> queued_;
  int max_tier_ = 1 << 20;
  bool started_ = false;
  RandomOrder* order_ = nullptr;
  Stats stats_;
  StepLog* log_ = nullptr;
  Domain universe_ = 0;  // every value some cell started with: what `read` can rule out
  Step step_;  // the step being taken while recording
};

}  // namespace looplab::solver
