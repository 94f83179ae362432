// core/surd.hpp: signs and roundings of a + b sqrt(k), exact where a double is not.
#include <catch2/catch.hpp>

#include <cmath>

#include "core/surd.hpp"

using namespace looplab::core;

TEST_CASE("a surd's sign is exact, even a hair from zero", "[core]") {
  // 97^2 = 9409 = 3 * 56^2 + 1: 97 - 56 sqrt 3 is about 0.005.
  CHECK(surd_sign({97, -56}, 3) == 1);
  CHECK(surd_sign({-97, 56}, 3) == -1);
  CHECK(surd_sign({168, -97}, 3) == -1);  // 168^2 = 28224 < 3 * 97^2 = 28227
  CHECK(surd_sign({0, 0}, 5) == 0);
  CHECK(surd_sign({-3, 0}, 5) == -1);
  CHECK(surd_sign({0, 2}, 5) == 1);
  CHECK(surd_sign({161, -72}, 5) == 1);   // 161^2 = 25921 = 5 * 72^2 + 1
  CHECK(surd_within({5, 1}, 3, 6, 7));    // 5 + 1.732
  CHECK_FALSE(surd_within({5, 1}, 3, 7, 9));
  CHECK(surd_within({7, 0}, 3, 7, 7));
}

TEST_CASE("n sqrt k rounds to the nearest integer, away from zero alike on both sides", "[core]") {
  for (long k : {3L, 5L})
    for (long n = -3000; n <= 3000; ++n) {
      CAPTURE(k, n);
      CHECK(round_times_root(n, k) == std::lround(static_cast<long double>(n) * std::sqrt(static_cast<long double>(k))));
    }
  // Loopy's own values (its n_times_root_k): 16 sqrt 3 = 27.71, -8 sqrt 3 = -13.86.
  CHECK(round_times_root(16, 3) == 28);
  CHECK(round_times_root(-8, 3) == -14);
  CHECK(round_times_root(0, 5) == 0);
}
