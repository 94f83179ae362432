#include "solver/exact_cover_examples.hpp"

#include <algorithm>
#include <array>
#include <string_view>
#include <tuple>
#include <utility>
#include <vector>

#include "core/error.hpp"

namespace looplab::solver {

ExactCover n_queens_cover(int n) {
  LK_REQUIRE(n >= 1, "n queens needs n >= 1");
  // Items: ranks and files in "organ pipe" order (middle first, alternating outwards,
  // rank and file interleaved), so that MRV breaks its many ties towards the centre,
  // where a queen rules out the most squares: Knuth's ordering, ~2x fewer nodes.
  // Then diagonals r+f and anti-diagonals r-f+n-1 as secondary items.
  std::vector<int> rank_item(static_cast<std::size_t>(n)), file_item(static_cast<std::size_t>(n));
  for (int k = 0; k < n; ++k) {
    const int line = (n - 1) / 2 + (k % 2 ? (k + 1) / 2 : -(k / 2));
    rank_item[static_cast<std::size_t>(line)] = 2 * k;
    file_item[static_cast<std::size_t>(line)] = 2 * k + 1;
  }
  ExactCover ec(2 * n, 2 * (2 * n - 1));
  for (int r = 0; r < n; ++r)
    for (int f = 0; f < n; ++f) {
      const int items[4] = {rank_item[static_cast<std::size_t>(r)],
                            file_item[static_cast<std::size_t>(f)], 2 * n + r + f,
                            2 * n + (2 * n - 1) + r - f + n - 1};
      ec.add_option(items);
    }
  return ec;
}

namespace {

using Shape = std::vector<std::pair<int, int>>;  // (row, col) cells

// The twelve pentominoes, drawn row by row ('/' starts a row).
constexpr std::array<std::string_view, 12> kPentominoes = {
    ".##/##./.#.", "#####",       "####/#...",   "##../.###",   "##/##/#.",  "###/.#./.#.",
    "#.#/###",     "#../#../###", "#../##./.##", ".#./###/.#.", "####/.#..", "##./.#./.##"};

Shape shape_of(std::string_view picture) {
  Shape s;
  int r = 0, c = 0;
  for (char ch : picture) {
    if (ch == '/') {
      ++r, c = 0;
      continue;
    }
    if (ch == '#') s.push_back({r, c});
    ++c;
  }
  return s;
}

Shape normalised(Shape s) {
  int r0 = s[0].first, c0 = s[0].second;
  for (auto [r, c] : s) r0 = std::min(r0, r), c0 = std::min(c0, c);
  for (auto& [r, c] : s) r -= r0, c -= c0;
  std::sort(s.begin(), s.end());
  return s;
}

// The distinct shapes among the 8 rotations and reflections.
std::vector<Shape> orientations(const Shape& base) {
  std::vector<Shape> out;
  Shape s = base;
  for (int flip = 0; flip < 2; ++flip) {
    for (int turn = 0; turn < 4; ++turn) {
      for (auto& [r, c] : s) std::tie(r, c) = std::pair{c, -r};  // quarter turn
      Shape n = normalised(s);
      if (std::find(out.begin(), out.end(), n) == out.end()) out.push_back(n);
    }
    for (auto& [r, c] : s) c = -c;  // mirror
  }
  return out;
}

}  // namespace

ExactCover pentomino_cover(int rows, int cols) {
  LK_REQUIRE(rows * cols == 60, "twelve pentominoes cover 60 cells");
  ExactCover ec(12 + rows * cols, 0);
  for (int piece = 0; piece < 12; ++piece)
    for (const Shape& shape : orientations(shape_of(kPentominoes[static_cast<std::size_t>(piece)])))
      for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c) {
          std::vector<int> items{piece};
          for (auto [dr, dc] : shape) {
            if (r + dr >= rows || c + dc >= cols) break;
            items.push_back(12 + (r + dr) * cols + c + dc);
          }
          if (items.size() == shape.size() + 1) ec.add_option(items);
        }
  return ec;
}

}  // namespace looplab::solver
