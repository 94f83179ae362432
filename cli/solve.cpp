// looplab solve: status, solution count up to a limit, the solution and statistics.
#include <iostream>

#include "cli/commands.hpp"
#include "cli/common.hpp"

namespace looplab::cli {

namespace {

constexpr std::uint64_t kMaxNodesOption = 1'000'000'000'000;

struct SolveOptions {
  std::string puzzle, family;
  std::uint64_t limit = 2;
  std::uint64_t max_nodes = 0;  // 0: not given
  bool json = false;
  bool path = false;
};

// --path: every step from the empty board, journey by journey.
void print_path(const families::Path& path) {
  std::cout << path.steps() << " steps in " << path.journeys.size() << " journeys\n";
  std::size_t n = 0;
  for (const auto& journey : path.journeys) {
    std::cout << ++n << ". ";
    for (std::size_t i = 0; i < journey.size(); ++i)
      std::cout << (i == 0 ? "" : "   then: ") << journey[i].text << " (" << journey[i].rule << ", tier "
                << journey[i].tier << ")\n";
  }
}

void run_solve(const SolveOptions& o) {
  if (o.limit < 2)
    throw InputError("--limit must be at least 2: one solution found cannot tell a unique puzzle from one with many");
  auto inputs = read_puzzles(o.puzzle, family_named(o.family));
  for (const auto& in : inputs) {
    if (o.path) {
      const families::Path path = in.puzzle->path();
      if (o.json) {
        nlohmann::json j = {{"rows", in.puzzle->rows()}, {"cols", in.puzzle->cols()},
                            {"family", in.puzzle->family().name}, {"path", families::to_json(path)}};
        if (in.in_batch) j["source"] = in.source;
        std::cout << j.dump() << '\n';
      } else {
        if (in.in_batch) std::cout << in.source << ": ";
        print_path(path);
      }
      std::cout.flush();
      continue;
    }
    // --json shows no picture: it is not drawn.
    families::SolveReport r = in.puzzle->solve({.limit = o.limit, .max_nodes = o.max_nodes, .picture = !o.json});
    // A search cut by --max-nodes before the limit proves nothing about the count.
    const std::string status =
        r.unproven(o.limit) ? "unproven" : std::string(solver::to_string(r.status));
    if (o.json) {
      nlohmann::json j = {{"rows", in.puzzle->rows()},
                          {"cols", in.puzzle->cols()},
                          {"family", in.puzzle->family().name},
                          {"status", status},
                          {"solutions", std::stoull(r.solutions)},
                          {"solution", families::to_json(r.solution.get())},
                          {"stats", families::to_json(r.stats)}};
      if (r.second) j["second_solution"] = r.second->to_json();
      if (in.in_batch) j["source"] = in.source;
      std::cout << j.dump() << '\n';
    } else {
      if (in.in_batch) std::cout << in.source << ": ";
      std::cout << status << " (" << r.solutions << (r.complete ? "" : "+") << " solution"
                << (r.solutions == "1" ? "" : "s") << " found, limit " << o.limit << ")\n"
                << r.picture;
      if (in.in_batch) std::cout << '\n';
    }
    std::cout.flush();
  }
}

}  // namespace

void setup_solve(CLI::App& app) {
  auto o = std::make_shared<SolveOptions>();
  auto* cmd = app.add_subcommand(
      "solve", "Solve puzzles, proving uniqueness (or finding a second solution)");
  cmd->add_option("PUZZLE", o->puzzle, "A puzzle, a file of puzzles (one a line), or - for stdin")
      ->required();
  cmd->add_option("--limit", o->limit,
                  "Stop after this many solutions, at least 2 (2 proves uniqueness)")
      ->capture_default_str()
      ->check(in_range(1, kMaxU64));
  cmd->add_option("--max-nodes", o->max_nodes,
                  "Stop a search after this many nodes, unproven (default: none, every answer a proof)")
      ->check(in_range(1, kMaxNodesOption));
  cmd->add_flag("--json", o->json,
                "One JSON object a line: rows, cols, status, solutions, solution, stats");
  cmd->add_flag("--path", o->path,
                "The solution path instead: every step from the empty board, in journeys (with --json: "
                "schemas/path.schema.json under \"path\"); a puzzle without exactly one solution is refused");
  add_family_option(*cmd, o->family);
  cmd->footer(
      "Status is unique, multiple or none; the exit code is 0 for all three, 2 for bad input.\n"
      "With --max-nodes the search may stop first: the status is then unproven (exit 0).\n"
      "Solutions are counted up to --limit; \"2+ solutions\" means the count stopped there.\n"
      "--json fields: rows, cols, family, status, solutions, solution (the first found, in the\n"
      "family's shape: {h, v} for loops, {grid} for digits, rows of pipes for ∞ Loop; null for\n"
      "none), second_solution (when found), source (in a batch), and stats: guesses, backtracks,\n"
      "nodes, "
      "max_depth, seconds, steps, max_tier, engine and rule_steps {rule id: steps}.\n" +
      family_formats_help() +
      "Examples:\n"
      "  looplab solve '5x5t0:b3b3b13f302c1a3'\n"
      "  looplab solve --limit 10 '3x3t0:i'\n"
      "  looplab solve --json puzzles.txt\n"
      "  looplab solve --path '5x5t0:b3b3b13f302c1a3'\n"
      "  cat puzzles.txt | looplab solve --json -");
  cmd->callback([o] { run_solve(*o); });
}

}  // namespace looplab::cli
