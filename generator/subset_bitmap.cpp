#include "generator/subset_bitmap.hpp"

#include <algorithm>
#include <bit>

#include "core/error.hpp"
#include "generator/wide_clones.hpp"

namespace looplab::generator {

namespace {

// kHigh[b]: the positions p in a word whose bit b is set.
constexpr std::uint64_t kHigh[6] = {0xAAAAAAAAAAAAAAAAull, 0xCCCCCCCCCCCCCCCCull,
                                    0xF0F0F0F0F0F0F0F0ull, 0xFF00FF00FF00FF00ull,
                                    0xFFFF0000FFFF0000ull, 0xFFFFFFFF00000000ull};

constexpr std::size_t kBlockWords = 1024;  // 8 KB: a block's passes stay in L1

// Positions p in a word with popcount(p) = k, k = 0..6.
struct PopcountClasses {
  std::uint64_t of[7] = {};
  constexpr PopcountClasses() {
    for (int p = 0; p < 64; ++p)
      of[std::popcount(static_cast<unsigned>(p))] |= std::uint64_t{1} << p;
  }
};
constexpr PopcountClasses kClasses;

// Calls op(h, h ^ hb) for every block h and every block bit hb set in h, so that all
// of a bit's pairs are visited before pairs of a higher bit meet its results. Bits are
// taken kGroupBits at a time and, within a pass, group by group: a group's 2^kGroupBits
// blocks (256 KB) stay in cache while all its bits are done, and memory is streamed
// about twice in all, instead of once per bit.
constexpr std::size_t kGroupBits = 5;
template <class Op>
void for_block_pairs(std::size_t blocks, Op op) {
  for (std::size_t low = 1; low < blocks; low <<= kGroupBits) {
    const std::size_t high = std::min(blocks, low << kGroupBits);
    const std::size_t pass_bits = high - low;  // the block bits low, 2*low, ..., high/2
    for (std::size_t base = 0; base < blocks; ++base) {
      if (base & pass_bits) continue;
      for (std::size_t hb = low; hb < high; hb <<= 1)
        for (std::size_t sub = pass_bits;; sub = (sub - 1) & pass_bits) {
          if (sub & hb) op(base | sub, (base | sub) ^ hb);
          if (sub == 0) break;
        }
    }
  }
}

}  // namespace

SubsetBitmap::SubsetBitmap(int n) : n_(n) {
  LK_REQUIRE(n >= 0 && n <= 32, "subset bitmaps over 0..32 elements");
  num_words_ = n <= 6 ? 1 : std::size_t{1} << (n - 6);
  block_ = std::min(num_words_, kBlockWords);
  valid_ = n >= 6 ? ~std::uint64_t{0} : (std::uint64_t{1} << (1 << n)) - 1;
  words_.assign(num_words_, 0);
  scratch_.assign(num_words_, 0);
}

void SubsetBitmap::clear() {
  std::fill(words_.begin(), words_.end(), 0);
}

// Closing downwards is one OR-transform per mask bit, and these commute, so the bits
// across blocks go first (for_block_pairs); then each block, while in cache, gets its
// own bits, the minimal-candidate map and its histogram. Minimality along the bits
// across blocks takes the same pairs again, and a last sweep counts what survived.
LOOPLAB_WIDE_CLONES void SubsetBitmap::close_down_and_count(
    std::uint64_t w, std::vector<std::uint64_t>& outside,
    std::vector<std::uint64_t>* minimal_outside) {
  const int in_word = std::min(n_, 6);
  const std::size_t blocks = num_words_ / block_;
  std::uint64_t* f = words_.data();
  std::uint64_t* m = scratch_.data();
  const std::size_t bw = block_;
  for_block_pairs(blocks, [&](std::size_t with, std::size_t without) {
    std::uint64_t* to = f + without * bw;
    const std::uint64_t* from = f + with * bw;
    for (std::size_t t = 0; t < bw; ++t) to[t] |= from[t];
  });

  std::uint64_t out_by[33 + 6] = {}, min_by[33 + 6] = {};
  std::uint64_t all_out_words_by_base[33] = {};  // words with no set in F need no popcount
  for (std::size_t start = 0; start < num_words_; start += block_) {
    std::uint64_t* x = f + start;
    if (in_word == 6) {  // the usual case, spelled out so it unrolls and vectorizes
      for (std::size_t i = 0; i < block_; ++i) {
        std::uint64_t y = x[i];
        y |= (y & kHigh[0]) >> 1;
        y |= (y & kHigh[1]) >> 2;
        y |= (y & kHigh[2]) >> 4;
        y |= (y & kHigh[3]) >> 8;
        y |= (y & kHigh[4]) >> 16;
        x[i] = y | y >> 32;
      }
    } else {
      for (std::size_t i = 0; i < block_; ++i)
        for (int b = 0; b < in_word; ++b) x[i] |= (x[i] & kHigh[b]) >> (1 << b);
    }
    for (std::size_t step = 1; step < block_; step <<= 1)
      for (std::size_t j = 0; j < block_; j += 2 * step)
        for (std::size_t k = j; k < j + step; ++k) x[k] |= x[k + step];
    for (std::size_t i = start; i < start + block_; ++i) {
      const std::uint64_t out = ~f[i] & valid_;
      if (out == 0) continue;
      const int base = std::popcount(i);
      if (out == valid_)
        ++all_out_words_by_base[base];
      else
        for (int k = 0; k <= in_word; ++k)
          out_by[base + k] += static_cast<std::uint64_t>(std::popcount(out & kClasses.of[k]));
    }
    if (!minimal_outside) continue;
    // m(S) = S outside F and, for every element b of S, S - b inside F.
    if (in_word == 6) {
      for (std::size_t i = start; i < start + block_; ++i) {
        const std::uint64_t y = f[i];
        m[i] = ~y & (~kHigh[0] | y << 1) & (~kHigh[1] | y << 2) & (~kHigh[2] | y << 4) &
               (~kHigh[3] | y << 8) & (~kHigh[4] | y << 16) & (~kHigh[5] | y << 32);
      }
    } else {
      for (std::size_t i = start; i < start + block_; ++i) {
        std::uint64_t y = ~f[i] & valid_;
        for (int b = 0; b < in_word; ++b) y &= ~kHigh[b] | (f[i] << (1 << b));
        m[i] = y;
      }
    }
    for (std::size_t step = 1; step < block_; step <<= 1)
      for (std::size_t j = start; j < start + block_; j += 2 * step)
        for (std::size_t k = j; k < j + step; ++k) m[k + step] &= f[k];
  }
  if (minimal_outside) {
    for_block_pairs(blocks, [&](std::size_t with, std::size_t without) {
      std::uint64_t* to = m + with * bw;
      const std::uint64_t* from = f + without * bw;
      for (std::size_t t = 0; t < bw; ++t) to[t] &= from[t];
    });
    for (std::size_t i = 0; i < num_words_; ++i) {
      if (m[i] == 0) continue;  // minimal sets are rare
      const int base = std::popcount(i);
      for (int k = 0; k <= in_word; ++k)
        min_by[base + k] += static_cast<std::uint64_t>(std::popcount(m[i] & kClasses.of[k]));
    }
  }
  for (int base = 0; base <= 32; ++base)
    if (all_out_words_by_base[base])
      for (int k = 0; k <= in_word; ++k)
        out_by[base + k] += all_out_words_by_base[base] *
                            static_cast<std::uint64_t>(std::popcount(valid_ & kClasses.of[k]));
  outside.resize(static_cast<std::size_t>(n_) + 1, 0);
  for (int k = 0; k <= n_; ++k) outside[static_cast<std::size_t>(k)] += w * out_by[k];
  if (minimal_outside) {
    minimal_outside->resize(static_cast<std::size_t>(n_) + 1, 0);
    for (int k = 0; k <= n_; ++k) (*minimal_outside)[static_cast<std::size_t>(k)] += w * min_by[k];
  }
}

}  // namespace looplab::generator
