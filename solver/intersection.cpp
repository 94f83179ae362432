#include "solver/intersection.hpp"

#include <algorithm>

namespace looplab::solver {

namespace {

class Intersection final : public Propagator {
 public:
  Intersection(int rule, std::vector<int> all, std::vector<int> inside, std::vector<int> a_only,
               std::vector<int> b_only, Domain must)
      : Propagator(rule, std::move(all)),
        inside_(std::move(inside)),
        a_only_(std::move(a_only)),
        b_only_(std::move(b_only)),
        must_(must) {}

  bool propagate(CpEngine& e) override {
    Domain in = 0, out = 0, placed = 0;
    for (int c : inside_) {
      in |= e.dom(c);
      if (is_placed(e.dom(c))) placed |= e.dom(c);
    }
    for (int c : a_only_) {
      out |= e.dom(c);
      if (is_placed(e.dom(c))) placed |= e.dom(c);
    }
    const Domain confined = in & ~out & ~placed & must_ & kValues;
    if (!confined) return true;
    if (e.recording()) {  // one step per value: the cells of A outside B that can't hold it
      for (Domain left = confined; left; left &= left - 1) {
        const Domain v = left & (0 - left);
        for (int c : a_only_) e.read(c, v);
        for (int c : b_only_)
          if (!is_placed(e.dom(c)) && !e.remove(c, v, rule())) return false;
        e.end_step();
      }
      return true;
    }
    for (int c : b_only_)
      if (!is_placed(e.dom(c)) && !e.remove(c, confined, rule())) return false;
    return true;
  }

 private:
  std::vector<int> inside_, a_only_, b_only_;
  Domain must_;
};

bool contains(const std::vector<int>& v, int x) {
  return std::find(v.begin(), v.end(), x) != v.end();
}

}  // namespace

std::unique_ptr<Propagator> make_intersection(int rule, const std::vector<int>& a,
                                              const std::vector<int>& b, Domain must_appear) {
  std::vector<int> all, inside, a_only, b_only;
  for (int c : a) (contains(b, c) ? inside : a_only).push_back(c);
  for (int c : b)
    if (!contains(a, c)) b_only.push_back(c);
  all = a;
  all.insert(all.end(), b_only.begin(), b_only.end());
  return std::make_unique<Intersection>(rule, std::move(all), std::move(inside), std::move(a_only),
                                        std::move(b_only), must_appear);
}

}  // namespace looplab::solver
