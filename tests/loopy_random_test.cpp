// Loopy's number stream (core/loopy_random.hpp): SHA-1 on the standard's test vectors, and
// the stream seeded "dummy" drawing what Loopy's random.c draws (values read from Loopy's
// own random_upto and random_bits with that seed).
#include <catch2/catch.hpp>

#include <cstdint>
#include <string>
#include <vector>

#include "core/loopy_random.hpp"

using namespace looplab;

namespace {

std::string hex(const std::array<std::uint8_t, 20>& digest) {
  static constexpr char kHex[] = "0123456789abcdef";
  std::string out;
  for (std::uint8_t b : digest) out += std::string{kHex[b >> 4], kHex[b & 15]};
  return out;
}

}  // namespace

TEST_CASE("sha1 gives the standard's digests, across block boundaries", "[core]") {
  CHECK(hex(core::sha1("")) == "da39a3ee5e6b4b0d3255bfef95601890afd80709");
  CHECK(hex(core::sha1("abc")) == "a9993e364706816aba3e25717850c26c9cd0d89d");
  CHECK(hex(core::sha1("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")) ==
        "84983e441c3bd26ebaae4aa1f95129e5e54670f1");
  CHECK(hex(core::sha1(std::string(1000000, 'a'))) == "34aa973cd4c4daa4f61eeb2bdbad27316534016f");
}

TEST_CASE("LoopyRandom seeded \"dummy\" draws what Loopy draws", "[core]") {
  core::LoopyRandom r("dummy");
  std::vector<std::uint32_t> upto;
  for (int i = 0; i < 4; ++i) upto.push_back(r.upto(165580141));
  CHECK(upto == std::vector<std::uint32_t>{12469837, 59672443, 41173301, 85612663});
  // Thirty bytes, past the end of a digest: the counter moves on.
  std::vector<std::uint32_t> bytes;
  for (int i = 0; i < 30; ++i) bytes.push_back(r.bits(8));
  CHECK(bytes == std::vector<std::uint32_t>{64, 142, 180, 217, 203, 233, 153, 66, 8, 15, 137, 15, 51, 154, 152,
                                            62, 59, 190, 149, 93, 209, 144, 190, 34, 154, 146, 70, 251, 33, 144});
  CHECK(r.upto(3) == 1);
  CHECK(r.bits(31) == 607601245u);
}
