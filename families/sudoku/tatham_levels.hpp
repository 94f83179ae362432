#pragma once
// Tatham's Solo difficulty levels, easiest first: the family's `tatham_levels`, what the
// rater reports and `generate --tatham-level` asks for (docs/RATING.md).
#include <string_view>

namespace looplab::sudoku {

inline constexpr std::string_view kTathamLevels[] = {"trivial",  "basic",   "intermediate",
                                                     "advanced", "extreme", "unreasonable"};

}  // namespace looplab::sudoku
