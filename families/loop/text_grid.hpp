#pragma once
// What the loop families' text grids share (families/*/text_grid.cpp): rows of one
// character a cell, one row a line or separated by '/', '#' comment lines before them.
// The family says which characters are its clues.
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "core/error.hpp"
#include "core/text_lines.hpp"

namespace looplab::families {

// A grid's rows as text, one character a cell (`cell(r, c)`), rows separated by `row_separator`.
std::string text_rows(int rows, int cols, char row_separator, const std::function<char(int, int)>& cell);

// The index of the first line that is not blank or a '#' comment (lines.size() when none).
std::size_t first_row(std::span<const core::TextLine> lines);

// The first problem of a grid's `rows` in `text`: a character that `bad_cell` names a
// problem for, a row not as wide as the first, or `size_problem(rows, cols)`; nullopt
// when there is none.
std::optional<ParseError> rows_problem(
    std::string_view text, std::span<const core::TextLine> rows,
    const std::function<std::optional<std::string>(char)>& bad_cell,
    const std::function<std::optional<std::string>(long, long)>& size_problem);

}  // namespace looplab::families
