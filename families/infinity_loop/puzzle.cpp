#include "families/infinity_loop/puzzle.hpp"

namespace looplab::infinity_loop {

namespace {

constexpr std::string_view kHeavy[16] = {" ", "╹", "╺", "┗", "╻", "┃", "┏", "┣",
                                         "╸", "┛", "━", "┻", "┓", "┫", "┳", "╋"};
constexpr std::string_view kLight[16] = {" ", "╵", "╶", "└", "╷", "│", "┌", "├",
                                         "╴", "┘", "─", "┴", "┐", "┤", "┬", "┼"};

}  // namespace

std::string_view glyph(std::uint8_t mask) {
  return kHeavy[mask & 15];
}

std::optional<std::pair<std::uint8_t, std::size_t>> mask_of_glyph(std::string_view text) {
  if (text.empty()) return std::nullopt;
  if (text[0] == ' ' || text[0] == '.') return std::pair<std::uint8_t, std::size_t>{0, 1};
  if (text.starts_with("·"))
    return std::pair<std::uint8_t, std::size_t>{0, std::string_view("·").size()};
  for (std::uint8_t m = 1; m < 16; ++m)
    for (const auto* table : {kHeavy, kLight})
      if (text.starts_with(table[m]))
        return std::pair<std::uint8_t, std::size_t>{m, table[m].size()};
  return std::nullopt;
}

std::vector<std::string> glyph_rows(const Puzzle& p) {
  std::vector<std::string> rows;
  rows.reserve(static_cast<std::size_t>(p.rows));
  for (int r = 0; r < p.rows; ++r) {
    std::string row;
    for (int c = 0; c < p.cols; ++c) row += glyph(p.tile(r, c));
    rows.push_back(std::move(row));
  }
  return rows;
}

std::optional<Puzzle> from_glyph_rows(const std::vector<std::string>& rows, std::string* why) {
  auto fail = [&](std::string msg) -> std::optional<Puzzle> {
    if (why) *why = std::move(msg);
    return std::nullopt;
  };
  std::vector<std::vector<std::uint8_t>> grid;
  for (std::size_t r = 0; r < rows.size(); ++r) {
    std::vector<std::uint8_t> row;
    std::string_view s = rows[r];
    for (std::size_t at = 0; at < s.size();) {
      auto g = mask_of_glyph(s.substr(at));
      if (!g)
        return fail("row " + std::to_string(r + 1) + ": byte " + std::to_string(at + 1) +
                    " is not a pipe tile");
      row.push_back(g->first);
      at += g->second;
    }
    if (!grid.empty() && row.size() != grid[0].size())
      return fail("row " + std::to_string(r + 1) + " has " + std::to_string(row.size()) +
                  " tiles, but row 1 has " + std::to_string(grid[0].size()));
    grid.push_back(std::move(row));
  }
  if (grid.empty()) return fail("no rows");
  if (auto bad = size_problem(static_cast<long>(grid.size()), static_cast<long>(grid[0].size())))
    return fail(*bad);
  Puzzle p(static_cast<int>(grid.size()), static_cast<int>(grid[0].size()));
  for (int r = 0; r < p.rows; ++r)
    for (int c = 0; c < p.cols; ++c)
      p.tile(r, c) = grid[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)];
  return p;
}

std::optional<std::string> size_problem(long rows, long cols) {
  if (rows < 1 || cols < 1) return "a grid needs at least 1 row and 1 column";
  if (rows > kMaxSide || cols > kMaxSide)
    return "grid " + std::to_string(rows) + "x" + std::to_string(cols) + " is too large (at most " +
           std::to_string(kMaxSide) + " each way)";
  return std::nullopt;
}

}  // namespace looplab::infinity_loop
