// looplab: generate, solve, count and rate loop puzzles. See README.md.
#include "cli/commands.hpp"
#include "cli/run.hpp"

int main(int argc, char** argv) {
  using namespace looplab;
  CLI::App app{cli::kDescription, "looplab"};
  cli::setup_app(app);
  app.footer(
      "Examples:\n"
      "  looplab solve '5x5t0:b3b3b13f302c1a3'\n"
      "  looplab convert --to puzzlink 'p?slither/5/5/cbcbcddad'\n"
      "  looplab check 4 11 11\n"
      "  looplab list\n"
      "Run `looplab COMMAND --help` for a command's options and examples.");
  cli::setup_convert(app);
  cli::setup_check(app);
  cli::setup_solve(app);
  cli::setup_hint(app);
  cli::setup_count(app);
  cli::setup_enumerate(app);
  cli::setup_cover(app);
  cli::setup_generate(app);
  cli::setup_rate(app);
  cli::setup_validate(app);
  cli::setup_list(app);
  cli::setup_serve_launcher(app);
  cli::setup_docs(app);  // last: it describes the others
  return cli::run(app, argc, argv);
}
