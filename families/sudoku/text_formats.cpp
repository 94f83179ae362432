// The plain text forms: one line of cells, and a grid of rows.
#include <algorithm>
#include <cctype>
#include <vector>

#include "families/sudoku/formats.hpp"

namespace looplab::sudoku {

int cell_value(char c) {
  if (c >= '1' && c <= '9') return c - '0';
  if (c >= 'A' && c <= 'P') return c - 'A' + 10;
  if (c >= 'a' && c <= 'p') return c - 'a' + 10;
  return -1;
}

char cell_char(int value) {
  if (value <= 0) return '.';
  return value <= 9 ? static_cast<char>('0' + value) : static_cast<char>('A' + value - 10);
}

std::optional<std::pair<int, int>> default_boxes(int n) {
  for (int r = 1; r * r <= n; ++r)
    if (n % r == 0 && r * r == n) return std::pair{r, r};
  for (int r = 1; r * r <= n; ++r) {
    const int c = n / r;
    if (r > 1 && n % r == 0 && c - r <= 1 + (r == 2))
      return std::pair{r, c};  // 6 = 2x3, 8 = 2x4, 12 = 3x4
  }
  return std::nullopt;
}

std::optional<Parsed<Puzzle>> parse_line(std::string_view text) {
  // Every size with default boxes: the lengths (16, 36, 64, 81, 144, 256, 625) differ.
  std::size_t n = 0;
  for (int side : {4, 6, 8, 9, 12, 16, 25})
    if (text.size() == static_cast<std::size_t>(side * side)) n = static_cast<std::size_t>(side);
  if (n == 0) return std::nullopt;
  for (char c : text)
    if (c != '.' && c != '0' && cell_value(c) < 0) return std::nullopt;
  auto boxes = default_boxes(static_cast<int>(n));
  Puzzle p(boxes->first, boxes->second);
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (c == '.' || c == '0') continue;
    const int v = cell_value(c);
    if (v > static_cast<int>(n))
      return error_at(text, i,
                      "value " + quote_char(c) + " is too big for a " + std::to_string(n) + "x" +
                          std::to_string(n) + " Sudoku");
    p.givens[i] = v;
  }
  return Parsed<Puzzle>(std::move(p));
}

namespace {

bool is_rule_line(std::string_view s) {
  bool any = false;
  for (char c : s) {
    if (c == '-' || c == '+' || c == '=')
      any = true;
    else if (c != ' ' && c != '|' && c != '\t' && c != '\r')
      return false;
  }
  return any;
}

}  // namespace

std::optional<Parsed<Puzzle>> parse_grid(std::string_view text) {
  if (text.find('\n') == std::string_view::npos) return std::nullopt;
  struct Row {
    std::vector<int> cells;
    std::size_t offset;
  };
  std::vector<Row> rows;
  std::size_t start = 0;
  while (start <= text.size()) {
    std::size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    std::string_view line = text.substr(start, end - start);
    const std::size_t offset = start;
    start = end + 1;
    std::size_t first = line.find_first_not_of(" \t\r");
    if (first == std::string_view::npos || line[first] == '#' || is_rule_line(line)) continue;
    // Tokens split by whitespace and '|'.
    std::vector<std::pair<std::string_view, std::size_t>> tokens;
    for (std::size_t i = 0; i < line.size();) {
      if (line[i] == ' ' || line[i] == '\t' || line[i] == '\r' || line[i] == '|') {
        ++i;
        continue;
      }
      std::size_t j = i;
      while (j < line.size() && line[j] != ' ' && line[j] != '\t' && line[j] != '\r' &&
             line[j] != '|')
        ++j;
      tokens.push_back({line.substr(i, j - i), offset + i});
      i = j;
    }
    Row row{{}, offset};
    const bool numbers =
        tokens.size() > 1 &&
        std::all_of(tokens.begin(), tokens.end(),
                    [](const auto& t) {
                      return t.first == "." || t.first == "_" ||
                             std::all_of(t.first.begin(), t.first.end(), [](char c) {
                               return std::isdigit(static_cast<unsigned char>(c));
                             });
                    }) &&
        std::any_of(tokens.begin(), tokens.end(),
                    [](const auto& t) { return t.first.size() > 1 && t.first != "."; });
    for (const auto& [tok, at] : tokens) {
      if (numbers) {
        if (tok == "." || tok == "_")
          row.cells.push_back(0);
        else if (tok.size() > 2)
          return error_at(text, at, "value " + std::string(tok) + " is too big for a Sudoku");
        else
          row.cells.push_back(std::stoi(std::string(tok)));
        continue;
      }
      for (std::size_t k = 0; k < tok.size(); ++k) {
        const char c = tok[k];
        if (c == '.' || c == '0' || c == '_')
          row.cells.push_back(0);
        else if (cell_value(c) > 0)
          row.cells.push_back(cell_value(c));
        else {
          if (rows.empty()) return std::nullopt;  // not a Sudoku grid at all
          return error_at(text, at + k, "stray character " + quote_char(c) + " in a Sudoku row");
        }
      }
    }
    rows.push_back(std::move(row));
  }
  if (rows.empty()) return std::nullopt;
  const int n = static_cast<int>(rows.size());
  auto boxes = default_boxes(n);
  if (n < kMinSize || n > kMaxSize || !boxes)
    return error_at(
        text, 0, std::to_string(n) + " rows is not a Sudoku size (4, 6, 8, 9, 12, 16 or 25 rows)");
  Puzzle p(boxes->first, boxes->second);
  for (int r = 0; r < n; ++r) {
    const Row& row = rows[static_cast<std::size_t>(r)];
    if (static_cast<int>(row.cells.size()) != n)
      return error_at(text, row.offset,
                      "row " + std::to_string(r + 1) + " has " + std::to_string(row.cells.size()) +
                          " cells, expected " + std::to_string(n));
    for (int c = 0; c < n; ++c) {
      const int v = row.cells[static_cast<std::size_t>(c)];
      if (v > n)
        return error_at(text, row.offset,
                        "value " + std::to_string(v) + " in row " + std::to_string(r + 1) +
                            " is more than " + std::to_string(n));
      p.givens[static_cast<std::size_t>(r * n + c)] = v;
    }
  }
  return Parsed<Puzzle>(std::move(p));
}

std::string write_line(const Puzzle& p) {
  std::string out;
  for (int v : p.givens) out += cell_char(v);
  return out;
}

std::string write_grid(const Puzzle& p) {
  const int n = p.size();
  std::string out;
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c < n; ++c) {
      const int v = p.givens[static_cast<std::size_t>(r * n + c)];
      if (n > 9) {
        if (c) out += ' ';
        out += v ? std::to_string(v) : ".";
      } else {
        out += cell_char(v);
      }
    }
    out += '\n';
  }
  return out;
}

}  // namespace looplab::sudoku
