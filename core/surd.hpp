#pragma once
// Numbers a + b sqrt(k), k a whole number that is not a square. Loopy's aperiodic grids
// place their points exactly in such numbers (Penrose patches over sqrt 5, spectres over
// sqrt 3), decide "inside the box" on them exactly, and round to integers only at the end;
// so do core/loopy_penrose_coords.cpp and core/loopy_spectres.cpp.
namespace looplab::core {

struct Surd {
  long a = 0, b = 0;
};

// The sign of a + b sqrt(k), exactly.
inline int surd_sign(Surd s, long k) {
  if (s.a >= 0 && s.b >= 0) return s.a || s.b ? 1 : 0;
  if (s.a <= 0 && s.b <= 0) return -1;
  return (s.a * s.a > k * s.b * s.b ? s.a : s.b) < 0 ? -1 : 1;
}

// Whether lo <= s <= hi, exactly.
inline bool surd_within(Surd s, long k, long lo, long hi) {
  return surd_sign({s.a - lo, s.b}, k) >= 0 && surd_sign({s.a - hi, s.b}, k) <= 0;
}

// The integer nearest n sqrt(k), as Loopy rounds (never a tie, the root being
// irrational): with m = floor(sqrt(4 k n^2)) = floor(2 |n| sqrt k), it is (m + 1) / 2.
long round_times_root(long n, long k);

}  // namespace looplab::core
