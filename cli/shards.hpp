#pragma once
// Long commands (count unique, count loops, generate) split into shards and run by the
// shard runner (core/shard_runner.hpp) over this process's cluster, resumably.
//
// The cluster is one process, or the ranks of an MPI launch. MPI lives in a second
// executable, looplab-mpi (cli/mpi/, built with LOOPLAB_MPI), so that loading the MPI
// libraries costs no other command its start-up: under mpirun or srun, `looplab`
// hands over to the looplab-mpi beside it (exec, same arguments) when a command first
// asks for the cluster. A looplab built without MPI refuses to run as several ranks,
// each of which would do the whole job.
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>

#include "core/cluster.hpp"
#include "core/shard_runner.hpp"

namespace looplab::cli {

// This process's cluster, made on first use.
core::Cluster& process_cluster();

// looplab-mpi installs its MPI cluster maker before main (cli/mpi/cluster_mpi.cpp).
using ClusterMaker = std::unique_ptr<core::Cluster> (*)();
void set_cluster_maker(ClusterMaker maker);

// Whether an MPI launcher (mpirun, srun) started this process.
bool launched_by_mpi();

// This process's rank and the number of ranks as the MPI launcher's environment says
// (0 and 1 when not launched by one): known before MPI starts, and without it.
int launcher_rank();
int launcher_size();

// Adds --work-dir to a command.
void add_work_dir_option(CLI::App& cmd, std::string& work_dir);

// Whether a command runs split into shards: with a work directory, or over several ranks.
bool run_split(const std::string& work_dir);

// Runs `job`. Rank 0 gets every shard's result in shard order; the other ranks get
// nullopt and print nothing (when the run failed, they end with exit code 2, quietly,
// while rank 0 shows the message). `identity` names what decides the results (one line).
std::optional<std::vector<std::string>> run_sharded(const core::ShardJob& job,
                                                    const std::string& identity,
                                                    const std::string& work_dir, int threads,
                                                    const std::string& label,
                                                    bool progress = true);

}  // namespace looplab::cli
