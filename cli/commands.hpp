#pragma once
// One file per command: each setup_X adds its subcommand (options bound to an
// options struct, a callback that does the work) to the top-level app.
#include <string>

#include <CLI/CLI.hpp>

namespace looplab::families {
struct Family;
}

namespace looplab::cli {

void setup_convert(CLI::App& app);
void setup_check(CLI::App& app);
void setup_solve(CLI::App& app);
void setup_hint(CLI::App& app);
void setup_count(CLI::App& app);
void setup_count_grid(CLI::App& count);  // count loops, count unique
// "looplab count loops [--family NAME] --rows R --cols C": the command that counts the
// loops of an empty R x C puzzle of `family`, which has grid_counting.
std::string count_loops_command(const families::Family& family, int rows, int cols);
void setup_enumerate(CLI::App& app);
void setup_cover(CLI::App& app);
void setup_generate(CLI::App& app);
void setup_rate(CLI::App& app);
void setup_validate(CLI::App& app);
void setup_list(CLI::App& app);  // alias families
void setup_docs(CLI::App& app);  // hidden: man page and completions, for the build
void setup_serve(CLI::App& app);           // in looplab-serve (cli/serve/)
void setup_serve_launcher(CLI::App& app);  // in looplab: runs looplab-serve

}  // namespace looplab::cli
