#pragma once
// An integer read from JSON into the type that keeps it. A schema's "integer" passes a
// whole number written as a float (7.0) and any count up to int64's range; nlohmann's own
// get<int>() would cast either blindly (a float out of range is undefined behaviour), so
// typed readers of schema-checked JSON go through here.
#include <cmath>
#include <concepts>
#include <limits>
#include <string>
#include <utility>

#include <nlohmann/json.hpp>

namespace looplab::families {

// The value of `v` as a T; nlohmann::json::type_error when it is not a whole number,
// out_of_range when T cannot hold it.
template <std::integral T>
T json_integer(const nlohmann::json& v) {
  auto out_of_range = [&] {
    return nlohmann::json::out_of_range::create(406, "number " + v.dump() + " does not fit the field", &v);
  };
  if (v.is_number_unsigned()) {
    const auto n = v.get<std::uint64_t>();
    if (n > static_cast<std::uint64_t>(std::numeric_limits<T>::max())) throw out_of_range();
    return static_cast<T>(n);
  }
  if (v.is_number_integer()) {
    const auto n = v.get<std::int64_t>();
    if (!std::in_range<T>(n)) throw out_of_range();
    return static_cast<T>(n);
  }
  if (v.is_number_float()) {
    const double d = v.get<double>();
    // Bounds as doubles: T's max may round up, so the upper test is strict.
    if (d != std::floor(d)) throw nlohmann::json::type_error::create(302, "number " + v.dump() + " is not whole", &v);
    if (!(d >= static_cast<double>(std::numeric_limits<T>::min()) &&
          d < static_cast<double>(std::numeric_limits<T>::max()) + 1.0))
      throw out_of_range();
    return static_cast<T>(d);
  }
  throw nlohmann::json::type_error::create(302, "type must be number, but is " + std::string(v.type_name()), &v);
}

}  // namespace looplab::families
