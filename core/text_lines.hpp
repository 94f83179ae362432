#pragma once
// Grid texts come one row a line, or on one line with rows separated by '/' (handy as
// a shell argument). split_lines cuts either form into rows, each with its offset in
// the whole text so parse errors can point at the right character; a '\r' before a
// newline is dropped. Empty rows are kept (their meaning is the format's business).
#include <string_view>
#include <vector>

namespace looplab::core {

struct TextLine {
  std::string_view text;
  std::size_t offset;  // of text[0] in the whole input
};

inline std::vector<TextLine> split_lines(std::string_view text) {
  std::vector<TextLine> lines;
  const char sep = text.find('\n') == std::string_view::npos ? '/' : '\n';
  std::size_t start = 0;
  for (;;) {
    const std::size_t end = text.find(sep, start);
    std::string_view line =
        text.substr(start, end == std::string_view::npos ? std::string_view::npos : end - start);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    lines.push_back({line, start});
    if (end == std::string_view::npos) break;
    start = end + 1;
  }
  return lines;
}

}  // namespace looplab::core
