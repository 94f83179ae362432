// looplab serve: hands over to the looplab-serve executable next to this one
// (cli/serve/main.cpp), passing every argument on, --help included.
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <iostream>
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
  const int err = errno;
  const std::string fix = "build it beside looplab with `cmake --build build --target looplab-serve`, or "
                          "install looplab-serve into the folder that holds looplab";
  // Its options are the server program's own; without it, help can still say what is missing.
  for (const auto& a : args)
    if (a == "--help" || a == "-h") {
      std::cout << "Play and edit packs in the browser (a small local web app)\n"
                   "Usage: looplab serve [OPTIONS] [PACK...]\n\n"
                   "The web server is a second program, "
                << program << ", which " << (err == ENOENT ? "is missing" : "cannot start: " + std::string(std::strerror(err)))
                << ": " << fix << ". Its --help lists the options.\n";
      throw Exit{0};
    }
  throw InputError("cannot start the web server " + program + ": " + std::strerror(err) + ": " + fix);
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
