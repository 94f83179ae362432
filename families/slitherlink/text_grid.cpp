// Text grids: rows of '0'-'4' and '.', one row a line or separated by '/'.
// Optional: '#' comment lines, a `ROWS COLS` header, and after a blank line the
// Nikoli-style marks of a partial solution ('-' line, 'x' cross, '.' unknown), which
// are checked for shape and otherwise ignored.
#include <cctype>
#include <vector>

#include "core/text_lines.hpp"
#include "families/loop/text_grid.hpp"
#include "families/slitherlink/formats.hpp"

namespace looplab::slitherlink {

namespace {

using Line = core::TextLine;
using core::split_lines;

bool parse_header(std::string_view s, long& rows, long& cols) {
  std::size_t sp = s.find(' ');
  if (sp == std::string_view::npos || sp == 0 || sp + 1 >= s.size() || sp > 6 ||
      s.size() - sp - 1 > 6)
    return false;
  for (std::size_t i = 0; i < s.size(); ++i)
    if (i != sp && !std::isdigit(static_cast<unsigned char>(s[i]))) return false;
  rows = std::stol(std::string(s.substr(0, sp)));
  cols = std::stol(std::string(s.substr(sp + 1)));
  return true;
}

}  // namespace

std::optional<Parsed<Puzzle>> parse_text_grid(std::string_view text) {
  std::vector<Line> lines = split_lines(text);
  std::size_t k = families::first_row(lines);
  if (k == lines.size()) return std::nullopt;
  long header_rows = -1, header_cols = -1;
  std::size_t header_at = lines[k].offset;
  if (parse_header(lines[k].text, header_rows, header_cols)) {
    if (auto bad = size_problem(header_rows, header_cols)) return error_at(text, header_at, *bad);
    ++k;
    while (k < lines.size() && lines[k].text.empty()) ++k;
  } else {
    // Claimed as a text grid when it starts like one; then every fault is reported.
    char first = lines[k].text[0];
    if (!std::isdigit(static_cast<unsigned char>(first)) && first != '.') return std::nullopt;
  }
  std::vector<Line> rows;
  for (; k < lines.size() && !lines[k].text.empty(); ++k) rows.push_back(lines[k]);
  if (rows.empty()) return error_at(text, text.size(), "no clue rows after the header");
  auto bad_cell = [](char ch) -> std::optional<std::string> {
    if (ch >= '5' && ch <= '9') return std::string("clue ") + ch + " is impossible: a cell has only 4 sides";
    if (!(ch >= '0' && ch <= '4') && ch != '.') return "stray character " + quote_char(ch) + " in a clue row";
    return std::nullopt;
  };
  if (auto bad = families::rows_problem(text, rows, bad_cell, size_problem)) return *bad;
  const std::size_t width = rows[0].text.size();
  if (header_rows >= 0 &&
      (header_rows != static_cast<long>(rows.size()) || header_cols != static_cast<long>(width)))
    return error_at(text, header_at,
                    "header says " + std::to_string(header_rows) + " rows of " +
                        std::to_string(header_cols) + " but the grid has " +
                        std::to_string(rows.size()) + " rows of " + std::to_string(width));
  Puzzle p(static_cast<int>(rows.size()), static_cast<int>(width));
  for (std::size_t r = 0; r < rows.size(); ++r)
    for (std::size_t c = 0; c < width; ++c)
      if (rows[r].text[c] != '.')
        p.clues[r * width + c] = static_cast<std::int8_t>(rows[r].text[c] - '0');

  // What may follow: blank lines, then optionally the two blocks of solution marks.
  const std::size_t expect_widths[2] = {width, width + 1};
  const std::size_t expect_rows[2] = {rows.size() + 1, rows.size()};
  for (int block = 0; block < 2; ++block) {
    while (k < lines.size() && lines[k].text.empty()) ++k;
    if (k == lines.size()) break;
    std::size_t n = 0;
    for (; k < lines.size() && !lines[k].text.empty(); ++k, ++n) {
      const Line& m = lines[k];
      if (m.text.size() != expect_widths[block])
        return error_at(text, m.offset,
                        "unexpected text after the clue rows (solution marks must be " +
                            std::to_string(expect_widths[block]) + " characters wide)");
      for (std::size_t c = 0; c < m.text.size(); ++c)
        if (m.text[c] != '-' && m.text[c] != 'x' && m.text[c] != '.')
          return error_at(text, m.offset + c,
                          "stray character " + quote_char(m.text[c]) + " in the solution marks");
    }
    if (n != expect_rows[block])
      return error_at(text, lines[k - 1].offset,
                      "solution marks block has " + std::to_string(n) + " lines, expected " +
                          std::to_string(expect_rows[block]));
  }
  while (k < lines.size() && lines[k].text.empty()) ++k;
  if (k < lines.size()) return error_at(text, lines[k].offset, "unexpected text after the puzzle");
  return Parsed<Puzzle>(std::move(p));
}

std::string write_text_grid(const Puzzle& p, char row_separator) {
  return families::text_rows(p.rows, p.cols, row_separator, [&](int r, int c) {
    return p.clue(r, c) == kNoClue ? '.' : static_cast<char>('0' + p.clue(r, c));
  });
}

}  // namespace looplab::slitherlink
