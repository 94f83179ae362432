#pragma once
// Tatham's Towers difficulty levels, easiest first: the family's `tatham_levels`, what
// the rater reports and `generate --tatham-level` asks for (docs/RATING.md).
#include <string_view>

namespace looplab::towers {

inline constexpr std::string_view kTathamLevels[] = {"easy", "hard", "extreme", "unreasonable"};

}  // namespace looplab::towers
