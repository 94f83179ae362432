#pragma once
// An ∞ Loop puzzle from text in any of its formats, for tests: the test fails (naming
// the parse error) when the text is not one.
#include <catch2/catch.hpp>

#include <string>

#include "families/infinity_loop/formats.hpp"

namespace looplab::test {

inline infinity_loop::Puzzle parse_infinity_loop(const std::string& text) {
  auto p = infinity_loop::parse_any(text);
  REQUIRE(p);
  INFO((p->ok() ? "" : p->error().describe()));
  REQUIRE(p->ok());
  return p->value();
}

}  // namespace looplab::test
