#pragma once
// JSON puzzle packs (schemas/pack.schema.json): what `generate` writes, `validate`
// re-checks and the web app plays. A pack holds no timestamps and no thread counts, so
// the same parameters give the same bytes.
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "families/family.hpp"

namespace looplab::io {

// What a pack is made from, as asked (a pack's `parameters` record it): the family, the
// request in words (its grade may also be kMixedGrade, io/build_pack.hpp; its grid is
// recorded by its Loopy name, when other than the square one; its options as
// family_options(p).recorded()), and what only a pack has.
struct PackParameters {
  std::string family{};  // a registered family's name
  families::GenerateAsk ask{};
  std::uint64_t count = 10;
  std::uint64_t seed = 1;
  // Attempts per puzzle before giving up on it; 0 = kDefaultAttempts (io/build_pack.hpp).
  // Recorded when given: a larger budget can make a pack that a smaller one gives up on.
  std::uint64_t max_attempts = 0;
  // Each entry stores its solution path (io/pack_path.hpp), for a family with paths
  // (Family::hint_state set). Recorded when on: a pack without it stays as it was.
  bool paths = false;
};

// The family's options for the pack, every one given or defaulted; InputError when one
// is not the family's or out of range.
families::GenerateOptionValues family_options(const PackParameters& p);

// The looplab command line that makes the pack again (without --jobs and --out, which
// do not change it).
std::string canonical_command(const PackParameters& p);

// One pack entry: the family's puzzle object plus id, solution, rating, minimal, exports
// (and "path", added by build_pack when asked).
// The puzzle in every text format of its family that a game app or another program can
// load (not JSON, which the entry is, nor pictures): {"FORMAT": "TEXT", ...}.
nlohmann::json exports(const families::Puzzle& puzzle);

nlohmann::json pack_entry(const families::Puzzle& puzzle, const std::string& id, const families::Solution& solution,
                          const families::Rating& rating, bool minimal);

// The puzzle itself in a pack entry: the entry without what pack_entry adds about it (id,
// solution, rating, minimal, exports, path). Two entries hold the same puzzle exactly when these
// are equal, in every family.
nlohmann::json puzzle_of_entry(nlohmann::json entry);

nlohmann::json make_pack(const PackParameters& p, std::vector<nlohmann::json> puzzles);

// A pack entry as a value (schemas/pack-puzzle.schema.json): the family's puzzle object
// and what a pack adds about it. from_json reads an entry that passed the schema (it
// throws nlohmann::json::exception on another shape); to_json writes it back key for key.
struct PackEntry {
  nlohmann::json puzzle;  // the family's puzzle object: "family", "rows", "cols" and its own keys
  std::string id;
  nlohmann::json solution;             // in the family's JSON shape
  nlohmann::json rating;               // families::to_json(Rating)
  bool minimal = false;
  nlohmann::json exports;              // exports(puzzle)
  std::optional<nlohmann::json> path;  // io/pack_path.hpp, when stored
  std::string family() const { return puzzle.at("family").get<std::string>(); }
  int rows() const { return puzzle.at("rows").get<int>(); }
  int cols() const { return puzzle.at("cols").get<int>(); }
  std::optional<std::string> grade() const;  // the rating's
};
void to_json(nlohmann::json& j, const PackEntry& e);
void from_json(const nlohmann::json& j, PackEntry& e);

// A pack as a value (schemas/pack.schema.json), read and written as the two functions
// below; the `generator` version stays the one that made it.
struct Pack {
  std::string version;  // of the looplab that made it
  std::string command;
  // What was asked (make_pack writes it): family, size, count, seed and the options; the
  // family's own options have keys of their own, so they stay JSON.
  nlohmann::json parameters = nlohmann::json::object();
  std::vector<PackEntry> puzzles;
  // The family of its puzzles; "" for a hand-made pack before its first puzzle.
  std::string family() const { return parameters.value("family", ""); }
};
void to_json(nlohmann::json& j, const Pack& p);
void from_json(const nlohmann::json& j, Pack& p);

// Stable text: the header fields indented, one puzzle a line.
std::string dump_pack(const nlohmann::json& pack);

// Reads a pack file; InputError naming the file, line and column when it is not JSON
// (or nests deeper than core::kMaxJsonDepth). parse_pack is the same on text in memory.
nlohmann::json read_pack(const std::string& path);
nlohmann::json parse_pack(const std::string& text, const std::string& source);

// Every problem found in a pack, one line each ("puzzle 3 (id): ..."); empty when it is
// valid: schema, every solution by the family's independent checker, uniqueness by the
// solver, `minimal` proven again where it says true, `exports` equal to the puzzle's and
// each read back as the same puzzle, the rating equal to what `rate` gives now, and a
// stored path replayed against the solution (io/pack_path.hpp, replay_problem).
std::vector<std::string> validate_pack(const nlohmann::json& pack,
                                       const std::function<void(std::size_t)>& on_puzzle = nullptr);

}  // namespace looplab::io
