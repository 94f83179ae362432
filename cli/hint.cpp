// looplab hint: the next step for a player's position, or the mistakes in it.
#include <iostream>

#include "cli/commands.hpp"
#include "cli/common.hpp"

namespace looplab::cli {

namespace {

struct HintOptions {
  std::string puzzle, family;
  std::vector<std::string> state;
  bool json = false;
};

void run_hint(const HintOptions& o) {
  auto inputs = read_puzzles(o.puzzle, family_named(o.family));
  if (inputs.size() != 1) throw InputError("hint takes one puzzle, but " + o.puzzle + " holds " + std::to_string(inputs.size()));
  const families::Hint h = inputs[0].puzzle->hint(o.state);
  if (o.json) {
    std::cout << families::to_json(h).dump() << '\n';
    return;
  }
  switch (h.kind) {
    case families::Hint::Kind::Solved: std::cout << "solved\n"; break;
    case families::Hint::Kind::Mistake: std::cout << "mistake: " << h.text << '\n'; break;
    case families::Hint::Kind::Step:
      std::cout << h.step.text << "\n(" << h.step.rule << ", tier " << h.step.tier << ")\n";
      break;
  }
}

}  // namespace

void setup_hint(CLI::App& app) {
  auto o = std::make_shared<HintOptions>();
  auto* cmd = app.add_subcommand("hint", "The next step for a position: mistakes first, else the easiest deduction");
  cmd->add_option("PUZZLE", o->puzzle, "The puzzle, in any format")->required();
  cmd->add_option("STATE", o->state, "The player's marks (for each family below); none: nothing marked");
  cmd->add_flag("--json", o->json,
                "One JSON object (schemas/hint.schema.json): kind step (rule, tier, text, conclusions, premises), "
                "mistake (marks, text) or solved");
  add_family_option(*cmd, o->family);
  std::string states = "STATE:\n";
  for (const families::Family* f : families::all_families())
    if (!f->hint_state.empty()) states += "  " + std::string(f->name) + ": " + std::string(f->hint_state) + "\n";
  cmd->footer(
      "A mark that contradicts the puzzle's one solution is named, and nothing else is said;\n"
      "otherwise the hint is a step of the lowest tier, the one nearest the marks, in one sentence\n"
      "(rows and columns 1-based); or \"solved\". A puzzle without exactly one solution: exit 2.\n" +
      states + family_formats_help() +
      "Examples:\n"
      "  looplab hint '5x5t0:b3b3b13f302c1a3'\n"
      "  looplab hint --json '2x2t0:3a3a' 1.x...  ...x..\n");
  cmd->callback([o] { run_hint(*o); });
}

}  // namespace looplab::cli
