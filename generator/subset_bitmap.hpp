#pragma once
// A family of subsets of n <= 32 cells held as a bitmap over all 2^n masks (bit S of
// the map is set when S is in the family), with the bit-parallel subset transforms the
// unique-clue counter needs. The six low mask bits index within a 64-bit word, so a
// transform along one of them is a shift and a mask of a whole word (64 sets at once);
// the higher bits index words. Passes are blocked so that every sweep over a large map
// (2^25 bits = 4 MB at 5x5) touches memory about twice, not once per bit.
//
//        mask S = | high bits: word index | low 6 bits: bit in word |
#include <cstdint>
#include <vector>

namespace looplab::generator {

class SubsetBitmap {
 public:
  explicit SubsetBitmap(int n);

  int bits() const { return n_; }
  void clear();
  void insert(std::uint32_t set) { words_[set >> 6] |= std::uint64_t{1} << (set & 63); }
  bool contains(std::uint32_t set) const { return words_[set >> 6] >> (set & 63) & 1; }

  // Closes the family F downwards (afterwards it holds every subset of a member) and
  // adds w times the number of sets outside F, by size, to `outside` (index 0 is the
  // empty set); with `minimal_outside`, likewise the minimal ones among them: sets
  // outside F all of whose one-smaller subsets are in F. Vectors grow to n+1 entries.
  void close_down_and_count(std::uint64_t w, std::vector<std::uint64_t>& outside,
                            std::vector<std::uint64_t>* minimal_outside);

 private:
  int n_;
  std::size_t num_words_, block_;  // block_: words per cache-resident block
  std::uint64_t valid_;            // the valid bits of each word (all, unless n < 6)
  std::vector<std::uint64_t> words_, scratch_;
};

}  // namespace looplab::generator
