#pragma once
// Every text form of a Sudoku that looplab reads or writes.
//
//   line   one line of n*n cells, row-major: `1`-`9` then `A`-`P` for 10-25, `.` or `0`
//          empty. The length says the size: 16 (4x4), 36 (6x6), 64 (8x8), 81 (9x9),
//          144 (12x12), 256 (16x16), 625; the boxes are the size's default ones.
//   grid   n rows, one a line: cells as above, or n whitespace-separated numbers
//          (`.`/`0` empty) for big grids; spaces, `|` and rule lines of `-`, `+`, `=`
//          are ignored, so the `ascii` picture reads back.
//   solo   Simon Tatham's Solo game ID `CxR:BODY` (C columns and R rows of boxes: a box
//          is R cells wide and C tall, so `2x3` has boxes 3 wide, 2 tall); the body
//          is row-major: decimal givens, `a`-`z` runs of 1-26 empty cells, `_` only
//          between two adjacent givens. Example: `3x3:b9e6a8_6_4_5d5b8...`.
//   json   {"family":"sudoku","size":9,"box_rows":3,"box_cols":3,"grid":[[5,3,0,...],...]}
//          (0 empty); see schemas/sudoku-puzzle.schema.json.
//   ascii  boxed picture (read back as `grid`); svg: a drawing (write only).
//
// Each parse_* returns nullopt when the text is not in its format at all, else the
// puzzle or an error naming the problem and position.
#include <optional>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "core/parsed.hpp"
#include "families/sudoku/puzzle.hpp"

namespace looplab::sudoku {

std::optional<Parsed<Puzzle>> parse_line(std::string_view text);
std::optional<Parsed<Puzzle>> parse_grid(std::string_view text);
std::optional<Parsed<Puzzle>> parse_solo_id(std::string_view text);
std::optional<Parsed<Puzzle>> parse_json(std::string_view text);
std::optional<Parsed<Puzzle>> parse_any(std::string_view text);

std::string write_line(const Puzzle& p);
std::string write_grid(const Puzzle& p);
std::string write_solo_id(const Puzzle& p);
std::string write_json(const Puzzle& p);
// The same object as a JSON value (a pack entry starts from it).
nlohmann::json json_object(const Puzzle& p);
std::string write_ascii(const Puzzle& p, const Grid* solution = nullptr);
std::string write_svg(const Puzzle& p, const Grid* solution = nullptr);

// The cell alphabet of `line`: 1-9, A-P; -1 for anything else ('.'/'0' are handled apart).
int cell_value(char c);
char cell_char(int value);
// Box shape for a grid of side n given without one: the squarest, box_rows <= box_cols.
std::optional<std::pair<int, int>> default_boxes(int n);

}  // namespace looplab::sudoku
