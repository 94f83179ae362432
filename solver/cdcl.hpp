#pragma once
// A conflict-driven search over boolean variables whose constraints are partly clauses
// and partly rules a family implements (a `Propagator`): the rules imply literals with a
// reason, a clause made of false literals plus the implied one, so that a dead end is
// analysed like any other conflict. What it does with a conflict: 1-UIP learning, a jump
// back to the level where the learned clause implies, restarts on the Luby sequence
// (kRestartUnit conflicts a step), decisions by VSIDS activity with ties broken by the
// lower variable and the phase each variable last had (initially false). The rules see
// every new literal before the clauses' watches do: a rule's dead end then comes with the
// rule's reason, not with whatever the clauses ran into first (on face-clue loop
// puzzles, fewer proofs spend their budget).
//
// Every choice is a function of the calls made, so the same calls give the same answers
// and models. Budgets are conflict counts, never time: a spent budget answers Unknown.
//
// Literals: 2 * var for "var is true", 2 * var + 1 for "var is false".
// Cost: clauses live in one flat arena with two watched literals each; reasons for
// rule implications live in a second arena that backtracking truncates. Learned clauses
// are never deleted, which suits the proofs it is made for (a few thousand conflicts).
#include <cstdint>
#include <span>
#include <vector>

namespace looplab::solver {

using Lit = int;
inline constexpr Lit make_lit(int var, bool value) { return 2 * var + (value ? 0 : 1); }
inline constexpr Lit negate(Lit l) { return l ^ 1; }
inline constexpr int var_of(Lit l) { return l >> 1; }

class Cdcl;

// The family's rules. Both calls see a consistent assignment (no clause false).
class Propagator {
 public:
  virtual ~Propagator() = default;
  // `lit` has just become true (each literal once, in trail order). Implies through
  // Cdcl::imply, reports a dead end through Cdcl::conflict; false after a conflict.
  virtual bool propagate(Cdcl& cdcl, Lit lit) = 0;
  // Every variable is assigned and the rules have seen it all: true accepts the model;
  // false after adding (Cdcl::add_clause) one clause this assignment violates.
  virtual bool accept(Cdcl& cdcl) = 0;
};

enum class CdclAnswer { Sat, Unsat, Unknown };

struct CdclStats {
  std::uint64_t conflicts = 0, decisions = 0, propagations = 0, restarts = 0, learned = 0, learned_literals = 0;
};

class Cdcl {
 public:
  static constexpr std::uint64_t kRestartUnit = 16;

  Cdcl(int num_vars, Propagator& propagator);
  int num_vars() const { return static_cast<int>(value_.size()); }

  // A clause that holds from now on, for every later search. Between searches (after
  // Sat, the model still assigned) or inside Propagator::accept it may be false under
  // the assignment; the next step of the search resolves it as a conflict.
  void add_clause(std::span<const Lit> lits);

  // +1 true, -1 false, 0 unassigned; the decision level of an assigned variable.
  int value(Lit l) const {
    const int v = value_[static_cast<std::size_t>(var_of(l))];
    return (l & 1) ? -v : v;
  }
  int level(int var) const { return level_[static_cast<std::size_t>(var)]; }

  // For propagators: reason[0] becomes true because every other literal of `reason` is
  // false. False (and the conflict recorded) when reason[0] is false already.
  bool imply(std::span<const Lit> reason);
  // For propagators: every literal of `lits` is false, and they may not all be.
  void conflict(std::span<const Lit> lits);

  // Looks for an assignment that satisfies every clause and that the propagator
  // accepts, within `max_conflicts` more conflicts (0 = no bound). After Sat the model
  // stays assigned (value()) until the next call; Unsat is final.
  CdclAnswer solve(std::uint64_t max_conflicts = 0);
  const CdclStats& stats() const { return stats_; }

 private:
  static constexpr int kNoReason = -1;
  std::size_t ix(int i) const { return static_cast<std::size_t>(i); }
  int decision_level() const { return static_cast<int>(trail_lim_.size()); }
  void enqueue(Lit l, int reason);
  bool propagate();  // to a fixpoint of clauses and rules; false with conflict_ set
  bool propagate_clauses(std::size_t until);  // the watches of trail_[clause_head_, until)
  bool resolve(std::vector<Lit> conflict);  // learn and jump back; false: no solution
  void analyze(const std::vector<Lit>& conflict, std::vector<Lit>& learned);
  bool implied(Lit p, std::uint32_t levels);  // by reasons reaching only `levels`
  std::span<const Lit> reason_lits(int var) const;
  int store(std::span<const Lit> lits);  // into the arena, watched on lits[0], lits[1]
  void backtrack(int level);
  void bump(int var);
  // The decision heap: highest activity first, the lower variable on ties.
  bool before(int a, int b) const {
    return activity_[ix(a)] > activity_[ix(b)] || (activity_[ix(a)] == activity_[ix(b)] && a < b);
  }
  void heap_up(int i);
  void heap_down(int i);
  void heap_insert(int var);
  int heap_pop();

  Propagator& propagator_;
  std::vector<std::int8_t> value_, phase_;  // per variable
  std::vector<int> level_, reason_;         // per variable; reason: arena offset or ~explanation
  std::vector<Lit> trail_;
  std::vector<int> trail_lim_, explain_lim_;  // per level: trail and explanation sizes
  std::size_t clause_head_ = 0, rule_head_ = 0;
  // Clause arena: size, then the literals. Watches per literal: clauses to visit when
  // that literal becomes false.
  std::vector<int> arena_;
  std::vector<std::vector<int>> watches_;
  std::vector<Lit> explain_;        // rule reasons, implied literal first
  std::vector<int> explain_start_;  // where each begins in explain_
  std::vector<Lit> conflict_, pending_;
  bool unsat_ = false;
  std::vector<double> activity_;
  double bump_ = 1.0;
  std::vector<int> heap_, heap_pos_;
  std::vector<std::uint8_t> seen_;
  std::vector<Lit> to_clear_, stack_;  // analyze's scratch
  CdclStats stats_;
};

}  // namespace looplab::solver
