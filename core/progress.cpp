#include "core/progress.hpp"

#include <sys/ioctl.h>
#include <unistd.h>

#include <cstdio>
#include <ctime>

namespace looplab::core {

namespace {
bool silenced = false;
}

bool Progress::enabled() {
  static const bool tty = ::isatty(STDERR_FILENO) != 0;
  return tty && !silenced;
}

void Progress::silence() { silenced = true; }
bool Progress::silent() { return silenced; }

Progress::Progress(std::string label, std::uint64_t total, std::uint64_t done_before)
    : label_(std::move(label)), total_(total), done_before_(done_before),
      start_(std::chrono::steady_clock::now()), last_(start_), active_(enabled()) {}

void Progress::log_lines_every(double seconds) {
  if (!enabled() && !silenced) line_every_ = seconds, active_ = seconds > 0;
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

double Progress::thread_seconds() {
  timespec t{};
  ::clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) * 1e-9;
}

void Progress::log_line() { draw(done_, true, true); }

void Progress::draw(std::uint64_t done, bool force, bool plain) {
  if (silenced || (!active_ && !plain)) return;
  auto now = std::chrono::steady_clock::now();
  std::unique_lock lock(mutex_, std::defer_lock);
  if (plain) lock.lock();
  else if (!lock.try_lock()) return;
  if (finished_) return;
  const auto every = line_every_ > 0 ? std::chrono::duration<double>(line_every_)
                                     : std::chrono::duration<double>(0.1);
  if (!force && now - last_ < every) return;
  last_ = now;
  double elapsed = std::chrono::duration<double>(now - start_).count();
  std::string where = phases();
  {
    std::lock_guard notes(tally_mutex_);
    if (!note_.empty()) where = where.empty() ? note_ : note_ + " | " + where;
  }
  const std::string tail = where.empty() ? "" : " | " + where;
  char line[512];
  if (total_ > 0) {
    double f = done > total_ ? 1.0 : double(done) / double(total_);
    int width = tail.empty() ? 30 : 16, fill = int(f * width);
    std::string bar(fill, '#');
    bar.resize(width, '.');
    // Time left at this run's own pace (work done before it started is not counted).
    const double ran = done > done_before_ ? double(done - done_before_) : 0.0;
    std::string eta = ran > 0 ? format_seconds(elapsed / ran * double(total_ - std::min(done, total_)))
                              : "?";
    if (line_every_ > 0 || plain) {
      std::fprintf(stderr, "%s: %llu/%llu (%.0f%%), about %s left%s\n", label_.c_str(),
                   (unsigned long long)done, (unsigned long long)total_, 100 * f, eta.c_str(), tail.c_str());
      std::fflush(stderr);
      return;
    }
    std::snprintf(line, sizeof line, "%s [%s] %llu/%llu %3.0f%% eta %s%s", label_.c_str(),
                  bar.c_str(), (unsigned long long)done, (unsigned long long)total_, 100 * f,
                  eta.c_str(), tail.c_str());
  } else {
    std::snprintf(line, sizeof line, "%s %llu (%.0f/s, %s)%s", label_.c_str(),
                  (unsigned long long)done, elapsed > 0 ? done / elapsed : 0.0,
                  format_seconds(elapsed).c_str(), tail.c_str());
  }
  // A line longer than the terminal would wrap, and "\r" would then leave a line behind.
  std::string shown = line;
  winsize size{};
  const std::size_t width = ::ioctl(STDERR_FILENO, TIOCGWINSZ, &size) == 0 && size.ws_col > 8 ? size.ws_col : 80;
  if (shown.size() >= width) shown.resize(width - 1);
  std::fputs(("\r" + shown + "\033[K").c_str(), stderr);
  std::fflush(stderr);
}

Progress::Tally& Progress::tally(std::string_view name, bool is_count) {
  for (Tally& t : tallies_)
    if (t.name == name && t.is_count == is_count) return t;
  tallies_.push_back({.name = std::string(name), .is_count = is_count});
  return tallies_.back();
}

void Progress::add_time(std::string_view phase, double seconds) {
  {
    std::lock_guard lock(tally_mutex_);
    tally(phase, false).seconds += seconds;
  }
  draw(done_, false);
}

void Progress::add_count(std::string_view what, std::uint64_t n) {
  {
    std::lock_guard lock(tally_mutex_);
    tally(what, true).count += n;
  }
  draw(done_, false);
}

std::string Progress::phases() const {
  std::lock_guard lock(tally_mutex_);
  std::string times, counts;
  char buf[96];
  for (const Tally& t : tallies_) {
    if (t.is_count) {
      std::snprintf(buf, sizeof buf, "%s%llu %s", counts.empty() ? "" : ", ", (unsigned long long)t.count,
                    t.name.c_str());
      counts += buf;
    } else {
      std::snprintf(buf, sizeof buf, "%s%s %.*fs", times.empty() ? "" : " ", t.name.c_str(),
                    t.seconds < 10 ? 1 : 0, t.seconds);
      times += buf;
    }
  }
  return times + (times.empty() || counts.empty() ? "" : " | ") + counts;
}

void Progress::set_note(std::string note) {
  std::lock_guard lock(tally_mutex_);
  note_ = std::move(note);
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
