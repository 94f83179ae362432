#pragma once
// Tatham's run-coded cell lists (the givens of Solo and of Tatham's skyscraper puzzle): a filled cell is its decimal
// value, a run of empty cells is `a`-`z` (core/run_letters.hpp), and `_` stands only
// between two adjacent values so that their digits do not merge.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/error.hpp"

namespace looplab::core {

// Appends `cells` (0 = empty) run-coded.
void append_run_coded(std::string& out, const std::vector<int>& cells);

// Reads text[from..] as exactly cells.size() cells with values 1..max_value into
// `cells`; on a fault, the error (position in `text`) naming `what` ("givens").
std::optional<ParseError> read_run_coded(std::string_view text, std::size_t from, int max_value,
                                         std::vector<int>& cells, const std::string& what);

}  // namespace looplab::core
