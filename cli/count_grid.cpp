// looplab count loops / count unique: exact counts on an empty R x C grid, the number
// of loops (three methods) and of unique-clue puzzles (with minimal ones and a
// histogram by number of clues).
#include <chrono>
#include <iostream>
#include <thread>

#include <nlohmann/json.hpp>

#include "cli/commands.hpp"
#include "cli/grid_limits.hpp"
#include "cli/count_split.hpp"
#include "cli/shards.hpp"
#include "core/progress.hpp"
#include "generator/loop_count_frontier.hpp"
#include "generator/loop_enumerate_flood.hpp"
#include "generator/loop_enumerate_search.hpp"
#include "generator/unique_clues.hpp"

namespace looplab::cli {

namespace {

struct LoopsOptions {
  int rows = 0, cols = 0;
  std::string method = "frontier";
  bool json = false;
  int jobs = 1;
  std::string work_dir;
};

struct UniqueOptions {
  int rows = 0, cols = 0;
  bool minimal = false, histogram = false, json = false;
  int jobs = 0;
  std::string method = "bitmap", shard;
  std::string work_dir;
};

// "FIRST:LAST", two non-negative integers with FIRST <= LAST.
generator::UniqueShard parse_shard(const std::string& text) {
  const auto colon = text.find(':');
  std::uint64_t first = 0, last = 0;
  std::size_t used_first = 0, used_last = 0;
  try {
    if (colon == std::string::npos || text[0] == '-' || text[colon + 1] == '-') throw 0;
    first = std::stoull(text.substr(0, colon), &used_first);
    last = std::stoull(text.substr(colon + 1), &used_last);
  } catch (...) {
    used_first = 0;
  }
  if (used_first != colon || used_last != text.size() - colon - 1 || first > last)
    throw InputError("--shard must be FIRST:LAST (loop classes, FIRST <= LAST), not '" + text +
                     "'");
  return {first, last};
}

void run_loops(const LoopsOptions& o) {
  check_grid_for(o.method, o.rows, o.cols);
  if (o.jobs < 1) throw InputError("--jobs must be at least 1");
  std::string count;
  if (run_split(o.work_dir)) {
    if (o.method != "frontier")
      throw InputError("--method " + o.method +
                       " runs in one process only: --work-dir and MPI ranks split the frontier "
                       "method, by modulus");
    const auto split = count_loops_split(o.rows, o.cols, o.jobs, o.work_dir);
    if (!split) return;  // not rank 0
    count = *split;
  } else if (o.method == "frontier") {
    const int cells = o.rows * o.cols;
    core::Progress progress("frontier", static_cast<std::uint64_t>(cells));
    count = generator::count_loops_frontier(o.rows, o.cols, nullptr, [&](int done) {
              progress.set(static_cast<std::uint64_t>(done));
            }).str();
  } else {
    // The listing methods show progress against the frontier count (instant to get).
    const auto expected =
        generator::count_loops_frontier(o.rows, o.cols).convert_to<std::uint64_t>();
    core::Progress progress(o.method, expected);
    std::uint64_t seen = 0;
    auto tick = [&](generator::CellMask) {
      if ((++seen & 0xFFFFF) == 0) progress.set(seen);
    };
    count = std::to_string(o.method == "search"
                               ? generator::enumerate_loops_search(o.rows, o.cols, tick)
                               : generator::enumerate_loops_flood(o.rows, o.cols, tick));
  }
  if (o.json)
    std::cout << nlohmann::json{{"rows", o.rows},
                                {"cols", o.cols},
                                {"method", o.method},
                                {"loops", count}}
                     .dump()
              << '\n';
  else
    std::cout << count << '\n';
}

void run_unique(const UniqueOptions& o) {
  check_grid_for("unique", o.rows, o.cols);
  if (o.jobs < 0) throw InputError("--jobs must be 0 (all cores) or more");
  generator::UniqueClueOptions options;
  options.jobs =
      o.jobs > 0 ? o.jobs : std::max(1, static_cast<int>(std::thread::hardware_concurrency()));
  options.minimal = o.minimal || o.histogram;
  if (o.method == "transversal")
    options.method = generator::UniqueMethod::transversal;
  else if (o.method != "bitmap")
    throw InputError("--method must be bitmap or transversal, not '" + o.method + "'");
  const bool sharded = !o.shard.empty();
  const generator::UniqueShard shard = sharded ? parse_shard(o.shard) : generator::UniqueShard{};
  generator::UniqueClueCounts counts;
  std::uint64_t units = 0;  // loop classes, for --shard's JSON
  if (run_split(o.work_dir)) {
    if (sharded)
      throw InputError("--shard counts one range in one process; --work-dir and MPI ranks split "
                       "the whole count");
    auto split = count_unique_split(o.rows, o.cols, options, o.work_dir);
    if (!split) return;  // not rank 0
    counts = std::move(*split);
  } else {
    std::unique_ptr<core::Progress> progress;
    std::mutex mutex;
    options.progress = [&](std::uint64_t done, std::uint64_t total) {
      std::lock_guard<std::mutex> lock(mutex);
      if (!progress)
        progress = std::make_unique<core::Progress>("unique-clue puzzles (loop classes)", total);
      progress->set(done);
    };
    const generator::UniqueClueCounter counter(o.rows, o.cols);
    units = counter.work_units();
    counts = counter.count(sharded ? shard : generator::UniqueShard{0, units}, options);
    if (progress) progress->finish();
  }
  const std::string total = std::to_string(o.minimal ? counts.minimal() : counts.unique());
  if (o.json) {
    nlohmann::json j = {{"rows", o.rows},
                        {"cols", o.cols},
                        {"loops", std::to_string(counts.loops)},
                        {"unique", std::to_string(counts.unique())}};
    if (sharded)
      j["shard"] = {{"first", std::min(shard.first, units)},
                    {"last", std::min(shard.last, units)},
                    {"units", units}};
    if (options.minimal) j["minimal"] = std::to_string(counts.minimal());
    if (o.histogram) {
      j["histogram"] = nlohmann::json::array();
      for (std::size_t k = 1; k < counts.unique_by_clues.size(); ++k)
        j["histogram"].push_back({{"clues", k},
                                  {"unique", std::to_string(counts.unique_by_clues[k])},
                                  {"minimal", std::to_string(counts.minimal_by_clues[k])}});
    }
    j["count"] = total;
    std::cout << j.dump() << '\n';
    return;
  }
  if (o.histogram) {
    std::cout << "# clues unique minimal\n";
    for (std::size_t k = 1; k < counts.unique_by_clues.size(); ++k)
      std::cout << k << ' ' << counts.unique_by_clues[k] << ' ' << counts.minimal_by_clues[k]
                << '\n';
    std::cout << "# " << counts.loops << " loops; " << counts.unique() << " unique-clue puzzles, "
              << counts.minimal() << " minimal; the " << (o.minimal ? "minimal" : "unique-clue")
              << " count:\n";
  }
  std::cout << total << '\n';
}

}  // namespace

void setup_count_grid(CLI::App& count) {
  auto lo = std::make_shared<LoopsOptions>();
  auto* loops = count.add_subcommand(
      "loops", "Count the loops (simple closed curves along grid lines) of an empty grid");
  loops->add_option("--rows", lo->rows, "Rows of cells")->required();
  loops->add_option("--cols", lo->cols, "Columns of cells")->required();
  loops->add_option("--method", lo->method, "frontier, search or flood (see below)")
      ->capture_default_str();
  loops->add_flag(
      "--json", lo->json,
      "Print {\"rows\",\"cols\",\"method\",\"loops\"} with the count as a decimal string");
  loops
      ->add_option("--jobs", lo->jobs,
                   "With --work-dir or MPI ranks: moduli counted at once per process")
      ->capture_default_str();
  add_work_dir_option(*loops, lo->work_dir);
  loops->footer(
      "Methods (all exact; they agree wherever they all run):\n"
      "  frontier  transfer-matrix DP over the cells, no listing; shorter side up to 12\n"
      "            (12x12 in about a second), big integers as needed\n"
      "  search    lists every loop by a depth-first frontier walk; up to 36 cells\n"
      "            (5x5 in 0.1 s, 6x6 in a minute or two)\n"
      "  flood     the reference: every cell subset, two flood fills; up to 30 cells\n"
      "Prints the number of loops. Examples:\n"
      "  looplab count loops --rows 3 --cols 3                      # 213\n"
      "  looplab count loops --rows 7 --cols 7                      # 603841648931\n"
      "  looplab count loops --rows 5 --cols 5 --method search      # 1222363\n"
      "  looplab count loops --rows 12 --cols 12 --json\n"
      "With --work-dir, or under mpirun, the frontier count is split by modulus: each shard\n"
      "counts modulo a prime, and the residues give the count by the Chinese remainder\n"
      "theorem (docs/SCALING.md).");
  loops->callback([lo] { run_loops(*lo); });

  auto uo = std::make_shared<UniqueOptions>();
  auto* unique = count.add_subcommand(
      "unique", "Count the unique-clue puzzles of an empty grid (and minimal ones)");
  unique->add_option("--rows", uo->rows, "Rows of cells")->required();
  unique->add_option("--cols", uo->cols, "Columns of cells")->required();
  unique->add_flag("--minimal", uo->minimal,
                   "Count the minimal ones (no clue can be removed without losing uniqueness)");
  unique->add_flag("--histogram", uo->histogram,
                   "Also print the counts by number of clues (unique and minimal)");
  unique->add_option("--method", uo->method, "bitmap or transversal (see below)")
      ->capture_default_str();
  unique->add_option("--shard", uo->shard,
                     "FIRST:LAST: count only the loop classes FIRST..LAST-1 (partial counts that "
                     "add up; --json says how many classes there are)");
  unique
      ->add_option("--jobs", uo->jobs, "Threads (0 = all cores); the result does not depend on it")
      ->capture_default_str();
  add_work_dir_option(*unique, uo->work_dir);
  unique->add_flag(
      "--json", uo->json,
      "Print {\"rows\",\"cols\",\"loops\",\"unique\",\"minimal\",\"histogram\",\"count\"}; counts "
      "are "
      "decimal strings");
  unique->footer(
      "A unique-clue puzzle is a non-empty set of cells, each showing its number of loop\n"
      "sides, that exactly one loop of the grid fits. Up to 25 cells: 3x3 is instant, 4x4\n"
      "a fraction of a second, 4x5 seconds, 5x5 tens of minutes (progress on stderr).\n"
      "Prints the count (of minimal puzzles with --minimal) alone on the last line.\n"
      "With --work-dir, or under mpirun, the loop classes are split into shards handed\n"
      "out to the ranks (docs/SCALING.md).\n"
      "Methods (exact, sharing no counting code): bitmap, per loop class the down-closure\n"
      "of its agreement sets over all 2^cells subsets; transversal, the minimal\n"
      "disagreement sets as a hypergraph, its transversals counted by branching and its\n"
      "minimal transversals enumerated (about a second per 5x5 class: for checking shards).\n"
      "Examples:\n"
      "  looplab count unique --rows 3 --cols 3                 # 41433\n"
      "  looplab count unique --rows 3 --cols 3 --minimal       # 5299\n"
      "  looplab count unique --rows 4 --cols 4 --histogram --jobs 2");
  unique->callback([uo] { run_unique(*uo); });
}

}  // namespace looplab::cli
