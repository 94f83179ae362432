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
  cmd->add_option("H", o->h,
                  "Slitherlink: horizontal edges, (rows+1) rows of cols '0'/'1', row-major. "
                  "∞ Loop: the solved grid in any ∞ Loop format (e.g. box-drawing rows separated by '/'). "
                  "Sudoku and Towers: the solved grid's digits, row-major (rows may be separated by '/'); V is left out")
      ->required();
  cmd->add_option("V", o->v, "Slitherlink: vertical edges, rows rows of cols+1 '0'/'1', row-major");
  add_family_option(*cmd, o->family);
  cmd->footer(
      family_formats_help() +
      "Examples:\n"
      "  looplab check 4 11 11                 (Slitherlink: the 1x1 loop)\n"
      "  looplab check '┗┛/┏┓' '┏┓/┗┛'         (∞ Loop: the turned tiles)");
  cmd->callback([o] { run_check(*o); });
}

}  // namespace looplab::cli
