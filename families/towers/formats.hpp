#pragma once
// Every text form of a Towers puzzle that looplab reads or writes.
//
//   towers  Simon Tatham's Towers game ID `N:c/c/.../c[,GIVENS]`: 4N clues separated by
//           '/', empty = none: the N columns seen from the top (left to right), the N
//           columns seen from the bottom, the N rows seen from the left (top to bottom),
//           the N rows seen from the right; after a comma the givens, row-major, digits
//           with `a`-`z` runs of empty cells and `_` between two adjacent digits.
//           Example: `4://3//////2////2//3/,e1j`.
//   json    {"family":"towers","size":4,"clues":{"top":[0,0,3,0],"bottom":[...],
//           "left":[...],"right":[...]},"grid":[[0,...],...]} (0 = none; "grid" holds
//           the givens and is optional); see schemas/towers-puzzle.schema.json.
//   ascii   the grid framed by its clues (write only); svg: a drawing (write only).
#include <optional>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "core/parsed.hpp"
#include "families/towers/puzzle.hpp"

namespace looplab::towers {

std::optional<Parsed<Puzzle>> parse_towers_id(std::string_view text);
std::optional<Parsed<Puzzle>> parse_json(std::string_view text);
std::optional<Parsed<Puzzle>> parse_any(std::string_view text);

std::string write_towers_id(const Puzzle& p);
std::string write_json(const Puzzle& p);
// The same object as a JSON value (a pack entry starts from it).
nlohmann::json json_object(const Puzzle& p);
std::string write_ascii(const Puzzle& p, const Grid* solution = nullptr);
std::string write_svg(const Puzzle& p, const Grid* solution = nullptr);

}  // namespace looplab::towers
