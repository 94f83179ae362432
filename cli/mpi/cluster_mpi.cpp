// The MPI transport of the shard runner, linked only into looplab-mpi (LOOPLAB_MPI):
// Open MPI's C API, tagged point-to-point messages of bytes. Installed as the cluster
// maker before main; MPI starts when a command first asks for the cluster, and only
// when an MPI launcher started this process (run alone, looplab-mpi is plain looplab).
#include <mpi.h>

#include <climits>
#include <thread>

#include "cli/shards.hpp"
#include "core/error.hpp"

namespace looplab::cli {

namespace {

constexpr int kTag = 20;

class MpiCluster final : public core::Cluster {
 public:
  MpiCluster() {
    // Only the main thread talks to MPI; shards run on other threads without it.
    int provided = 0;
    MPI_Init_thread(nullptr, nullptr, MPI_THREAD_FUNNELED, &provided);
    LK_REQUIRE(provided >= MPI_THREAD_FUNNELED, "an MPI that allows threads");
    MPI_Comm_rank(MPI_COMM_WORLD, &rank_);
    MPI_Comm_size(MPI_COMM_WORLD, &size_);
  }
  ~MpiCluster() override {
    if (abandoned_) MPI_Abort(MPI_COMM_WORLD, 2);
    MPI_Finalize();
  }
  int rank() const override { return rank_; }
  int size() const override { return size_; }
  void send(int to, const std::string& bytes) override {
    LK_REQUIRE(bytes.size() < INT_MAX, "a message under 2 GB");
    MPI_Send(bytes.data(), static_cast<int>(bytes.size()), MPI_CHAR, to, kTag, MPI_COMM_WORLD);
  }
  std::optional<core::Message> receive() override {
    int ready = 0;
    MPI_Status status;
    MPI_Iprobe(MPI_ANY_SOURCE, kTag, MPI_COMM_WORLD, &ready, &status);
    if (!ready) return std::nullopt;
    int length = 0;
    MPI_Get_count(&status, MPI_CHAR, &length);
    core::Message m{status.MPI_SOURCE, std::string(static_cast<std::size_t>(length), '\0')};
    MPI_Recv(m.bytes.data(), length, MPI_CHAR, status.MPI_SOURCE, kTag, MPI_COMM_WORLD,
             MPI_STATUS_IGNORE);
    return m;
  }
  void abandon() override { abandoned_ = true; }

 private:
  int rank_ = 0, size_ = 1;
  bool abandoned_ = false;
};

std::unique_ptr<core::Cluster> make_cluster() {
  if (!launched_by_mpi()) return std::make_unique<core::LocalCluster>();
  return std::make_unique<MpiCluster>();
}

[[maybe_unused]] const bool installed = (set_cluster_maker(&make_cluster), true);

}  // namespace

}  // namespace looplab::cli
