#pragma once
// Clue removal, for any family whose puzzle is a set of removable items (numbers
// in cells, givens, clues on the rim). Items come in orbits (generator/symmetry.hpp) so the
// result keeps the requested symmetry; orbits are tried in a random order and stay
// removed only when `acceptable` still holds for what is left. With a monotone test,
// orbits are tried in growing batches first (most of a full clue set can go), which
// saves most of the tests on large grids.
//
// The result is minimal for `acceptable` when it is monotone (removing items never
// makes an unacceptable set acceptable: uniqueness, and solvability by a fixed set of
// sound deductions, both are), since an orbit that failed once fails on every subset.
// For other tests pass `monotone = false`: remaining orbits are retried until none
// can go.
#include <cstdint>
#include <functional>
#include <vector>

#include "core/rng.hpp"

namespace looplab::generator {

struct ReduceStats {
  std::uint64_t tries = 0;    // calls of `acceptable`
  std::uint64_t removed = 0;  // orbits removed
};

// `present[i]` = 1 when item i is there; only items present at the start are removed.
// `acceptable(present)` decides a candidate set (it sees `present` with the orbit
// already taken out).
ReduceStats reduce_items(std::vector<std::uint8_t>& present, const std::vector<std::vector<int>>& orbits,
                         core::Rng& rng, const std::function<bool(const std::vector<std::uint8_t>&)>& acceptable,
                         bool monotone = true);

// A monotone test that builds its candidate set item by item and can go back to saved
// points, so that the many sets clue removal tries, which differ in a few items, share
// the work done for everything they have in common (e.g. propagation that never read
// the items in question).
class SharedTest {
 public:
  virtual ~SharedTest() = default;
  // Starts over from exactly the items with present[i] = 1.
  virtual void start(const std::vector<std::uint8_t>& present) = 0;
  virtual void add(int item) = 0;
  // save(d) remembers the current set in slot d; restore(d) goes back to it.
  virtual void save(int depth) = 0;
  virtual void restore(int depth) = 0;
  // Decides the current set; the set and the saved slots stay as they were.
  virtual bool accept() = 0;
  // The same, told what reduce_items_shared knows: the current set is an acceptable one
  // (one pass's set before this try, if the starting set was acceptable) less the present items of
  // the orbits being tried, `missing`; `one_orbit` says whether they are a single orbit. A test may
  // use that (a second solution of a unique puzzle must differ from the first in one of the missing
  // cells), and for several orbits it may answer false when deciding would cost too much: a refused
  // range is tried again in halves down to single orbits, whose verdicts alone decide the result.
  // By default, accept().
  virtual bool accept_try(const std::vector<int>& missing, bool one_orbit) {
    (void)missing, (void)one_orbit;
    return accept();
  }
};

// What a SharedTest keeps for save(depth) and restore(depth): one copy per depth.
template <class T>
class SavedSlots {
 public:
  void save(int depth, const T& value) {
    const auto d = static_cast<std::size_t>(depth);
    if (slots_.size() <= d) slots_.resize(d + 1);
    slots_[d] = value;
  }
  const T& at(int depth) const { return slots_[static_cast<std::size_t>(depth)]; }

 private:
  std::vector<T> slots_;
};

// The result of one pass over the orbits in a random order, each removed when the
// monotone test still accepts (the pass of Tatham's generators), but the candidate sets are built
// by divide and conquer: a half of the untried orbits is added once for all the tries in the other
// half, so for n orbits the test adds items O(n log n) times instead of O(n^2) times; and a range
// of orbits that can all go is removed with one verdict. Verdicts come from SharedTest::accept_try.
ReduceStats reduce_items_shared(std::vector<std::uint8_t>& present, const std::vector<std::vector<int>>& orbits,
                                core::Rng& rng, SharedTest& test);
// The same pass over the orbits in the caller's `order` (indices into `orbits`, each of
// an orbit with items present), for generators that want some orbits tried first.
ReduceStats reduce_items_shared(std::vector<std::uint8_t>& present, const std::vector<std::vector<int>>& orbits,
                                const std::vector<int>& order, SharedTest& test);

// Whether the test accepts the set `present` less some one of `items` (each present):
// the minimality check of a generated puzzle. Divide and conquer as above, so the n
// verdicts cost O(n log n) additions; stops at the first set accepted.
bool some_item_removable(const std::vector<std::uint8_t>& present, const std::vector<int>& items,
                         SharedTest& test);

}  // namespace looplab::generator
