#pragma once
// Union-find with parity that search can undo: every node carries a bit relative to its
// root, so "a and b are equal" and "a and b differ" are both unions. Loop puzzles use it
// for inside/outside colouring of cells (a line between two cells = they differ).
//
// Undo goes through the caller's trail: union by size and no path compression, so a
// union changes three slots, `find` changes nothing and costs O(log n). Reset is O(n)
// without allocating once the size is set.
//
// With `members` at reset, each class is also a ring (next_), so that `unite` can show
// the caller every member of the smaller class before merging (two more slots a union):
// what the merge may settle lies next to those members.
#include <cstdint>
#include <utility>
#include <vector>

#include "core/trail.hpp"

namespace looplab::solver {

class ParityUnionFind {
 public:
  using Trail = core::Trail<std::int32_t>;

  void reset(int n, bool members = false) {
    parent_.resize(static_cast<std::size_t>(n));
    parity_.assign(static_cast<std::size_t>(n), 0);
    size_.assign(static_cast<std::size_t>(n), 1);
    for (int i = 0; i < n; ++i) parent_[static_cast<std::size_t>(i)] = i;
    next_.clear();
    if (members) next_ = parent_;
  }

  // The root of x and x's parity relative to it.
  std::pair<int, int> find(int x) const {
    int p = 0;
    while (parent_[static_cast<std::size_t>(x)] != x) {
      p ^= parity_[static_cast<std::size_t>(x)];
      x = parent_[static_cast<std::size_t>(x)];
    }
    return {x, p};
  }

  // -1 when a and b are in different classes, else 0 (equal) or 1 (differ).
  int relation(int a, int b) const {
    auto [ra, pa] = find(a);
    auto [rb, pb] = find(b);
    return ra == rb ? (pa ^ pb) : -1;
  }

  enum class Join { Known, Merged, Conflict };
  // Records parity(a) ^ parity(b) == p; before a merge, with members kept, calls
  // absorbed(x) for each member x of the smaller class.
  Join unite(int a, int b, int p, Trail& trail) {
    return unite(a, b, p, trail, [](int) {});
  }
  template <class F>
  Join unite(int a, int b, int p, Trail& trail, F&& absorbed) {
    auto [ra, pa] = find(a);
    auto [rb, pb] = find(b);
    if (ra == rb) return (pa ^ pb) == p ? Join::Known : Join::Conflict;
    if (size_[static_cast<std::size_t>(ra)] < size_[static_cast<std::size_t>(rb)])
      std::swap(ra, rb);
    if (!next_.empty()) {
      int x = rb;
      do {
        absorbed(x);
        x = next_[static_cast<std::size_t>(x)];
      } while (x != rb);
      const int after_a = next_[static_cast<std::size_t>(ra)], after_b = next_[static_cast<std::size_t>(rb)];
      trail.assign(next_[static_cast<std::size_t>(ra)], after_b);  // one ring
      trail.assign(next_[static_cast<std::size_t>(rb)], after_a);
    }
    trail.assign(parent_[static_cast<std::size_t>(rb)], ra);
    trail.assign(parity_[static_cast<std::size_t>(rb)], pa ^ pb ^ p);
    trail.assign(size_[static_cast<std::size_t>(ra)],
                 size_[static_cast<std::size_t>(ra)] + size_[static_cast<std::size_t>(rb)]);
    return Join::Merged;
  }

 private:
  std::vector<std::int32_t> parent_, parity_, size_, next_;
};

}  // namespace looplab::solver
