// Box-drawing text: one row of tiles a line, or rows separated by '/' on one line.
#include <algorithm>
#include <vector>

#include "core/error.hpp"
#include "core/text_lines.hpp"
#include "families/infinity_loop/formats.hpp"

namespace looplab::infinity_loop {

std::optional<Parsed<Puzzle>> parse_text(std::string_view text) {
  // Claimed when the first thing that is not a blank tile is a pipe glyph.
  bool pipe_first = false;
  for (std::size_t at = 0; at < text.size();) {
    if (text[at] == '\n' || text[at] == '\r' || text[at] == '/') {
      ++at;
      continue;
    }
    auto g = mask_of_glyph(text.substr(at));
    if (!g) break;
    if (g->first != 0) {
      pipe_first = true;
      break;
    }
    at += g->second;
  }
  if (!pipe_first) return std::nullopt;

  // Every row holds the same number of tiles, as in Slitherlink's text grid. A short row is
  // refused, not padded: spaces at the ends of lines are what editors and shells strip, so
  // a blank there may have been lost, and guessing where would move the other tiles.
  std::vector<std::vector<std::uint8_t>> rows;
  std::vector<std::size_t> starts;
  for (const core::TextLine& line : core::split_lines(text)) {
    std::vector<std::uint8_t> row;
    for (std::size_t at = 0; at < line.text.size();) {
      auto g = mask_of_glyph(line.text.substr(at));
      if (!g)
        return error_at(text, line.offset + at,
                        "stray character " + quote_char(line.text[at]) + " in a row of pipe tiles");
      row.push_back(g->first);
      at += g->second;
    }
    rows.push_back(std::move(row));
    starts.push_back(line.offset);
  }
  while (!rows.empty() && rows.back().empty()) rows.pop_back();
  const std::size_t width = rows.empty() ? 0 : rows[0].size();
  for (std::size_t r = 1; r < rows.size(); ++r)
    if (rows[r].size() != width)
      return error_at(text, starts[r],
                      "row " + std::to_string(r + 1) + " has " + std::to_string(rows[r].size()) +
                          " tiles, but row 1 has " + std::to_string(width) +
                          " (write blank tiles as '.' or '\u00b7': spaces at the ends of lines get lost)");
  if (auto bad = size_problem(static_cast<long>(rows.size()), static_cast<long>(width)))
    return error_at(text, 0, *bad);
  Puzzle p(static_cast<int>(rows.size()), static_cast<int>(width));
  for (std::size_t r = 0; r < rows.size(); ++r)
    for (std::size_t c = 0; c < width; ++c) p.tile(static_cast<int>(r), static_cast<int>(c)) = rows[r][c];
  return Parsed<Puzzle>(std::move(p));
}

// Blanks are written as '·', not spaces: a reader (and the CLI) trims blank edges of a
// text, so spaces at the ends of rows, or a row of blanks, would come back as a
// smaller grid. Text is recognised by its pipes, so a grid without any has no text form.
std::string write_text(const Puzzle& p) {
  if (std::all_of(p.tiles.begin(), p.tiles.end(), [](std::uint8_t t) { return t == 0; }))
    throw InputError(
        "a grid of blank tiles only has no text form (text is recognised by its pipes); "
        "write it as numbers, net or json");
  std::string out;
  for (const std::string& row : glyph_rows(p)) {
    for (char ch : row)
      if (ch == ' ')
        out += "\u00b7";
      else
        out += ch;
    out += '\n';
  }
  return out;
}

}  // namespace looplab::infinity_loop
