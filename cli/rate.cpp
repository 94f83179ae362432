// looplab rate: the difficulty of each puzzle, from what solving it costs.
#include <iostream>
#include <optional>

#include "cli/commands.hpp"
#include "cli/common.hpp"

namespace looplab::cli {

namespace {

struct RateOptions {
  std::string puzzle, family;
  bool json = false;
  bool explain = false;
};

constexpr std::size_t kHardestShown = 5;

void run_rate(const RateOptions& o) {
  auto inputs = read_puzzles(o.puzzle, family_named(o.family));
  for (const auto& in : inputs) {
    // Only a unique puzzle has a rating; in a batch the others are reported and passed
    // over like a bad line, so one of them does not cost the rest their answers.
    std::optional<families::Rating> rated;
    try {
      rated = in.puzzle->rate();
    } catch (const InputError& e) {
      if (inputs.size() == 1) throw;
      skip_line(in.source, e.what());
      continue;
    }
    const families::Rating& r = *rated;
    if (o.json) {
      nlohmann::json line = {{"family", in.puzzle->family().name}, {"rows", in.puzzle->rows()},
                             {"cols", in.puzzle->cols()}, {"rating", families::to_json(r)}};
      if (in.in_batch) line["source"] = in.source;
      if (in.grade) line["given_grade"] = std::string(1, in.grade);
      if (o.explain) {
        const families::Path path = in.puzzle->path();
        nlohmann::json hardest = nlohmann::json::array();
        for (const families::ShownStep* s : families::hardest_steps(path, kHardestShown))
          hardest.push_back(families::to_json(*s));
        line["explain"] = {{"steps_by_tier", families::to_json(path)["steps_by_tier"]}, {"hardest", hardest}};
      }
      std::cout << line.dump() << '\n';
    } else {
      if (in.in_batch) std::cout << in.source << ": ";
      std::cout << r.grade << " (score " << nlohmann::json(r.score).dump();
      if (r.tatham_level) std::cout << ", Tatham level " << *r.tatham_level;
      std::cout << ")\n";
      if (o.explain) {
        const families::Path path = in.puzzle->path();
        const nlohmann::json by_tier = families::to_json(path)["steps_by_tier"];
        std::cout << "  " << path.steps() << " steps; by tier:";
        for (std::size_t t = 0; t < by_tier.size(); ++t)
          std::cout << ' ' << (t + 1 == by_tier.size() ? "guesses " : std::to_string(t) + ": ") << by_tier[t].get<std::size_t>();
        std::cout << "\n  hardest steps:\n";
        for (const families::ShownStep* s : families::hardest_steps(path, kHardestShown))
          std::cout << "  - " << s->text << " (" << s->rule << ", tier " << s->tier << ")\n";
      }
    }
  }
}

}  // namespace

void setup_rate(CLI::App& app) {
  auto o = std::make_shared<RateOptions>();
  auto* cmd = app.add_subcommand("rate", "Grade puzzles by what solving them costs");
  cmd->add_option("PUZZLE", o->puzzle, "A puzzle, a file of puzzles (one a line), or - for stdin")->required();
  cmd->add_flag("--json", o->json, "One JSON object a line with the grade, score, Tatham level and metrics");
  cmd->add_flag("--explain", o->explain,
                "Also the solution path's steps per tier and its hardest steps, which say why the grade is "
                "what it is");
  add_family_option(*cmd, o->family);
  cmd->footer(
      "The method is in docs/RATING.md.\n" +
      family_formats_help() +
      "Examples:\n"
      "  looplab rate '5x5t0:b3b3b13f302c1a3'\n"
      "  looplab rate --json puzzles.txt\n"
      "  looplab rate --explain '5x5t0:b3b3b13f302c1a3'");
  cmd->callback([o] { run_rate(*o); });
}

}  // namespace looplab::cli
