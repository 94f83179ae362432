#pragma once
// The connections `looplab serve` answers: one thread each, so a slow client holds its
// own thread and never another client's. httplib 0.11's ThreadPool hands a fixed number
// of workers (8 on a small machine) to the first connections in line, and its read
// timeout bounds only the gap between two reads: 8 clients that sent a header line every
// half second kept every other client waiting for as long as they trickled.
//
// Guarantees:
// - a client has `request_timeout` to send each request whole (request line, headers,
//   body), counted from its connection or from the end of the previous answer; then its
//   socket is shut down. The time a handler takes to answer is not counted;
// - at most `max_connections` are open at once; one more is closed unanswered.
//
// httplib hands a queue only a closure, not the socket, so `enqueue` finds the socket
// just accepted among the process's descriptors (/proc/self/fd): the one connected socket
// it does not know yet. It costs one directory read per connection.
#include <httplib.h>

#include <chrono>
#include <condition_variable>
#include <cstddef>
#include <list>
#include <memory>
#include <mutex>
#include <thread>

namespace looplab::server {

class Connections : public httplib::TaskQueue {
 public:
  Connections(std::chrono::milliseconds request_timeout, std::size_t max_connections);
  ~Connections() override;
  Connections(const Connections&) = delete;
  Connections& operator=(const Connections&) = delete;

  void enqueue(std::function<void()> fn) override;
  void shutdown() override;

  // On the connection's own thread. The request is whole: no deadline while it is
  // answered.
  static void request_read();
  // On the connection's own thread, once an answer is written: the next request's
  // time starts.
  static void answered();

 private:
  struct Connection;
  static thread_local Connection* current_;
  void watch();
  void reap_finished();

  std::chrono::milliseconds request_timeout_;
  std::size_t max_connections_;
  std::mutex mutex_;
  std::condition_variable wake_;
  bool stopping_ = false;
  std::list<std::shared_ptr<Connection>> open_;
  std::list<unsigned long> foreign_;  // sockets the process had before serving
  std::thread watchdog_;
};

}  // namespace looplab::server
