#pragma once
// Every text form of an ∞ Loop puzzle that looplab reads or writes.
//
//   text     box-drawing tiles, one grid row a line (or rows separated by '/' on one
//            line): ┃━┏┓┛┗┣┳┫┻╋╹╺╻╸, the light forms │─┌┐┘└├┬┤┴┼╵╶╷╴ too, and a space,
//            '.' or '·' for a blank tile. Rows shorter than the longest are padded with
//            blanks (on the left for the first row, whose leading blanks a trim may have
//            eaten, on the right for the others).
//   numbers  `ROWS`, `COLS`, `0` on three lines, then ROWS lines of COLS numbers 0-15
//            (bits up=1 right=2 down=4 left=8), the layout of the InfinityLoop solvers.
//   net      Simon Tatham's Net game ID for a non-wrapping grid: `WxH:` then one hex digit
//            a tile, row by row, bits R=1 U=2 L=4 D=8 (W = columns). Wrapping (`WxHw:`)
//            and barrier markers ('h', 'v') are refused as not supported.
//   json     {"family":"infinity-loop","rows":R,"cols":C,"tiles":["┏┓",...]}, optional
//            "solution" in the same shape; see schemas/infinity-loop-puzzle.schema.json.
//   ascii    a 3x3-character picture of each tile (write only).
//   svg      a diagram of the tiles as given; svg-solution, the same solved (write only).
//
// Each parse_* returns nullopt when the text is not in its format at all, else the
// puzzle or an error naming the problem and position.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/parsed.hpp"
#include "families/infinity_loop/puzzle.hpp"

namespace looplab::infinity_loop {

std::optional<Parsed<Puzzle>> parse_text(std::string_view text);
std::optional<Parsed<Puzzle>> parse_numbers(std::string_view text);
std::optional<Parsed<Puzzle>> parse_net_id(std::string_view text);
std::optional<Parsed<Puzzle>> parse_json(std::string_view text);

// Whether the text has the full form of a Net ID: `WxH`, Net's parameters, `:` and
// exactly W*H hex digits. Such a text is also a Loopy ID when every digit is 0-3 (a
// Loopy grid with every cell clued, which Loopy never generates), so the registry
// tries ∞ Loop first on it; `--family slitherlink` reads it as Loopy.
bool has_net_id_form(std::string_view text);
// Tries every format above in turn.
std::optional<Parsed<Puzzle>> parse_any(std::string_view text);

using Masks = std::vector<std::uint8_t>;
std::string write_text(const Puzzle& p);
std::string write_numbers(const Puzzle& p);
std::string write_net_id(const Puzzle& p);
// The JSON form as a value (what Puzzle::to_json gives) and as text (what `--to json` writes).
nlohmann::json json_of(const Puzzle& p, const Masks* solution = nullptr);
std::string write_json(const Puzzle& p, const Masks* solution = nullptr);
std::string write_ascii(const Puzzle& p);
std::string write_svg(const Puzzle& p, const Masks* solution = nullptr);

}  // namespace looplab::infinity_loop
