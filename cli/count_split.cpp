#include "cli/count_split.hpp"

#include <algorithm>
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
  s << c.loops << '\n';
  for (const auto* v : {&c.unique_by_clues, &c.minimal_by_clues}) {
    for (std::uint64_t n : *v) s << n << ' ';
    s << '\n';
  }
  return s.str();
}

generator::UniqueClueCounts decode(const std::string& text, int rows, int cols) {
  generator::UniqueClueCounts c(rows, cols, 0);
  std::istringstream s(text);
  bool ok = static_cast<bool>(s >> c.loops);
  for (auto* v : {&c.unique_by_clues, &c.minimal_by_clues})
    for (std::uint64_t& n : *v) ok = ok && (s >> n);
  if (!ok) throw InputError("a unique-clue shard result that does not parse");
  return c;
}

}  // namespace

std::optional<std::string> count_loops_split(int rows, int cols,
                                             const generator::LoopCountOptions& options,
                                             const std::string& work_dir) {
  generator::LoopCountOptions one = options;
  one.jobs = 1;
  one.primes_per_pass = 0;
  one.on_layer = {};
  const std::vector<std::uint64_t> primes = generator::loop_count_primes(rows, cols, options.prime_set);
  core::ShardJob job{primes.size(), [&](std::size_t i) {
                       const std::uint64_t p = primes[i];
                       return std::to_string(generator::count_loops_mod(rows, cols, {&p, 1}, one)[0]);
                     }};
  const auto results =
      run_sharded(job,
                  "count loops " + grid(rows, cols) + " (modulo " + std::to_string(primes.size()) +
                      " primes below 2^63" +
                      (options.prime_set > 1 ? ", set " + std::to_string(options.prime_set) : "") + ")",
                  work_dir, options.jobs, "count loops: moduli");
  if (!results) return std::nullopt;
  std::vector<std::uint64_t> residues;
  for (const std::string& r : *results) residues.push_back(parse_number(r));
  return generator::combine_crt(residues, primes).str();
}

std::optional<generator::UniqueClueCounts> count_unique_split(
    int rows, int cols, const generator::UniqueClueOptions& options, const std::string& work_dir) {
  const generator::UniqueClueCounter counter(rows, cols);
  const std::uint64_t units = counter.work_units();
  const std::uint64_t per = std::clamp<std::uint64_t>((units + kUniqueShards - 1) / kUniqueShards,
                                                      1, kUniqueShardClasses);
  const std::uint64_t shards = (units + per - 1) / per;
  generator::UniqueClueOptions one = options;
  one.jobs = 1;
  one.progress = {};
  core::ShardJob job{shards, [&](std::size_t s) {
                       return encode(counter.count({s * per, std::min(units, (s + 1) * per)}, one));
                     }};
  const bool transversal = options.method == generator::UniqueMethod::transversal;
  const auto results = run_sharded(job,
                                   "count unique " + grid(rows, cols) +
                                       (options.minimal ? " --minimal" : "") +
                                       (transversal ? " --method transversal" : "") +
                                       " (loop classes, " + std::to_string(per) + " a shard)",
                                   work_dir, options.jobs, "count unique: shards");
  if (!results) return std::nullopt;
  generator::UniqueClueCounts sum(rows, cols, 0);
  for (const std::string& r : *results) sum += decode(r, rows, cols);
  return sum;
}

}  // namespace looplab::cli
