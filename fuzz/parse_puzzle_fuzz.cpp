// Feeds arbitrary bytes to every family's parsers (through the registry, as the CLI
// does). A parser must return a puzzle or an error, never crash; a puzzle it returns
// must write back in each format and parse again to the same text.
#include <cstddef>
#include <cstdint>
#include <string_view>

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
    std::string out = puzzle.write(format);
    if (format == "svg" || format == "ascii") continue;
    auto again = looplab::families::parse_puzzle(out, &puzzle.family());
    if (!again || again.value()->write(format) != out) __builtin_trap();
  }
  return 0;
}
