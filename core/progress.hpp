#pragma once
// A one-line progress display on stderr, shown only when stderr is a terminal (so
// logs, pipes and CI stay clean). Thread-safe: workers call advance() freely.
// A batch job whose stderr is a log file (mpirun, Slurm) can ask for a plain line every
// so many seconds instead (log_lines_every).
// Long jobs say where the time goes: CPU seconds per named phase and named counts, added to
// from any thread (add_time, add_count) and shown after the bar, e.g.
//   generating [###...] 1/4 25% eta 9s | loop 0.1s removal 2.9s rating 0.4s | 812 proofs
// Names keep the order of their first use; phases() is the same text for a closing log.
#include <atomic>
#include <chrono>
#include <cstdint>
#include <mutex>
#include <string>
#include <string_view>
#include <vector>

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
  static bool enabled();  // stderr is a terminal and silence() was not called
  static void silence();  // no bars and no lines from now on (the CLI's -q)
  static bool silent();   // silence() was called
  // When stderr is not a terminal: "LABEL: done/total (p%), about T left", one line
  // every `seconds` at most.
  void log_lines_every(double seconds);
  // One plain line now, "LABEL: done/total (p%), ... | phases", terminal or not: a
  // closing summary of where the time went.
  void log_line();

  void add_time(std::string_view phase, double seconds);
  void add_count(std::string_view what, std::uint64_t n);
  std::string phases() const;  // "loop 0.1s removal 2.9s | 812 proofs"; "" before any
  // A state that is not a sum (the size of a layer, the memory held), shown after the
  // bar before the phases; each call replaces the last.
  void set_note(std::string note);

  // Adds the CPU seconds of the calling thread from its making to its end to a phase of
  // `progress` (may be null): CPU time, so that a busy machine or other workers do not
  // blur where the time goes.
  class Timed {
   public:
    // Under silence() no phase is ever shown, and the clock is not read (a generator
    // times several phases of every attempt).
    Timed(Progress* progress, std::string_view phase)
        : progress_(silent() ? nullptr : progress), phase_(phase), start_(progress_ ? thread_seconds() : 0) {}
    ~Timed() {
      if (progress_) progress_->add_time(phase_, thread_seconds() - start_);
    }
    Timed(const Timed&) = delete;
    Timed& operator=(const Timed&) = delete;

   private:
    Progress* progress_;
    std::string_view phase_;
    double start_;
  };
  static double thread_seconds();  // CPU time of the calling thread

 private:
  void draw(std::uint64_t done, bool force, bool plain = false);  // plain: one plain line
  std::string label_;
  std::uint64_t total_, done_before_;
  std::atomic<std::uint64_t> done_{0};
  std::chrono::steady_clock::time_point start_, last_;
  std::mutex mutex_;
  bool active_;
  bool finished_ = false;
  double line_every_ = 0;  // seconds; 0 = the terminal display only
  struct Tally {
    std::string name;
    double seconds = 0;
    std::uint64_t count = 0;
    bool is_count = false;
  };
  mutable std::mutex tally_mutex_;  // apart from mutex_: draw() reads the tallies under it
  std::vector<Tally> tallies_;
  std::string note_;  // under tally_mutex_
  Tally& tally(std::string_view name, bool is_count);  // under tally_mutex_
};

}  // namespace looplab::core
