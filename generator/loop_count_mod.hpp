#pragma once
// Counts the loops of an R x C grid exactly, fast, and modulo word-sized primes: a
// frontier dynamic program over the grid points (the state and its transitions are
// spelled out in generator/loop_pairs.hpp), each frontier word carrying one residue per
// prime. Counts only ever add, so residues modulo primes below 2^63 are exact word
// arithmetic; the big count is recombined by the Chinese remainder theorem
// (generator/crt.hpp) from enough primes that their product exceeds 2^(R*C), a bound on
// the loops (a loop is fixed by the set of cells inside it). Each prime is independent:
// one pass can carry all of them, or each pass (or machine) a few.
//
// Two engines, equal counts. graph (the fast one): the words of a row as dense indices
// with their in-edges, built once (generator/loop_pair_graph.hpp), and each layer a
// pull over arrays; about 8 bytes a word a layer of a row for the graph. hash (its
// slow twin, and the one that fits when the graph does not): each layer a flat
// open-addressing table of 64-bit words. Both merge a word with its mirror image
// between rows unless told not to (the plain DP).
//
// The frontier runs along the shorter side C: a layer holds at most Motzkin(C + 2)
// words (113,634 for C = 12, 853,467 for 14, 6,536,382 for 16), and the (R+1)(C+1)
// layers each cost a scan of the previous one. Memory is bounded before the first layer
// (loop_count_bytes); the shorter side can be at most kLoopPairsMaxWidth.
//
// Threads: graph splits each layer's words into ranges, one a thread, each word summing
// its own in-edges; hash splits them among `jobs` tables by a hash of the word, each
// thread posting successors by destination table and then adding those bound for its
// own. No locks either way, and the residues (sums modulo p) do not depend on the
// thread count or the order.
#include <cstdint>
#include <functional>
#include <span>
#include <vector>

#include "generator/crt.hpp"

namespace looplab::core {
class Cluster;
}

namespace looplab::generator {

inline constexpr int kLoopPairsMaxWidth = 30;  // W + 1 = C + 2 slots of 2 bits in 64 bits

struct LoopCountProgress {
  int pass = 0, passes = 1;     // 0-based pass over groups of primes
  int layer = 0, layers = 0;    // grid points decided in this pass, of (R+1)(C+1)
  std::size_t states = 0;       // words in the layer just built
  std::size_t bytes = 0;        // held by the tables
};

// graph: residues summed along the precomputed row graph (loop_pair_graph.hpp), the
// fast one; hash: each layer hashed into tables of 64-bit words, its slow twin.
enum class LoopCountEngine { graph, hash };

struct LoopCountOptions {
  int jobs = 1;               // threads; results never depend on it
  int primes_per_pass = 0;    // 0 = all primes in one pass
  bool merge_mirrors = true;  // merge mirror-image words between rows (loop_pairs.hpp)
  LoopCountEngine engine = LoopCountEngine::graph;
  int prime_set = 1;          // which disjoint set of primes (crt.hpp primes_for_bits)
  std::function<void(const LoopCountProgress&)> on_layer;  // from the calling thread
};

struct LoopCountStats {
  std::size_t max_states = 0;  // the largest layer
  std::size_t bytes = 0;       // the tables of one pass
  int passes = 0;
};

// loops(rows, cols) mod primes[i], for each i; primes in [2, 2^63) (need not be the
// ones of loop_count_primes; any moduli below 2^63 work). Rows, cols >= 1, the shorter
// side at most kLoopPairsMaxWidth.
std::vector<std::uint64_t> count_loops_mod(int rows, int cols,
                                           std::span<const std::uint64_t> primes,
                                           const LoopCountOptions& options = {},
                                           LoopCountStats* stats = nullptr);

// count_loops_mod with each layer split across the ranks of `cluster` (under MPI, one
// process a rank; docs/SCALING.md): rank r keeps the words that hash to r, in the
// hashed engine's tables, and the successors bound for other ranks go to them as one
// message a rank a layer (core::AllToAll). A rank holds about 1/size of every layer,
// which is what makes grids past one machine's memory countable. Every rank calls it with
// the same arguments (options.engine and options.jobs are not read: one thread a rank)
// and gets the same residues; on_layer reports this rank's share.
std::vector<std::uint64_t> count_loops_mod_ranks(int rows, int cols, std::span<const std::uint64_t> primes,
                                                 core::Cluster& cluster, const LoopCountOptions& options = {},
                                                 LoopCountStats* stats = nullptr);

// The primes whose residues determine loops(rows, cols): primes_for_bits(rows * cols).
std::vector<std::uint64_t> loop_count_primes(int rows, int cols, int prime_set = 1);

// The exact count: count_loops_mod over loop_count_primes, combined by CRT.
BigCount count_loops(int rows, int cols, const LoopCountOptions& options = {},
                     LoopCountStats* stats = nullptr);

// Upper bound on the words of a layer: Motzkin(min(rows, cols) + 2), as a double
// (finite for every grid, exact below 2^53).
double loop_count_states_bound(int rows, int cols);

// An upper bound on the bytes count_loops_mod holds with `primes` residues per word and
// `jobs` threads (a double: it may exceed any machine): the graph engine's row graphs
// and two layers, or the hash engine's two layers of tables.
double loop_count_bytes(int rows, int cols, int primes, int jobs,
                        LoopCountEngine engine = LoopCountEngine::graph);

}  // namespace looplab::generator
