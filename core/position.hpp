#pragma once
// How a grid position reads in every message: "row R, column C", 1-based, from 0-based
// indices. Cells, tiles, vertex marks and dots of every family and the server say it this way;
// a position in a text (a parse error) is "line L, column C" instead (core/error.hpp).
#include <string>

namespace looplab {

inline std::string at_row_column(int r, int c) {
  return "row " + std::to_string(r + 1) + ", column " + std::to_string(c + 1);
}

}  // namespace looplab
