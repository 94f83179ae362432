#pragma once
// What every command shares: reading puzzle arguments, the --family option, writing
// output (stdout or an atomically written file) and exit codes.
#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>

#include "families/family.hpp"

namespace looplab::cli {

// Thrown by a command to end with an exit code but no message (e.g. `check` -> 1).
struct Exit {
  int code;
};

struct PuzzleInput {
  std::string source;  // "argument", "FILE", or "FILE:LINE" in a batch
  std::unique_ptr<families::Puzzle> puzzle;
  char grade = 0;      // a grade letter that stood before the puzzle in a batch line
};

// Reads a PUZZLE|FILE|- argument. A file (or stdin) holds one puzzle, possibly over
// several lines, or one puzzle a line (an optional grade letter and a space may stand
// first; blank and '#' lines are skipped). Throws InputError naming the source and
// position of the first bad puzzle.
std::vector<PuzzleInput> read_puzzles(const std::string& arg, const families::Family* family);

// The --family option, shared by the commands that read puzzles.
void add_family_option(CLI::App& cmd, std::string& family_name);
const families::Family* family_named(const std::string& name);  // nullptr for ""

// Writes to stdout when path is empty or "-", else atomically to the file.
void emit(const std::string& text, const std::string& path);

// The program `name` in the folder of this executable (looplab-serve, looplab-mpi).
std::filesystem::path sibling_program(const std::string& name);

}  // namespace looplab::cli
