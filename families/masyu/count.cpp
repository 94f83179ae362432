#include "families/masyu/count.hpp"

#include <algorithm>
#include <bit>
#include <vector>

#include "core/error.hpp"
#include "families/masyu/checker.hpp"
#include "families/masyu/puzzle.hpp"
#include "generator/loop_cells.hpp"
#include "generator/loop_enumerate_search.hpp"

namespace looplab::masyu {

namespace {

using Mask = std::uint64_t;

struct PearlSet {
  Mask black = 0, white = 0;
};

PearlSet pearl_set(const Puzzle& p) {
  PearlSet s;
  for (std::size_t i = 0; i < p.pearls.size(); ++i) {
    if (p.pearls[i] == kBlack) s.black |= Mask{1} << i;
    if (p.pearls[i] == kWhite) s.white |= Mask{1} << i;
  }
  return s;
}

// Subsets of `a` contained in none of `blocks` (each already intersected with `a`).
std::uint64_t free_subsets(Mask a, std::vector<Mask> blocks) {
  // Drop blocks inside another: they forbid nothing more.
  std::sort(blocks.begin(), blocks.end(), [](Mask x, Mask y) { return std::popcount(x) > std::popcount(y); });
  std::vector<Mask> kept;
  for (Mask b : blocks) {
    if (b == a) return 0;
    bool inside = false;
    for (Mask k : kept) inside = inside || (b & ~k) == 0;
    if (!inside) kept.push_back(b);
  }
  if (kept.empty()) return std::uint64_t{1} << std::popcount(a);
  // Split on a pearl outside the largest block (the lowest one), so that block drops out
  // of the branch with that pearl.
  const Mask x = (a & ~kept[0]) & (~(a & ~kept[0]) + 1);
  const Mask rest = a & ~x;
  // With x: only the blocks holding x still forbid anything (a subset with x is inside
  // a block only if the block holds x).
  std::vector<Mask> with, without;
  for (Mask k : kept) {
    if (k & x) with.push_back(k & rest);
    without.push_back(k & rest);
  }
  return free_subsets(rest, std::move(with)) + free_subsets(rest, std::move(without));
}

}  // namespace

std::uint64_t count_unique_pearl_puzzles(int rows, int cols) {
  LK_REQUIRE(rows >= kMinSide && cols >= kMinSide && rows * cols <= kUniquePearlsMaxCells,
             "count_unique_pearl_puzzles: grid out of range");
  std::vector<PearlSet> sets;
  for (generator::CellMask inside : generator::all_loops(rows - 1, cols - 1))
    sets.push_back(pearl_set(pearls_of(generator::edges_of_cells(rows - 1, cols - 1, inside))));
  std::uint64_t total = 0;
  for (std::size_t i = 0; i < sets.size(); ++i) {
    const Mask a = sets[i].black | sets[i].white;
    std::vector<Mask> blocks;
    for (std::size_t j = 0; j < sets.size(); ++j)
      if (j != i) blocks.push_back((sets[i].black & sets[j].black) | (sets[i].white & sets[j].white));
    total += free_subsets(a, std::move(blocks));
  }
  // The empty layout fits every loop: unique only on a grid with one loop, and not a
  // puzzle with pearls anyway.
  if (sets.size() == 1) --total;
  return total;
}

std::uint64_t count_unique_pearl_puzzles_naive(int rows, int cols) {
  LK_REQUIRE(rows >= kMinSide && cols >= kMinSide && rows * cols <= 9, "naive count: grid out of range");
  std::vector<EdgeSet> loops;
  for (generator::CellMask inside : generator::all_loops(rows - 1, cols - 1))
    loops.push_back(generator::edges_of_cells(rows - 1, cols - 1, inside));
  const int n = rows * cols;
  std::uint64_t layouts = 1;
  for (int i = 0; i < n; ++i) layouts *= 3;
  std::uint64_t unique = 0;
  Puzzle p(rows, cols);
  for (std::uint64_t code = 1; code < layouts; ++code) {
    std::uint64_t x = code;
    for (auto& pearl : p.pearls) {
      pearl = static_cast<std::int8_t>(x % 3);
      x /= 3;
    }
    int fits = 0;
    for (const EdgeSet& loop : loops)
      if (!check_solution(p, loop) && ++fits > 1) break;
    unique += fits == 1;
  }
  return unique;
}

}  // namespace looplab::masyu
