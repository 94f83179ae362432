#include "core/cluster.hpp"

#include <chrono>
#include <thread>

namespace looplab::core {

std::string AllToAll::take_from(int sender) {
  auto& queue = early_[static_cast<std::size_t>(sender)];
  // A rank waits here while the others compute their share of a layer: polling backs
  // off to naps of 0.2 ms, so a waiting rank costs little CPU and answers soon.
  for (int idle = 0; queue.empty();) {
    if (std::optional<Message> m = cluster_.receive()) {
      early_[static_cast<std::size_t>(m->from)].push_back(std::move(m->bytes));
      idle = 0;
    } else if (++idle < 64) {
      std::this_thread::yield();
    } else {
      std::this_thread::sleep_for(std::chrono::microseconds(200));
    }
  }
  std::string bytes = std::move(queue.front());
  queue.pop_front();
  return bytes;
}

std::vector<std::string> AllToAll::round(const std::vector<std::string>& outgoing) {
  const int me = cluster_.rank(), size = cluster_.size();
  LK_REQUIRE(static_cast<int>(outgoing.size()) == size, "one message a rank");
  std::vector<std::string> incoming(static_cast<std::size_t>(size));
  for (int turn = 0; turn < size; ++turn) {
    if (turn != me) {
      incoming[static_cast<std::size_t>(turn)] = take_from(turn);
      continue;
    }
    for (int to = 0; to < size; ++to)
      if (to != me) cluster_.send(to, outgoing[static_cast<std::size_t>(to)]);
  }
  return incoming;
}

}  // namespace looplab::core
