#pragma once
// What `generate` asks of a family, in two forms: the words a user gives (the CLI's flags,
// a pack's `parameters`) and the request they resolve to. resolve() is the one check,
// at the edge (the CLI, a pack build, the server): a family's generator gets a request
// that is already right for it, and checks nothing.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

#include <nlohmann/json.hpp>

#include "families/rating/grade.hpp"
#include "generator/symmetry.hpp"

namespace looplab::core {
class Progress;
struct LoopyGridType;
}  // namespace looplab::core

namespace looplab::families {

struct Family;

// A generation option that only some families read (the shape of a loop, the density
// of pipes). The family declares it once; `generate --NAME`, its --help, the
// pack's `parameters` and canonical command, `looplab list` and the checks of a value
// all read that declaration.
// Three kinds: a number in a range, a flag, or a list (a non-empty subset of the
// declared `items`, given as NAME,NAME,...; all of them when not given).
struct GenerateOption {
  // The key in a pack's `parameters` ("uniform_loop"); on the command line with dashes
  // (`--uniform-loop`, see option_flag).
  std::string_view name;
  bool flag = false;          // a switch, recorded only when on
  double default_value = 0;   // numbers: what `generate` uses when it is not given
  double min = 0, max = 1;    // numbers: the allowed range, both ends included ...
  bool above_min = false;     // ... except `min` itself when this is set
  std::string_view help{};    // one line for --help
  // A list option's items (at most 32), in the order a pack records them; empty for a
  // number or a flag. A list travels as the bit set of its items (bit i: items[i]).
  std::vector<std::string_view> items{};
};

// `--uniform-loop` for the option named "uniform_loop".
std::string option_flag(const GenerateOption& option);

// The bit set of the comma-separated item names in `text` for a list option (what the
// command line passes to resolve_options); InputError naming the first unknown item.
double list_value(const GenerateOption& option, std::string_view text);

// The options given for one request (a flag is 1 when on, a list its bit set). Only
// resolve_options makes a non-empty one, so a value a family reads has been checked
// against its declaration; a default-constructed one leaves every option at its default.
class GenerateOptionValues {
 public:
  GenerateOptionValues() = default;
  // `family`'s option `name`: as given, else its declared default (a flag: off; a list:
  // every item). LK_REQUIREs a name the family declares.
  double number(const Family& family, std::string_view name) const;
  bool flag(const Family& family, std::string_view name) const { return number(family, name) != 0; }
  // A list option's items as their bit set (bit i: the option's items[i]).
  std::uint32_t items(const Family& family, std::string_view name) const {
    return static_cast<std::uint32_t>(number(family, name));
  }
  // What a pack records: {"fill": 0.55, "uniform_loop": true, "tiles": ["end", "tee"]}:
  // every number, the flags that are on and the lists that leave an item out (a pack
  // made without a flag or a list stays as it was before it was declared).
  nlohmann::json recorded(const Family& family) const;

 private:
  friend GenerateOptionValues resolve_options(const Family&, const std::vector<std::pair<std::string, double>>&);
  std::vector<std::pair<std::string, double>> given_;
};

// The one check of a family's generation options: `given` (name and value, as asked)
// against `family`'s declaration. InputError for an option the family does not read
// (naming the ones it does) or a value out of range; else the values.
GenerateOptionValues resolve_options(const Family& family, const std::vector<std::pair<std::string, double>>& given);

// A level of the family's Tatham scale: its index in Family::tatham_levels (which each
// family keeps in the order of its own level enum, so the index converts to it).
struct TathamLevelIndex {
  int index = 0;
  friend bool operator==(TathamLevelIndex, TathamLevelIndex) = default;
};
// Any puzzle the family makes, as long as it is unique.
struct AnyPuzzle {
  friend bool operator==(AnyPuzzle, AnyPuzzle) = default;
};
// What a generator aims at: a puzzle of exactly this grade or level; easier or harder
// results are misses.
using Target = std::variant<AnyPuzzle, Grade, TathamLevelIndex>;

// A request resolved for one family: every value in it is one the family generates.
struct GenerateRequest {
  int rows = 10, cols = 10;
  Target target{};
  generator::Symmetry symmetry = generator::Symmetry::none;  // fits the grid
  // One of Loopy's grids other than the square one (core/loopy_grids.hpp), for a family
  // that generates there (Family::loopy_grids); null: the family's square grid. rows and
  // cols are then Loopy's H and W for that grid.
  const core::LoopyGridType* grid = nullptr;
  GenerateOptionValues options{};  // the family's own (Family::generate_options)
  // Whether the caller reads Generated::minimal (a pack records it; puzzles written one a
  // line do not). Proving it costs a uniqueness check per clue, so a family may skip it.
  bool want_minimal = true;
  // Where a family may say where its time goes (Progress::add_time, add_count), so that a
  // long run at a big size shows it; null when nobody shows it.
  core::Progress* progress = nullptr;
  // Which attempt at one puzzle this is: 1, then 2, ... while attempts miss (a pack's
  // puzzle draws its attempts in turn, on one thread, from one generator). A family may
  // keep what it drew at attempt 1 for the later ones, as Loopy keeps a puzzle's grid
  // while it draws loops on it.
  std::uint64_t attempt = 1;

  // The grade aimed at; none for another target.
  std::optional<Grade> grade() const {
    if (const Grade* g = std::get_if<Grade>(&target)) return *g;
    return std::nullopt;
  }
  // The Tatham level aimed at, as the family's level enum; none for another target.
  template <class Level>
  std::optional<Level> tatham_level() const {
    if (const TathamLevelIndex* l = std::get_if<TathamLevelIndex>(&target)) return static_cast<Level>(l->index);
    return std::nullopt;
  }
};

// The target's word: a grade's or the family's Tatham level's name; "" for any puzzle.
std::string_view target_name(const Family& family, const Target& target);

// What a user asks, as words: `generate`'s flags and a pack's `parameters`.
struct GenerateAsk {
  int rows = 10, cols = 10;
  std::string grade{};         // "" = any
  std::string tatham_level{};  // "" = any
  std::string symmetry = "none";
  std::string grid{};  // a Loopy grid by name or number; "" = the square grid
  // The family's own options as asked (name and value, 1 for a flag, a list's bit set).
  std::vector<std::pair<std::string, double>> options{};
};

// The one check of a request against what `family` declares: a size it makes (its
// generate_problem), a grade and a Tatham level it reaches, a symmetry the grid's shape
// has, a Loopy grid it generates on at a size Loopy makes, with the levels it grades
// there, and its own options (resolve_options). InputError naming the problem and what
// the family offers; else the request.
GenerateRequest resolve(const Family& family, const GenerateAsk& ask);

}  // namespace looplab::families
