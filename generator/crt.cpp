#include "generator/crt.hpp"

#include "core/error.hpp"

namespace looplab::generator {

namespace {

using u128 = unsigned __int128;

std::uint64_t mul_mod(std::uint64_t a, std::uint64_t b, std::uint64_t m) {
  return static_cast<std::uint64_t>(static_cast<u128>(a) * b % m);
}

std::uint64_t pow_mod(std::uint64_t a, std::uint64_t e, std::uint64_t m) {
  std::uint64_t r = 1 % m;
  for (a %= m; e > 0; e >>= 1, a = mul_mod(a, a, m))
    if (e & 1) r = mul_mod(r, a, m);
  return r;
}

// Deterministic for every 64-bit n with these seven bases (Jim Sinclair's set).
bool is_prime(std::uint64_t n) {
  if (n < 2) return false;
  for (std::uint64_t p : {2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37})
    if (n % p == 0) return n == p;
  std::uint64_t d = n - 1;
  int s = 0;
  while ((d & 1) == 0) d >>= 1, ++s;
  for (std::uint64_t a : {2ull, 325ull, 9375ull, 28178ull, 450775ull, 9780504ull, 1795265022ull}) {
    std::uint64_t x = pow_mod(a % n, d, n);
    if (a % n == 0 || x == 1 || x == n - 1) continue;
    bool composite = true;
    for (int i = 1; i < s && composite; ++i) {
      x = mul_mod(x, x, n);
      if (x == n - 1) composite = false;
    }
    if (composite) return false;
  }
  return true;
}

}  // namespace

std::uint64_t residue_of(const BigCount& x, std::uint64_t m) {
  return static_cast<std::uint64_t>(x % m);
}

BigCount combine_crt(std::span<const std::uint64_t> residues,
                     std::span<const std::uint64_t> moduli) {
  LK_REQUIRE(residues.size() == moduli.size(), "one residue per modulus");
  // Garner: x = c0 + c1 m0 + c2 m0 m1 + ..., each digit ci < mi found modulo mi alone.
  const std::size_t k = moduli.size();
  std::vector<std::uint64_t> digits(k);
  for (std::size_t i = 0; i < k; ++i) {
    const std::uint64_t m = moduli[i];
    LK_REQUIRE(m >= 2 && m < (std::uint64_t{1} << 63) && residues[i] < m, "residue below its modulus");
    // The digits found so far, in their mixed radix, give x so far modulo m.
    std::uint64_t so_far = 0, radix = 1 % m;
    for (std::size_t j = 0; j < i; ++j) {
      so_far = (so_far + mul_mod(digits[j] % m, radix, m)) % m;
      radix = mul_mod(radix, moduli[j] % m, m);
    }
    LK_REQUIRE(radix != 0, "moduli pairwise coprime");
    const std::uint64_t diff = (residues[i] + m - so_far) % m;
    // The inverse of the radix modulo m, by extended Euclid (moduli below 2^63 keep
    // every Bezout coefficient inside a signed word).
    std::int64_t t0 = 0, t1 = 1;
    std::uint64_t r0 = m, r1 = radix;
    while (r1 != 0) {
      const std::uint64_t q = r0 / r1;
      const std::int64_t t2 = t0 - static_cast<std::int64_t>(q) * t1;
      t0 = t1, t1 = t2;
      const std::uint64_t r2 = r0 - q * r1;
      r0 = r1, r1 = r2;
    }
    LK_REQUIRE(r0 == 1, "moduli pairwise coprime");
    const auto inv = static_cast<std::uint64_t>(t0 < 0 ? t0 + static_cast<std::int64_t>(m) : t0);
    digits[i] = mul_mod(diff, inv, m);
  }
  BigCount x = 0, radix = 1;
  for (std::size_t i = 0; i < k; ++i) {
    x += radix * digits[i];
    radix *= moduli[i];
  }
  return x;
}

std::vector<std::uint64_t> primes_below_2_63(int count) {
  std::vector<std::uint64_t> primes;
  for (std::uint64_t n = (std::uint64_t{1} << 63) - 1; static_cast<int>(primes.size()) < count;
       n -= 2)
    if (is_prime(n)) primes.push_back(n);
  return primes;
}

std::vector<std::uint64_t> primes_for_bits(int bits, int set) {
  const BigCount bound = BigCount(1) << bits;
  std::vector<std::uint64_t> primes;
  std::uint64_t n = (std::uint64_t{1} << 63) - 1;  // the next odd number to test
  for (int s = 1; s <= set; ++s) {
    primes.clear();
    for (BigCount product = 1; product <= bound; n -= 2)
      if (is_prime(n)) {
        primes.push_back(n);
        product *= n;
      }
  }
  return primes;
}

}  // namespace looplab::generator
