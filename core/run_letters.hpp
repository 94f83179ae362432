#pragma once
// The run-length alphabet of Simon Tatham's game IDs (the clues and givens of several of his
// games): a lowercase letter stands for a run of empty cells, 'a' = 1 ... 'z' = 26, and a longer
// run is written as 'z's followed by the rest.
#include <string>

namespace looplab::core {

inline bool is_run_letter(char c) { return c >= 'a' && c <= 'z'; }
inline int run_length(char c) { return c - 'a' + 1; }

inline void append_empty_run(std::string& out, int n) {
  for (; n > 26; n -= 26) out += 'z';
  if (n > 0) out += static_cast<char>('a' + n - 1);
}

}  // namespace looplab::core
