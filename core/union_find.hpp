#pragma once
// Plain union-find with path halving and union by size, for graph work outside the
// hot search loops (the solvers keep their own undoable structures).
#include <numeric>
#include <utility>
#include <vector>

namespace looplab::core {

class UnionFind {
 public:
  explicit UnionFind(int n = 0) : parent_(n), size_(n, 1) { std::iota(parent_.begin(), parent_.end(), 0); }
  int find(int x) {
    while (parent_[x] != x) x = parent_[x] = parent_[parent_[x]];
    return x;
  }
  // Returns false when a and b were already joined.
  bool unite(int a, int b) {
    a = find(a), b = find(b);
    if (a == b) return false;
    if (size_[a] < size_[b]) std::swap(a, b);
    parent_[b] = a;
    size_[a] += size_[b];
    return true;
  }
  int size_of(int x) { return size_[find(x)]; }

 private:
  std::vector<int> parent_, size_;
};

}  // namespace looplab::core
