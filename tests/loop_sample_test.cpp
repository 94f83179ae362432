// The uniform loop sampler: valid loops, deterministic for a seed, and uniform by a
// chi-square test against the complete list of loops.
#include <catch2/catch.hpp>
#include <map>

#include "families/slitherlink/checker.hpp"
#include "generator/loop_cells.hpp"
#include "generator/loop_count_frontier.hpp"
#include "generator/loop_enumerate_search.hpp"
#include "generator/loop_sample.hpp"

using namespace looplab;

namespace {

generator::CellMask mask_of(const std::vector<std::uint8_t>& cells) {
  generator::CellMask m = 0;
  for (std::size_t i = 0; i < cells.size(); ++i) m |= generator::CellMask{cells[i]} << i;
  return m;
}

// Pearson's statistic of `draws` samples against the uniform law on every loop.
double chi_square(int rows, int cols, int per_loop, std::uint64_t seed) {
  const auto loops = generator::all_loops(rows, cols);
  std::map<generator::CellMask, int> seen;
  const generator::LoopSampler sampler(rows, cols);
  core::Rng rng(seed);
  const int draws = per_loop * static_cast<int>(loops.size());
  for (int i = 0; i < draws; ++i) {
    const auto m = mask_of(sampler.sample_cells(rng));
    REQUIRE(generator::is_loop_by_flood(rows, cols, m));
    ++seen[m];
  }
  REQUIRE(seen.size() == loops.size());  // every loop drawn, nothing else
  double chi = 0;
  for (generator::CellMask m : loops) {
    const double d = seen[m] - per_loop;
    chi += d * d / per_loop;
  }
  return chi;
}

}  // namespace

TEST_CASE("the sampler draws the 13 loops of 2x2 uniformly", "[sample]") {
  // 12 degrees of freedom: P(chi^2 > 32.9) = 0.001.
  CHECK(chi_square(2, 2, 1000, 1) < 32.9);
}

TEST_CASE("the sampler draws the 213 loops of 3x3 uniformly", "[sample]") {
  // 212 degrees of freedom: mean 212, sd 20.6; 300 is beyond four sd.
  CHECK(chi_square(3, 3, 200, 2) < 300);
}

TEST_CASE("the sampler is deterministic for a seed and counts like the frontier DP", "[sample]") {
  const generator::LoopSampler sampler(6, 7);
  CHECK(static_cast<std::uint64_t>(sampler.count()) ==
        generator::count_loops_frontier(6, 7).convert_to<std::uint64_t>());
  core::Rng a(42), b(42);
  for (int i = 0; i < 20; ++i) CHECK(sampler.sample(a) == sampler.sample(b));
  core::Rng c(42), d(43);
  int same = 0;
  for (int i = 0; i < 20; ++i) same += sampler.sample(c) == sampler.sample(d);
  CHECK(same < 20);
}

TEST_CASE("uniform_random_loop gives valid loops on square, wide and large grids", "[sample]") {
  core::Rng rng(7);
  for (auto [r, c] : std::vector<std::pair<int, int>>{{1, 1}, {5, 5}, {3, 20}, {20, 3}, {8, 8}}) {
    for (int i = 0; i < 5; ++i) {
      const slitherlink::EdgeSet edges = generator::uniform_random_loop(r, c, rng);
      REQUIRE(edges.rows == r);
      REQUIRE(edges.cols == c);
      const auto problem = slitherlink::check_solution(slitherlink::clues_of(edges), edges);
      INFO(r << "x" << c << ": " << problem.value_or(""));
      CHECK(!problem);
    }
  }
}

TEST_CASE("uniform_below stays below its bound above 64 bits", "[sample]") {
  core::Rng rng(3);
  const unsigned __int128 n = (static_cast<unsigned __int128>(3) << 64) + 5;
  bool high = false;
  for (int i = 0; i < 100; ++i) {
    const unsigned __int128 x = generator::uniform_below(rng, n);
    CHECK(x < n);
    high |= (x >> 64) == 2;
  }
  CHECK(high);
}
