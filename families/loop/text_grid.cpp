#include "families/loop/text_grid.hpp"

namespace looplab::families {

std::string text_rows(int rows, int cols, char row_separator, const std::function<char(int, int)>& cell) {
  std::string out;
  for (int r = 0; r < rows; ++r) {
    if (r > 0) out += row_separator;
    for (int c = 0; c < cols; ++c) out += cell(r, c);
  }
  return out;
}

std::size_t first_row(std::span<const core::TextLine> lines) {
  std::size_t k = 0;
  while (k < lines.size() && (lines[k].text.empty() || lines[k].text[0] == '#')) ++k;
  return k;
}

std::optional<ParseError> rows_problem(
    std::string_view text, std::span<const core::TextLine> rows,
    const std::function<std::optional<std::string>(char)>& bad_cell,
    const std::function<std::optional<std::string>(long, long)>& size_problem) {
  const std::size_t width = rows[0].text.size();
  for (std::size_t r = 0; r < rows.size(); ++r) {
    const core::TextLine& row = rows[r];
    for (std::size_t c = 0; c < row.text.size(); ++c)
      if (auto why = bad_cell(row.text[c])) return error_at(text, row.offset + c, *why);
    if (row.text.size() != width)
      return error_at(text, row.offset,
                      "row " + std::to_string(r + 1) + " has " + std::to_string(row.text.size()) +
                          " cells, but row 1 has " + std::to_string(width));
  }
  if (auto bad = size_problem(static_cast<long>(rows.size()), static_cast<long>(width)))
    return error_at(text, rows[0].offset, *bad);
  return std::nullopt;
}

}  // namespace looplab::families
