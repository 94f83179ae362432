#pragma once
// What both executables do around their commands: logging quiet by default (-v, -vv
// for more; -q for no progress and no summaries on stderr either), and every error
// turned into one line on stderr and an exit code (2 for bad input or usage, 3 when
// memory runs out).
#include <CLI/CLI.hpp>

namespace looplab::cli {

// Adds the shared flags (--version, -v, -q) to the top-level app; a subcommand takes
// them too (`looplab generate -q` as `looplab -q generate`).
void setup_app(CLI::App& app);

inline constexpr const char* kDescription =
    "looplab: generator, counting solver and difficulty rater for loop puzzles";

// How many -v were given (once parsed).
int verbosity();
// Whether -q was given (once parsed).
bool quiet();

// Parses and runs; returns the process's exit code.
int run(CLI::App& app, int argc, char** argv);

}  // namespace looplab::cli
