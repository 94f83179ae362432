// looplab convert: a puzzle from any format into any other.
#include <set>

#include "cli/commands.hpp"
#include "cli/common.hpp"

namespace looplab::cli {

namespace {

struct ConvertOptions {
  std::string to;
  std::string puzzle;
  std::string family;
  std::string out;
};

void run_convert(const ConvertOptions& o) {
  auto inputs = read_puzzles(o.puzzle, family_named(o.family));
  // An SVG file holds one document: every svg format takes one puzzle.
  const bool picture = o.to.starts_with("svg");
  if (picture && inputs.size() > 1)
    throw InputError("--to " + o.to + " takes one puzzle, but " + o.puzzle + " holds " + std::to_string(inputs.size()));
  std::string text;
  for (const auto& in : inputs) {
    const auto& formats = in.puzzle->family().formats;
    if (std::find(formats.begin(), formats.end(), o.to) == formats.end())
      throw InputError(in.source + ": " + std::string(in.puzzle->family().name) + " puzzles cannot be written as '" + o.to + "'");
    std::string one = in.puzzle->write(o.to);
    if (!one.empty() && one.back() != '\n') one += '\n';
    if (!text.empty() && one.find('\n') + 1 < one.size()) text += '\n';  // blank line between pictures
    text += one;
  }
  emit(text, o.out);
}

}  // namespace

void setup_convert(CLI::App& app) {
  auto o = std::make_shared<ConvertOptions>();
  std::set<std::string> formats;
  for (const auto* f : families::all_families())
    for (auto fmt : f->formats) formats.emplace(fmt);
  auto* cmd = app.add_subcommand("convert", "Write a puzzle in another format");
  cmd->add_option("--to", o->to, "Output format")->required()->check(CLI::IsMember(formats));
  cmd->add_option("PUZZLE", o->puzzle, "A puzzle in any format, a file of puzzles, or - for stdin")->required();
  cmd->add_option("-o,--out", o->out, "Write to this file (atomically) instead of stdout");
  add_family_option(*cmd, o->family);
  cmd->footer(
      family_formats_help() +
      "Examples:\n"
      "  looplab convert --to puzzlink '5x5t0:2b1b2b1b2b3b3b0b3'\n"
      "  looplab convert --to text 'https://puzz.link/p?slither/5/5/cbcbcddad'\n"
      "  looplab convert --to svg -o puzzle.svg '3.2/.1./2.3'");
  cmd->callback([o] { run_convert(*o); });
}

}  // namespace looplab::cli
