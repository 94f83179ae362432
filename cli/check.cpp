// looplab check: the independent checker on a proposed solution.
#include <iostream>

#include "cli/commands.hpp"
#include "cli/common.hpp"

namespace looplab::cli {

namespace {

struct CheckOptions {
  std::string puzzle, h, v, family;
};

void run_check(const CheckOptions& o) {
  auto inputs = read_puzzles(o.puzzle, family_named(o.family));
  if (inputs.size() != 1) throw InputError("check takes one puzzle, but " + o.puzzle + " holds " + std::to_string(inputs.size()));
  const nlohmann::json solution{{"h", o.h}, {"v", o.v}};
  // A typo is bad input (exit 2, stderr); only a well-formed wrong solution is "invalid".
  if (auto why = inputs[0].puzzle->malformed(solution)) throw InputError("the solution is malformed: " + *why);
  auto reason = inputs[0].puzzle->check(solution);
  if (reason) {
    std::cout << "invalid: " << *reason << '\n';
    throw Exit{1};
  }
  std::cout << "valid\n";
}

}  // namespace

void setup_check(CLI::App& app) {
  auto o = std::make_shared<CheckOptions>();
  auto* cmd = app.add_subcommand("check", "Check a solution (exit 0 valid, 1 invalid with the reason, 2 malformed)");
  cmd->add_option("PUZZLE", o->puzzle, "The puzzle, in any format")->required();
  cmd->add_option("H", o->h, "The solution, or its first part: what it is for each family is below")->required();
  cmd->add_option("V", o->v, "The second part of the solution, for a family whose solution has two");
  add_family_option(*cmd, o->family);
  // Each family says what its solution is on the command line (Family::check_solution).
  std::string solutions = "Solutions:\n", examples = "Examples:\n";
  for (const families::Family* f : families::all_families()) {
    if (!f->check_solution.empty()) solutions += "  " + std::string(f->name) + ": " + std::string(f->check_solution) + "\n";
    if (!f->check_example.empty())
      examples += "  looplab check " + std::string(f->check_example) + "\n";
  }
  examples.pop_back();
  cmd->footer(family_formats_help() + solutions + examples);
  cmd->callback([o] { run_check(*o); });
}

}  // namespace looplab::cli
