#include "solver/cp_engine.hpp"

#include <algorithm>

namespace looplab::solver {

CpEngine::CpEngine(std::span<const RuleInfo> rules) : rules_(rules) {
  int tiers = 1;
  for (const RuleInfo& r : rules) tiers = std::max(tiers, r.tier + 1);
  queue_.resize(static_cast<std::size_t>(tiers));
  tier_size_.assign(static_cast<std::size_t>(tiers), 0);
  tier_queued_.assign(static_cast<std::size_t>(tiers), 0);
  stats_.rule_steps.assign(rules.size(), 0);
}

int CpEngine::add_cell(Domain initial) {
  LK_REQUIRE(!started_, "cells are added before the first propagate");
  dom_.push_back(initial);
  universe_ |= initial & kValues;
  watchers_.resize(watchers_.size() + queue_.size());
  return static_cast<int>(dom_.size()) - 1;
}

void CpEngine::reset(std::span<const Domain> initial) {
  LK_REQUIRE(initial.size() == dom_.size(), "reset needs one domain per cell");
  clear_queues();
  trail_.clear();
  dom_.assign(initial.begin(), initial.end());
  universe_ = 0;
  for (Domain d : initial) universe_ |= d & kValues;
  started_ = false;
  max_tier_ = 1 << 20;
  order_ = nullptr;
  solutions.clear();
  keep_solutions = 2;
  stats_ = Stats{};
  stats_.rule_steps.assign(rules_.size(), 0);
  log_ = nullptr;
  step_ = Step{};
}

int CpEngine::add(std::unique_ptr<Propagator> p) {
  LK_REQUIRE(!started_, "propagators are added before the first propagate");
  LK_REQUIRE(p->rule() >= 0 && static_cast<std::size_t>(p->rule()) < rules_.size(),
             "propagator rule out of the table");
  const int id = static_cast<int>(props_.size());
  const int tier = rules_[static_cast<std::size_t>(p->rule())].tier;
  for (int c : p->cells())
    watchers_[static_cast<std::size_t>(c) * queue_.size() + static_cast<std::size_t>(tier)]
        .push_back(id);
  prop_tier_.push_back(tier);
  ++tier_size_[static_cast<std::size_t>(tier)];
  props_.push_back(std::move(p));
  queued_.push_back(0);
  return id;
}

void CpEngine::enqueue(int p) {
  const auto i = static_cast<std::size_t>(p);
  if (queued_[i] || prop_tier_[i] > max_tier_) return;
  queued_[i] = 1;
  const auto t = static_cast<std::size_t>(prop_tier_[i]);
  queue_[t].push_back(p);
  ++tier_queued_[t];
}

void CpEngine::wake(int cell) {
  const std::size_t tiers = std::min(queue_.size(), static_cast<std::size_t>(max_tier_) + 1);
  const std::vector<int>* watchers = &watchers_[static_cast<std::size_t>(cell) * queue_.size()];
  for (std::size_t t = 0; t < tiers; ++t)
    if (tier_queued_[t] < tier_size_[t])  // else every one is queued already
      for (int p : watchers[t]) enqueue(p);
}

void CpEngine::clear_queues(int up_to_tier) {
  for (std::size_t t = 0; t < queue_.size() && static_cast<int>(t) <= up_to_tier; ++t) {
    for (int p : queue_[t]) queued_[static_cast<std::size_t>(p)] = 0;
    queue_[t].clear();
    tier_queued_[t] = 0;
  }
}

bool CpEngine::remove(int cell, Domain values, int rule) {
  Domain& d = dom_[static_cast<std::size_t>(cell)];
  const Domain next = d & ~(values & kValues);
  if (next == d) return true;
  if ((next & kValues) == 0) return false;
  if (log_ && rule >= 0)
    for (Domain gone = d & ~next & kValues; gone; gone &= gone - 1)
      step_.conclusions.push_back({Fact::Mark, cell, -(std::countr_zero(gone) + 1)});
  trail_.assign(d, next);
  if (rule >= 0) stats_.count_rule(rule);
  wake(cell);
  return true;
}

bool CpEngine::place(int cell, int value, int rule) {
  Domain& d = dom_[static_cast<std::size_t>(cell)];
  if (value < 0) value = lowest_value(d);
  if (!(d & value_bit(value))) return false;
  const Domain next = value_bit(value) | kPlaced;
  if (next == d) return true;
  if (log_ && rule >= 0) step_.conclusions.push_back({Fact::Mark, cell, value + 1});
  trail_.assign(d, next);
  if (rule >= 0) stats_.count_rule(rule);
  wake(cell);
  return true;
}

void CpEngine::read(int cell, Domain values) {
  if (!log_) return;
  const Domain d = dom_[static_cast<std::size_t>(cell)];
  auto add = [&](Fact f) {
    if (std::find(step_.premises.begin(), step_.premises.end(), f) == step_.premises.end())
      step_.premises.push_back(f);
  };
  if (is_placed(d)) {
    add({Fact::Mark, cell, lowest_value(d) + 1});
    return;
  }
  for (Domain gone = values & universe_ & ~d; gone; gone &= gone - 1)
    add({Fact::Mark, cell, -(std::countr_zero(gone) + 1)});
}

void CpEngine::read_clue(int at, int value) {
  if (!log_) return;
  const Fact f{Fact::Clue, at, value};
  if (std::find(step_.premises.begin(), step_.premises.end(), f) == step_.premises.end())
    step_.premises.push_back(f);
}

void CpEngine::end_step() {
  if (!log_) return;
  const int rule = step_.rule;
  if (!step_.conclusions.empty()) {
    step_.tier = rules_[static_cast<std::size_t>(rule)].tier;
    log_->push_back(std::move(step_));
  }
  step_ = Step{};
  step_.rule = rule;
}

bool CpEngine::propagate() {
  if (!started_) {
    started_ = true;
    for (int p = 0; p < static_cast<int>(props_.size()); ++p) enqueue(p);
  }
  const std::size_t tiers = std::min(queue_.size(), static_cast<std::size_t>(max_tier_) + 1);
  for (;;) {
    std::size_t t = 0;
    while (t < tiers && queue_[t].empty()) ++t;
    if (t == tiers) break;
    // LIFO within a tier: the propagator just woken sees the freshest change.
    const int p = queue_[t].back();
    queue_[t].pop_back();
    --tier_queued_[t];
    queued_[static_cast<std::size_t>(p)] = 0;
    Propagator& prop = *props_[static_cast<std::size_t>(p)];
    if (log_) {
      step_ = Step{};
      step_.rule = prop.rule();
    }
    if (!prop.propagate(*this)) {
      step_ = Step{};
      clear_queues(max_tier_);
      return false;
    }
    end_step();
  }
  return true;
}

bool CpEngine::solved() const {
  return std::all_of(dom_.begin(), dom_.end(), [](Domain d) { return is_placed(d); });
}

CpEngine::Branch CpEngine::choose_branch() const {
  Branch b;
  int best = kMaxValues + 1;
  for (int c = 0; c < cell_count(); ++c) {
    const Domain d = dom_[static_cast<std::size_t>(c)];
    if (is_placed(d)) continue;
    const int n = count_values(d);
    if (n < best) best = n, b.cell = c;
    if (n <= 2) break;
  }
  LK_REQUIRE(b.cell >= 0, "choose_branch on a solved state");
  Domain d = dom_[static_cast<std::size_t>(b.cell)] & kValues;
  while (d) {
    b.values[b.alternatives++] = static_cast<std::uint8_t>(std::countr_zero(d));
    d &= d - 1;
  }
  if (order_) order_->order(b.values, b.alternatives);
  return b;
}

bool CpEngine::take(const Branch& b, int i) {
  if (place(b.cell, b.values[i], -1)) return true;
  clear_queues();
  return false;
}

void CpEngine::on_solution() {
  if (solutions.size() >= keep_solutions) return;
  std::vector<int> s(dom_.size());
  for (std::size_t c = 0; c < dom_.size(); ++c) s[c] = lowest_value(dom_[c]);
  solutions.push_back(std::move(s));
}

}  // namespace looplab::solver
