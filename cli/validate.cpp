// looplab validate: re-checks a pack from scratch.
#include <iostream>

#include "cli/commands.hpp"
#include "cli/common.hpp"
#include "core/progress.hpp"
#include "io/pack.hpp"

namespace looplab::cli {

namespace {

struct ValidateOptions {
  std::vector<std::string> packs;
};

void run_validate(const ValidateOptions& o) {
  bool all_ok = true;
  for (const std::string& path : o.packs) {
    nlohmann::json pack = io::read_pack(path);
    std::size_t n = pack.is_object() && pack.contains("puzzles") && pack["puzzles"].is_array() ? pack["puzzles"].size() : 0;
    core::Progress progress("validating " + path, n);
    auto problems = io::validate_pack(pack, [&](std::size_t) { progress.advance(); });
    progress.finish();
    if (problems.empty()) {
      std::cout << path << ": valid (" << n << " puzzles: schema, solutions, uniqueness, ratings)\n";
    } else {
      all_ok = false;
      for (const auto& p : problems) std::cout << path << ": " << p << '\n';
    }
  }
  if (!all_ok) throw Exit{1};
}

}  // namespace

void setup_validate(CLI::App& app) {
  auto o = std::make_shared<ValidateOptions>();
  auto* cmd = app.add_subcommand("validate", "Re-check packs: schema, solutions, uniqueness and ratings");
  cmd->add_option("PACK", o->packs, "Pack files")->required()->check(CLI::ExistingFile);
  cmd->footer("Exit code 0 when every pack is valid, 1 when a problem was found, 2 when a file is unreadable.\n"
              "Example:\n  looplab validate corpus/*.json");
  cmd->callback([o] { run_validate(*o); });
}

}  // namespace looplab::cli
