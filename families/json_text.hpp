#pragma once
// JSON text read with every failure as a ParseError at its position, never an exception
// that escapes: a syntax error where the parser stopped, and a number too large for a
// double (`1e999`), which nlohmann reports as out_of_range 406, not as a parse_error, so
// a reader that caught only parse_error aborted on it. Depth is the caller's check first
// (core/json_depth.hpp): nlohmann's parser recurses.
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "core/error.hpp"
#include "core/parsed.hpp"

namespace looplab::families {

inline Parsed<nlohmann::json> read_json_text(std::string_view text) {
  try {
    return nlohmann::json::parse(text);
  } catch (const nlohmann::json::parse_error& e) {
    const std::size_t at = e.byte > 0 ? e.byte - 1 : 0;
    return error_at(text, at,
                    at + 1 >= text.size() ? "truncated JSON (unexpected end of input)" : "malformed JSON");
  } catch (const nlohmann::json::exception& e) {
    // "... number overflow parsing '1e999'": the number is quoted; point at it.
    const std::string what = e.what();
    const std::size_t open = what.find('\''), close = what.rfind('\'');
    std::string number = open != std::string::npos && close > open ? what.substr(open + 1, close - open - 1) : "";
    const std::size_t at = number.empty() ? std::string_view::npos : text.find(number);
    return error_at(text, at == std::string_view::npos ? 0 : at,
                    number.empty() ? "malformed JSON" : "number " + number + " is out of range");
  }
}

}  // namespace looplab::families
