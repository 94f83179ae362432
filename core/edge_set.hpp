#pragma once
// A set of edges of an R x C grid (numbered as in core/grid.hpp), and its text form: two
// 0/1 strings, `h` ((R+1) rows of C) and `v` (R rows of C+1), row-major: the layout of
// puzzle-loop.com's Answer strings. Loops (the solutions of loop puzzles, the generator's random
// loops, the enumerator's loops) are edge sets, so this lives below every stage.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/grid.hpp"

namespace looplab::core {

struct EdgeSet {
  int rows = 0, cols = 0;
  std::vector<std::uint8_t> on;  // 1 = the edge is on the loop

  EdgeSet() = default;
  EdgeSet(int r, int c)
      : rows(r), cols(c), on(static_cast<std::size_t>(Grid(r, c).num_edges()), 0) {}
  std::string h() const;  // (R+1) rows of C '0'/'1'
  std::string v() const;  // R rows of C+1 '0'/'1'
  bool operator==(const EdgeSet&) const = default;
};

// Builds an edge set from h/v strings; '1'/'y' mean on, '0'/'n' off. nullopt (with
// `why` set) when a string has the wrong length (the message gives the expected rows
// and characters a row, in numbers) or a stray character.
std::optional<EdgeSet> edges_from_strings(int rows, int cols, const std::string& h,
                                          const std::string& v, std::string* why = nullptr);

}  // namespace looplab::core
