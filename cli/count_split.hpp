#pragma once
// `count loops` and `count unique` split into shards (cli/shards.hpp), for runs with a
// work directory or over MPI ranks. Rank 0 gets the answer, the other ranks nullopt.
//  - count unique: the loop classes (generator::UniqueClueCounter's work units) in equal
//    ranges: kUniqueShards of them, or more of kUniqueShardClasses classes when the grid
//    has many (5x5 and up), so that a shard stays minutes of work at most and many
//    ranks balance; a shard's result is its partial counts.
//  - count loops: the count modulo each of the primes below 2^63 that a count below
//    2^(rows*cols) needs (generator/loop_count_mod.hpp), put together by the Chinese
//    remainder theorem.
#include <optional>
#include <string>

#include "generator/loop_count_mod.hpp"
#include "generator/unique_clues.hpp"

namespace looplab::cli {

inline constexpr std::size_t kUniqueShards = 256;
inline constexpr std::size_t kUniqueShardClasses = 250;

// options: jobs = moduli counted at once a rank; engine and mirrors as in a plain count.
std::optional<std::string> count_loops_split(int rows, int cols,
                                             const generator::LoopCountOptions& options,
                                             const std::string& work_dir);
// options: jobs = threads a rank, minimal, method (progress is the runner's).
std::optional<generator::UniqueClueCounts> count_unique_split(
    int rows, int cols, const generator::UniqueClueOptions& options, const std::string& work_dir);

}  // namespace looplab::cli
