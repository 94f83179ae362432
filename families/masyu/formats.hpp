#pragma once
// Every text form of a Masyu puzzle that looplab reads or writes.
//
//   pearl     Simon Tatham's Pearl game ID: `8x8:cWdWWcWbWb...` (also `8x8de:`, `8x8dt:`);
//             W x H is columns x rows; `B` black, `W` white, a-z runs of 1-26 empty cells.
//   puzzlink  https://puzz.link/p?mashu/COLS/ROWS/BODY (also pzv.jp, `masyu`, and the bare
//             p?mashu/... part): base-27 characters of 3 cells each, 0 empty, 1 white, 2 black.
//   text      rows of `B`, `W` and `.`, one a line or separated by '/' (needs a pearl, so a
//             grid of dots stays a Slitherlink grid).
//   json      {"family":"masyu","rows":R,"cols":C,"pearls":["B..W",...]}, see
//             schemas/masyu-puzzle.schema.json; optional "solution":{"h","v"}.
//   ascii     the pearls with the loop drawn in (write only).
//   svg       a diagram of cells, pearls and loop (write only).
//
// Each parse_* returns nullopt when the text is not in its format at all, else the
// puzzle or an error naming the problem and position.
#include <optional>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "core/parsed.hpp"
#include "families/masyu/puzzle.hpp"

namespace looplab::masyu {

std::optional<Parsed<Puzzle>> parse_pearl_id(std::string_view text);
std::optional<Parsed<Puzzle>> parse_puzzlink(std::string_view text);
std::optional<Parsed<Puzzle>> parse_text_grid(std::string_view text);
std::optional<Parsed<Puzzle>> parse_json(std::string_view text);

// The rows of a text grid, pearls or not (the JSON "pearls" field): always claimed.
Parsed<Puzzle> parse_pearl_rows(std::string_view rows);

// Tries every format above in turn.
std::optional<Parsed<Puzzle>> parse_any(std::string_view text);

std::string write_pearl_id(const Puzzle& p);
std::string write_puzzlink(const Puzzle& p);
std::string write_text_grid(const Puzzle& p, char row_separator = '\n');
std::string write_json(const Puzzle& p, const EdgeSet* solution = nullptr);
// The puzzle object that write_json writes (Puzzle::to_json, a pack's entry).
nlohmann::json json_object(const Puzzle& p, const EdgeSet* solution = nullptr);
std::string write_ascii(const Puzzle& p, const EdgeSet* solution = nullptr);
std::string write_svg(const Puzzle& p, const EdgeSet* solution = nullptr);

// The size limits of the model, checked with one message.
std::optional<std::string> size_problem(long rows, long cols);

}  // namespace looplab::masyu
