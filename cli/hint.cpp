// looplab hint: the next step for a player's position, or the mistakes in it.
#include <future>
#include <iostream>
#include <sstream>

#include <nlohmann/json.hpp>

#include "cli/commands.hpp"
#include "cli/common.hpp"

namespace looplab::cli {

namespace {

struct HintOptions {
  std::string puzzle, family;
  std::vector<std::string> state;
  bool json = false;
};

void print_hint(const families::Hint& h, bool json) {
  if (json) {
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

// STATE `-`: a session. Each line of stdin is one position (its STATE strings separated
// by blanks; an empty line: nothing marked), answered at once on stdout and flushed, so
// an app can keep one process and pay the puzzle's uniqueness proof once: the puzzle
// object keeps it (families/loop/puzzle.hpp). A bad line is answered too, so the answers
// stay one to a line: {"kind":"error","text":...} (with --json; else "error: ..."), the
// reason also on stderr, and the exit code is 2 at the end.
// The proof starts at once, beside the wait for the first line: an app opens the session
// with the puzzle, and by the time the player asks, the first hint costs the hint alone
// (a solve that proves the puzzle unique hands its solution to the puzzle's hints). A
// puzzle that is not unique is left to the first hint, which says so.
void run_session(const families::Puzzle& puzzle, bool json) {
  std::future<void> proof = std::async(std::launch::async, [&puzzle] {
    try {
      puzzle.solve({.limit = 2, .picture = false});
    } catch (const std::exception&) {
    }
  });
  std::string line;
  for (std::size_t number = 1; std::getline(std::cin, line); ++number) {
    if (proof.valid()) proof.get();
    std::vector<std::string> state;
    std::istringstream words(line);
    for (std::string w; words >> w;) state.push_back(w);
    try {
      print_hint(puzzle.hint(state), json);
    } catch (const InputError& e) {
      skip_line("stdin:" + std::to_string(number), e.what());
      if (json)
        std::cout << nlohmann::json{{"kind", "error"}, {"text", cut_long_words(e.what())}}.dump() << '\n';
      else
        std::cout << "error: " << cut_long_words(e.what()) << '\n';
    }
    std::cout.flush();
  }
}

void run_hint(const HintOptions& o) {
  auto inputs = read_puzzles(o.puzzle, family_named(o.family));
  if (inputs.size() != 1) throw InputError("hint takes one puzzle, but " + o.puzzle + " holds " + std::to_string(inputs.size()));
  if (o.state.size() == 1 && o.state[0] == "-") return run_session(*inputs[0].puzzle, o.json);
  print_hint(inputs[0].puzzle->hint(o.state), o.json);
}

}  // namespace

void setup_hint(CLI::App& app) {
  auto o = std::make_shared<HintOptions>();
  auto* cmd = app.add_subcommand("hint", "The next step for a position: mistakes first, else the easiest deduction");
  cmd->add_option("PUZZLE", o->puzzle, "The puzzle, in any format")->required();
  cmd->add_option("STATE", o->state,
                  "The player's marks (for each family below); none: nothing marked; '-': one position a line "
                  "from stdin, each answered at once (the puzzle proved once)");
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
      "  looplab hint --json '2x2t0:3a3a' 1.x...  ...x..\n"
      "  printf '1.x... ...x..\\n\\n' | looplab hint --json '2x2t0:3a3a' -   # a session: one answer a line\n");
  cmd->callback([o] { run_hint(*o); });
}

}  // namespace looplab::cli
