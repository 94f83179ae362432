#include "core/loopy_random.hpp"

#include <algorithm>
#include <string>

#include "core/error.hpp"

namespace looplab::core {

namespace {

std::uint32_t rotl(std::uint32_t x, int n) { return (x << n) | (x >> (32 - n)); }

// One 64-byte block into the state h.
void sha1_block(std::array<std::uint32_t, 5>& h, const std::uint8_t* block) {
  std::uint32_t w[80];
  for (int i = 0; i < 16; ++i)
    w[i] = std::uint32_t{block[4 * i]} << 24 | std::uint32_t{block[4 * i + 1]} << 16 |
           std::uint32_t{block[4 * i + 2]} << 8 | std::uint32_t{block[4 * i + 3]};
  for (int i = 16; i < 80; ++i) w[i] = rotl(w[i - 3] ^ w[i - 8] ^ w[i - 14] ^ w[i - 16], 1);
  std::uint32_t a = h[0], b = h[1], c = h[2], d = h[3], e = h[4];
  for (int i = 0; i < 80; ++i) {
    std::uint32_t f = 0, k = 0;
    if (i < 20) {
      f = (b & c) | (~b & d), k = 0x5a827999;
    } else if (i < 40) {
      f = b ^ c ^ d, k = 0x6ed9eba1;
    } else if (i < 60) {
      f = (b & c) | (b & d) | (c & d), k = 0x8f1bbcdc;
    } else {
      f = b ^ c ^ d, k = 0xca62c1d6;
    }
    const std::uint32_t t = rotl(a, 5) + f + e + k + w[i];
    e = d, d = c, c = rotl(b, 30), b = a, a = t;
  }
  h[0] += a, h[1] += b, h[2] += c, h[3] += d, h[4] += e;
}

}  // namespace

std::array<std::uint8_t, 20> sha1(std::string_view bytes) {
  std::array<std::uint32_t, 5> h{0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476, 0xc3d2e1f0};
  // The message, a 1 bit, zeros to 56 bytes past a block's start, its length in bits.
  std::string padded(bytes);
  padded.push_back(static_cast<char>(0x80));
  while (padded.size() % 64 != 56) padded.push_back('\0');
  const std::uint64_t length = static_cast<std::uint64_t>(bytes.size()) * 8;
  for (int i = 7; i >= 0; --i) padded.push_back(static_cast<char>((length >> (8 * i)) & 0xff));
  for (std::size_t at = 0; at < padded.size(); at += 64)
    sha1_block(h, reinterpret_cast<const std::uint8_t*>(padded.data() + at));
  std::array<std::uint8_t, 20> out{};
  for (std::size_t i = 0; i < 20; ++i) out[i] = static_cast<std::uint8_t>(h[i / 4] >> (24 - 8 * (i % 4)));
  return out;
}

namespace {
std::string_view as_text(const std::uint8_t* p, std::size_t n) { return {reinterpret_cast<const char*>(p), n}; }
}  // namespace

LoopyRandom::LoopyRandom(std::string_view seed) {
  const auto first = sha1(seed);
  std::copy(first.begin(), first.end(), seed_.begin());
  const auto second = sha1(as_text(seed_.data(), 20));
  std::copy(second.begin(), second.end(), seed_.begin() + 20);
  data_ = sha1(as_text(seed_.data(), 40));
}

std::uint32_t LoopyRandom::bits(int bits) {
  LK_REQUIRE(bits >= 1 && bits <= 31, "LoopyRandom::bits: 1 to 31 bits");
  std::uint32_t out = 0;
  for (int n = 0; n < bits; n += 8) {
    if (pos_ >= 20) {
      // The counter is the first half of the seed, least significant byte first.
      for (std::size_t i = 0; i < 20; ++i)
        if (++seed_[i] != 0) break;
      data_ = sha1(as_text(seed_.data(), 40));
      pos_ = 0;
    }
    out = out << 8 | data_[static_cast<std::size_t>(pos_++)];
  }
  return out & ((std::uint32_t{1} << bits) - 1);
}

std::uint32_t LoopyRandom::upto(std::uint32_t limit) {
  LK_REQUIRE(limit >= 1 && limit <= (1u << 28), "LoopyRandom::upto: a limit in 1..2^28");
  int bits = 0;
  while ((limit >> bits) != 0) ++bits;
  bits += 3;
  const std::uint32_t divisor = (std::uint32_t{1} << bits) / limit, top = limit * divisor;
  for (;;) {
    const std::uint32_t data = this->bits(bits);
    if (data < top) return data / divisor;
  }
}

}  // namespace looplab::core
