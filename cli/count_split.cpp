#include "cli/count_split.hpp"

#include <sstream>

#include "cli/shards.hpp"
#include "core/error.hpp"
#include "generator/loop_count_mod.hpp"

namespace looplab::cli {

namespace {

std::string grid(int rows, int cols) {
  return "--rows " + std::to_string(rows) + " --cols " + std::to_string(cols);
}

std::uint64_t parse_number(const std::string& text) {
  std::size_t used = 0;
  const std::uint64_t n = std::stoull(text, &used);
  if (used != text.size()) throw InputError("a shard result that is not a number: " + text);
  return n;
}

std::string encode(const generator::UniqueClueCounts& c) {
  std::ostringstream s;
  for (const auto* v : {&c.unique_by_clues, &c.minimal_by_clues}) {
    for (std::uint64_t n : *v) s << n << ' ';
    s << '\n';
  }
  return s.str();
}

generator::UniqueClueCounts decode(const std::string& text, int rows, int cols,
                                   std::uint64_t loops) {
  generator::UniqueClueCounts c(rows, cols, loops);
  std::istringstream s(text);
  for (auto* v : {&c.unique_by_clues, &c.minimal_by_clues})
    for (std::uint64_t& n : *v)
      if (!(s >> n)) throw InputError("a unique-clue shard result that does not parse");
  return c;
}

}  // namespace

std::optional<std::string> count_loops_split(int rows, int cols, int jobs,
                                             const std::string& work_dir) {
  const std::vector<std::uint64_t> primes = generator::loop_count_primes(rows, cols);
  core::ShardJob job{primes.size(), [&](std::size_t i) {
                       const std::uint64_t p = primes[i];
                       return std::to_string(generator::count_loops_mod(rows, cols, {&p, 1})[0]);
                     }};
  const auto results =
      run_sharded(job,
                  "count loops " + grid(rows, cols) + " (modulo " + std::to_string(primes.size()) +
                      " primes below 2^63)",
                  work_dir, jobs, "count loops: moduli");
  if (!results) return std::nullopt;
  std::vector<std::uint64_t> residues;
  for (const std::string& r : *results) residues.push_back(parse_number(r));
  return generator::combine_crt(residues, primes).str();
}

std::optional<generator::UniqueClueCounts> count_unique_split(int rows, int cols, bool minimal,
                                                              int jobs,
                                                              const std::string& work_dir) {
  const generator::UniqueClueClasses classes(rows, cols);
  const std::size_t per = (classes.size() + kUniqueShards - 1) / kUniqueShards;
  const std::size_t shards = (classes.size() + per - 1) / per;
  const std::uint64_t loops = classes.loops();
  core::ShardJob job{shards, [&](std::size_t s) {
                       const std::size_t end = std::min(classes.size(), (s + 1) * per);
                       return encode(
                           classes.count(s * per, end, {.jobs = 1, .minimal = minimal, .progress = {}}));
                     }};
  const auto results = run_sharded(job,
                                   "count unique " + grid(rows, cols) +
                                       (minimal ? " --minimal" : "") + " (loop classes, " +
                                       std::to_string(per) + " a shard)",
                                   work_dir, jobs, "count unique: shards");
  if (!results) return std::nullopt;
  generator::UniqueClueCounts sum(rows, cols, loops);
  for (const std::string& r : *results) sum += decode(r, rows, cols, loops);
  return sum;
}

}  // namespace looplab::cli
