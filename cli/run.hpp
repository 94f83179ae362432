#pragma once
// What both executables do around their commands: logging quiet by default (-v, -vv
// for more), and every error turned into one line on stderr and an exit code (2 for
// bad input or usage, 3 when memory runs out).
#include <CLI/CLI.hpp>

namespace looplab::cli {

// Adds the shared flags (--version, -v) to the top-level app.
void setup_app(CLI::App& app);

inline constexpr const char* kDescription =
    "looplab: generator, counting solver and difficulty rater for loop puzzles";

// How many -v were given (once parsed).
int verbosity();

// Parses and runs; returns the process's exit code.
int run(CLI::App& app, int argc, char** argv);

}  // namespace looplab::cli
