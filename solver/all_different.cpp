// Elimination and the two single rules of all-different; the subset and matching rules
// live in subsets.cpp and hall_set.cpp.
#include "solver/all_different.hpp"

namespace looplab::solver {

namespace {

class Elimination final : public Propagator {
 public:
  using Propagator::Propagator;
  bool propagate(CpEngine& e) override {
    Domain seen = 0;
    for (int c : cells()) {
      const Domain d = e.dom(c);
      if (!is_placed(d)) continue;
      if (seen & d & kValues) return false;
      seen |= d & kValues;
    }
    if (!seen) return true;
    if (e.recording()) return propagate_by_steps(e);
    for (int c : cells()) {
      const Domain d = e.dom(c);
      if (!is_placed(d) && (d & seen) && !e.remove(c, seen, rule())) return false;
    }
    return true;
  }

 private:
  // The same, one step per placed cell: it and the cells of the unit that lose its value.
  bool propagate_by_steps(CpEngine& e) {
    for (int placed : cells()) {
      const Domain value = e.dom(placed);
      if (!is_placed(value)) continue;
      e.read(placed);
      for (int c : cells()) {
        const Domain d = e.dom(c);
        if (!is_placed(d) && (d & value & kValues) && !e.remove(c, value & kValues, rule()))
          return false;
      }
      e.end_step();
    }
    return true;
  }
};

class NakedSingle final : public Propagator {
 public:
  using Propagator::Propagator;
  bool propagate(CpEngine& e) override {
    for (int c : cells()) {
      const Domain d = e.dom(c);
      if (is_placed(d) || count_values(d) != 1) continue;
      e.read(c);
      if (!e.place(c, -1, rule())) return false;
      e.end_step();
    }
    return true;
  }
};

class HiddenSingle final : public Propagator {
 public:
  HiddenSingle(int rule, std::vector<int> cells, Domain must)
      : Propagator(rule, std::move(cells)), must_(must) {}
  bool propagate(CpEngine& e) override {
    // once = values seen in exactly one cell so far, twice = in two or more.
    Domain once = 0, twice = 0, placed = 0;
    for (int c : cells()) {
      const Domain d = e.dom(c);
      if (is_placed(d)) placed |= d & kValues;
      twice |= once & d;
      once = (once | d) & ~twice;
    }
    if (((once | twice) & must_) != must_) return false;
    Domain singles = once & must_ & ~placed & kValues;
    if (!singles) return true;
    for (int c : cells()) {
      const Domain d = e.dom(c);
      if (is_placed(d) || !(d & singles)) continue;
      const Domain hit = d & singles;
      if (count_values(hit) > 1) return false;  // one cell would need two values
      if (e.recording())
        for (int other : cells())
          if (other != c) e.read(other, hit);
      if (!e.place(c, lowest_value(hit), rule())) return false;
      e.end_step();
    }
    return true;
  }

 private:
  Domain must_;
};

}  // namespace

std::unique_ptr<Propagator> make_elimination(int rule, std::vector<int> cells) {
  return std::make_unique<Elimination>(rule, std::move(cells));
}
std::unique_ptr<Propagator> make_naked_single(int rule, std::vector<int> cells) {
  return std::make_unique<NakedSingle>(rule, std::move(cells));
}
std::unique_ptr<Propagator> make_hidden_single(int rule, std::vector<int> cells,
                                               Domain must_appear) {
  return std::make_unique<HiddenSingle>(rule, std::move(cells), must_appear);
}

void add_all_different(CpEngine& engine, const std::vector<int>& cells, Domain must_appear,
                       const AllDifferentRules& r) {
  if (r.elimination >= 0) engine.add(make_elimination(r.elimination, cells));
  if (r.naked_single >= 0) engine.add(make_naked_single(r.naked_single, cells));
  if (r.hidden_single >= 0) engine.add(make_hidden_single(r.hidden_single, cells, must_appear));
  if (r.naked_subset >= 0) engine.add(make_naked_subset(r.naked_subset, cells, r.max_subset));
  if (r.hidden_subset >= 0)
    engine.add(make_hidden_subset(r.hidden_subset, cells, must_appear, r.max_subset));
  if (r.hall_set >= 0) engine.add(make_hall_set(r.hall_set, cells, must_appear));
}

}  // namespace looplab::solver
