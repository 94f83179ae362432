#include "families/infinity_loop/checker.hpp"

#include "core/error.hpp"

namespace looplab::infinity_loop {

namespace {

std::string where(int r, int c) { return "tile at row " + std::to_string(r + 1) + ", column " + std::to_string(c + 1); }

bool is_rotation_of(std::uint8_t a, std::uint8_t b) {
  for (int i = 0; i < 4; ++i)
    if (rotate(b, i) == a) return true;
  return false;
}

}  // namespace

std::optional<std::string> check_solution(const Puzzle& p, const std::vector<std::uint8_t>& solution) {
  if (solution.size() != p.tiles.size())
    return "the solution has " + std::to_string(solution.size()) + " tiles, the puzzle " + std::to_string(p.tiles.size());
  auto at = [&](int r, int c) { return solution[static_cast<std::size_t>(r) * p.cols + c]; };
  for (int r = 0; r < p.rows; ++r)
    for (int c = 0; c < p.cols; ++c) {
      const std::uint8_t m = at(r, c);
      if (m > 15 || !is_rotation_of(m, p.tile(r, c))) return where(r, c) + " is not a rotation of the given tile";
      if ((m & 1) && r == 0) return where(r, c) + " points off the top of the grid";
      if ((m & 4) && r == p.rows - 1) return where(r, c) + " points off the bottom of the grid";
      if ((m & 8) && c == 0) return where(r, c) + " points off the left of the grid";
      if ((m & 2) && c == p.cols - 1) return where(r, c) + " points off the right of the grid";
      if (r + 1 < p.rows && ((m >> 2) & 1) != (at(r + 1, c) & 1))
        return where(r, c) + " and the tile below it disagree about the pipe between them";
      if (c + 1 < p.cols && ((m >> 1) & 1) != ((at(r, c + 1) >> 3) & 1))
        return where(r, c) + " and the tile right of it disagree about the pipe between them";
    }
  return std::nullopt;
}

std::uint64_t count_by_brute_force(const Puzzle& p) {
  LK_REQUIRE(p.num_tiles() <= 12, "brute force is for tiny grids");
  const auto n = p.tiles.size();
  std::vector<int> turn(n, 0);
  std::vector<std::uint8_t> sol = p.tiles;
  std::uint64_t count = 0;
  // Turning a tile four times gives back its shape, so each distinct arrangement is
  // met 4^n / (product of rotation orbits) times; count arrangements, not turns, by
  // skipping turns that repeat an earlier shape of the same tile.
  auto fresh = [&](std::size_t i) {
    for (int k = 0; k < turn[i]; ++k)
      if (rotate(p.tiles[i], k) == rotate(p.tiles[i], turn[i])) return false;
    return true;
  };
  for (;;) {
    bool all_fresh = true;
    for (std::size_t i = 0; i < n && all_fresh; ++i) all_fresh = fresh(i);
    if (all_fresh) {
      for (std::size_t i = 0; i < n; ++i) sol[i] = rotate(p.tiles[i], turn[i]);
      if (!check_solution(p, sol)) ++count;
    }
    std::size_t i = 0;
    while (i < n && ++turn[i] == 4) turn[i++] = 0;
    if (i == n) break;
  }
  return count;
}

}  // namespace looplab::infinity_loop
