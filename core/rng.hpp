#pragma once
// The one source of randomness. Every random choice in looplab draws from an Rng made
// from the user's seed, so the same seed gives the same output byte for byte.
// Parallel work stays deterministic by giving item i its own stream, Rng(seed, i):
// what item i gets never depends on which thread made it or in which order.
//
// Engine: xoshiro256** (Blackman & Vigna), seeded through splitmix64. Integer draws use
// Lemire's multiply-and-reject, so they are unbiased and identical on every platform
// (std::uniform_int_distribution is not specified bit for bit across libraries).
#include <cstdint>
#include <utility>
#include <vector>

namespace looplab::core {

class Rng {
 public:
  explicit Rng(std::uint64_t seed, std::uint64_t stream = 0) {
    std::uint64_t x = seed ^ (0x9E3779B97F4A7C15ull * (stream + 1));
    for (auto& w : s_) w = splitmix64(x);
  }

  std::uint64_t next() {
    const std::uint64_t result = rotl(s_[1] * 5, 7) * 9;
    const std::uint64_t t = s_[1] << 17;
    s_[2] ^= s_[0];
    s_[3] ^= s_[1];
    s_[1] ^= s_[2];
    s_[0] ^= s_[3];
    s_[2] ^= t;
    s_[3] = rotl(s_[3], 45);
    return result;
  }

  // Uniform integer in [0, n); n > 0.
  std::uint64_t below(std::uint64_t n) {
    unsigned __int128 m = static_cast<unsigned __int128>(next()) * n;
    auto low = static_cast<std::uint64_t>(m);
    if (low < n) {
      const std::uint64_t threshold = (0 - n) % n;
      while (low < threshold) {
        m = static_cast<unsigned __int128>(next()) * n;
        low = static_cast<std::uint64_t>(m);
      }
    }
    return static_cast<std::uint64_t>(m >> 64);
  }
  int below(int n) { return static_cast<int>(below(static_cast<std::uint64_t>(n))); }

  // Uniform double in [0, 1), 53 random bits.
  double unit() { return static_cast<double>(next() >> 11) * 0x1.0p-53; }
  bool chance(double p) { return unit() < p; }

  template <class T>
  void shuffle(std::vector<T>& v) {
    for (std::size_t i = v.size(); i > 1; --i) std::swap(v[i - 1], v[below(static_cast<std::uint64_t>(i))]);
  }
  template <class T>
  const T& pick(const std::vector<T>& v) { return v[below(static_cast<std::uint64_t>(v.size()))]; }

 private:
  static std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
  static std::uint64_t splitmix64(std::uint64_t& x) {
    std::uint64_t z = (x += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }
  std::uint64_t s_[4];
};

}  // namespace looplab::core
