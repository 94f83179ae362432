#pragma once
// Three kinds of failure, kept apart on purpose (see docs/ARCHITECTURE.md):
//  - a broken precondition inside looplab is a bug: LK_REQUIRE aborts with file and line;
//  - bad user input is a value: parsers return a ParseError naming the position;
//  - at the I/O and CLI edge, InputError carries a one-line message to exit code 2.
#include <cstddef>
#include <cstdio>
#include <cstdlib>
#include <stdexcept>
#include <string>
#include <string_view>

namespace looplab {

[[noreturn]] inline void require_failed(const char* cond, const char* msg, const char* file,
                                        int line) {
  std::fprintf(stderr, "looplab: internal error: %s (%s) at %s:%d\n", msg, cond, file, line);
  std::abort();
}

#define LK_REQUIRE(cond, msg) \
  ((cond) ? (void)0 : ::looplab::require_failed(#cond, msg, __FILE__, __LINE__))

// Where a parser gave up and why. `position` is a 0-based character offset into the
// text that was parsed; `line`/`column` are 1-based and 0 when the text is one line.
struct ParseError {
  std::string problem;
  std::size_t position = 0;
  std::size_t line = 0;
  std::size_t column = 0;

  std::string describe() const {
    if (line > 0) return problem + " at line " + std::to_string(line) + ", column " + std::to_string(column);
    return problem + " at character " + std::to_string(position + 1);
  }
};

// Bad input met at the I/O or CLI edge: the message is shown as it is, exit code 2.
class InputError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

}  // namespace looplab

namespace looplab {

// A ParseError at `pos` in `text`, with line and column filled in when the text has
// more than one line.
inline ParseError error_at(std::string_view text, std::size_t pos, std::string problem) {
  ParseError e{std::move(problem), pos, 0, 0};
  if (text.find('\n') != std::string_view::npos) {
    e.line = 1;
    std::size_t line_start = 0;
    for (std::size_t i = 0; i < pos && i < text.size(); ++i)
      if (text[i] == '\n') ++e.line, line_start = i + 1;
    e.column = pos - line_start + 1;
  }
  return e;
}

// How a character looks in an error message: 'x', or a code for control bytes.
inline std::string quote_char(char c) {
  auto u = static_cast<unsigned char>(c);
  if (u >= 0x20 && u < 0x7f) return std::string("'") + c + "'";
  const char* hex = "0123456789ABCDEF";
  return std::string("byte 0x") + hex[u >> 4] + hex[u & 15];
}

}  // namespace looplab
