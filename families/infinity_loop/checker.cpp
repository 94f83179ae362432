#include "families/infinity_loop/checker.hpp"

#include "core/error.hpp"
#include "core/position.hpp"

namespace looplab::infinity_loop {

namespace {

std::string where(int r, int c) {
  return "tile at " + at_row_column(r, c);
}

bool is_rotation_of(std::uint8_t a, std::uint8_t b) {
  for (int i = 0; i < 4; ++i)
    if (rotate(b, i) == a) return true;
  return false;
}

}  // namespace

std::optional<std::string> check_solution(const Puzzle& p,
                                          const std::vector<std::uint8_t>& solution) {
  if (solution.size() != p.tiles.size())
    return "the solution has " + std::to_string(solution.size()) + " tiles, the puzzle " +
           std::to_string(p.tiles.size());
  auto at = [&](int r, int c) { return solution[static_cast<std::size_t>(r) * p.cols + c]; };
  for (int r = 0; r < p.rows; ++r)
    for (int c = 0; c < p.cols; ++c)
      if (at(r, c) > 15 || !is_rotation_of(at(r, c), p.tile(r, c)))
        return where(r, c) + " is not a rotation of the given tile";
  for (int r = 0; r < p.rows; ++r)
    for (int c = 0; c < p.cols; ++c) {
      const std::uint8_t m = at(r, c);
      if ((m & 1) && r == 0) return where(r, c) + " points off the top of the grid";
      if ((m & 4) && r == p.rows - 1) return where(r, c) + " points off the bottom of the grid";
      if ((m & 8) && c == 0) return where(r, c) + " points off the left of the grid";
      if ((m & 2) && c == p.cols - 1) return where(r, c) + " points off the right of the grid";
      if (r + 1 < p.rows && ((m >> 2) & 1) != (at(r + 1, c) & 1))
        return where(r, c) + " and the tile below it disagree about the pipe between them";
      if (c + 1 < p.cols && ((m >> 1) & 1) != ((at(r, c + 1) >> 3) & 1))
        return where(r, c) + " and the tile right of it disagree about the pipe between them";
    }
  if (p.connected) {
    // One network: every tile with a pipe reached from the first through its pipes.
    std::vector<int> stack, seen(solution.size(), 0);
    for (std::size_t t = 0; t < solution.size() && stack.empty(); ++t)
      if (solution[t]) stack.push_back(static_cast<int>(t)), seen[t] = 1;
    while (!stack.empty()) {
      const int t = stack.back();
      stack.pop_back();
      for (int side = 0; side < 4; ++side) {
        if (!(solution[static_cast<std::size_t>(t)] >> side & 1)) continue;
        const int u = t + kRowStep[side] * p.cols + kColStep[side];
        if (!seen[static_cast<std::size_t>(u)]) seen[static_cast<std::size_t>(u)] = 1, stack.push_back(u);
      }
    }
    for (std::size_t t = 0; t < solution.size(); ++t)
      if (solution[t] && !seen[t])
        return where(static_cast<int>(t) / p.cols, static_cast<int>(t) % p.cols) +
               " is not on the one network the puzzle asks for";
  }
  return std::nullopt;
}

std::uint64_t count_by_brute_force(const Puzzle& p) {
  LK_REQUIRE(p.num_tiles() <= 12, "brute force is for tiny grids");
  // Each tile's distinct shapes (a ┃ has two, a ╋ one), then every combination of
  // them in mixed radix: each arrangement is met once.
  const auto n = p.tiles.size();
  std::vector<std::vector<std::uint8_t>> shapes(n);
  for (std::size_t i = 0; i < n; ++i)
    for (int k = 0; k < 4; ++k) {
      const std::uint8_t m = rotate(p.tiles[i], k);
      bool seen = false;
      for (std::uint8_t s : shapes[i]) seen = seen || s == m;
      if (!seen) shapes[i].push_back(m);
    }
  std::vector<std::size_t> pick(n, 0);
  std::vector<std::uint8_t> sol(n);
  std::uint64_t count = 0;
  for (;;) {
    for (std::size_t i = 0; i < n; ++i) sol[i] = shapes[i][pick[i]];
    if (!check_solution(p, sol)) ++count;
    std::size_t i = 0;
    while (i < n && ++pick[i] == shapes[i].size()) pick[i++] = 0;
    if (i == n) break;
  }
  return count;
}

}  // namespace looplab::infinity_loop
