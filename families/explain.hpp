#pragma once
// Hints and solution paths at the family edge: what `looplab hint`, `solve --path`,
// `rate --explain` and the API read, typed and family-neutral. A family turns its
// solver::Step values (solver/step.hpp: its own numbering) into these (rows and
// columns, a sentence), and to_json below is the one writer of their JSON
// (schemas/hint.schema.json, schemas/path.schema.json).
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

namespace looplab::families {

class Puzzle;

// One thing on the board a step decided or read, as the player sees it. Rows and
// columns are 0-based here and in JSON; sentences say them 1-based ("row 3, column 4").
struct Item {
  enum class Where : std::uint8_t {
    HEdge,  // loop families: edge `h` (rows 0..R, columns 0..C-1), solve --json's layout
    VEdge,  // edge `v` (rows 0..R-1, columns 0..C)
    Dot,    // a grid point (rows 0..R, columns 0..C)
    Cell,   // a cell (rows 0..R-1, columns 0..C-1)
    // On a grid given as a graph (Slitherlink on Loopy's other grids), by the ids of
    // `convert --to json`: an edge by its two points (row < col), a face by its index
    // and a point by its id (in row; col unused).
    Edge,
    Face,
    Point,
  };
  enum class Mark : std::uint8_t {
    None,       // a place the step looked at
    Line,       // an edge drawn
    Cross,      // an edge crossed out
    Clue,       // a cell's clue or given: `value`
    Place,      // a digit placed in a cell: `value`
    Eliminate,  // a digit ruled out of a cell: `value`
    Turn,       // a tile turned to orientation `value` (the family's numbering)
    NotTurn,    // a tile's orientation `value` ruled out
  };
  Where where = Where::Cell;
  int row = 0, col = 0;
  Mark mark = Mark::None;
  int value = 0;
  bool operator==(const Item&) const = default;
};

// One step as a player is shown it.
struct ShownStep {
  enum class Kind : std::uint8_t { Rule, Trial, Contradiction, Guess };
  Kind kind = Kind::Rule;
  std::string rule;  // the id in the family's rule table; "guess" for a search branch
  int tier = 0;
  std::string text;  // one sentence: the indication, the reasoning, the conclusion
  std::vector<Item> conclusions, premises;
  // A trial: the mark supposed, and the steps it forced, the last a contradiction.
  std::optional<Item> supposed;
  std::vector<ShownStep> chain;
};

struct Hint {
  enum class Kind : std::uint8_t {
    Step,     // the easiest next step: `step`
    Mistake,  // marks that contradict the solution: `marks` (nothing else is said)
    Solved,   // the position is the solution
  };
  Kind kind = Kind::Solved;
  ShownStep step;           // Kind::Step
  std::vector<Item> marks;  // Kind::Mistake
  std::string text;         // Kind::Mistake: the sentence naming them
};

// The whole solution from the empty board: steps in order, a journey being one
// deduction and the moves it forces, one after another. Replaying every conclusion gives
// the unique solution.
struct Path {
  std::vector<std::vector<ShownStep>> journeys;
  int max_tier = 0;  // the family's highest rule tier (a guess is one above)
  std::size_t steps() const;
};

// The JSON of each (schemas/hint.schema.json: Hint; schemas/path.schema.json: Path).
nlohmann::json to_json(const Item& item);
nlohmann::json to_json(const ShownStep& step);
nlohmann::json to_json(const Hint& hint);
nlohmann::json to_json(const Path& path);

// Steps per tier, 0 up to max_tier, then the guesses (tier max_tier + 1).
std::vector<std::size_t> steps_by_tier(const Path& path);

// The marks of a puzzle's one solution as a path's steps name them: what `validate`
// replays a stored path against (io/pack_path.hpp). Each family says which marks its
// solution makes (Puzzle::solution_marks); a step's conclusion agrees with the solution
// when it is one of `decided` or `also`, and the replayed conclusions complete the
// solution when every one of `decided` is among them.
struct SolutionMarks {
  // The solution itself, each mark of it that the empty board does not show: every edge
  // a line or a cross, every cell's digit but the givens, every tile's turn.
  std::vector<Item> decided;
  // What a step may also conclude on the way, true of the solution: a digit ruled out
  // of a cell the solution does not give it, a side between tiles, a turn ruled out.
  std::vector<Item> also;
  // What the empty board shows already, which a step reads without any step deciding it
  // (a border no pipe crosses, a tile with one turn and its sides).
  std::vector<Item> shown;
  // Marks a step may read once the first of a pair is decided, though no step concluded
  // the second: a tile turned shows its sides and its other turns ruled out.
  std::vector<std::pair<Item, Item>> implies;
};

// Journeys from steps in order: a step that reads a mark the step before it decided
// continues that one's journey; any other starts a new one.
Path group_journeys(std::vector<ShownStep> steps, int max_tier);

std::string cell_name(int r, int c);  // "row 3, column 4" from 0-based r, c
std::string capital(std::string s);
// "a, b and c"
std::string join_and(const std::vector<std::string>& parts, std::string_view last = " and ");

// The hardest steps of a path (highest tier first, then in path order), at most `n`:
// what `rate --explain` shows.
std::vector<const ShownStep*> hardest_steps(const Path& path, std::size_t n);

}  // namespace looplab::families
