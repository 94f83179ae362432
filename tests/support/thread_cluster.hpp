#pragma once
// N ranks as threads of one process: a mailbox per rank, so the shard runner's
// hand-out between ranks is tested without MPI. make_thread_cluster(n)[r] is rank r.
#include <deque>
#include <memory>
#include <mutex>
#include <vector>

#include "core/cluster.hpp"

namespace looplab::test {

class ThreadCluster final : public core::Cluster {
 public:
  struct Hub {
    std::mutex mutex;
    std::vector<std::deque<core::Message>> boxes;
    std::size_t sent = 0;
  };
  ThreadCluster(std::shared_ptr<Hub> hub, int rank) : hub_(std::move(hub)), rank_(rank) {}
  int rank() const override { return rank_; }
  int size() const override { return static_cast<int>(hub_->boxes.size()); }
  void send(int to, const std::string& bytes) override {
    std::lock_guard lock(hub_->mutex);
    hub_->boxes[static_cast<std::size_t>(to)].push_back({rank_, bytes});
    ++hub_->sent;
  }
  std::optional<core::Message> receive() override {
    std::lock_guard lock(hub_->mutex);
    auto& box = hub_->boxes[static_cast<std::size_t>(rank_)];
    if (box.empty()) return std::nullopt;
    core::Message m = std::move(box.front());
    box.pop_front();
    return m;
  }

 private:
  std::shared_ptr<Hub> hub_;
  int rank_;
};

inline std::vector<std::unique_ptr<ThreadCluster>> make_thread_cluster(int n) {
  auto hub = std::make_shared<ThreadCluster::Hub>();
  hub->boxes.resize(static_cast<std::size_t>(n));
  std::vector<std::unique_ptr<ThreadCluster>> ranks;
  for (int r = 0; r < n; ++r) ranks.push_back(std::make_unique<ThreadCluster>(hub, r));
  return ranks;
}

}  // namespace looplab::test
