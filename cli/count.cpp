// looplab count: the number of solutions of a puzzle (up to a limit, or all).
// Exact counts of loops and unique-clue puzzles on empty grids are subcommands.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <iostream>

#include "cli/commands.hpp"
#include "cli/common.hpp"
#include "generator/loop_count_frontier.hpp"

namespace looplab::cli {

namespace {

struct CountOptions {
  std::string puzzle, family;
  std::uint64_t limit = 2;
  bool all = false;
  bool has_limit = false;
};

constexpr std::uint64_t kProbeNodes = 200000;  // well under a second of search

// The warning before a long --all: the rate of the probe (`found` solutions in `seconds`),
// what it means in time per 10^9 solutions and, for a family whose solutions are loops
// of a grid (Family::grid_counting), the bound the grid's loop count gives and the
// command that counts those loops without listing them.
void warn_long_count(const families::Puzzle& puzzle, double found, double seconds) {
  const double per_second = found / seconds;
  char line[256];
  std::snprintf(line, sizeof line, "looplab: count --all: %.0f solutions in %llu search nodes (%.2f s) and not done",
                found, static_cast<unsigned long long>(kProbeNodes), seconds);
  std::cerr << line;
  if (found > 0) {
    std::snprintf(line, sizeof line, "; at %.3g a second a billion take %.3g s", per_second, 1e9 / per_second);
    std::cerr << line;
  }
  const auto& counting = puzzle.family().grid_counting;
  const int R = puzzle.rows(), C = puzzle.cols();
  const int shrink = counting ? counting->shrink : 0;
  if (counting && std::min(R, C) > shrink && std::min(R, C) - shrink <= 10) {
    const auto loops = generator::count_loops_frontier(R - shrink, C - shrink);
    std::cerr << ". Its solutions are among the " << loops << " loops of the grid";
    if (found > 0) {
      std::snprintf(line, sizeof line, "%.3g", static_cast<double>(loops) / per_second);
      std::cerr << " (up to " << line << " s at that rate)";
    }
    std::cerr << "; `" << count_loops_command(puzzle.family(), R, C)
              << "` counts those of an empty grid exactly without listing them";
  }
  std::cerr << '\n';
}

void run_count(const CountOptions& o) {
  if (o.puzzle.empty()) throw InputError("count needs a PUZZLE (or a subcommand, see `looplab count --help`)");
  if (o.all && o.has_limit) throw InputError("--all counts every solution; it does not go with --limit");
  for (const auto& in : read_puzzles(o.puzzle, family_named(o.family))) {
    if (o.all) {
      // --all may list every solution one by one. A probe first, with a search budget:
      // within it the count is exact and done; past it the count may run for ages, so
      // say so before going on, with the rate the probe found.
      const auto start = std::chrono::steady_clock::now();
      families::SolveReport probe = in.puzzle->solve({.all = true, .max_nodes = kProbeNodes, .picture = false});
      if (probe.complete) {
        std::cout << (in.in_batch ? in.source + ": " : "") << probe.solutions << '\n';
        continue;
      }
      const double seconds =
          std::max(1e-3, std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
      warn_long_count(*in.puzzle, std::stod(probe.solutions), seconds);
    }
    families::SolveReport r = in.puzzle->solve({.limit = o.limit, .all = o.all, .picture = false});
    std::cout << (in.in_batch ? in.source + ": " : "") << r.solutions << '\n';
  }
}

}  // namespace

void setup_count(CLI::App& app) {
  auto o = std::make_shared<CountOptions>();
  auto* cmd = app.add_subcommand("count", "Count solutions of a puzzle, or loops and unique-clue puzzles of a grid");
  cmd->add_option("PUZZLE", o->puzzle, "A puzzle, a file of puzzles (one a line), or - for stdin");
  cmd->add_option("--limit", o->limit, "Stop counting at this many")
      ->capture_default_str()
      ->check(in_range(1, kMaxU64));
  cmd->add_flag("--all", o->all, "Count every solution, exactly");
  add_family_option(*cmd, o->family);
  cmd->footer(
      "Prints the number found, one line per puzzle (in a batch, each line starts with FILE:LINE:).\n" +
      family_formats_help() +
      "Examples:\n"
      "  looplab count --limit 100 '..../..../..../....'\n"
      "  looplab count --all '2x2t0:d'");
  setup_count_grid(*cmd);
  cmd->callback([o, cmd] {
    o->has_limit = cmd->count("--limit") > 0;
    if (cmd->get_subcommands().empty()) run_count(*o);
  });
}

}  // namespace looplab::cli
