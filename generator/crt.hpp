#pragma once
// Exact big counts from word-sized residues: a count x below the product M of some
// pairwise coprime moduli is the unique solution of x = r[i] (mod m[i]) in [0, M), found
// by Garner's mixed-radix method (k^2 word operations plus k big-integer steps). The
// frontier counters count modulo primes just below 2^63 so that adding two residues
// never overflows a 64-bit word; each modulus is an independent pass, or a different
// machine (see generator/loop_count_mod.hpp).
#include <cstdint>
#include <span>
#include <vector>

#include <boost/multiprecision/cpp_int.hpp>

namespace looplab::generator {

using BigCount = boost::multiprecision::cpp_int;

// The x in [0, product of moduli) with x = residues[i] (mod moduli[i]) for every i.
// Moduli pairwise coprime, in [2, 2^63), residues[i] < moduli[i], equal lengths.
BigCount combine_crt(std::span<const std::uint64_t> residues,
                     std::span<const std::uint64_t> moduli);

// The `count` largest primes below 2^63, descending (deterministic Miller-Rabin).
std::vector<std::uint64_t> primes_below_2_63(int count);

// The fewest of those primes whose product exceeds 2^bits: enough to recover any count
// below 2^bits exactly. Set 2 is the fewest primes after set 1's, and so on: disjoint
// sets recover the same count independently, so two sets agreeing check the residues.
std::vector<std::uint64_t> primes_for_bits(int bits, int set = 1);

// (a + b) mod p for residues a, b < p < 2^63: the sum never overflows a word.
inline std::uint64_t add_mod(std::uint64_t a, std::uint64_t b, std::uint64_t p) {
  const std::uint64_t s = a + b;
  return s >= p ? s - p : s;
}

// x mod m for a big x (to check residues against native big-integer counts).
std::uint64_t residue_of(const BigCount& x, std::uint64_t m);

}  // namespace looplab::generator
