#include "core/surd.hpp"

#include <cmath>

namespace looplab::core {

long round_times_root(long n, long k) {
  const long m = n < 0 ? -n : n, square = 4 * k * m * m;
  // The double's root is within one of the integer one; the loops make it exact.
  long r = static_cast<long>(std::sqrt(static_cast<double>(square)));
  while (r * r > square) --r;
  while ((r + 1) * (r + 1) <= square) ++r;
  const long nearest = (r + 1) / 2;
  return n < 0 ? -nearest : nearest;
}

}  // namespace looplab::core
