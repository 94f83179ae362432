#pragma once
// The processes of one run and the messages between them, as the shard runner
// (core/shard_runner.hpp) sees them. Under an MPI launcher (mpirun, srun) there is one
// process per rank; the MPI transport behind this interface lives at the CLI edge
// (cli/mpi/), so no stage depends on MPI. `LocalCluster` is the one-process twin that
// every plain build runs; tests also run N ranks as threads of one process
// (tests/support/thread_cluster.hpp).
//
// Contract: messages from one sender arrive in the order sent. Only the thread that
// runs the shard runner's main loop calls send and receive (MPI_THREAD_FUNNELED).
#include <chrono>
#include <deque>
#include <optional>
#include <string>
#include <vector>

#include "core/error.hpp"

namespace looplab::core {

struct Message {
  int from = -1;
  std::string bytes;
};

class Cluster {
 public:
  virtual ~Cluster() = default;
  virtual int rank() const = 0;
  virtual int size() const = 0;
  // Hands `bytes` to rank `to`; may block until the receiver takes a large message.
  virtual void send(int to, const std::string& bytes) = 0;
  // The next message for this rank, if one is there (no waiting).
  virtual std::optional<Message> receive() = 0;
  // This rank is giving up on the run with messages possibly still on their way to it:
  // at exit, end the other ranks rather than wait for them (MPI: MPI_Abort).
  virtual void abandon() {}
};

// One process, rank 0 of 1: nothing to send to, nothing ever received.
class LocalCluster final : public Cluster {
 public:
  int rank() const override { return 0; }
  int size() const override { return 1; }
  void send(int, const std::string&) override {
    LK_REQUIRE(false, "a one-process cluster has no one to send to");
  }
  std::optional<Message> receive() override { return std::nullopt; }
};

// Rounds of all-to-all exchange over a cluster, for work that every rank does in step
// (a layer of a count split across the ranks): in each round every rank hands one
// message, possibly empty, to every other rank and takes one from each. The ranks send
// in turn, rank 0 first, each once it has taken the messages of the ranks before it: a
// large MPI message blocks its sender until the receiver takes it, and in turn no two
// ranks can wait on each other's sends. A message from a rank already in a later round
// is kept for that round (one sender's messages arrive in order).
class AllToAll {
 public:
  explicit AllToAll(Cluster& cluster) : cluster_(cluster), early_(static_cast<std::size_t>(cluster.size())) {}
  // outgoing[r] goes to rank r (this rank's own entry is not sent); the answer's [r] came
  // from rank r, and its own entry is empty.
  std::vector<std::string> round(const std::vector<std::string>& outgoing);

 private:
  std::string take_from(int sender);

  Cluster& cluster_;
  std::vector<std::deque<std::string>> early_;  // per sender, messages not yet taken
};

}  // namespace looplab::core
