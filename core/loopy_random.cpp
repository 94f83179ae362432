#include "core/loopy_random.hpp"

#include <algorithm>

#include <openssl/evp.h>

#include "core/error.hpp"

namespace looplab::core {

std::array<std::uint8_t, 20> sha1(std::string_view bytes) {
  std::array<std::uint8_t, 20> out{};
  unsigned size = 0;
  const bool done = EVP_Digest(bytes.data(), bytes.size(), out.data(), &size, EVP_sha1(), nullptr) == 1;
  LK_REQUIRE(done && size == out.size(), "sha1: OpenSSL's SHA-1 failed");
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
