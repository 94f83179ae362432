#pragma once
// Every text form of a Slitherlink puzzle that looplab reads or writes.
//
//   loopy     Simon Tatham's Loopy game ID: `10x10t0:a32a31b...` (also `10x10t0dh:`,
//             `10x10:`); W x H is columns x rows; digits are clues, a-z runs of 1-26
//             empty cells. Another grid type (`7x7t2:...`) is a GridPuzzle
//             (grid_puzzle.hpp), whose reader lives beside this one in loopy_id.cpp.
//   puzzlink  https://puzz.link/p?slither/COLS/ROWS/BODY (also pzv.jp/p.html?slither/...
//             and the bare p?slither/... part).
//   text      rows of 0-4 and '.', separated by newlines or '/'; optional `ROWS COLS`
//             header and '#' comment lines (the Nikoli sample layout).
//   json      {"family":"slitherlink","rows":R,"cols":C,"clues":["3.2",...]}, see
//             schemas/slitherlink-puzzle.schema.json.
//   ascii     a picture of the clues with the loop drawn in (write only).
//   svg       a clean diagram of clues, dots and loop (write only).
//
// Each parse_* returns nullopt when the text is not in its format at all, else the
// puzzle or an error naming the problem and position.
#include <optional>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "core/parsed.hpp"
#include "families/slitherlink/puzzle.hpp"

namespace looplab::slitherlink {

std::optional<Parsed<Puzzle>> parse_loopy_id(std::string_view text);
std::optional<Parsed<Puzzle>> parse_puzzlink(std::string_view text);
std::optional<Parsed<Puzzle>> parse_text_grid(std::string_view text);
std::optional<Parsed<Puzzle>> parse_json(std::string_view text);

// Tries every format above in turn.
std::optional<Parsed<Puzzle>> parse_any(std::string_view text);

std::string write_loopy_id(const Puzzle& p);
std::string write_puzzlink(const Puzzle& p);
std::string write_text_grid(const Puzzle& p, char row_separator = '\n');
std::string write_json(const Puzzle& p, const EdgeSet* solution = nullptr);
// The puzzle object that write_json writes (Puzzle::to_json, a pack's entry).
nlohmann::json json_object(const Puzzle& p, const EdgeSet* solution = nullptr);
std::string write_ascii(const Puzzle& p, const EdgeSet* solution = nullptr);
std::string write_svg(const Puzzle& p, const EdgeSet* solution = nullptr);

// Shared by the parsers: the size limits of the model, checked with one message.
std::optional<std::string> size_problem(long rows, long cols);

}  // namespace looplab::slitherlink
