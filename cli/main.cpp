// looplab: generate, solve, count and rate loop puzzles. See README.md.
#include <spdlog/sinks/stdout_color_sinks.h>
#include <spdlog/spdlog.h>

#include <iostream>

#include "cli/commands.hpp"
#include "cli/common.hpp"
#include "core/error.hpp"
#include "looplab_version.hpp"

int main(int argc, char** argv) {
  using namespace looplab;
  CLI::App app{"looplab: generator, counting solver and difficulty rater for loop puzzles", "looplab"};
  app.set_version_flag("--version", std::string("looplab ") + kVersion);
  app.require_subcommand(1);
  app.fallthrough();
  app.footer(
      "Examples:\n"
      "  looplab solve '5x5t0:b3b3b13f302c1a3'\n"
      "  looplab convert --to puzzlink 'p?slither/5/5/cbcbcddad'\n"
      "  looplab check '2.2/2.2' 111111 1001001\n"
      "Run `looplab COMMAND --help` for a command's options and examples.");
  int verbosity = 0;
  app.add_flag("-v,--verbose", verbosity, "More log output on stderr (-v info, -vv debug)");

  cli::setup_convert(app);
  cli::setup_check(app);
  cli::setup_solve(app);
  cli::setup_count(app);
  cli::setup_enumerate(app);
  cli::setup_cover(app);
  cli::setup_generate(app);
  cli::setup_rate(app);
  cli::setup_validate(app);
  cli::setup_serve(app);

  auto logger = spdlog::stderr_color_mt("looplab");
  spdlog::set_default_logger(logger);
  spdlog::set_pattern("looplab [%l] %v");
  spdlog::set_level(spdlog::level::warn);
  app.parse_complete_callback([&] {
    spdlog::set_level(verbosity >= 2 ? spdlog::level::debug : verbosity == 1 ? spdlog::level::info : spdlog::level::warn);
  });

  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    int code = app.exit(e);
    return code == 0 ? 0 : 2;
  } catch (const cli::Exit& e) {
    return e.code;
  } catch (const InputError& e) {
    std::cerr << "looplab: " << e.what() << '\n';
    return 2;
  } catch (const std::bad_alloc&) {
    std::cerr << "looplab: out of memory\n";
    return 3;
  }
  return 0;
}
