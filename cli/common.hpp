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
  std::string source;  // "argument", "FILE", or in a batch "FILE:LINE" (a pack: "FILE:ID")
  std::unique_ptr<families::Puzzle> puzzle;
  char grade = 0;      // a grade letter that stood before the puzzle in a batch line
  bool in_batch = false;  // one of several: each answer starts with its source, so a
                          // skipped line shifts none of the others
};

// Reads a PUZZLE|FILE|- argument. A file (or stdin) holds one puzzle, possibly over
// several lines, or one puzzle a line (an optional grade letter and a space may stand
// first; blank and '#' lines are skipped), or a looplab pack (its entries). Throws InputError naming the source and
// position when the argument or the first puzzle is bad; a bad later line of a batch is
// reported on stderr ("FILE:LINE: ... (skipped)") and counted in skipped_lines(), which
// turns the exit code into 2 once the command has done the rest (cli/run.cpp).
std::vector<PuzzleInput> read_puzzles(const std::string& arg, const families::Family* family);
std::size_t skipped_lines();
// Reports a puzzle of a batch that a command cannot answer ("WHERE: WHY (skipped)") and
// counts it in skipped_lines(), as a bad line is: the rest of the batch is still answered.
void skip_line(const std::string& where, const std::string& why);

// An error message keeps to one readable line even when it quotes a 100,000-digit
// argument: each word longer than 80 characters is cut to its first 77 and "...".
std::string cut_long_words(std::string_view message);

// The --family option, shared by the commands that read puzzles.
void add_family_option(CLI::App& cmd, std::string& family_name);
const families::Family* family_named(const std::string& name);  // nullptr for ""

// A numeric option's range, checked on the text before CLI11 converts it: without it a
// negative number wraps in an unsigned option (--seed -1 would be 2^64 - 1) and a huge
// --count dies of out-of-memory. Outside the range: "--count: -1 is out of range (1 to
// 100000)", exit 2. Use as `->check(in_range(1, 100000))`.
// above_lo: lo itself is out too ("above 0 to 1").
CLI::Validator in_range(long double lo, long double hi, bool above_lo = false);
inline constexpr long double kMaxU64 = 18446744073709551615.0L;  // exact in long double
inline constexpr long double kMaxJobs = 1024;
// What --jobs N means wherever it is taken: N threads, and 0 all the machine's cores.
int jobs_of(int jobs);
inline constexpr long double kMaxPackCount = 1'000'000;  // puzzles in one pack

// For a command's --help: each family and the formats it reads and writes, from the
// families' own declarations, so every family's formats are described wherever puzzles
// are read ("NAME reads FORMATS; writes FORMATS").
std::string family_formats_help();

// Writes to stdout when path is empty or "-", else atomically to the file.
void emit(const std::string& text, const std::string& path);

// The program `name` in the folder of this executable (looplab-serve, looplab-mpi).
std::filesystem::path sibling_program(const std::string& name);

}  // namespace looplab::cli
