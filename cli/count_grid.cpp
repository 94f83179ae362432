// looplab count loops / count unique: exact counts on an empty R x C grid, the number
// of loops (three methods) and of unique-clue puzzles (with minimal ones and a
// histogram by number of clues).
#include <cmath>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <memory>
#include <optional>
#include <thread>

#include <fmt/format.h>
#include <nlohmann/json.hpp>
#include <spdlog/spdlog.h>

#include "cli/commands.hpp"
#include "cli/common.hpp"
#include "cli/grid_limits.hpp"
#include "cli/memory.hpp"
#include "cli/count_split.hpp"
#include "cli/shards.hpp"
#include "core/grid.hpp"
#include "core/progress.hpp"
#include "families/family.hpp"
#include "core/loopy_grids.hpp"
#include "generator/graph_frontier.hpp"
#include "generator/graph_loop_count.hpp"
#include "generator/loop_count_frontier.hpp"
#include "generator/loop_count_mod.hpp"
#include "generator/loop_enumerate_flood.hpp"
#include "generator/loop_enumerate_search.hpp"
#include "generator/unique_clues.hpp"
#include "generator/unique_patterns.hpp"

namespace looplab::cli {

namespace {

struct LoopsOptions {
  int rows = 0, cols = 0;
  int table = 0;
  std::string method = "frontier";
  bool json = false;
  int jobs = 0;
  double max_memory_gb = 0;  // 0 = the memory available now
  std::string work_dir;
  std::string family;
  std::string engine;  // "" = graph when it fits, else hash
  bool no_mirrors = false;
  std::string grid;  // a Loopy grid's name; "" = the square grid
  std::optional<std::string> desc;  // the grid description of a Loopy ID; none = the type's own
  int prime_set = 1;
  bool split_layers = false;  // each layer across the MPI ranks, not the primes
};

struct UniqueOptions {
  int rows = 0, cols = 0;
  bool minimal = false, histogram = false, json = false;
  int jobs = 0;
  std::string method = "bitmap", shard;
  std::string work_dir;
  std::string family;
  double max_memory_gb = 0;  // --method patterns; 0 = the memory available now
};

// The families whose solutions are loops on a grid of dots (Family::grid_counting), in
// registry order: the first is what `count loops` and `count unique` count by default.
std::vector<const families::Family*> counting_families() {
  std::vector<const families::Family*> out;
  for (const families::Family* f : families::all_families())
    if (f->grid_counting) out.push_back(f);
  return out;
}

const families::GridCounting& counting_of(const std::string& name) {
  const families::Family* f = families::find_family(name);
  LK_REQUIRE(f && f->grid_counting, "--family is checked against counting_families()");
  return *f->grid_counting;
}

bool is_default_family(const std::string& name) { return counting_families().front()->name == name; }

// --family of `count loops` and `count unique`: "NAME (PHRASE) or ...", with `what`
// picking the phrase from each family's declaration.
void add_counting_family_option(CLI::App& cmd, std::string& family,
                                std::string_view families::GridCounting::*what) {
  std::vector<std::string> names;
  std::string help;
  for (const families::Family* f : counting_families()) {
    names.emplace_back(f->name);
    help += (help.empty() ? "" : " or ") + std::string(f->name) + " (" + std::string(f->grid_counting.value().*what) + ")";
  }
  family = names.front();
  cmd.add_option("--family", family, help)->capture_default_str()->check(CLI::IsMember(names));
}

std::string counting_help() {
  std::string out;
  for (const families::Family* f : counting_families())
    if (!f->grid_counting->help.empty()) out += "\n" + std::string(f->grid_counting->help);
  return out;
}

// The frontier DP's plan for one grid: as many primes per pass as memory holds, or a
// refusal naming the memory it needs.
generator::LoopCountOptions plan_frontier(const LoopsOptions& o, int rows, int cols) {
  generator::LoopCountOptions options;
  options.jobs = jobs_of(o.jobs);
  options.merge_mirrors = !o.no_mirrors;
  if (!o.engine.empty() && o.engine != "graph" && o.engine != "hash")
    throw InputError("--engine must be graph or hash, not '" + o.engine + "'");
  const double limit = o.max_memory_gb > 0 ? o.max_memory_gb * 1e9 : available_memory();
  options.prime_set = o.prime_set;
  const int primes = static_cast<int>(generator::loop_count_primes(rows, cols, o.prime_set).size());
  const bool too_wide = std::min(rows, cols) > generator::kLoopPairsMaxWidth;
  // The graph engine first (the fast one), the hash engine when the graphs do not fit.
  using generator::LoopCountEngine;
  std::vector<LoopCountEngine> engines;
  if (o.engine != "hash") engines.push_back(LoopCountEngine::graph);
  if (o.engine != "graph") engines.push_back(LoopCountEngine::hash);
  for (LoopCountEngine engine : engines)
    for (int per = primes; per >= 1 && !too_wide; --per)
      if (limit <= 0 || generator::loop_count_bytes(rows, cols, per, options.jobs, engine) <= limit) {
        options.primes_per_pass = per;
        options.engine = engine;
        return options;
      }
  const double need = generator::loop_count_bytes(rows, cols, 1, options.jobs, engines.back());
  char states[32];
  std::snprintf(states, sizeof states, "%.3g", generator::loop_count_states_bound(rows, cols));
  throw InputError("count loops on " + std::to_string(rows) + "x" + std::to_string(cols) +
                   " needs about " + gigabytes(need) + " of memory (layers of up to " + states +
                   " frontiers, one prime a pass); " +
                   (o.max_memory_gb > 0 ? "--max-memory allows " : "this machine has ") +
                   gigabytes(limit) + (o.max_memory_gb > 0 ? "" : " available") +
                   (too_wide ? "; and a frontier word holds a shorter side of at most " +
                                   std::to_string(generator::kLoopPairsMaxWidth)
                             : ""));
}

// Counts one grid by the frontier DP, with progress (pass, layer, states, memory).
std::string count_frontier(const LoopsOptions& o, int rows, int cols) {
  generator::LoopCountOptions options = plan_frontier(o, rows, cols);
  const std::string grid = std::to_string(rows) + "x" + std::to_string(cols);
  std::unique_ptr<core::Progress> progress;  // made at the first layer, which knows the passes
  options.on_layer = [&](const generator::LoopCountProgress& p) {
    spdlog::debug("count loops {}: pass {}/{}, layer {}/{}, {} frontiers, {:.1f} MB", grid,
                  p.pass + 1, p.passes, p.layer, p.layers, p.states, p.bytes / 1e6);
    if (!progress)
      progress = std::make_unique<core::Progress>(
          "count loops " + grid + " (layers)", static_cast<std::uint64_t>(p.passes) * p.layers);
    progress->set_note(fmt::format("pass {}/{}, {} frontiers, {:.1f} MB", p.pass + 1, p.passes,
                                   p.states, p.bytes / 1e6));
    progress->set(static_cast<std::uint64_t>(p.pass) * p.layers + p.layer);
  };
  generator::LoopCountStats stats;
  const std::string count = generator::count_loops(rows, cols, options, &stats).str();
  if (progress) progress->finish();
  spdlog::info("count loops {}: {} engine{}, {} frontiers at most, {:.1f} MB, {} pass(es), {} thread(s)",
               grid, options.engine == generator::LoopCountEngine::graph ? "graph" : "hash",
               options.merge_mirrors ? ", mirrors merged" : "", stats.max_states, stats.bytes / 1e6,
               stats.passes, options.jobs);
  return count;
}

// Counts one grid with every layer split across the ranks of this run (under mpirun; one
// rank without it): all primes in one pass, the hashed layers, a share of each a rank.
// The count on rank 0; nullopt on the others.
std::optional<std::string> count_split_layers(const LoopsOptions& o, int rows, int cols) {
  core::Cluster& cluster = process_cluster();
  const std::vector<std::uint64_t> primes = generator::loop_count_primes(rows, cols, o.prime_set);
  const int ranks = cluster.size();
  // A rank holds a share of two layers and the messages of one (loop_count_bytes: the
  // hashed engine's n shards, one a rank here).
  const double need = generator::loop_count_bytes(rows, cols, static_cast<int>(primes.size()), ranks,
                                                  generator::LoopCountEngine::hash) / ranks;
  const double limit = o.max_memory_gb > 0 ? o.max_memory_gb * 1e9 : available_memory();
  if (limit > 0 && need > limit)
    throw InputError("count loops --split-layers on " + std::to_string(rows) + "x" + std::to_string(cols) + " over " +
                     std::to_string(ranks) + " rank(s) needs about " + gigabytes(need) + " a rank; " +
                     (o.max_memory_gb > 0 ? "--max-memory allows " : "this machine has ") + gigabytes(limit) +
                     (o.max_memory_gb > 0 ? "" : " available"));
  generator::LoopCountOptions options;
  options.merge_mirrors = !o.no_mirrors;
  std::unique_ptr<core::Progress> progress;
  const std::string grid = std::to_string(rows) + "x" + std::to_string(cols);
  if (cluster.rank() == 0)
    options.on_layer = [&](const generator::LoopCountProgress& p) {
      if (!progress)
        progress = std::make_unique<core::Progress>("count loops " + grid + " (layers, rank 0)",
                                                    static_cast<std::uint64_t>(p.layers));
      progress->set_note(fmt::format("{} frontiers, {:.1f} MB on rank 0", p.states, p.bytes / 1e6));
      progress->set(static_cast<std::uint64_t>(p.layer));
    };
  const std::vector<std::uint64_t> residues = generator::count_loops_mod_ranks(rows, cols, primes, cluster, options);
  if (progress) progress->finish();
  if (cluster.rank() != 0) return std::nullopt;
  return generator::combine_crt(residues, primes).str();
}

void print_count(const LoopsOptions& o, int rows, int cols, const std::string& count) {
  if (o.json) {
    nlohmann::json j = {{"rows", rows}, {"cols", cols}, {"method", o.method}, {"loops", count}};
    if (!is_default_family(o.family)) j["family"] = o.family;
    if (!o.grid.empty()) j["grid"] = o.grid;
    if (o.desc) j["desc"] = *o.desc;
    std::cout << j.dump() << '\n';
  }
  else if (o.table > 0)
    std::cout << rows << ' ' << cols << ' ' << count << '\n';
  else
    std::cout << count << '\n';
}

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

// count loops --grid NAME: the loops of Loopy's grid NAME at W x H = --cols x --rows, by
// the frontier over its graph view (generator/graph_loop_count.hpp).
std::string count_loopy_grid_loops(const LoopsOptions& o) {
  const core::LoopyGridType* type = core::loopy_grid_type(o.grid);
  if (!type) throw InputError("--grid must be one of Loopy's grids (" + core::loopy_grid_names() + "), not '" + o.grid + "'");
  if (o.table != 0 || o.method != "frontier" || !o.engine.empty() || !o.work_dir.empty() || !is_default_family(o.family))
    throw InputError("--grid " + o.grid + " counts by the graph frontier alone: no --table, --method, --engine, "
                     "--work-dir or --family");
  if (o.rows == 0 || o.cols == 0) throw InputError("count loops --grid needs --rows and --cols (Loopy's H and W)");
  // Penrose and hat grids are patches: without --desc, the type's own (a Penrose centre
  // patch is empty at some small sizes).
  const std::string desc = o.desc ? *o.desc : std::string(core::loopy_default_desc(type->number));
  if (auto bad = core::loopy_size_problem(type->number, o.cols, o.rows)) throw InputError(*bad);
  if (auto bad = core::loopy_grid_problem(type->number, o.cols, o.rows, desc))
    throw InputError((o.desc ? "--desc: " : "") + *bad +
                     (o.desc || desc.empty() ? "" : " (--desc names another patch, as a Loopy ID's does)"));
  const core::LoopyGrid g = core::loopy_grid(type->number, o.cols, o.rows, desc);
  const int width = generator::frontier_width(g.graph);
  if (width > generator::kGraphFrontierMaxWidth)
    throw InputError("the " + o.grid + " grid at " + std::to_string(o.cols) + "x" + std::to_string(o.rows) +
                     " needs a frontier of " + std::to_string(width) + " points; the graph counter holds " +
                     std::to_string(generator::kGraphFrontierMaxWidth));
  return generator::count_graph_loops(g.graph).str();
}

void run_loops(const LoopsOptions& o) {
  if (o.prime_set != 1 && (o.method != "frontier" || (!o.grid.empty() && o.grid != "square")))
    throw InputError("--prime-set chooses the moduli of the square grid's frontier method, which --method " +
                     o.method + (o.grid.empty() ? "" : " --grid " + o.grid) + " does not use");
  if (o.split_layers && (o.table > 0 || (!o.grid.empty() && o.grid != "square")))
    throw InputError(std::string("--split-layers counts one square grid, not ") +
                     (o.table > 0 ? "a --table" : "--grid " + o.grid));
  if (o.desc && (o.grid.empty() || o.grid == "square"))
    throw InputError("--desc describes a grid of --grid NAME (as in a Loopy ID), and the square grid has none");
  if (!o.grid.empty() && o.grid != "square") {
    print_count(o, o.rows, o.cols, count_loopy_grid_loops(o));
    return;
  }
  if (o.table > 0) {
    if (!is_default_family(o.family))
      throw InputError("--table counts " + std::string(counting_families().front()->grid_counting->loops) +
                       " only (no --family)");
    // The triangle R <= C <= N (OEIS A231829), one line each, every grid checked first.
    if (o.rows != 0 || o.cols != 0) throw InputError("--table takes no --rows or --cols");
    if (o.method != "frontier") throw InputError("--table counts by --method frontier only");
    if (run_split(o.work_dir))
      throw InputError("--table runs in one process only, without --work-dir");
    for (int r = 1; r <= o.table; ++r)
      for (int c = r; c <= o.table; ++c) check_grid_for(o.method, r, c);
    plan_frontier(o, o.table, o.table);
    for (int r = 1; r <= o.table; ++r)
      for (int c = r; c <= o.table; ++c) {
        print_count(o, r, c, count_frontier(o, r, c));
        std::cout.flush();
      }
    return;
  }
  if (o.table < 0) throw InputError("--table must be at least 1");
  if (o.rows == 0 || o.cols == 0) {
    const char* missing = o.rows == 0 && o.cols == 0 ? "--rows and --cols" : o.rows == 0 ? "--rows" : "--cols";
    throw InputError(std::string("count loops needs ") + missing + " (the grid's size), or --table N");
  }
  // Loops through cell centres are the loops on the dots of x (C-1) cells.
  const int shrink = counting_of(o.family).shrink;
  if (shrink > 0 && (o.rows <= shrink || o.cols <= shrink))
    throw InputError("a " + o.family + " grid has at least " + std::to_string(shrink + 1) + " rows and " +
                     std::to_string(shrink + 1) + " columns");
  const int rows = o.rows - shrink, cols = o.cols - shrink;
  check_grid_for(o.method, rows, cols);
  std::string count;
  if (o.split_layers) {
    std::vector<std::string> refused;
    if (o.method != "frontier") refused.push_back("--method " + o.method);
    if (!o.work_dir.empty()) refused.push_back("--work-dir");
    if (o.engine == "graph") refused.push_back("--engine graph");
    if (!refused.empty())
      throw InputError("--split-layers splits the frontier method's hashed layers across MPI ranks, in one run: "
                       "not with " + fmt::format("{}", fmt::join(refused, ", ")));
    const auto split = count_split_layers(o, rows, cols);
    if (!split) return;  // not rank 0
    count = *split;
  } else if (run_split(o.work_dir)) {
    if (o.method != "frontier")
      throw InputError("--method " + o.method +
                       " runs in one process only: --work-dir and MPI ranks split the frontier "
                       "method, by modulus");
    // Refuses a grid whose layers do not fit (one prime a rank, but --jobs at once).
    const auto split = count_loops_split(rows, cols, plan_frontier(o, rows, cols), o.work_dir);
    if (!split) return;  // not rank 0
    count = *split;
  } else if (o.method == "frontier") {
    count = count_frontier(o, rows, cols);
  } else if (o.method == "cells") {
    const int cells = rows * cols;
    core::Progress progress("cells", static_cast<std::uint64_t>(cells));
    count = generator::count_loops_frontier(rows, cols, nullptr, [&](int done) {
              progress.set(static_cast<std::uint64_t>(done));
            }).str();
  } else {
    // The listing methods show progress against the frontier count (instant to get).
    const auto expected = generator::count_loops(rows, cols).convert_to<std::uint64_t>();
    core::Progress progress(o.method, expected);
    std::uint64_t seen = 0;
    auto tick = [&](generator::CellMask) {
      if ((++seen & 0xFFFFF) == 0) progress.set(seen);
    };
    count = std::to_string(o.method == "search"
                               ? generator::enumerate_loops_search(rows, cols, tick)
                               : generator::enumerate_loops_flood(rows, cols, tick));
  }
  print_count(o, o.rows, o.cols, count);
}

// The counts as asked: JSON, a histogram or the total alone; minimal ones when counted.
void print_unique(const UniqueOptions& o, const generator::UniqueClueCounts& counts,
                  bool counted_minimal, std::uint64_t units) {
  const bool sharded = !o.shard.empty();
  const generator::UniqueShard shard = sharded ? parse_shard(o.shard) : generator::UniqueShard{};
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
    if (counted_minimal) j["minimal"] = std::to_string(counts.minimal());
    if (o.histogram) {
      j["histogram"] = nlohmann::json::array();
      for (std::size_t k = 1; k < counts.unique_by_clues.size(); ++k) {
        nlohmann::json row = {{"clues", k}, {"unique", std::to_string(counts.unique_by_clues[k])}};
        if (counted_minimal) row["minimal"] = std::to_string(counts.minimal_by_clues[k]);
        j["histogram"].push_back(row);
      }
    }
    j["count"] = total;
    std::cout << j.dump() << '\n';
    return;
  }
  if (o.histogram) {
    std::cout << (counted_minimal ? "# clues unique minimal\n" : "# clues unique\n");
    for (std::size_t k = 1; k < counts.unique_by_clues.size(); ++k) {
      std::cout << k << ' ' << counts.unique_by_clues[k];
      if (counted_minimal) std::cout << ' ' << counts.minimal_by_clues[k];
      std::cout << '\n';
    }
    std::cout << "# " << counts.loops << " loops; " << counts.unique() << " unique-clue puzzles";
    if (counted_minimal) std::cout << ", " << counts.minimal() << " minimal";
    std::cout << "; the " << (o.minimal ? "minimal" : "unique-clue") << " count:\n";
  }
  std::cout << total << '\n';
}

// count unique --method patterns: one subset construction over the loops' clue words,
// unique-clue puzzles only (no minimal ones), in one process.
generator::UniqueClueCounts count_by_patterns(const UniqueOptions& o) {
  const std::string grid = std::to_string(o.rows) + "x" + std::to_string(o.cols);
  if (o.rows * o.cols > generator::kUniquePatternMaxCells)
    throw InputError("count unique --method patterns handles grids of at most " +
                     std::to_string(generator::kUniquePatternMaxCells) + " cells; " + grid +
                     " has " + std::to_string(o.rows * o.cols));
  if (o.minimal)
    throw InputError("--method patterns counts unique-clue puzzles, not minimal ones: use "
                     "--method bitmap or transversal for --minimal");
  if (!o.shard.empty() || !o.work_dir.empty() || run_split(o.work_dir))
    throw InputError("--method patterns counts the whole grid in one process (no --shard, "
                     "--work-dir or MPI ranks)");
  const double limit = o.max_memory_gb > 0 ? o.max_memory_gb * 1e9 : available_memory();
  generator::UniquePatternOptions options;
  if (limit > 0) options.max_bytes = static_cast<std::uint64_t>(limit);
  generator::PatternLayer seen;
  std::unique_ptr<core::Progress> progress;  // made at the first layer, which knows the count
  options.progress = [&](const generator::PatternLayer& p) {
    seen = p;
    spdlog::debug("count unique {}: layer {}/{}, {} states, {:.1f} MB", grid, p.layer, p.layers,
                  p.states, p.bytes / 1e6);
    if (!progress)
      progress = std::make_unique<core::Progress>("count unique " + grid + " (layers)",
                                                  static_cast<std::uint64_t>(p.layers));
    progress->set_note(fmt::format("{} states, {:.1f} MB", p.states, p.bytes / 1e6));
    progress->set(static_cast<std::uint64_t>(p.layer));
  };
  // A grid and its transpose have the same counts; the loop search runs fastest along
  // the longer side.
  const int tall = std::max(o.rows, o.cols), narrow = std::min(o.rows, o.cols);
  const std::vector<generator::CellMask> loops = generator::all_loops(tall, narrow);
  const generator::UniquePatternCounts found =
      generator::count_unique_patterns(tall, narrow, loops, options);
  if (progress) progress->finish();
  if (!found.complete)
    throw InputError("count unique --method patterns on " + grid + " ran out of memory after " +
                     std::to_string(seen.layer) + " of " + std::to_string(o.rows * o.cols) +
                     " cells (" + std::to_string(seen.states) + " states); " +
                     (o.max_memory_gb > 0 ? "--max-memory allows " : "this machine has ") +
                     gigabytes(limit) + (o.max_memory_gb > 0 ? "" : " available"));
  spdlog::info("count unique {}: {} DAG nodes, {} states at most (after {} cells)", grid,
               found.dag_nodes, found.peak_states, found.peak_layer);
  generator::UniqueClueCounts counts(o.rows, o.cols, loops.size());
  counts.unique_by_clues = found.unique_by_clues;
  return counts;
}

void run_unique(const UniqueOptions& o) {
  if (const auto& own = counting_of(o.family).count_unique) {
    if (o.minimal || o.histogram || o.method != "bitmap" || !o.shard.empty() || !o.work_dir.empty())
      throw InputError("count unique --family " + o.family +
                       " takes no --minimal, --histogram, --method, --shard or --work-dir");
    const std::string n = std::to_string(own(o.rows, o.cols));
    if (o.json)
      std::cout << nlohmann::json{{"rows", o.rows}, {"cols", o.cols}, {"family", o.family}, {"unique", n}, {"count", n}}.dump() << '\n';
    else
      std::cout << n << '\n';
    return;
  }
  const int jobs = jobs_of(o.jobs);
  if (o.method == "patterns") {
    print_unique(o, count_by_patterns(o), false, 0);
    return;
  }
  check_grid_for(o.method == "transversal" ? "unique-transversal" : "unique", o.rows, o.cols);
  generator::UniqueClueOptions options;
  options.jobs = jobs;
  options.minimal = o.minimal || o.histogram;
  if (o.method == "transversal")
    options.method = generator::UniqueMethod::transversal;
  else if (o.method != "bitmap")
    throw InputError("--method must be bitmap, transversal or patterns, not '" + o.method + "'");
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
  print_unique(o, counts, options.minimal, units);
}

}  // namespace

std::string count_loops_command(const families::Family& family, int rows, int cols) {
  LK_REQUIRE(family.grid_counting, "a family with grid counting");
  return "looplab count loops " +
         (is_default_family(std::string(family.name))
              ? std::string()
              : "--family " + std::string(family.name) + " ") +
         "--rows " + std::to_string(rows) + " --cols " + std::to_string(cols);
}

void setup_count_grid(CLI::App& count) {
  auto lo = std::make_shared<LoopsOptions>();
  auto* loops = count.add_subcommand(
      "loops", "Count the loops (simple closed curves along grid lines) of an empty grid");
  loops->add_option("--rows", lo->rows, "Rows of cells")->check(in_range(1, core::kMaxGridSide));
  loops->add_option("--cols", lo->cols, "Columns of cells")->check(in_range(1, core::kMaxGridSide));
  loops->add_option("--table", lo->table,
                    "Count every R x C with R <= C <= N instead (OEIS A231829): \"R C count\" a line")
      ->check(in_range(1, core::kMaxGridSide));
  loops->add_option("--method", lo->method, "frontier, cells, search or flood (see below)")
      ->capture_default_str();
  loops->add_option("--jobs", lo->jobs,
                    "Threads for the frontier method (0 = all cores; with --work-dir or MPI ranks: "
                    "moduli counted at once a rank); the count does not depend on it")
      ->capture_default_str()
      ->check(in_range(0, kMaxJobs));
  loops->add_option("--engine", lo->engine,
                    "The frontier method's engine: graph (precomputed row graph, fast) or hash "
                    "(hashed layers, less memory); default: graph when it fits in memory");
  loops->add_option("--prime-set", lo->prime_set,
                    "The frontier method counts modulo primes just below 2^63, recombined by CRT; "
                    "set 2, 3, ... are disjoint sets of primes, so a second set giving the same count "
                    "checks the residues")
      ->capture_default_str()
      ->check(in_range(1, 16));
  loops->add_flag("--no-mirrors", lo->no_mirrors,
                  "Keep a frontier and its mirror image apart between rows (the plain DP; "
                  "the count is the same)");
  loops->add_option("--max-memory", lo->max_memory_gb,
                    "Memory the frontier method may use, in GB (default: what is available now)")
      ->check(in_range(0.001, 1e6));
  add_counting_family_option(*loops, lo->family, &families::GridCounting::loops);
  loops->add_option("--grid", lo->grid,
                    "One of Loopy's grids (square, triangular, honeycomb, cairo, ...; see `convert`), "
                    "--cols x --rows as Loopy's W x H, counted by the graph frontier");
  loops->add_option("--desc", lo->desc,
                    "With --grid: the grid description of a Loopy ID, without its '_' (a Penrose "
                    "patch such as G976,-1463,252 or 61ABAVVBB, a hat patch such as 7,0,3,0,8,H; \"0\" on "
                    "triangles); "
                    "default the type's own");
  loops->add_flag(
      "--json", lo->json,
      "Print {\"rows\",\"cols\",\"method\",\"loops\"} with the count as a decimal string");
  add_work_dir_option(*loops, lo->work_dir);
  loops->add_flag("--split-layers", lo->split_layers,
                  "Under mpirun: split every layer of the frontier method across the ranks (hashed "
                  "layers, about 1/N of the memory a rank) instead of handing out the primes");
  loops->footer(
      "Methods (all exact; they agree wherever they all run):\n"
      "  frontier  DP over the grid points whose states pair up path ends on the frontier,\n"
      "            counted modulo primes below 2^63 and recombined by CRT (see docs/COUNTS.md);\n"
      "            any R x C whose layers fit in memory (16x16 needs about 1 GB), refused\n"
      "            up front with the memory it needs otherwise; progress on stderr\n"
      "  cells     the earlier DP over cells in or out of the loop; shorter side up to 12\n"
      "  search    lists every loop by a depth-first frontier walk; up to 36 cells\n"
      "            (5x5 in 0.1 s, 6x6 in a minute or two)\n"
      "  flood     the reference: every cell subset, two flood fills; up to 30 cells\n"
      "Prints the number of loops. Examples:\n"
      "  looplab count loops --rows 3 --cols 3                      # 213\n"
      "  looplab count loops --rows 7 --cols 7                      # 603841648931\n"
      "  looplab count loops --rows 5 --cols 5 --method search      # 1222363\n"
      "  looplab count loops --grid honeycomb --rows 3 --cols 3     # 288, on Loopy's 3x3t2\n"
      "  looplab count loops --rows 14 --cols 14 --json\n"
      "  looplab count loops --table 8                              # 36 lines: 1 1 1 ... 8 8 2318527339461265\n"
      "With --work-dir, or under mpirun, the frontier count is split by modulus: each shard\n"
      "counts modulo one of the primes, on one thread; with --split-layers under mpirun,\n"
      "each layer is split across the ranks instead (docs/SCALING.md)." + counting_help());
  loops->callback([lo] { run_loops(*lo); });

  auto uo = std::make_shared<UniqueOptions>();
  auto* unique = count.add_subcommand(
      "unique", "Count the unique-clue puzzles of an empty grid (and minimal ones)");
  unique->add_option("--rows", uo->rows, "Rows of cells")->required()->check(in_range(1, core::kMaxGridSide));
  unique->add_option("--cols", uo->cols, "Columns of cells")->required()->check(in_range(1, core::kMaxGridSide));
  add_counting_family_option(*unique, uo->family, &families::GridCounting::unique);
  unique->add_flag("--minimal", uo->minimal,
                   "Count the minimal ones (no clue can be removed without losing uniqueness)");
  unique->add_flag("--histogram", uo->histogram,
                   "Also print the counts by number of clues (unique and minimal)");
  unique->add_option("--method", uo->method, "bitmap, transversal or patterns (see below)")
      ->capture_default_str();
  unique->add_option("--max-memory", uo->max_memory_gb,
                     "Memory --method patterns may use, in GB (default: what is available now)")
      ->check(in_range(0.0, 1e6));
  unique->add_option("--shard", uo->shard,
                     "FIRST:LAST: count only the loop classes FIRST..LAST-1 (partial counts that "
                     "add up; --json says how many classes there are)");
  unique
      ->add_option("--jobs", uo->jobs, "Threads (0 = all cores); the result does not depend on it")
      ->capture_default_str()
      ->check(in_range(0, kMaxJobs));
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
      "minimal transversals enumerated (per 5x5 class about what bitmap costs; no 2^cells\n"
      "table, so it also takes 26 to 30 cells, by shards); patterns, unique-clue\n"
      "puzzles only (no --minimal), every clue pattern at once by a subset construction\n"
      "over the DAG of the loops' clue words, one thread, stopped with a message when its\n"
      "layers outgrow the memory (fastest on narrow grids: 3x10 in about a minute; 4x5\n"
      "needs 3 GB, wider grids more than a machine has).\n"
      "Examples:\n"
      "  looplab count unique --rows 3 --cols 3                 # 41433\n"
      "  looplab count unique --rows 3 --cols 3 --minimal       # 5299\n"
      "  looplab count unique --rows 4 --cols 4 --histogram --jobs 2\n"
      "  looplab count unique --rows 3 --cols 8 --method patterns --histogram" + counting_help());
  unique->callback([uo] { run_unique(*uo); });
}

}  // namespace looplab::cli
