#include "generator/transversal_count.hpp"

#include <algorithm>
#include <array>
#include <bit>

#include "core/error.hpp"
#include "generator/wide_clones.hpp"

namespace looplab::generator {

namespace {

using Poly = std::array<std::uint64_t, 33>;  // [k]: sets of size k

int size_of(std::uint32_t s) { return std::popcount(s); }

// The same by shifts and masks: the MMCS recursion below is not cloned for wider
// instruction sets, and there std::popcount is a library call per edge scanned.
int size_by_shifts(std::uint32_t s) {
  s -= (s >> 1) & 0x55555555u;
  s = (s & 0x33333333u) + ((s >> 2) & 0x33333333u);
  return static_cast<int>((((s + (s >> 4)) & 0x0F0F0F0Fu) * 0x01010101u) >> 24);
}

// Minimal sets of `sets`, which is sorted by size: a set is kept unless a kept one
// (never larger) lies inside it. The kept ones are tested kBlock at a time without an
// early exit inside a block, so that the test runs on vectors.
LOOPLAB_WIDE_CLONES void keep_minimal_sorted(const std::vector<std::uint32_t>& sets,
                                             std::vector<std::uint32_t>& out) {
  constexpr std::size_t kBlock = 16;
  out.clear();
  for (std::uint32_t s : sets) {
    const std::uint32_t outside = ~s;
    const std::size_t full = out.size() / kBlock * kBlock;
    const std::uint32_t* m = out.data();
    bool covered = false;
    for (std::size_t b = 0; b < full && !covered; b += kBlock) {
      std::uint32_t any = 0;
      for (std::size_t t = 0; t < kBlock; ++t) any |= (m[b + t] & outside) == 0;
      covered = any != 0;
    }
    for (std::size_t t = full; t < out.size() && !covered; ++t) covered = (m[t] & outside) == 0;
    if (!covered) out.push_back(s);
  }
}

// `sets` into `out` in order of size (a counting sort; equal sizes keep their order).
LOOPLAB_WIDE_CLONES void sort_by_size(const std::vector<std::uint32_t>& sets, std::vector<std::uint32_t>& out) {
  std::size_t start[34] = {};
  for (std::uint32_t s : sets) ++start[size_of(s) + 1];
  for (int k = 1; k <= 33; ++k) start[k] += start[k - 1];
  out.resize(sets.size());
  for (std::uint32_t s : sets) out[start[size_of(s)]++] = s;
}

// Whether some sets[i], i < count, lies inside f (no early exit: it runs on vectors).
LOOPLAB_WIDE_CLONES bool contains_one_of(std::uint32_t f, const std::uint32_t* sets, std::size_t count) {
  std::uint32_t any = 0;
  for (std::size_t i = 0; i < count; ++i) any |= (sets[i] & ~f) == 0;
  return any != 0;
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
  LOOPLAB_WIDE_CLONES Poly count(const std::vector<std::uint32_t>& edges, std::uint32_t free,
                                 std::size_t depth) {
    Poly p{};
    if (edges.size() <= kInclusionExclusion) return few_edges(edges, size_of(free));
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
    // A shrunk edge h - cell lies inside no other shrunk one (h was minimal), so the
    // only edges to drop are unshrunk ones f (without the cell) that now contain one.
    std::vector<std::uint32_t>& shrunk = scratch;
    shrunk.clear();
    for (std::uint32_t e : edges)
      if (e & bit) {
        if (e == bit) return p;
        shrunk.push_back(e & ~bit);
      }
    const std::size_t kept_from = shrunk.size();
    for (std::uint32_t f : next)
      if (!contains_one_of(f, shrunk.data(), kept_from)) shrunk.push_back(f);
    // Both runs are in order of size (removing the cell takes one from each shrunk one).
    next.resize(shrunk.size());
    std::merge(shrunk.begin(), shrunk.begin() + static_cast<std::ptrdiff_t>(kept_from),
               shrunk.begin() + static_cast<std::ptrdiff_t>(kept_from), shrunk.end(), next.begin(),
               [](std::uint32_t a, std::uint32_t b) { return size_of(a) < size_of(b); });
    const Poly out = count(next, free & ~bit, depth + 1);
    for (std::size_t k = 0; k < p.size(); ++k) p[k] += out[k];
    return p;
  }

 private:
  // Most calls deep in the branching have a handful of edges left; there the count is
  // a sum by inclusion and exclusion over the subsets E' of the edges: the sets that
  // miss every edge of E' are the subsets of free minus their union, so
  // transversals = sum over E' of (-1)^|E'| (1+x)^(f - |union E'|). Terms are summed
  // modulo 2^64, which is exact since the result is a count that fits.
  static constexpr std::size_t kInclusionExclusion = 5;

  Poly few_edges(const std::vector<std::uint32_t>& edges, int f) {
    std::uint64_t sign_by_rest[33] = {};  // [f - |union|]: the signed number of E'
    const std::size_t subsets = std::size_t{1} << edges.size();
    union_[0] = 0;
    sign_by_rest[f] = 1;
    for (std::size_t mask = 1; mask < subsets; ++mask) {
      const std::uint32_t uni = union_[mask] =
          union_[mask & (mask - 1)] | edges[static_cast<std::size_t>(std::countr_zero(mask))];
      sign_by_rest[f - size_of(uni)] += std::popcount(mask) % 2 ? ~std::uint64_t{0} : 1;
    }
    Poly p{};
    for (int rest = 0; rest <= f; ++rest)
      if (const std::uint64_t s = sign_by_rest[rest])
        for (int k = 0; k <= rest; ++k) p[static_cast<std::size_t>(k)] += s * binomial_[rest][k];
    return p;
  }

  std::uint32_t union_[std::size_t{1} << kInclusionExclusion] = {};
  std::vector<std::pair<std::vector<std::uint32_t>, std::vector<std::uint32_t>>> levels_;
  std::uint64_t binomial_[33][33] = {};
};

// MMCS (Murakami and Uno): T grows only by a vertex of one uncovered edge, the earlier
// vertices of that edge being barred, so each minimal transversal is reached once; a
// branch stops as soon as a member of T has no critical edge left (one that T meets
// only there). Sets of edges are bit sets over edge numbers, so adding a vertex costs a
// few word operations per member of T. Two things keep that few: a member's critical
// edges thin out fast as T grows, so each set also records which of its word groups
// are non-zero and only those are read; and a vertex that meets every uncovered edge
// ends the branch (T + v is a transversal), so it is only checked (does every member
// keep a critical edge without v's?), with no frame written. Most minimal transversals
// are found that way, one level above where a frame would be built for them.
class MinimalEnumerator {
 public:
  explicit MinimalEnumerator(const std::vector<std::uint32_t>& edges)
      : edges_(edges),
        words_((edges.size() + 63) / 64),
        group_((words_ + 63) / 64),
        incident_(32 * words_, 0) {
    for (std::size_t e = 0; e < edges.size(); ++e)
      for (std::uint32_t rest = edges[e]; rest; rest &= rest - 1)
        incident_[static_cast<std::size_t>(std::countr_zero(rest)) * words_ + e / 64] |=
            std::uint64_t{1} << (e % 64);
    // Per depth: the uncovered edges, then one critical set per member of T.
    pool_.assign((33 + 1) * 34 * words_, 0);
  }

  void run(Poly& found) {
    std::uint64_t* uncovered = frame(0);
    for (std::size_t e = 0; e < edges_.size(); ++e) {
      uncovered[e / 64] |= std::uint64_t{1} << (e % 64);
      nonzero_[33] |= std::uint64_t{1} << (e / 64 / group_);
    }
    found_ = &found;
    if (group_ == 1)
      descend<1>(0, 0, 0, 0);
    else
      descend<0>(0, 0, 0, 0);
  }

 private:
  std::uint64_t* frame(std::size_t depth) { return pool_.data() + depth * 34 * words_; }

  // Words [g * group_, (g + 1) * group_) form word group g: one word each up to 4096
  // edges, spelled out as kGroup = 1 so that those loops stay plain; 0: group_.
  template <std::size_t kGroup>
  std::size_t group() const { return kGroup ? kGroup : group_; }
  template <std::size_t kGroup>
  std::size_t group_end(std::size_t g) const {
    if constexpr (kGroup == 1) return g + 1;  // g < words_: it holds a set bit
    return std::min(words_, (g + 1) * group<kGroup>());
  }

  // Calls f(w) for each word w of the word groups in gs, until f returns true; says
  // whether one did.
  template <std::size_t kGroup, class F>
  bool any_word(std::uint64_t gs, F f) const {
    for (; gs; gs &= gs - 1) {
      const auto g = static_cast<std::size_t>(std::countr_zero(gs));
      for (std::size_t w = g * group<kGroup>(); w < group_end<kGroup>(g); ++w)
        if (f(w)) return true;
    }
    return false;
  }

  // Frame `depth` holds the uncovered edges and the critical edges of each of the
  // `members` vertices of t (in order of addition, in member_[]); nonzero_[depth * 34 +
  // m]: the word groups of member m's set that may be non-zero (the others are stale),
  // nonzero_[depth * 34 + 33] those of the uncovered edges.
  template <std::size_t kGroup>
  void descend(std::size_t depth, std::uint32_t t, std::uint32_t barred, int members) {
    const std::uint64_t* uncovered = frame(depth);
    const std::uint64_t* groups = nonzero_ + depth * 34;
    std::uint64_t* next_groups = nonzero_ + (depth + 1) * 34;
    const std::uint64_t open = groups[33];
    std::uint32_t choice = 0;
    int choice_size = 33;
    any_word<kGroup>(open, [&](std::size_t w) {
      for (std::uint64_t bits = uncovered[w]; bits; bits &= bits - 1) {
        const std::uint32_t c = edges_[w * 64 + static_cast<std::size_t>(std::countr_zero(bits))] & ~barred;
        const int size = size_by_shifts(c);
        if (size < choice_size) choice = c, choice_size = size;
      }
      return false;
    });
    if (choice_size == 33) {  // every edge met (only when there are no edges at all)
      ++(*found_)[static_cast<std::size_t>(size_of(t))];
      return;
    }
    std::uint64_t* next = frame(depth + 1);
    for (std::uint32_t rest = choice; rest; rest &= rest - 1) {
      const int v = std::countr_zero(rest);
      const std::uint64_t* inc = incident_.data() + static_cast<std::size_t>(v) * words_;
      if (!any_word<kGroup>(open, [&](std::size_t w) { return (uncovered[w] & ~inc[w]) != 0; })) {
        // T + v is a transversal: minimal when every member keeps a critical edge.
        bool minimal = true;
        for (int m = 0; m < members && minimal; ++m) {
          const std::uint64_t* crit = uncovered + static_cast<std::size_t>(m + 1) * words_;
          minimal = any_word<kGroup>(groups[m], [&](std::size_t w) { return (crit[w] & ~inc[w]) != 0; });
        }
        if (minimal) ++(*found_)[static_cast<std::size_t>(size_of(t) + 1)];
        barred |= std::uint32_t{1} << v;
        continue;
      }
      bool alive = true;
      for (int m = 0; m < members && alive; ++m) {  // members' critical edges lose v's
        const std::uint64_t* crit = uncovered + static_cast<std::size_t>(m + 1) * words_;
        std::uint64_t* to = next + static_cast<std::size_t>(m + 1) * words_;
        std::uint64_t left = 0;
        any_word<kGroup>(groups[m], [&](std::size_t w) {
          if ((to[w] = crit[w] & ~inc[w])) left |= std::uint64_t{1} << (w / group<kGroup>());
          return false;
        });
        next_groups[m] = left;
        alive = left != 0;
      }
      if (alive) {
        std::uint64_t* to_crit = next + static_cast<std::size_t>(members + 1) * words_;
        std::uint64_t mine = 0, still_open = 0;
        any_word<kGroup>(open, [&](std::size_t w) {
          // v's critical edges: the ones it newly meets.
          if ((to_crit[w] = uncovered[w] & inc[w])) mine |= std::uint64_t{1} << (w / group<kGroup>());
          if ((next[w] = uncovered[w] & ~inc[w])) still_open |= std::uint64_t{1} << (w / group<kGroup>());
          return false;
        });
        next_groups[members] = mine;
        next_groups[33] = still_open;
        descend<kGroup>(depth + 1, t | std::uint32_t{1} << v, barred, members + 1);
      }
      barred |= std::uint32_t{1} << v;
    }
  }

  const std::vector<std::uint32_t>& edges_;
  std::size_t words_, group_;
  std::vector<std::uint64_t> incident_;  // [vertex * words_ + w]: the edges at a vertex
  std::vector<std::uint64_t> pool_;
  std::uint64_t nonzero_[35 * 34] = {};
  Poly* found_ = nullptr;
};

void add(const Poly& p, int n, std::uint64_t w, std::vector<std::uint64_t>& by_size) {
  by_size.resize(static_cast<std::size_t>(n) + 1, 0);
  for (int k = 0; k <= n; ++k) by_size[static_cast<std::size_t>(k)] += w * p[static_cast<std::size_t>(k)];
}

}  // namespace

LOOPLAB_WIDE_CLONES std::vector<std::uint32_t> minimal_sets(
    const std::vector<std::uint32_t>& family) {
  // In order of size (a counting sort), so that a set is kept unless one kept before
  // lies inside it; a duplicate finds its twin kept. Most sets of a large family are
  // big and contain one of the first (smallest) kept sets, so each costs a few tests.
  std::vector<std::uint32_t> sorted, out;
  sort_by_size(family, sorted);
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
  if (minimal.empty() || minimal.front() != 0) MinimalEnumerator(minimal).run(p);
  add(p, n, w, by_size);
}

}  // namespace looplab::generator
