#pragma once
// A solution path as a pack entry stores it (`generate --paths`; its "path",
// schemas/pack-path.schema.json), so that an app can offer hints offline, and its
// replay by `validate`.
//
// The compact form keeps all of families::Path but spells each item as a short code
// and each step as an array:
//   item:  h3.4+  v0.2x  (an edge of the h/v layout: line, cross)   c1.5:0 (a cell's clue)
//          c2.2=5 (a digit placed)  c2.2!5 (ruled out)  c0.1@2 (a tile turned to 2)
//          c0.1~8 (turn 8 ruled out)  d3.4 c3.4 (a dot or cell looked at); rows and
//          columns 0-based, as in the JSON of a hint, -1 (or the size) for a clue outside
//          the grid: c-1.2:3 above column 3, c4.-1:2 left of row 5; on a grid given as
//          a graph (Loopy's other grids), by the ids of `convert --to json`: e4.9+ (the
//          edge from point 4 to point 9, drawn), f12.0:3 (face 12's clue), p7.0 (point 7)
//   step:  [rule, tier, text, conclusions, premises]           a rule
//          [..., "guess"]  [..., "contradiction"]               a guess, a trial's last link
//          [..., "trial", supposed, [link steps...]]            a trial
// The sentence stays: an app has no other source of the family's words.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "families/explain.hpp"

namespace looplab::io {

std::string item_code(const families::Item& item);
// InputError naming the code when it is not one.
families::Item read_item_code(std::string_view code);

nlohmann::json compact_path(const families::Path& path);
// The path back from its compact form (which has passed the schema): InputError naming
// the step and the code that is not one.
families::Path read_compact_path(const nlohmann::json& compact);

// The first problem in replaying `path` on the empty board against `solution` (the marks
// of the one solution, Puzzle::solution_marks), or nullopt: each step's premise marks
// were shown from the start or decided before it as it reads them, each conclusion agrees
// with the solution (one of its `decided`, `also` or `shown` marks) and decides a mark no
// step decided before, each rule is one of `rule_ids` (or "guess"), and at the end every mark
// of `decided` is decided. A trial's chain is tentative: only its conclusion is applied.
// Steps are named "step N (RULE)", N from 1 in path order.
std::optional<std::string> replay_problem(const families::Path& path, const families::SolutionMarks& solution,
                                          const std::vector<std::string_view>& rule_ids);

}  // namespace looplab::io
