// Feeds arbitrary bytes to pack reading and validation, as `looplab validate` does: the
// text must be refused with an InputError or read and checked, problems listed, never
// a crash (deep nesting, wrong types where the schema allows anything, huge numbers).
#include <cstddef>
#include <cstdint>
#include <string>

#include "core/error.hpp"
#include "io/pack.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string text(reinterpret_cast<const char*>(data), size);
  nlohmann::json pack;
  try {
    pack = looplab::io::parse_pack(text, "fuzz");
  } catch (const looplab::InputError&) {
    return 0;
  }
  for (const std::string& problem : looplab::io::validate_pack(pack)) (void)problem;
  return 0;
}
