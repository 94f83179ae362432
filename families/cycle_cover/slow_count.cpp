#include "families/cycle_cover/slow_count.hpp"

#include <bit>

#include "core/error.hpp"

namespace looplab::cycle_cover {

BigCount permanent_ryser(const std::vector<std::uint8_t>& a, int n) {
  LK_REQUIRE(n >= 0 && n <= 24, "Ryser's formula here is for n <= 24");
  LK_REQUIRE(a.size() == static_cast<std::size_t>(n) * static_cast<std::size_t>(n),
             "matrix must be n x n");
  if (n == 0) return 1;
  // row_sum[i] = sum of a[i][j] over j in the current set S. Products fit in 128 bits:
  // n <= 24 factors of at most n <= 24 each, and 2^24 such terms.
  std::vector<std::int64_t> row_sum(static_cast<std::size_t>(n), 0);
  __int128 total = 0;
  std::uint32_t gray = 0;
  for (std::uint32_t k = 1; k < (std::uint32_t{1} << n); ++k) {
    const int j = std::countr_zero(k);  // the column that flips between gray(k-1) and gray(k)
    gray ^= std::uint32_t{1} << j;
    const int sign = (gray >> j) & 1 ? 1 : -1;
    __int128 product = 1;
    for (int i = 0; i < n; ++i) {
      row_sum[static_cast<std::size_t>(i)] += sign * a[static_cast<std::size_t>(i * n + j)];
      product *= row_sum[static_cast<std::size_t>(i)];
    }
    total += (std::popcount(gray) % 2 == n % 2) ? product : -product;
  }
  // total is >= 0 (it is a permanent of a 0/1 matrix); print it through two 64-bit halves.
  const auto u = static_cast<unsigned __int128>(total);
  BigCount result = static_cast<std::uint64_t>(u >> 64);
  result <<= 64;
  result += static_cast<std::uint64_t>(u);
  return result;
}

std::vector<std::uint8_t> adjacency_matrix(const Problem& p) {
  const auto n = static_cast<std::size_t>(p.cells());
  std::vector<std::uint8_t> a(n * n, 0);
  for (int u = 0; u < p.cells(); ++u)
    for (const auto& m : p.moves) {
      const int r = u / p.cols + m.dy, c = u % p.cols + m.dx;
      if (r >= 0 && r < p.rows && c >= 0 && c < p.cols)
        a[static_cast<std::size_t>(u) * n + static_cast<std::size_t>(r * p.cols + c)] = 1;
    }
  return a;
}

namespace {

struct Brute {
  const Problem& p;
  std::vector<int> next;
  std::vector<char> entered;

  std::uint64_t count(int u) {
    if (u == p.cells()) return 1;
    std::uint64_t total = 0;
    for (const auto& m : p.moves) {
      const int r = u / p.cols + m.dy, c = u % p.cols + m.dx;
      if (r < 0 || r >= p.rows || c < 0 || c >= p.cols) continue;
      const int v = r * p.cols + c;
      if (entered[static_cast<std::size_t>(v)]) continue;
      if (p.no_2_cycles && v < u && next[static_cast<std::size_t>(v)] == u) continue;
      entered[static_cast<std::size_t>(v)] = 1;
      next[static_cast<std::size_t>(u)] = v;
      total += count(u + 1);
      next[static_cast<std::size_t>(u)] = -1;
      entered[static_cast<std::size_t>(v)] = 0;
    }
    return total;
  }
};

}  // namespace

std::uint64_t count_covers_brute(const Problem& p) {
  const auto n = static_cast<std::size_t>(p.cells());
  Brute b{p, std::vector<int>(n, -1), std::vector<char>(n, 0)};
  return b.count(0);
}

}  // namespace looplab::cycle_cover
