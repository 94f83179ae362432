// looplab count: the number of solutions of a puzzle (up to a limit, or all).
// Exact counts of loops and unique-clue puzzles on empty grids are subcommands.
#include <iostream>

#include "cli/commands.hpp"
#include "cli/common.hpp"

namespace looplab::cli {

namespace {

struct CountOptions {
  std::string puzzle, family;
  std::uint64_t limit = 2;
  bool all = false;
  bool has_limit = false;
};

void run_count(const CountOptions& o) {
  if (o.puzzle.empty()) throw InputError("count needs a PUZZLE (or a subcommand, see `looplab count --help`)");
  if (o.all && o.has_limit) throw InputError("--all counts every solution; it does not go with --limit");
  for (const auto& in : read_puzzles(o.puzzle, family_named(o.family))) {
    families::SolveReport r = in.puzzle->solve({.limit = o.limit, .all = o.all, .picture = false});
    std::cout << r.solutions << '\n';
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
      "Prints the number found, one line per puzzle.\n" +
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
