#pragma once
// A value proved once and kept with the object that asked for it: the one solution that
// a puzzle's hints rest on. A server answers many hints on one puzzle object
// (server/api.cpp keeps the puzzles it has read), so only the first pays for the proof.
// Safe to share between threads: the server's workers do. A proof that throws (no or
// several solutions) keeps nothing, and the next caller proves again. A solve that proved
// the puzzle unique offers its solution, so a hint after it proves nothing again (a hint
// session solves while the player looks at the puzzle, the server within its budget).
#include <functional>
#include <mutex>
#include <optional>

namespace looplab::core {

template <class T>
class ProvedOnce {
 public:
  template <class Prove>
  const T& get(Prove&& prove) const {
    // A mutex, not std::call_once: in the server binary an exception thrown by call_once's
    // callable aborts, its unwinder unable to pass glibc's pthread_once.
    std::lock_guard lock(mutex_);
    if (!value_) value_.emplace(prove());
    return *value_;  // set once, never changed after: safe to read unlocked
  }
  // Keeps `value`, proved elsewhere (a solve that counted exactly one solution), unless a
  // value is kept already: the next get() then costs nothing.
  void offer(T value) const {
    std::lock_guard lock(mutex_);
    if (!value_) value_.emplace(std::move(value));
  }

 private:
  mutable std::mutex mutex_;
  mutable std::optional<T> value_;
};

// The one rule for what a count hands over: its first solution, as `as` makes a T of it,
// when the count is complete and found exactly one (`Count` has complete, solutions and
// an optional first, as every counting result does).
template <class T, class Count, class As = std::identity>
void offer_if_proved(const ProvedOnce<T>& kept, const Count& r, As as = {}) {
  if (r.complete && r.solutions == 1 && r.first) kept.offer(as(*r.first));
}

}  // namespace looplab::core
