#include "io/json_schema.hpp"

#include <algorithm>
#include <cmath>
#include <map>
#include <stdexcept>

#include <boost/regex.hpp>

#include "looplab_schemas.hpp"

namespace looplab::io {

using nlohmann::json;

void SchemaSet::add(const std::string& file_name, json schema) {
  std::string id = schema.value("$id", "");
  by_name_[file_name] = schema;
  if (!id.empty()) by_name_[id] = std::move(schema);
}

const json* SchemaSet::resolve(const std::string& ref, const json& base) const {
  std::string doc = ref.substr(0, ref.find('#'));
  std::string fragment = ref.find('#') == std::string::npos ? "" : ref.substr(ref.find('#') + 1);
  const json* root = &base;
  if (!doc.empty()) {
    auto it = by_name_.find(doc);
    if (it == by_name_.end()) {
      // A relative reference resolves against the base's $id: compare file names.
      std::string name = doc.substr(doc.rfind('/') + 1);
      it = by_name_.find(name);
      if (it == by_name_.end()) return nullptr;
    }
    root = &it->second;
  }
  if (fragment.empty()) return root;
  try {
    return &root->at(json::json_pointer(fragment));
  } catch (const json::exception&) {
    return nullptr;
  }
}

namespace {

// A float that is a whole number an int64 holds (5.0 is an integer to JSON Schema; 6e59
// is too, but no count or size of ours, and casting it to an integer is undefined).
bool integral(double d) {
  return std::isfinite(d) && std::trunc(d) == d && d > -9.2e18 && d < 9.2e18;
}

bool has_type(const json& v, const std::string& t) {
  if (t == "object") return v.is_object();
  if (t == "array") return v.is_array();
  if (t == "string") return v.is_string();
  if (t == "integer") return v.is_number_integer() || (v.is_number_float() && integral(v.get<double>()));
  if (t == "number") return v.is_number();
  if (t == "boolean") return v.is_boolean();
  if (t == "null") return v.is_null();
  return false;
}

std::string shown(const json& v) {
  std::string s = v.dump();
  return s.size() > 40 ? s.substr(0, 37) + "..." : s;
}

// A pattern compiled once per thread: a pack with paths checks one pattern on thousands
// of item codes. Boost.Regex, not std::regex: libstdc++'s matcher recurses once a
// repeated character, so a 30,000-character string overflows the stack; Boost's matcher
// keeps its state on the heap and throws when a match grows too costly.
const boost::regex& compiled(const std::string& pattern) {
  thread_local std::map<std::string, boost::regex> cache;
  auto it = cache.find(pattern);
  if (it == cache.end()) it = cache.emplace(pattern, boost::regex(pattern, boost::regex::ECMAScript)).first;
  return it->second;
}

bool matches(const std::string& text, const std::string& pattern) {
  try {
    return boost::regex_search(text, compiled(pattern));
  } catch (const std::runtime_error&) {  // too costly to match: not a value we wrote
    return false;
  }
}

}  // namespace

std::optional<std::string> SchemaSet::check(const json& v, const json& s, const json& base, const std::string& path) const {
  auto at = [&](const std::string& what) { return "at " + (path.empty() ? std::string("/") : path) + ": " + what; };
  if (s.is_boolean()) return s.get<bool>() ? std::nullopt : std::optional<std::string>(at("not allowed"));
  if (!s.is_object()) return std::nullopt;
  const json& root = s.contains("$id") ? s : base;
  if (s.contains("$ref")) {
    const std::string ref = s["$ref"];
    const json* target = resolve(ref, root);
    if (!target) return at("unresolvable schema reference " + ref);
    const json& target_base = ref[0] == '#' ? root : *resolve(ref.substr(0, ref.find('#')), root);
    if (auto e = check(v, *target, target_base, path)) return e;
  }
  if (s.contains("type")) {
    const json& t = s["type"];
    bool ok = false;
    if (t.is_string()) ok = has_type(v, t);
    else
      for (const auto& one : t) ok |= has_type(v, one);
    if (!ok) return at(shown(v) + " is not of type " + (t.is_string() ? t.get<std::string>() : t.dump()));
  }
  if (s.contains("const") && v != s["const"]) return at(shown(v) + " should be " + shown(s["const"]));
  if (s.contains("enum")) {
    bool found = false;
    for (const auto& e : s["enum"]) found |= (v == e);
    if (!found) return at(shown(v) + " is not one of " + shown(s["enum"]));
  }
  if (v.is_object()) {
    if (s.contains("required"))
      for (const auto& key : s["required"])
        if (!v.contains(key.get<std::string>())) return at("missing required property \"" + key.get<std::string>() + "\"");
    const json* props = s.contains("properties") ? &s["properties"] : nullptr;
    for (auto it = v.begin(); it != v.end(); ++it) {
      std::string sub = path + "/" + it.key();
      if (props && props->contains(it.key())) {
        if (auto e = check(it.value(), (*props)[it.key()], root, sub)) return e;
      } else if (s.contains("additionalProperties")) {
        const json& extra = s["additionalProperties"];
        if (extra.is_boolean() && !extra.get<bool>()) return at("unexpected property \"" + it.key() + "\"");
        if (auto e = check(it.value(), extra, root, sub)) return e;
      }
    }
  }
  if (v.is_array()) {
    if (s.contains("minItems") && v.size() < s["minItems"].get<std::size_t>())
      return at("fewer than " + s["minItems"].dump() + " items");
    if (s.contains("maxItems") && v.size() > s["maxItems"].get<std::size_t>())
      return at("more than " + s["maxItems"].dump() + " items");
    // prefixItems hold the first items, one schema each; items holds the rest.
    std::size_t first = 0;
    if (s.contains("prefixItems"))
      for (; first < std::min(v.size(), s["prefixItems"].size()); ++first)
        if (auto e = check(v[first], s["prefixItems"][first], root, path + "/" + std::to_string(first))) return e;
    if (s.contains("items"))
      for (std::size_t i = first; i < v.size(); ++i)
        if (auto e = check(v[i], s["items"], root, path + "/" + std::to_string(i))) return e;
  }
  if (v.is_string()) {
    const std::string& str = v.get_ref<const std::string&>();
    if (s.contains("minLength") && str.size() < s["minLength"].get<std::size_t>()) return at("string shorter than " + s["minLength"].dump());
    if (s.contains("maxLength") && str.size() > s["maxLength"].get<std::size_t>()) return at("string longer than " + s["maxLength"].dump());
    if (s.contains("pattern") && !matches(str, s["pattern"].get_ref<const std::string&>()))
      return at(shown(v) + " does not match " + s["pattern"].get<std::string>());
  }
  if (v.is_number()) {
    double x = v.get<double>();
    if (s.contains("minimum") && x < s["minimum"].get<double>()) return at(shown(v) + " is less than the minimum " + s["minimum"].dump());
    if (s.contains("maximum") && x > s["maximum"].get<double>()) return at(shown(v) + " is more than the maximum " + s["maximum"].dump());
  }
  if (s.contains("allOf"))
    for (const auto& sub : s["allOf"])
      if (auto e = check(v, sub, root, path)) return e;
  if (s.contains("anyOf")) {
    std::optional<std::string> first;
    bool any = false;
    for (const auto& sub : s["anyOf"]) {
      auto e = check(v, sub, root, path);
      if (!e) any = true;
      else if (!first) first = e;
    }
    if (!any) return first;
  }
  if (s.contains("oneOf")) {
    int matches = 0;
    std::optional<std::string> first;
    for (const auto& sub : s["oneOf"]) {
      auto e = check(v, sub, root, path);
      if (!e) ++matches;
      else if (!first) first = e;
    }
    if (matches == 0) return first;
    if (matches > 1) return at("matches more than one alternative of oneOf");
  }
  if (s.contains("if")) {
    bool cond = !check(v, s["if"], root, path);
    if (cond && s.contains("then")) {
      if (auto e = check(v, s["then"], root, path)) return e;
    } else if (!cond && s.contains("else")) {
      if (auto e = check(v, s["else"], root, path)) return e;
    }
  }
  return std::nullopt;
}

std::optional<std::string> SchemaSet::validate(const json& instance, const std::string& file_name) const {
  auto it = by_name_.find(file_name);
  if (it == by_name_.end()) return "no schema named " + file_name;
  return check(instance, it->second, it->second, "");
}

const SchemaSet& builtin_schemas() {
  static const SchemaSet set = [] {
    SchemaSet s;
    for (const auto& [name, text] : kEmbeddedSchemas) s.add(std::string(name), json::parse(text));
    return s;
  }();
  return set;
}

}  // namespace looplab::io
