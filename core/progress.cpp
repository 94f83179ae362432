#include "core/progress.hpp"

#include <unistd.h>

#include <cstdio>

namespace looplab::core {

bool Progress::enabled() {
  static const bool tty = ::isatty(STDERR_FILENO) != 0;
  return tty;
}

Progress::Progress(std::string label, std::uint64_t total, std::uint64_t done_before)
    : label_(std::move(label)), total_(total), done_before_(done_before),
      start_(std::chrono::steady_clock::now()), last_(start_), active_(enabled()) {}

void Progress::log_lines_every(double seconds) {
  if (!enabled()) line_every_ = seconds, active_ = seconds > 0;
}

Progress::~Progress() { finish(); }

void Progress::advance(std::uint64_t n) { draw(done_ += n, false); }
void Progress::set(std::uint64_t done) { draw(done_ = done, false); }

static std::string format_seconds(double s) {
  char buf[32];
  if (s < 60) std::snprintf(buf, sizeof buf, "%.0fs", s);
  else if (s < 3600) std::snprintf(buf, sizeof buf, "%dm%02ds", int(s) / 60, int(s) % 60);
  else std::snprintf(buf, sizeof buf, "%dh%02dm", int(s) / 3600, int(s) % 3600 / 60);
  return buf;
}

void Progress::draw(std::uint64_t done, bool force) {
  if (!active_) return;
  auto now = std::chrono::steady_clock::now();
  std::unique_lock lock(mutex_, std::try_to_lock);
  if (!lock.owns_lock() || finished_) return;
  const auto every = line_every_ > 0 ? std::chrono::duration<double>(line_every_)
                                     : std::chrono::duration<double>(0.1);
  if (!force && now - last_ < every) return;
  last_ = now;
  double elapsed = std::chrono::duration<double>(now - start_).count();
  char line[256];
  if (total_ > 0) {
    double f = done > total_ ? 1.0 : double(done) / double(total_);
    int width = 30, fill = int(f * width);
    std::string bar(fill, '#');
    bar.resize(width, '.');
    // Time left at this run's own pace (work done before it started is not counted).
    const double ran = done > done_before_ ? double(done - done_before_) : 0.0;
    std::string eta = ran > 0 ? format_seconds(elapsed / ran * double(total_ - std::min(done, total_)))
                              : "?";
    if (line_every_ > 0) {
      std::fprintf(stderr, "%s: %llu/%llu (%.0f%%), about %s left\n", label_.c_str(),
                   (unsigned long long)done, (unsigned long long)total_, 100 * f, eta.c_str());
      std::fflush(stderr);
      return;
    }
    std::snprintf(line, sizeof line, "\r%s [%s] %llu/%llu %3.0f%% eta %s ", label_.c_str(),
                  bar.c_str(), (unsigned long long)done, (unsigned long long)total_, 100 * f,
                  eta.c_str());
  } else {
    std::snprintf(line, sizeof line, "\r%s %llu (%.0f/s, %s) ", label_.c_str(),
                  (unsigned long long)done, elapsed > 0 ? done / elapsed : 0.0,
                  format_seconds(elapsed).c_str());
  }
  std::fputs(line, stderr);
  std::fflush(stderr);
}

void Progress::finish() {
  if (!active_ || line_every_ > 0) return;
  std::lock_guard lock(mutex_);
  if (finished_) return;
  finished_ = true;
  std::fputs("\r\033[K", stderr);
  std::fflush(stderr);
}

}  // namespace looplab::core
