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
#include "families/rating/rating_record.hpp"

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

// The puzzle in every text format of its family that a game app or another program can
// load (not JSON, which the entry is, nor pictures): {"FORMAT": "TEXT", ...}.
nlohmann::json exports(const families::Puzzle& puzzle);

// The puzzle itself in a pack entry: the entry without what a pack adds about it (id,
// solution, rating, minimal, exports, path). Two entries hold the same puzzle exactly when these
// are equal, in every family.
nlohmann::json puzzle_of_entry(nlohmann::json entry);

// A pack entry as a value (schemas/pack-puzzle.schema.json): the family's puzzle object
// and what a pack adds about it. from_json reads an entry that passed the schema (it
// throws nlohmann::json::exception on another shape); to_json writes it back key for key.
struct PackEntry {
  nlohmann::json puzzle;  // the family's puzzle object: "family", "rows", "cols" and its own keys
  std::string id;
  nlohmann::json solution;  // in the family's JSON shape
  families::RatingRecord rating;
  bool minimal = false;
  nlohmann::json exports;              // exports(puzzle)
  std::optional<nlohmann::json> path;  // io/pack_path.hpp, when stored
  std::string family() const { return puzzle.at("family").get<std::string>(); }
  int rows() const { return puzzle.at("rows").get<int>(); }
  int cols() const { return puzzle.at("cols").get<int>(); }
};
void to_json(nlohmann::json& j, const PackEntry& e);
void from_json(const nlohmann::json& j, PackEntry& e);

// The entry of a puzzle proven unique (without a path).
PackEntry pack_entry(const families::Puzzle& puzzle, const std::string& id, const families::Solution& solution,
                     const families::Rating& rating, bool minimal);

// A pack's `parameters` as a value: what it was made from (its family "" for a hand-made
// pack before its first puzzle; a grade or level of "" written as null, a grid "", no
// max_attempts and no paths left out), with the family's own options as they are written,
// by key (families::GenerateOptionValues::recorded), not as `made.ask.options`, which stays
// empty. from_json throws nlohmann::json::exception on a shape the schema refuses, or a
// number its field cannot hold.
struct RecordedParameters {
  PackParameters made;
  nlohmann::json options = nlohmann::json::object();
};
void to_json(nlohmann::json& j, const RecordedParameters& p);
void from_json(const nlohmann::json& j, RecordedParameters& p);

// A pack as a value (schemas/pack.schema.json), read and written as the two functions
// below; the `generator` version stays the one that made it.
struct Pack {
  std::string version;  // of the looplab that made it
  std::string command;
  RecordedParameters parameters;  // what was asked (make_pack writes it)
  std::vector<PackEntry> puzzles;
  const std::string& family() const { return parameters.made.family; }
};
void to_json(nlohmann::json& j, const Pack& p);
void from_json(const nlohmann::json& j, Pack& p);

// The pack of `puzzles` made as `p` asks: its command line and parameters.
Pack make_pack(const PackParameters& p, std::vector<PackEntry> puzzles);

// Stable text: the header fields indented, one puzzle a line.
std::string dump_pack(const Pack& pack);

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
