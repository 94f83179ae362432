#pragma once
// A one-line progress display on stderr, shown only when stderr is a terminal (so
// logs, pipes and CI stay clean). Thread-safe: workers call advance() freely.
#include <atomic>
#include <chrono>
#include <cstdint>
#include <mutex>
#include <string>

namespace looplab::core {

class Progress {
 public:
  // total 0 = unknown (shows a count and rate instead of a bar and an estimate).
  Progress(std::string label, std::uint64_t total);
  ~Progress();
  Progress(const Progress&) = delete;
  Progress& operator=(const Progress&) = delete;

  void advance(std::uint64_t n = 1);
  void set(std::uint64_t done);
  void finish();  // clears the line
  static bool enabled();

 private:
  void draw(std::uint64_t done, bool force);
  std::string label_;
  std::uint64_t total_;
  std::atomic<std::uint64_t> done_{0};
  std::chrono::steady_clock::time_point start_, last_;
  std::mutex mutex_;
  bool active_;
  bool finished_ = false;
};

}  // namespace looplab::core
