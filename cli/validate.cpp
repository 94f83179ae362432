// looplab validate: re-checks a pack from scratch.
#include <iostream>

#include "cli/commands.hpp"
#include "cli/common.hpp"
#include "core/error.hpp"
#include "core/progress.hpp"
#include "io/pack.hpp"

namespace looplab::cli {

namespace {

struct ValidateOptions {
  std::vector<std::string> packs;
};

void run_validate(const ValidateOptions& o) {
  bool all_ok = true, all_read = true;
  for (const std::string& path : o.packs) {
    nlohmann::json pack;
    try {
      pack = io::read_pack(path);
    } catch (const InputError& e) {
      // Named, and the other files are still checked.
      std::cerr << "looplab: " << e.what() << '\n';
      all_read = false;
      continue;
    }
    std::size_t n = pack.is_object() && pack.contains("puzzles") && pack["puzzles"].is_array() ? pack["puzzles"].size() : 0;
    core::Progress progress("validating " + path, n);
    auto problems = io::validate_pack(pack, [&](std::size_t) { progress.advance(); });
    progress.finish();
    if (problems.empty()) {
      bool paths = false;
      for (const auto& entry : pack["puzzles"]) paths |= entry.contains("path");
      std::cout << path << ": valid (" << n << (n == 1 ? " puzzle" : " puzzles") << ": schema, solutions, uniqueness, minimality, exports, ratings"
                << (paths ? ", paths" : "") << ")\n";
    } else {
      all_ok = false;
      for (const auto& p : problems) std::cout << path << ": " << p << '\n';
    }
  }
  if (!all_read) throw Exit{2};
  if (!all_ok) throw Exit{1};
}

}  // namespace

void setup_validate(CLI::App& app) {
  auto o = std::make_shared<ValidateOptions>();
  auto* cmd = app.add_subcommand("validate", "Re-check packs: schema, solutions, uniqueness, minimality, exports, ratings and paths");
  cmd->add_option("PACK", o->packs, "Pack files")->required();  // a missing one is named with the rest
  cmd->footer("Every file is checked and each problem named. A stored path (generate --paths) is replayed from\n"
              "the empty board: each step's marks agree with the solution, each mark is decided once, and the\n"
              "replay ends at the solution. Exit code 0 when every pack is valid, 1 when a\n"
              "problem was found, 2 when a file is unreadable (the others are still checked).\n"
              "Example:\n  looplab validate corpus/*.json");
  cmd->callback([o] { run_validate(*o); });
}

}  // namespace looplab::cli
