#pragma once
// Deterministic parallel map: item i is computed by fn(i) on one of `jobs` threads and
// stored at index i, so results never depend on the thread count or on scheduling
// (each item draws from its own Rng(seed, i)). Items are handed out in order; an
// exception in any item stops the hand-out and is rethrown after all threads finish.
#include <atomic>
#include <cstddef>
#include <exception>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

namespace looplab::core {

template <class T>
std::vector<T> parallel_map(std::size_t count, int jobs, const std::function<T(std::size_t)>& fn,
                            const std::function<void(std::size_t)>& on_done = nullptr) {
  std::vector<T> out(count);
  std::atomic<std::size_t> next{0};
  std::exception_ptr error;
  std::mutex error_mutex;
  auto worker = [&] {
    for (;;) {
      std::size_t i = next.fetch_add(1);
      if (i >= count) return;
      try {
        out[i] = fn(i);
        if (on_done) on_done(i);
      } catch (...) {
        std::lock_guard lock(error_mutex);
        if (!error) error = std::current_exception();
        next = count;
        return;
      }
    }
  };
  const int n = jobs < 1 ? 1 : jobs;
  if (n == 1 || count <= 1) {
    worker();
  } else {
    std::vector<std::thread> threads;
    for (int t = 0; t < n && static_cast<std::size_t>(t) < count; ++t) threads.emplace_back(worker);
    for (auto& t : threads) t.join();
  }
  if (error) std::rethrow_exception(error);
  return out;
}

}  // namespace looplab::core
