#include "cli/run.hpp"

#include <spdlog/sinks/stdout_color_sinks.h>
#include <spdlog/spdlog.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <iostream>

#include "cli/common.hpp"
#include "cli/shards.hpp"
#include "core/error.hpp"
#include "core/progress.hpp"
#include "looplab_version.hpp"

namespace looplab::cli {

namespace {
int verbose_count = 0;
bool quiet_flag = false;
}

int verbosity() { return verbose_count; }
bool quiet() { return quiet_flag; }

void setup_app(CLI::App& app) {
  app.set_version_flag("--version", std::string("looplab ") + kVersion);
  app.require_subcommand(1);
  app.fallthrough();
  app.add_flag("-v,--verbose", verbose_count, "More log output on stderr (-v info, -vv debug)");
  app.add_flag("-q,--quiet", quiet_flag, "No progress and no summaries: the command's output alone");
}

namespace {

// Every command's output goes through stdout's buffer; a full disk or a closed pipe
// shows only at the last flush, and must not end in exit 0. Returns the exit code.
int flushed(int code) {
  errno = 0;
  std::cout.flush();
  if (!std::cout || std::fflush(stdout) != 0 || std::ferror(stdout)) {
    std::cerr << "looplab: cannot write the output: " << (errno ? std::strerror(errno) : "write error") << '\n';
    return 2;
  }
  return code;
}

}  // namespace

int run(CLI::App& app, int argc, char** argv) {
  auto logger = spdlog::stderr_color_mt("looplab");
  spdlog::set_default_logger(logger);
  spdlog::set_pattern("looplab [%l] %v");
  spdlog::set_level(spdlog::level::warn);
  app.parse_complete_callback([] {
    if (quiet_flag) core::Progress::silence();
    spdlog::set_level(verbose_count >= 2 ? spdlog::level::debug : verbose_count == 1 ? spdlog::level::info : spdlog::level::warn);
  });
  // A bad option is one line, like every other bad input.
  app.failure_message([&app](const CLI::App* a, const CLI::Error& e) {
    // A word that is no command: named, with the commands there are.
    const auto rest = a->remaining();
    if (a == &app && a->get_subcommands().empty() && !rest.empty() && !rest.front().starts_with("-")) {
      std::string names;
      for (const CLI::App* sub : app.get_subcommands([](CLI::App* s) { return !s->get_name().starts_with("_"); }))
        names += (names.empty() ? "" : ", ") + sub->get_name();
      return "looplab: unknown command '" + cut_long_words(rest.front()) + "' (commands: " + names + ")\n";
    }
    // An option before any command that is not one of looplab's own: named, not "a
    // subcommand is required".
    if (a == &app && a->get_subcommands().empty() && !rest.empty())
      return "looplab: unknown option '" + cut_long_words(rest.front()) +
             "' (before a command only -v, -q, --version and --help; see --help)\n";
    // An unknown option before a command that follows: CLI11 parses the command and then
    // calls the option "not expected"; it is the same mistake as above.
    const std::string what = e.what();
    const std::string unexpected = "The following argument was not expected: ";
    if (a == &app && what.starts_with(unexpected) && what.size() > unexpected.size() + 1 &&
        what[unexpected.size()] == '-')
      return "looplab: unknown option '" + cut_long_words(what.substr(unexpected.size())) +
             "' (before a command only -v, -q, --version and --help; see --help)\n";
    return "looplab: " + cut_long_words(what) + " (see --help)\n";
  });
  // Under an MPI launcher every rank meets the same bad input: rank 0 alone says so.
  const bool speaks = launcher_rank() == 0;
  try {
    app.parse(argc, argv);
    return flushed(skipped_lines() ? 2 : 0);
  } catch (const CLI::ParseError& e) {
    int code = speaks ? app.exit(e) : e.get_exit_code();
    return flushed(code == 0 ? 0 : 2);
  } catch (const Exit& e) {
    return flushed(skipped_lines() && e.code == 0 ? 2 : e.code);
  } catch (const InputError& e) {
    if (speaks) std::cerr << "looplab: " << cut_long_words(e.what()) << '\n';
    return 2;
  } catch (const std::bad_alloc&) {
    std::cerr << "looplab: out of memory\n";
    return 3;
  }
}

}  // namespace looplab::cli
