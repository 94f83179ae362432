// looplab serve: hands over to the looplab-serve executable next to this one
// (cli/serve/main.cpp), passing every argument on, --help included.
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <string>
#include <vector>

#include "cli/commands.hpp"
#include "cli/common.hpp"
#include "cli/run.hpp"
#include "core/error.hpp"

namespace looplab::cli {

namespace {

[[noreturn]] void hand_over(const std::vector<std::string>& args) {
  const std::string program = sibling_program("looplab-serve").string();
  std::vector<std::string> words = {program};
  for (int i = 0; i < verbosity(); ++i) words.push_back("-v");  // given before `serve`
  words.push_back("serve");
  words.insert(words.end(), args.begin(), args.end());
  std::vector<char*> argv;
  for (auto& w : words) argv.push_back(w.data());
  argv.push_back(nullptr);
  ::execv(program.c_str(), argv.data());
  throw InputError("cannot start the web server " + program + ": " + std::strerror(errno) +
                   " (it is built beside looplab: cmake --build build --target looplab)");
}

}  // namespace

void setup_serve_launcher(CLI::App& app) {
  auto* cmd = app.add_subcommand("serve", "Play and edit packs in the browser (a small local web app)");
  // Every argument, --help and -v included, goes to the server program untouched.
  cmd->prefix_command()->allow_extras()->fallthrough(false);
  cmd->set_help_flag();
  cmd->callback([cmd] { hand_over(cmd->remaining()); });
}

}  // namespace looplab::cli
