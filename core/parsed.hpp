#pragma once
// A parser's answer: a value or the ParseError saying what is wrong and where.
// (std::expected is C++23; this is the small part of it we need.)
#include <optional>
#include <utility>
#include <variant>

#include "core/error.hpp"

namespace looplab {

template <class T>
class Parsed {
 public:
  Parsed(T value) : v_(std::move(value)) {}
  Parsed(ParseError error) : v_(std::move(error)) {}

  bool ok() const { return v_.index() == 0; }
  explicit operator bool() const { return ok(); }
  T& value() { return std::get<0>(v_); }
  const T& value() const { return std::get<0>(v_); }
  T& operator*() { return value(); }
  T* operator->() { return &value(); }
  const ParseError& error() const { return std::get<1>(v_); }

 private:
  std::variant<T, ParseError> v_;
};

}  // namespace looplab
