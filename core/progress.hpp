#pragma once
// A one-line progress display on stderr, shown only when stderr is a terminal (so
// logs, pipes and CI stay clean). Thread-safe: workers call advance() freely.
// A batch job whose stderr is a log file (mpirun, Slurm) can ask for a plain line every
// so many seconds instead (log_lines_every).
#include <atomic>
#include <chrono>
#include <cstdint>
#include <mutex>
#include <string>

namespace looplab::core {

class Progress {
 public:
  // total 0 = unknown (shows a count and rate instead of a bar and an estimate).
  // `done_before`: work already done when this run started (a resumed run); the
  // estimate of time left counts only the work this run does.
  Progress(std::string label, std::uint64_t total, std::uint64_t done_before = 0);
  ~Progress();
  Progress(const Progress&) = delete;
  Progress& operator=(const Progress&) = delete;

  void advance(std::uint64_t n = 1);
  void set(std::uint64_t done);
  void finish();  // clears the line
  static bool enabled();
  // When stderr is not a terminal: "LABEL: done/total (p%), about T left", one line
  // every `seconds` at most.
  void log_lines_every(double seconds);

 private:
  void draw(std::uint64_t done, bool force);
  std::string label_;
  std::uint64_t total_, done_before_;
  std::atomic<std::uint64_t> done_{0};
  std::chrono::steady_clock::time_point start_, last_;
  std::mutex mutex_;
  bool active_;
  bool finished_ = false;
  double line_every_ = 0;  // seconds; 0 = the terminal display only
};

}  // namespace looplab::core
