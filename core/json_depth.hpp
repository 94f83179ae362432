#pragma once
// A bound on how deeply JSON text may nest, checked on the text before any parser sees
// it. nlohmann's dump, comparison and copy recurse, and so does our schema walk: 100,000
// nested brackets (200 KB, well under any body limit) would overflow the stack. Every
// JSON input — packs, puzzles in JSON, the server's request bodies — goes through here.
// Cost: one pass over the text, no allocation.
#include <optional>
#include <string_view>

#include "core/error.hpp"

namespace looplab::core {

// Deeper than anything looplab writes (a pack nests 5 levels) by a wide margin.
inline constexpr int kMaxJsonDepth = 64;

// The error at the bracket that opens level max_depth + 1, or nullopt. Brackets inside
// strings do not count; malformed text is left for the parser to report.
inline std::optional<ParseError> json_depth_error(std::string_view text, int max_depth = kMaxJsonDepth) {
  int depth = 0;
  bool in_string = false;
  for (std::size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    if (in_string) {
      if (c == '\\') ++i;
      else if (c == '"') in_string = false;
    } else if (c == '"') {
      in_string = true;
    } else if (c == '[' || c == '{') {
      if (++depth > max_depth)
        return error_at(text, i, "JSON nested more than " + std::to_string(max_depth) + " levels deep");
    } else if (c == ']' || c == '}') {
      --depth;
    }
  }
  return std::nullopt;
}

}  // namespace looplab::core
