#pragma once
// A validator for the part of JSON Schema (2020-12) that looplab's own schemas use, so
// `looplab validate` checks packs against the very files in schemas/ (embedded at build
// time) rather than against a second, hand-written copy of their rules.
//
// Keywords: $ref (to "#/$defs/..." or another schema by $id or file name, optionally
// with a fragment), type, const, enum, properties, required, additionalProperties,
// prefixItems, items, minItems, maxItems, minLength, maxLength, pattern, minimum, maximum, allOf,
// anyOf, oneOf, if/then/else. Unknown keywords are ignored, as the spec says.
#include <map>
#include <optional>
#include <string>

#include <nlohmann/json.hpp>

namespace looplab::io {

class SchemaSet {
 public:
  // Adds a schema under its file name and its $id.
  void add(const std::string& file_name, nlohmann::json schema);
  // The first violation found, as "at /puzzles/3/rows: 0 is less than the minimum 1",
  // or nullopt when `instance` is valid against the schema named `file_name`.
  std::optional<std::string> validate(const nlohmann::json& instance, const std::string& file_name) const;

 private:
  const nlohmann::json* resolve(const std::string& ref, const nlohmann::json& base) const;
  std::optional<std::string> check(const nlohmann::json& v, const nlohmann::json& s, const nlohmann::json& base,
                                   const std::string& path) const;
  std::map<std::string, nlohmann::json> by_name_;
};

// The schemas of schemas/, compiled into the binary.
const SchemaSet& builtin_schemas();

}  // namespace looplab::io
