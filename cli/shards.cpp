#include "cli/shards.hpp"

#include <unistd.h>

#include <spdlog/spdlog.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>

#include "cli/common.hpp"
#include "core/error.hpp"
#include "core/file.hpp"

namespace looplab::cli {

namespace {

ClusterMaker cluster_maker = nullptr;

// The first of these variables that is set, as a number (-1 when none is).
int env_number(std::initializer_list<const char*> names) {
  for (const char* name : names)
    if (const char* value = std::getenv(name)) return std::atoi(value);
  return -1;
}

// Replaces this process by looplab-mpi with the same arguments: the MPI launcher knows
// the process by its id, which exec keeps.
void hand_over_to_mpi() {
  const std::string program = sibling_program("looplab-mpi").string();
  if (::access(program.c_str(), X_OK) != 0) {
    if (launcher_size() > 1)
      throw InputError(
          "this looplab was built without MPI (no " + program + "): each of the " +
          std::to_string(launcher_size()) +
          " ranks would do the whole run; build with -DLOOPLAB_MPI=ON (libopenmpi-dev), or run "
          "without mpirun");
    return;
  }
  std::string words = core::read_file("/proc/self/cmdline");
  std::vector<char*> argv;
  argv.push_back(const_cast<char*>(program.c_str()));
  const std::size_t first = words.find('\0') + 1;  // skip the program name
  for (std::size_t at = first; at < words.size(); at = words.find('\0', at) + 1)
    argv.push_back(words.data() + at);
  argv.push_back(nullptr);
  ::execv(program.c_str(), argv.data());
  throw InputError("cannot start " + program + ": " + std::strerror(errno));
}

}  // namespace

void set_cluster_maker(ClusterMaker maker) { cluster_maker = maker; }

// Open MPI's mpirun, PMIx (srun --mpi=pmix), and PMI-1/2 launchers.
bool launched_by_mpi() {
  return env_number({"OMPI_COMM_WORLD_SIZE", "PMIX_RANK", "PMI_SIZE"}) >= 0;
}

int launcher_rank() {
  return std::max(0, env_number({"OMPI_COMM_WORLD_RANK", "PMIX_RANK", "PMI_RANK"}));
}

int launcher_size() {
  if (!launched_by_mpi()) return 1;
  const int size = env_number({"OMPI_COMM_WORLD_SIZE", "PMI_SIZE", "SLURM_NTASKS"});
  return size > 0 ? size : 2;  // launched, size unknown: assume several
}

core::Cluster& process_cluster() {
  static std::unique_ptr<core::Cluster> cluster;
  if (!cluster) {
    if (cluster_maker) {
      cluster = cluster_maker();
    } else {
      if (launched_by_mpi()) hand_over_to_mpi();
      cluster = std::make_unique<core::LocalCluster>();
    }
  }
  return *cluster;
}

void add_work_dir_option(CLI::App& cmd, std::string& work_dir) {
  cmd.add_option("--work-dir", work_dir,
                 "Keep each finished shard of the run in this directory, and skip the ones "
                 "already there: a run stopped at any point goes on where it was (same "
                 "arguments, same answer). See docs/SCALING.md");
}

bool run_split(const std::string& work_dir) {
  return !work_dir.empty() || process_cluster().size() > 1;
}

std::optional<std::vector<std::string>> run_sharded(const core::ShardJob& job,
                                                    const std::string& identity,
                                                    const std::string& work_dir, int threads,
                                                    const std::string& label, bool progress) {
  core::Cluster& cluster = process_cluster();
  core::ShardRunOptions options{.threads = threads,
                                .work_dir = work_dir,
                                .identity = identity,
                                .label = label,
                                .progress = progress,
                                .progress_lines = 10,
                                .log = [](const std::string& s) { spdlog::info("{}", s); }};
  if (cluster.rank() == 0)
    spdlog::info("{} shards over {} ranks of {} threads{}", job.shards, cluster.size(), threads,
                 work_dir.empty() ? "" : ", work directory " + work_dir);
  core::ShardRun run = core::run_shards(cluster, job, options);
  if (cluster.rank() != 0) {
    if (run.failed) throw Exit{2};
    return std::nullopt;
  }
  return std::move(run.results);
}

}  // namespace looplab::cli
