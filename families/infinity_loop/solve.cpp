#include "families/infinity_loop/solve.hpp"

#include <algorithm>
#include <bit>
#include <chrono>
#include <string>
#include <unordered_map>

#include "core/error.hpp"

namespace looplab::infinity_loop {

namespace {

class RegionSearch {
 public:
  explicit RegionSearch(Solver& s) : s_(s), seen_(static_cast<std::size_t>(s.num_tiles()), 0) {}

  std::vector<std::vector<int>> split(const std::vector<int>& tiles) {
    std::vector<std::vector<int>> regions;
    if (s_.puzzle().connected) {
      // One network ties every region to every other: the open tiles are one region.
      std::vector<int> open;
      for (int t : tiles)
        if (!s_.decided(t)) open.push_back(t);
      if (!open.empty()) regions.push_back(std::move(open));
      return regions;
    }
    ++stamp_;
    for (int start : tiles) {
      if (s_.decided(start) || seen_[static_cast<std::size_t>(start)] == stamp_) continue;
      std::vector<int> region{start};
      seen_[static_cast<std::size_t>(start)] = stamp_;
      for (std::size_t i = 0; i < region.size(); ++i) {
        const int t = region[i];
        for (int side = 0; side < 4; ++side) {
          if (s_.edge(s_.edge_of(t, side)) != kUnknown) continue;
          const int u = s_.neighbour(t, side);  // an unknown edge joins two open tiles
          if (u < 0 || seen_[static_cast<std::size_t>(u)] == stamp_) continue;
          seen_[static_cast<std::size_t>(u)] = stamp_;
          region.push_back(u);
        }
      }
      std::sort(region.begin(), region.end());
      regions.push_back(std::move(region));
    }
    // Small regions first: a region without solutions ends a product early.
    std::stable_sort(regions.begin(), regions.end(),
                     [](const auto& a, const auto& b) { return a.size() < b.size(); });
    return regions;
  }

  // min(solutions of the open tiles among `tiles`, cap); cap 0 = exact.
  BigCount product(const std::vector<int>& tiles, const BigCount& cap, int depth) {
    BigCount total = 1;
    for (const auto& region : split(tiles)) {
      BigCount c = count(region, cap, depth);
      if (c == 0) return 0;
      total *= c;
      if (cap != 0 && total > cap) total = cap;
    }
    return total;
  }

  // Solutions of one connected open region, the rest of the grid held fixed. Exact
  // counts are cached by the region's state: its tiles and their domains say all (the
  // edges to the outside are known and already folded into the domains), and the
  // same sub-region often comes back in several branches of a larger one.
  BigCount count(const std::vector<int>& region, const BigCount& cap, int depth) {
    const int t = most_constrained(region);
    if (t < 0) return 1;
    std::string key;
    // A connected puzzle's count depends on the decided tiles too (which networks they
    // already close), so its regions are not cached.
    const bool cached = cap == 0 && !s_.puzzle().connected;
    if (cached) {
      key.reserve(region.size() * 6);
      for (int u : region) {
        const std::uint32_t id = static_cast<std::uint32_t>(u);
        const std::uint16_t dom = s_.domain(u);
        key.append(reinterpret_cast<const char*>(&id), sizeof id)
            .append(reinterpret_cast<const char*>(&dom), sizeof dom);
      }
      if (auto hit = cache_.find(key); hit != cache_.end()) return hit->second;
    }
    branch_point(depth);
    BigCount total = 0;
    for (unsigned d = s_.domain(t); d; d &= d - 1) {
      const Solver::Mark m = s_.mark();
      if (try_mask(t, d)) total += product(region, cap, depth + 1);
      s_.undo(m);
      if (cap != 0 && total >= cap) return cap;
    }
    if (cached && !stopped_) {
      cache_bytes_ += key.size();
      if (cache_bytes_ > kCacheBytes) cache_.clear(), cache_bytes_ = key.size();
      cache_.emplace(std::move(key), total);
    }
    return total;
  }

  // Finds one solution of the open tiles among `tiles` and leaves it in the solver;
  // false (solver unchanged) when there is none.
  bool find(const std::vector<int>& tiles, int depth) {
    for (const auto& region : split(tiles))
      if (!find_in(region, depth)) return false;
    return true;
  }

  bool find_in(const std::vector<int>& region, int depth) {
    const int t = most_constrained(region);
    if (t < 0) return true;
    branch_point(depth);
    for (unsigned d = s_.domain(t); d; d &= d - 1) {
      const Solver::Mark m = s_.mark();
      if (try_mask(t, d) && find(region, depth + 1)) return true;
      s_.undo(m);
    }
    return false;
  }

  // A spent node budget ends every branch unexplored: counts are then lower bounds
  // and a failed find proves nothing (stopped() says so).
  bool try_mask(int t, unsigned d) {
    if (s_.out_of_budget()) {
      stopped_ = true;
      return false;
    }
    ++s_.stats().nodes;
    s_.decide(t, static_cast<std::uint8_t>(std::countr_zero(d)));
    if (s_.propagate()) return true;
    ++s_.stats().backtracks;
    return false;
  }

  bool stopped() const { return stopped_; }

 private:
  int most_constrained(const std::vector<int>& region) const {
    int best = -1, best_size = 5;
    for (int t : region) {
      const int size = std::popcount(static_cast<unsigned>(s_.domain(t)));
      if (size > 1 && size < best_size) best = t, best_size = size;
      if (best_size == 2) break;
    }
    return best;
  }
  void branch_point(int depth) {
    solver::Stats& st = s_.stats();
    ++st.guesses;
    st.max_depth = std::max(st.max_depth, depth + 1);
  }

  static constexpr std::size_t kCacheBytes = std::size_t{256} << 20;  // keys; then start afresh

  Solver& s_;
  std::vector<std::uint32_t> seen_;
  std::uint32_t stamp_ = 0;
  std::unordered_map<std::string, BigCount> cache_;
  std::size_t cache_bytes_ = 0;
  bool stopped_ = false;
};

// Adds the wall-clock time of its scope to the solver's statistics.
class Timer {
 public:
  explicit Timer(Solver& s) : s_(s), start_(std::chrono::steady_clock::now()) {}
  ~Timer() {
    s_.stats().seconds +=
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
  }
  Timer(const Timer&) = delete;
  Timer& operator=(const Timer&) = delete;

 private:
  Solver& s_;
  std::chrono::steady_clock::time_point start_;
};

std::vector<int> all_tiles(const Solver& s) {
  std::vector<int> all(static_cast<std::size_t>(s.num_tiles()));
  for (int t = 0; t < s.num_tiles(); ++t) all[static_cast<std::size_t>(t)] = t;
  return all;
}

}  // namespace

std::vector<std::vector<int>> open_regions(const Solver& solver, const std::vector<int>& within) {
  RegionSearch rs(const_cast<Solver&>(solver));  // split() only reads the solver
  return rs.split(within.empty() ? all_tiles(solver) : within);
}

BigCount count_regions(Solver& solver, const BigCount& cap, bool* complete) {
  const Timer timer(solver);
  ++solver.stats().nodes;
  if (complete) *complete = true;
  if (!solver.propagate()) return 0;
  const Solver::Mark root = solver.mark();
  RegionSearch rs(solver);
  BigCount total = rs.product(all_tiles(solver), cap, 0);
  solver.undo(root);
  if (complete) *complete = !rs.stopped();
  return total;
}

BigCount count_all(const Puzzle& p) {
  Solver s(p);
  return count_regions(s);
}

std::vector<std::vector<int>> ambiguous_regions(Solver& solver) {
  std::vector<std::vector<int>> out;
  ++solver.stats().nodes;
  if (!solver.propagate()) return out;
  RegionSearch rs(solver);
  for (auto& region : rs.split(all_tiles(solver)))
    if (rs.count(region, 2, 0) >= 2) out.push_back(std::move(region));
  return out;
}

Solutions solve_regions(Solver& solver, std::uint64_t limit) {
  const Timer timer(solver);
  Solutions out;
  ++solver.stats().nodes;
  if (!solver.propagate()) return out;
  const Solver::Mark root = solver.mark();
  RegionSearch rs(solver);
  const std::vector<int> all = all_tiles(solver);
  if (!rs.find(all, 0)) {
    out.complete = !rs.stopped();
    solver.undo(root);
    return out;
  }
  out.found.push_back(solver.current());
  solver.undo(root);
  out.count = 1;
  if (limit < 2) return out;
  // A second solution lives in a region with two or more; look there for one that
  // turns some tile otherwise than the first solution does.
  const std::vector<std::uint8_t> first = out.found[0];
  for (const auto& region : rs.split(all)) {
    if (rs.count(region, 2, 0) < 2) continue;
    for (int t : region) {
      for (unsigned d = solver.domain(t); d && out.found.size() < 2; d &= d - 1) {
        if (std::countr_zero(d) == first[static_cast<std::size_t>(t)]) continue;
        const Solver::Mark m = solver.mark();
        if (rs.try_mask(t, d) && rs.find(all, 0)) out.found.push_back(solver.current());
        solver.undo(m);
      }
      if (out.found.size() == 2) break;
    }
    LK_REQUIRE(out.found.size() == 2 || rs.stopped(),
               "a region with two solutions yields a second one");
    break;
  }
  if (out.found.size() < 2) {  // every region has one solution, or the budget ran out
    out.complete = !rs.stopped();
    return out;
  }
  if (limit > 2)
    out.count = std::max<std::uint64_t>(2, static_cast<std::uint64_t>(rs.product(all, limit, 0)));
  else
    out.count = 2;
  out.complete = !rs.stopped() || out.count >= limit;
  solver.undo(root);
  return out;
}

}  // namespace looplab::infinity_loop
