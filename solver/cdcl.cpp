#include "solver/cdcl.hpp"

#include <algorithm>
#include <cstdint>
#include <utility>

#include "core/error.hpp"

namespace looplab::solver {

namespace {

// The Luby sequence 1 1 2 1 1 2 4 1 1 2 ...: restart i waits luby(i) units.
std::uint64_t luby(std::uint64_t i) {
  std::uint64_t size = 1, seq = 0;
  while (size < i + 1) {
    ++seq;
    size = 2 * size + 1;
  }
  while (size - 1 != i) {
    size = (size - 1) >> 1;
    --seq;
    i = i % size;
  }
  return std::uint64_t{1} << seq;
}

constexpr double kDecay = 1 / 0.95;

}  // namespace

Cdcl::Cdcl(int num_vars, Propagator& propagator)
    : propagator_(propagator),
      value_(ix(num_vars), 0),
      phase_(ix(num_vars), -1),
      level_(ix(num_vars), 0),
      reason_(ix(num_vars), kNoReason),
      watches_(2 * ix(num_vars)),
      activity_(ix(num_vars), 0.0),
      heap_pos_(ix(num_vars), -1),
      seen_(ix(num_vars), 0) {
  for (int v = 0; v < num_vars; ++v) heap_insert(v);
}

void Cdcl::enqueue(Lit l, int reason) {
  const int v = var_of(l);
  value_[ix(v)] = (l & 1) ? -1 : 1;
  level_[ix(v)] = decision_level();
  reason_[ix(v)] = reason;
  trail_.push_back(l);
  ++stats_.propagations;
}

int Cdcl::store(std::span<const Lit> lits) {
  const int at = static_cast<int>(arena_.size());
  arena_.push_back(static_cast<int>(lits.size()));
  arena_.insert(arena_.end(), lits.begin(), lits.end());
  watches_[ix(lits[0])].push_back(at);
  watches_[ix(lits[1])].push_back(at);
  return at;
}

void Cdcl::add_clause(std::span<const Lit> lits) {
  if (unsat_) return;
  std::vector<Lit> c(lits.begin(), lits.end());
  std::sort(c.begin(), c.end());
  c.erase(std::unique(c.begin(), c.end()), c.end());
  for (std::size_t i = 1; i < c.size(); ++i)
    if (c[i] == negate(c[i - 1])) return;  // a tautology
  if (decision_level() == 0) {
    // Settled literals go now: a true one satisfies the clause, false ones drop out.
    if (std::any_of(c.begin(), c.end(), [&](Lit l) { return value(l) > 0; })) return;
    std::erase_if(c, [&](Lit l) { return value(l) < 0; });
    if (c.empty()) unsat_ = true;
    else if (c.size() == 1) enqueue(c[0], kNoReason);
    else store(c);
    return;
  }
  // Watch the literals that become false last: true or unassigned ones first, then the
  // false ones from the highest level down.
  auto rank = [&](Lit l) { return value(l) >= 0 ? 1 << 30 : level(var_of(l)); };
  std::stable_sort(c.begin(), c.end(), [&](Lit a, Lit b) { return rank(a) > rank(b); });
  if (c.size() == 1) {
    if (value(c[0]) < 0) {
      pending_ = c;
      return;
    }
    backtrack(0);  // a unit holds from the root on
    if (value(c[0]) == 0) enqueue(c[0], kNoReason);
    else if (value(c[0]) < 0) unsat_ = true;
    return;
  }
  store(c);
  if (value(c[0]) < 0) pending_ = c;
}

bool Cdcl::imply(std::span<const Lit> reason) {
  const int v = value(reason[0]);
  if (v > 0) return true;
  if (v < 0) {
    conflict(reason);
    return false;
  }
  explain_start_.push_back(static_cast<int>(explain_.size()));
  explain_.insert(explain_.end(), reason.begin(), reason.end());
  enqueue(reason[0], ~static_cast<int>(explain_start_.size() - 1));
  return true;
}

void Cdcl::conflict(std::span<const Lit> lits) { conflict_.assign(lits.begin(), lits.end()); }

std::span<const Lit> Cdcl::reason_lits(int var) const {
  const int r = reason_[ix(var)];
  if (r >= 0) return {arena_.data() + r + 1, ix(arena_[ix(r)])};
  const std::size_t k = ix(~r);
  const std::size_t end = k + 1 < explain_start_.size() ? ix(explain_start_[k + 1]) : explain_.size();
  return {explain_.data() + explain_start_[k], end - ix(explain_start_[k])};
}

bool Cdcl::propagate_clauses(std::size_t until) {
  while (clause_head_ < std::min(until, trail_.size())) {
    const Lit falsified = negate(trail_[clause_head_++]);
    std::vector<int>& ws = watches_[ix(falsified)];
    std::size_t keep = 0;
    for (std::size_t i = 0; i < ws.size(); ++i) {
      const int at = ws[i];
      Lit* c = arena_.data() + at + 1;
      const int n = arena_[ix(at)];
      if (c[0] == falsified) std::swap(c[0], c[1]);
      if (value(c[0]) > 0) {
        ws[keep++] = at;
        continue;
      }
      bool moved = false;
      for (int k = 2; k < n; ++k)
        if (value(c[k]) >= 0) {
          std::swap(c[1], c[k]);
          watches_[ix(c[1])].push_back(at);
          moved = true;
          break;
        }
      if (moved) continue;
      ws[keep++] = at;
      if (value(c[0]) < 0) {
        conflict_.assign(c, c + n);
        for (++i; i < ws.size(); ++i) ws[keep++] = ws[i];
        ws.resize(keep);
        return false;
      }
      enqueue(c[0], at);
    }
    ws.resize(keep);
  }
  return true;
}

bool Cdcl::propagate() {
  for (;;) {
    while (rule_head_ < trail_.size())
      if (!propagator_.propagate(*this, trail_[rule_head_++])) return false;
    if (clause_head_ == trail_.size()) return true;
    if (!propagate_clauses(clause_head_ + 1)) return false;
  }
}

void Cdcl::bump(int var) {
  if ((activity_[ix(var)] += bump_) > 1e100) {
    for (double& a : activity_) a *= 1e-100;
    bump_ *= 1e-100;
  }
  if (heap_pos_[ix(var)] >= 0) heap_up(heap_pos_[ix(var)]);
}

void Cdcl::analyze(const std::vector<Lit>& conflict, std::vector<Lit>& learned) {
  const int here = decision_level();
  learned.assign(1, 0);
  int open = 0;  // literals of the current level still to resolve away
  auto take = [&](Lit q) {
    const int v = var_of(q);
    if (seen_[ix(v)] || level(v) == 0) return;
    seen_[ix(v)] = 1;
    bump(v);
    if (level(v) == here) ++open;
    else learned.push_back(q);
  };
  for (Lit q : conflict) take(q);
  std::size_t i = trail_.size();
  for (;;) {
    while (!seen_[ix(var_of(trail_[--i]))]) {
    }
    const Lit p = trail_[i];
    seen_[ix(var_of(p))] = 0;
    if (--open == 0) {
      learned[0] = negate(p);
      break;
    }
    for (Lit q : reason_lits(var_of(p)))
      if (var_of(q) != var_of(p)) take(q);
  }
  // Drop the literals that the others imply through their reasons (MiniSat's recursive
  // minimisation): rule reasons are long, and so would the learned clauses be.
  std::uint32_t levels = 0;
  for (std::size_t k = 1; k < learned.size(); ++k) levels |= 1u << (level(var_of(learned[k])) & 31);
  to_clear_.assign(learned.begin(), learned.end());
  std::size_t kept = 1;
  for (std::size_t k = 1; k < learned.size(); ++k)
    if (reason_[ix(var_of(learned[k]))] == kNoReason || !implied(learned[k], levels)) learned[kept++] = learned[k];
  learned.resize(kept);
  for (Lit q : to_clear_) seen_[ix(var_of(q))] = 0;
  bump_ *= kDecay;
}

bool Cdcl::implied(Lit p, std::uint32_t levels) {
  std::vector<Lit>& stack = stack_;
  stack.assign(1, p);
  const std::size_t top = to_clear_.size();
  while (!stack.empty()) {
    const int x = var_of(stack.back());
    stack.pop_back();
    for (Lit q : reason_lits(x)) {
      const int v = var_of(q);
      if (v == x || seen_[ix(v)] || level(v) == 0) continue;
      if (reason_[ix(v)] == kNoReason || !((1u << (level(v) & 31)) & levels)) {
        for (std::size_t k = top; k < to_clear_.size(); ++k) seen_[ix(var_of(to_clear_[k]))] = 0;
        to_clear_.resize(top);
        return false;
      }
      seen_[ix(v)] = 1;
      stack.push_back(q);
      to_clear_.push_back(q);
    }
  }
  return true;
}

bool Cdcl::resolve(std::vector<Lit> conflict) {
  int top = 0;
  for (Lit l : conflict) {
    LK_REQUIRE(value(l) < 0, "a conflict holds false literals only");
    top = std::max(top, level(var_of(l)));
  }
  if (top == 0) return false;
  backtrack(top);
  std::vector<Lit> learned;
  if (std::count_if(conflict.begin(), conflict.end(), [&](Lit l) { return level(var_of(l)) == top; }) == 1) {
    learned = std::move(conflict);  // already implies a literal one level down
    std::stable_sort(learned.begin(), learned.end(),
                     [&](Lit a, Lit b) { return level(var_of(a)) > level(var_of(b)); });
  } else {
    analyze(conflict, learned);
  }
  // The jump goes to the highest level among the rest, which then sits at learned[1].
  int back = 0;
  for (std::size_t k = 1; k < learned.size(); ++k)
    if (level(var_of(learned[k])) > back) {
      back = level(var_of(learned[k]));
      std::swap(learned[1], learned[k]);
    }
  backtrack(back);
  ++stats_.learned;
  stats_.learned_literals += learned.size();
  enqueue(learned[0], learned.size() == 1 ? kNoReason : store(learned));
  return true;
}

void Cdcl::backtrack(int level) {
  if (decision_level() <= level) return;
  const std::size_t keep = ix(trail_lim_[ix(level)]);
  for (std::size_t i = trail_.size(); i-- > keep;) {
    const int v = var_of(trail_[i]);
    phase_[ix(v)] = value_[ix(v)];
    value_[ix(v)] = 0;
    reason_[ix(v)] = kNoReason;
    if (heap_pos_[ix(v)] < 0) heap_insert(v);
  }
  trail_.resize(keep);
  const std::size_t explained = ix(explain_lim_[ix(level)]);
  if (explained < explain_start_.size()) {
    explain_.resize(ix(explain_start_[explained]));
    explain_start_.resize(explained);
  }
  trail_lim_.resize(ix(level));
  explain_lim_.resize(ix(level));
  clause_head_ = std::min(clause_head_, keep);
  rule_head_ = std::min(rule_head_, keep);
}

CdclAnswer Cdcl::solve(std::uint64_t max_conflicts) {
  if (unsat_) return CdclAnswer::Unsat;
  const std::uint64_t stop = max_conflicts == 0 ? UINT64_MAX : stats_.conflicts + max_conflicts;
  std::uint64_t until_restart = kRestartUnit * luby(stats_.restarts);
  auto fail = [&](std::vector<Lit> c) {
    ++stats_.conflicts;
    if (until_restart > 0) --until_restart;
    if (!resolve(std::move(c))) {
      unsat_ = true;
      return false;
    }
    return true;
  };
  if (!pending_.empty() && !fail(std::exchange(pending_, {}))) return CdclAnswer::Unsat;
  for (;;) {
    if (!propagate()) {
      if (!fail(conflict_)) return CdclAnswer::Unsat;
      if (stats_.conflicts >= stop) {
        backtrack(0);
        return CdclAnswer::Unknown;
      }
      if (until_restart == 0) {
        backtrack(0);
        ++stats_.restarts;
        until_restart = kRestartUnit * luby(stats_.restarts);
      }
      continue;
    }
    int next = -1;
    while (!heap_.empty() && next < 0) {
      const int v = heap_pop();
      if (value_[ix(v)] == 0) next = v;
    }
    if (next < 0) {
      if (propagator_.accept(*this)) return CdclAnswer::Sat;
      LK_REQUIRE(!pending_.empty(), "a rejected model violates the clause added");
      if (!fail(std::exchange(pending_, {}))) return CdclAnswer::Unsat;
      continue;
    }
    ++stats_.decisions;
    trail_lim_.push_back(static_cast<int>(trail_.size()));
    explain_lim_.push_back(static_cast<int>(explain_start_.size()));
    enqueue(make_lit(next, phase_[ix(next)] > 0), kNoReason);
  }
}

void Cdcl::heap_up(int i) {
  const int v = heap_[ix(i)];
  while (i > 0) {
    const int parent = (i - 1) / 2;
    if (!before(v, heap_[ix(parent)])) break;
    heap_[ix(i)] = heap_[ix(parent)];
    heap_pos_[ix(heap_[ix(i)])] = i;
    i = parent;
  }
  heap_[ix(i)] = v;
  heap_pos_[ix(v)] = i;
}

void Cdcl::heap_down(int i) {
  const int v = heap_[ix(i)];
  const int n = static_cast<int>(heap_.size());
  for (;;) {
    int child = 2 * i + 1;
    if (child >= n) break;
    if (child + 1 < n && before(heap_[ix(child + 1)], heap_[ix(child)])) ++child;
    if (!before(heap_[ix(child)], v)) break;
    heap_[ix(i)] = heap_[ix(child)];
    heap_pos_[ix(heap_[ix(i)])] = i;
    i = child;
  }
  heap_[ix(i)] = v;
  heap_pos_[ix(v)] = i;
}

void Cdcl::heap_insert(int var) {
  heap_.push_back(var);
  heap_up(static_cast<int>(heap_.size()) - 1);
}

int Cdcl::heap_pop() {
  const int top = heap_[0];
  heap_pos_[ix(top)] = -1;
  heap_[0] = heap_.back();
  heap_.pop_back();
  if (!heap_.empty()) {
    heap_pos_[ix(heap_[0])] = 0;
    heap_down(0);
  }
  return top;
}

}  // namespace looplab::solver
