#include "generator/transversal_count.hpp"

#include <algorithm>
#include <array>
#include <bit>

#include "core/error.hpp"

namespace looplab::generator {

namespace {

using Poly = std::array<std::uint64_t, 33>;  // [k]: sets of size k

int size_of(std::uint32_t s) { return std::popcount(s); }

// Minimal sets of `sets`, which is sorted by size: a set is kept unless a kept one
// (never larger) lies inside it.
void keep_minimal_sorted(const std::vector<std::uint32_t>& sets, std::vector<std::uint32_t>& out) {
  out.clear();
  for (std::uint32_t s : sets) {
    bool covered = false;
    for (std::uint32_t m : out)
      if ((m & ~s) == 0) {
        covered = true;
        break;
      }
    if (!covered) out.push_back(s);
  }
}

class TransversalCounter {
 public:
  explicit TransversalCounter(int n) : levels_(static_cast<std::size_t>(n) + 2) {
    for (int i = 0; i <= 32; ++i) {
      binomial_[i][0] = 1;
      for (int k = 1; k <= i; ++k)
        binomial_[i][k] = binomial_[i - 1][k - 1] + (k < i ? binomial_[i - 1][k] : 0);
    }
  }

  // Transversals of `edges` (all inside `free`) within `free`, by size.
  Poly count(const std::vector<std::uint32_t>& edges, std::uint32_t free, std::size_t depth) {
    Poly p{};
    if (edges.empty()) {
      const int f = size_of(free);
      for (int k = 0; k <= f; ++k) p[static_cast<std::size_t>(k)] = binomial_[f][k];
      return p;
    }
    const std::uint32_t smallest = edges.front();  // edges stay sorted by size
    int cell = -1, best = -1;
    for (std::uint32_t t = smallest; t; t &= t - 1) {
      const int c = std::countr_zero(t);
      int uses = 0;
      for (std::uint32_t e : edges) uses += static_cast<int>(e >> c & 1);
      if (uses > best) best = uses, cell = c;
    }
    const std::uint32_t bit = std::uint32_t{1} << cell;
    std::vector<std::uint32_t>& next = levels_[depth].first;
    std::vector<std::uint32_t>& scratch = levels_[depth].second;
    // The cell in T: the edges it meets are met.
    next.clear();
    for (std::uint32_t e : edges)
      if (!(e & bit)) next.push_back(e);
    const Poly in = count(next, free & ~bit, depth + 1);
    for (std::size_t k = 0; k + 1 < p.size(); ++k) p[k + 1] += in[k];
    // The cell out of T: every edge loses it (an emptied edge can no longer be met).
    scratch.clear();
    for (std::uint32_t e : edges) {
      if (e == bit) return p;
      scratch.push_back(e & ~bit);
    }
    std::stable_sort(scratch.begin(), scratch.end(),
                     [](std::uint32_t a, std::uint32_t b) { return size_of(a) < size_of(b); });
    keep_minimal_sorted(scratch, next);
    const Poly out = count(next, free & ~bit, depth + 1);
    for (std::size_t k = 0; k < p.size(); ++k) p[k] += out[k];
    return p;
  }

 private:
  std::vector<std::pair<std::vector<std::uint32_t>, std::vector<std::uint32_t>>> levels_;
  std::uint64_t binomial_[33][33] = {};
};

// MMCS (Murakami and Uno): T grows only by a vertex of one uncovered edge, the earlier
// vertices of that edge being barred, so each minimal transversal is reached once; a
// branch stops as soon as a member of T has no private edge (one T meets only there).
void enumerate_minimal(const std::vector<std::uint32_t>& edges, std::uint32_t t,
                       std::uint32_t barred, Poly& found) {
  std::uint32_t choice = 0;
  int choice_size = 33;
  for (std::uint32_t e : edges)
    if (!(e & t) && size_of(e & ~barred) < choice_size) {
      choice = e & ~barred;
      choice_size = size_of(choice);
    }
  if (choice_size == 33) {  // every edge met
    ++found[static_cast<std::size_t>(size_of(t))];
    return;
  }
  for (std::uint32_t rest = choice; rest; rest &= rest - 1) {
    const std::uint32_t bit = rest & (~rest + 1);
    const std::uint32_t grown = t | bit;
    bool every_member_private = true;
    for (std::uint32_t m = grown; m && every_member_private; m &= m - 1) {
      const std::uint32_t member = m & (~m + 1);
      every_member_private = std::any_of(edges.begin(), edges.end(),
                                         [&](std::uint32_t e) { return (e & grown) == member; });
    }
    if (every_member_private) enumerate_minimal(edges, grown, barred, found);
    barred |= bit;
  }
}

void add(const Poly& p, int n, std::uint64_t w, std::vector<std::uint64_t>& by_size) {
  by_size.resize(static_cast<std::size_t>(n) + 1, 0);
  for (int k = 0; k <= n; ++k) by_size[static_cast<std::size_t>(k)] += w * p[static_cast<std::size_t>(k)];
}

}  // namespace

std::vector<std::uint32_t> minimal_sets(const std::vector<std::uint32_t>& family) {
  // Bucketed by size, so that each set meets only the kept ones that could lie inside it.
  std::vector<std::vector<std::uint32_t>> by_size(33);
  for (std::uint32_t s : family) by_size[static_cast<std::size_t>(size_of(s))].push_back(s);
  std::vector<std::uint32_t> sorted;
  sorted.reserve(family.size());
  for (auto& bucket : by_size) {
    std::sort(bucket.begin(), bucket.end());
    bucket.erase(std::unique(bucket.begin(), bucket.end()), bucket.end());
    sorted.insert(sorted.end(), bucket.begin(), bucket.end());
  }
  std::vector<std::uint32_t> out;
  keep_minimal_sorted(sorted, out);
  return out;
}

void count_transversals(const std::vector<std::uint32_t>& edges, int n, std::uint64_t w,
                        std::vector<std::uint64_t>& by_size) {
  LK_REQUIRE(n >= 0 && n <= 32, "transversals on 0..32 vertices");
  const std::uint32_t all = n == 32 ? ~std::uint32_t{0} : (std::uint32_t{1} << n) - 1;
  const std::vector<std::uint32_t> minimal = minimal_sets(edges);
  Poly p{};
  if (minimal.empty() || minimal.front() != 0) p = TransversalCounter(n).count(minimal, all, 0);
  add(p, n, w, by_size);
}

void count_minimal_transversals(const std::vector<std::uint32_t>& edges, int n, std::uint64_t w,
                                std::vector<std::uint64_t>& by_size) {
  LK_REQUIRE(n >= 0 && n <= 32, "transversals on 0..32 vertices");
  const std::vector<std::uint32_t> minimal = minimal_sets(edges);
  Poly p{};
  if (minimal.empty() || minimal.front() != 0) enumerate_minimal(minimal, 0, 0, p);
  add(p, n, w, by_size);
}

}  // namespace looplab::generator
