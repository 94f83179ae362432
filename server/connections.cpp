#include "server/connections.hpp"

#include <spdlog/spdlog.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cstdlib>
#include <filesystem>
#include <utility>
#include <vector>

namespace looplab::server {

using Clock = std::chrono::steady_clock;

struct Connections::Connection {
  int fd = -1;  // -1: not found; the connection is then served without a deadline
  unsigned long inode = 0;
  std::chrono::milliseconds timeout{0};
  std::atomic<Clock::rep> deadline{0};  // steady-clock ticks; 0 while a request is answered
  std::atomic<bool> finished{false};
  std::thread thread;

  void start_clock() { deadline = (Clock::now() + timeout).time_since_epoch().count(); }
  // True while `fd` is still this connection's socket: a closed descriptor's number is
  // soon another connection's, but never with the same inode.
  bool owns_fd() const {
    struct stat st {};
    return fd >= 0 && ::fstat(fd, &st) == 0 && st.st_ino == inode;
  }
};

thread_local Connections::Connection* Connections::current_ = nullptr;

namespace {

// The process's connected (not listening) sockets: descriptor and inode.
std::vector<std::pair<int, unsigned long>> connected_sockets() {
  std::vector<std::pair<int, unsigned long>> out;
  std::error_code ec;
  for (std::filesystem::directory_iterator it("/proc/self/fd", ec), end; !ec && it != end;
       it.increment(ec)) {
    int fd = std::atoi(it->path().filename().c_str());
    struct stat st {};
    if (::fstat(fd, &st) != 0 || !S_ISSOCK(st.st_mode)) continue;
    int listening = 0;
    socklen_t len = sizeof listening;
    if (::getsockopt(fd, SOL_SOCKET, SO_ACCEPTCONN, &listening, &len) == 0 && listening) continue;
    out.emplace_back(fd, st.st_ino);
  }
  return out;
}

}  // namespace

Connections::Connections(std::chrono::milliseconds request_timeout, std::size_t max_connections)
    : request_timeout_(request_timeout), max_connections_(max_connections) {
  for (const auto& [fd, inode] : connected_sockets()) foreign_.push_back(inode);
  watchdog_ = std::thread([this] { watch(); });
}

Connections::~Connections() { shutdown(); }

void Connections::reap_finished() {
  for (auto it = open_.begin(); it != open_.end();) {
    if ((*it)->finished) {
      (*it)->thread.join();
      it = open_.erase(it);
    } else {
      ++it;
    }
  }
}

void Connections::enqueue(std::function<void()> fn) {
  auto c = std::make_shared<Connection>();
  c->timeout = request_timeout_;
  std::unique_lock lock(mutex_);
  reap_finished();
  auto known = [&](unsigned long inode) {
    return std::find(foreign_.begin(), foreign_.end(), inode) != foreign_.end() ||
           std::any_of(open_.begin(), open_.end(), [&](const auto& o) { return o->inode == inode; });
  };
  for (const auto& [fd, inode] : connected_sockets())
    if (!known(inode)) c->fd = fd, c->inode = inode;
  if (open_.size() >= max_connections_ && c->fd >= 0) {
    lock.unlock();
    spdlog::warn("{} connections are open: one more is closed", max_connections_);
    ::shutdown(c->fd, SHUT_RDWR);
    fn();  // reads the end of the stream at once and closes the socket
    return;
  }
  c->start_clock();
  c->thread = std::thread([c, fn = std::move(fn)] {
    current_ = c.get();
    fn();
    current_ = nullptr;
    c->finished = true;
  });
  open_.push_back(std::move(c));
}

void Connections::watch() {
  std::unique_lock lock(mutex_);
  while (!stopping_) {
    wake_.wait_for(lock, std::chrono::milliseconds(100));
    reap_finished();
    Clock::rep now = Clock::now().time_since_epoch().count();
    for (const auto& c : open_) {
      Clock::rep deadline = c->deadline;
      if (deadline == 0 || deadline > now || c->finished) continue;
      c->deadline = 0;
      if (c->owns_fd()) {
        spdlog::info("a client sent no whole request within {} ms: its connection is closed",
                     request_timeout_.count());
        ::shutdown(c->fd, SHUT_RDWR);
      }
    }
  }
}

void Connections::shutdown() {
  {
    std::lock_guard lock(mutex_);
    if (stopping_) return;
    stopping_ = true;
    for (const auto& c : open_)
      if (!c->finished && c->owns_fd()) ::shutdown(c->fd, SHUT_RDWR);
  }
  wake_.notify_all();
  watchdog_.join();
  for (const auto& c : open_) c->thread.join();  // nothing enqueues after shutdown
  open_.clear();
}

void Connections::request_read() {
  if (current_) current_->deadline = 0;
}

void Connections::answered() {
  if (current_) current_->start_clock();
}

}  // namespace looplab::server
