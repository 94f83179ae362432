// Text grids: rows of `B`, `W` and `.`, one row a line or separated by '/'; '#' lines
// before the grid are comments. Claimed only when the first row is made of those three
// characters and the grid holds a pearl (a grid of dots is Slitherlink's).
#include <vector>

#include "core/text_lines.hpp"
#include "families/loop/text_grid.hpp"
#include "families/masyu/formats.hpp"

namespace looplab::masyu {

namespace {

bool pearl_char(char c) { return c == 'B' || c == 'W' || c == '.'; }

}  // namespace

std::optional<Parsed<Puzzle>> parse_text_grid(std::string_view text) {
  std::vector<core::TextLine> lines = core::split_lines(text);
  const std::size_t k = families::first_row(lines);
  if (k == lines.size()) return std::nullopt;
  for (char c : lines[k].text)
    if (!pearl_char(c)) return std::nullopt;
  if (text.find_first_of("BW", lines[k].offset) == std::string_view::npos) return std::nullopt;
  return parse_pearl_rows(text);
}

Parsed<Puzzle> parse_pearl_rows(std::string_view text) {
  std::vector<core::TextLine> lines = core::split_lines(text);
  std::size_t k = families::first_row(lines);
  if (k == lines.size()) return error_at(text, 0, "no pearl rows");
  std::vector<core::TextLine> rows;
  for (; k < lines.size() && !lines[k].text.empty(); ++k) rows.push_back(lines[k]);
  while (k < lines.size() && lines[k].text.empty()) ++k;
  if (k < lines.size()) return error_at(text, lines[k].offset, "unexpected text after the grid");
  auto bad_cell = [](char ch) -> std::optional<std::string> {
    if (pearl_char(ch)) return std::nullopt;
    return "stray character " + quote_char(ch) + " in a pearl row (B, W or .)";
  };
  if (auto bad = families::rows_problem(text, rows, bad_cell, size_problem)) return *bad;
  const std::size_t width = rows[0].text.size();
  Puzzle p(static_cast<int>(rows.size()), static_cast<int>(width));
  for (std::size_t r = 0; r < rows.size(); ++r)
    for (std::size_t c = 0; c < width; ++c) {
      const char ch = rows[r].text[c];
      p.pearls[r * width + c] = ch == 'B' ? kBlack : ch == 'W' ? kWhite : kEmpty;
    }
  return Parsed<Puzzle>(std::move(p));
}

std::string write_text_grid(const Puzzle& p, char row_separator) {
  return families::text_rows(p.rows, p.cols, row_separator, [&](int r, int c) { return "." "W" "B"[p.pearl(r, c)]; });
}

}  // namespace looplab::masyu
