#include "families/rating/rating_record.hpp"

#include <cmath>
#include <string_view>

#include "core/error.hpp"
#include "families/json_integer.hpp"

namespace looplab::families {

using nlohmann::json;

RatingRecord record_of(const Rating& rating) {
  const Metrics& m = rating.metrics;
  const std::optional<Grade> grade = grade_named(rating.grade);
  LK_REQUIRE(grade.has_value(), "a rating's grade on the ladder");
  MetricsRecord metrics{.clues = m.clues,
                        .givens = m.givens,
                        .tiles = m.tiles,
                        .cells = m.cells,
                        .status = m.status ? std::optional<std::string>(*m.status) : std::nullopt,
                        .propagation_tier = m.propagation_tier,
                        .decided_by_tier = std::nullopt,
                        .steps_by_tier = m.steps_by_tier,
                        .max_tier = m.max_tier,
                        .probe_eliminations = m.probe_eliminations,
                        .guesses = m.guesses,
                        .backtracks = m.backtracks,
                        .max_depth = m.max_depth,
                        .rule_steps = {}};
  // Rounded here, not when written, so that a record read back equals the one made.
  if (m.decided_by_tier) {
    metrics.decided_by_tier.emplace();
    for (double d : *m.decided_by_tier) metrics.decided_by_tier->push_back(std::round(d * 1000) / 1000);
  }
  for (const auto& [id, steps] : m.rule_steps) metrics.rule_steps[std::string(id)] = steps;
  return {.grade = *grade,
          .score = rating.score,
          .tatham_level = rating.tatham_level ? std::optional<std::string>(*rating.tatham_level) : std::nullopt,
          .metrics = std::move(metrics)};
}

void to_json(json& j, const RatingRecord& r) {
  const MetricsRecord& m = r.metrics;
  json metrics = json::object();
  auto put = [&](const char* key, const auto& value) {
    if (value) metrics[key] = *value;
  };
  put("clues", m.clues);
  put("givens", m.givens);
  put("tiles", m.tiles);
  put("cells", m.cells);
  put("status", m.status);
  put("propagation_tier", m.propagation_tier);
  put("decided_by_tier", m.decided_by_tier);
  put("steps_by_tier", m.steps_by_tier);
  put("max_tier", m.max_tier);
  put("probe_eliminations", m.probe_eliminations);
  metrics["guesses"] = m.guesses;
  metrics["backtracks"] = m.backtracks;
  metrics["max_depth"] = m.max_depth;
  metrics["rule_steps"] = m.rule_steps;
  j = {{"grade", name_of(r.grade)},
       {"score", r.score},
       {"tatham_level", r.tatham_level ? json(*r.tatham_level) : json(nullptr)},
       {"metrics", std::move(metrics)}};
}

namespace {

[[noreturn]] void unknown_key(const json& object, const std::string& key) {
  throw json::out_of_range::create(403, "key '" + key + "' is not one of a rating's", &object);
}

void require_object(const json& j) {
  if (!j.is_object()) throw json::type_error::create(302, "type must be object, but is " + std::string(j.type_name()), &j);
}

template <class T>
std::vector<T> read_array(const json& v, T (*read)(const json&)) {
  if (!v.is_array()) throw json::type_error::create(302, "type must be array, but is " + std::string(v.type_name()), &v);
  std::vector<T> out;
  for (const json& item : v) out.push_back(read(item));
  return out;
}

double read_number(const json& v) { return v.get<double>(); }

MetricsRecord metrics_of(const json& j) {
  require_object(j);
  MetricsRecord m;
  for (const auto& [key, v] : j.items()) {
    if (key == "clues") m.clues = json_integer<int>(v);
    else if (key == "givens") m.givens = json_integer<int>(v);
    else if (key == "tiles") m.tiles = json_integer<int>(v);
    else if (key == "cells") m.cells = json_integer<int>(v);
    else if (key == "status") m.status = v.get<std::string>();
    else if (key == "propagation_tier") m.propagation_tier = json_integer<int>(v);
    else if (key == "decided_by_tier") m.decided_by_tier = read_array(v, read_number);
    else if (key == "steps_by_tier") m.steps_by_tier = read_array(v, json_integer<std::uint64_t>);
    else if (key == "max_tier") m.max_tier = json_integer<int>(v);
    else if (key == "probe_eliminations") m.probe_eliminations = json_integer<std::uint64_t>(v);
    else if (key == "guesses") m.guesses = json_integer<std::uint64_t>(v);
    else if (key == "backtracks") m.backtracks = json_integer<std::uint64_t>(v);
    else if (key == "max_depth") m.max_depth = json_integer<int>(v);
    else if (key == "rule_steps") {
      require_object(v);
      for (const auto& [id, n] : v.items()) m.rule_steps[id] = json_integer<std::uint64_t>(n);
    } else {
      unknown_key(j, key);
    }
  }
  for (const char* required : {"guesses", "backtracks", "max_depth", "rule_steps"}) j.at(required);
  return m;
}

}  // namespace

void from_json(const json& j, RatingRecord& r) {
  require_object(j);
  for (const auto& [key, v] : j.items())
    if (key != "grade" && key != "score" && key != "tatham_level" && key != "metrics") unknown_key(j, key);
  const std::string grade = j.at("grade").get<std::string>();
  const std::optional<Grade> on_ladder = grade_named(grade);
  if (!on_ladder) throw json::out_of_range::create(406, "grade '" + grade + "' is not on the ladder", &j);
  r.grade = *on_ladder;
  r.score = j.at("score").get<double>();
  const json& level = j.at("tatham_level");
  r.tatham_level = level.is_null() ? std::nullopt : std::optional<std::string>(level.get<std::string>());
  r.metrics = metrics_of(j.at("metrics"));
}

}  // namespace looplab::families
