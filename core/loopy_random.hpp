#pragma once
// The number stream of Simon Tatham's puzzles (random.c there): SHA-1 of a seed string,
// then SHA-1 of a counter beside it, byte by byte. Not a source of randomness for looplab
// (every choice of ours draws from core::Rng): it is here because a grid Loopy lays can
// depend on it. Current Loopy grows a Penrose patch past the coordinate letters its desc
// gives by drawing more from this stream seeded "dummy" (core/loopy_penrose_coords.hpp),
// so the same desc must draw the same letters here.
//
// Cost: one SHA-1 block for every 20 bytes drawn.
#include <array>
#include <cstdint>
#include <string_view>

namespace looplab::core {

// The SHA-1 digest of `bytes` (FIPS 180-4), by OpenSSL's libcrypto.
std::array<std::uint8_t, 20> sha1(std::string_view bytes);

class LoopyRandom {
 public:
  explicit LoopyRandom(std::string_view seed);
  // The next `bits` bits (1..31), most significant first, as random_bits draws them.
  std::uint32_t bits(int bits);
  // A number in [0, limit) as random_upto draws one: bits enough for limit and three more,
  // draws past the largest multiple of limit thrown away. limit in 1..2^28.
  std::uint32_t upto(std::uint32_t limit);

 private:
  std::array<std::uint8_t, 40> seed_{};  // the seed's digest and the counter
  std::array<std::uint8_t, 20> data_{};  // the digest of seed_, spent byte by byte
  int pos_ = 0;
};

}  // namespace looplab::core
