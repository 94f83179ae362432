// Feeds arbitrary bytes to every family's parsers (through the registry, as the CLI
// does). A parser must return a puzzle or an error, never crash; a puzzle it returns
// must write back in each format and parse again to the same text. A format that draws
// the solution may refuse a puzzle without one, with an InputError (a clear message, as
// at the CLI edge); that is an answer, not a crash.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "core/error.hpp"
#include "families/family.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  auto parsed = looplab::families::parse_puzzle(text);
  if (!parsed) {
    (void)parsed.error().describe();
    return 0;
  }
  const auto& puzzle = *parsed.value();
  for (std::string_view format : puzzle.family().formats) {
    if (format == "svg-solution") continue;  // solves the puzzle: the solver's business, not the parser's
    std::string out;
    try {
      out = puzzle.write(format);
    } catch (const looplab::InputError&) {
      continue;
    }
    if (format == "ascii" || format.substr(0, 3) == "svg") continue;  // pictures: written, not read
    auto again = looplab::families::parse_puzzle(out, &puzzle.family());
    if (!again || again.value()->write(format) != out) __builtin_trap();
  }
  return 0;
}
