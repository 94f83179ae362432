#pragma once
// A rating as a pack records it: the typed reading of what to_json(Rating) writes
// (schemas/pack-puzzle.schema.json, $defs/rating). Unlike Rating, which points into the
// family's tables, a record owns its strings, so it outlives the pack text it was read
// from, and two records compare field by field: a pack's rating against what `rate`
// gives now, whatever order the JSON keys were in.
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "families/rating/rating.hpp"

namespace looplab::families {

struct MetricsRecord {  // Metrics, field for field
  std::optional<int> clues, givens, tiles, cells;
  std::optional<std::string> status;
  std::optional<int> propagation_tier;
  std::optional<std::vector<double>> decided_by_tier;  // rounded to 3 decimals
  std::optional<std::vector<std::uint64_t>> steps_by_tier;
  std::optional<int> max_tier;
  std::optional<std::uint64_t> probe_eliminations;
  std::uint64_t guesses = 0, backtracks = 0;
  int max_depth = 0;
  std::map<std::string, std::uint64_t> rule_steps;  // by rule id: a record has no table order
  bool operator==(const MetricsRecord&) const = default;
};

struct RatingRecord {
  Grade grade = Grade::easy;
  double score = 0;
  std::optional<std::string> tatham_level;  // null (or left out) when the family has no scale
  MetricsRecord metrics;
  bool operator==(const RatingRecord&) const = default;
};

RatingRecord record_of(const Rating& rating);

// The one writer and the one reader of a rating's JSON. from_json takes what the schema
// passed and throws nlohmann::json::exception on any other shape (a count no int holds,
// a grade off the ladder, a key the metrics do not have).
void to_json(nlohmann::json& j, const RatingRecord& r);
void from_json(const nlohmann::json& j, RatingRecord& r);

}  // namespace looplab::families
