#include "core/run_coded.hpp"

#include <cctype>

#include "core/run_letters.hpp"

namespace looplab::core {

void append_run_coded(std::string& out, const std::vector<int>& cells) {
  int run = 0;
  bool last_value = false;
  for (int v : cells) {
    if (v == 0) {
      ++run;
      continue;
    }
    if (run)
      append_empty_run(out, run), run = 0;
    else if (last_value)
      out += '_';
    out += std::to_string(v);
    last_value = true;
  }
  append_empty_run(out, run);
}

std::optional<ParseError> read_run_coded(std::string_view text, std::size_t from, int max_value,
                                         std::vector<int>& cells, const std::string& what) {
  const std::size_t count = cells.size();
  const std::string too_many =
      "too many cells in the " + what + ": the grid has " + std::to_string(count);
  std::size_t cell = 0;
  bool after_value = false;
  for (std::size_t i = from; i < text.size();) {
    const char ch = text[i];
    if (std::isdigit(static_cast<unsigned char>(ch))) {
      const std::size_t at = i;
      long v = 0;
      while (i < text.size() && std::isdigit(static_cast<unsigned char>(text[i])) && v <= max_value)
        v = v * 10 + (text[i++] - '0');
      if (v < 1 || v > max_value)
        return error_at(text, at,
                        "value " + std::to_string(v) + " in the " + what + " is not in 1.." +
                            std::to_string(max_value));
      if (cell >= count) return error_at(text, at, too_many);
      cells[cell++] = static_cast<int>(v);
      after_value = true;
    } else if (is_run_letter(ch)) {
      cell += static_cast<std::size_t>(run_length(ch));
      if (cell > count) return error_at(text, i, too_many);
      after_value = false;
      ++i;
    } else if (ch == '_' && after_value) {
      ++i;
    } else {
      return error_at(text, i, "stray character " + quote_char(ch) + " in the " + what);
    }
  }
  if (cell < count)
    return error_at(text, text.size(),
                    "too few cells: the " + what + " cover " + std::to_string(cell) + " of " +
                        std::to_string(count));
  return std::nullopt;
}

}  // namespace looplab::core
