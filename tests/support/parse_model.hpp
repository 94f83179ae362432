#pragma once
// A family's puzzle model from text, for tests: the test fails (naming the parse error)
// when the text is not one.
#include <catch2/catch.hpp>

#include <optional>
#include <string>

#include "core/parsed.hpp"
#include "families/family.hpp"

namespace looplab::test {

// What a family's parser (parse_any) read.
template <class Model>
Model parsed(std::optional<Parsed<Model>> p) {
  REQUIRE(p);
  INFO((p->ok() ? "" : p->error().describe()));
  REQUIRE(p->ok());
  return p->value();
}

// `text` read as a puzzle of `family` (families::parse_puzzle), as the family's model.
template <class ModelOf>
auto read_as(const std::string& text, const families::Family& family, ModelOf model_of) {
  auto puzzle = families::parse_puzzle(text, &family);
  REQUIRE(puzzle);
  return model_of(*puzzle.value());
}

}  // namespace looplab::test
