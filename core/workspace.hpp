#pragma once
// Per-thread reuse, in one place. A test that runs thousands of times on one thread (a
// uniqueness check per candidate clue set, a grader per clue removed) should not build
// its flat arrays, tables or engines again on each call; the thread keeps one instance
// and lends it out:
//
//   Counter& c = core::thread_workspace<Counter>();   // this thread's, reused
//   c.load(puzzle);                                   // the user resets what it reads
//
// Rules, the same for every use:
//  - The instance is made on first use on the thread and lives as long as the thread;
//    it is never shared between threads, so no locking, and a reference must not be
//    handed to another thread.
//  - Its contents between uses are whatever the last user left: a user resets what it
//    reads (load, arm, clear), and keeps no result in it that a caller holds on to,
//    unless, like a cache, it never changes an entry once made.
//  - Two uses of the same type share one instance. A use that may run while another
//    holds the reference (one calls the other) passes its own `Tag` type.
namespace looplab::core {

template <class T, class Tag = T>
T& thread_workspace() {
  thread_local T instance;
  return instance;
}

}  // namespace looplab::core
