#pragma once
// Runs a job split into shards over the ranks of a cluster (core/cluster.hpp), and
// lets it resume after a failure.
//
// A job is a fixed number of shards, fixed by its arguments and never by the number of
// ranks or threads; each shard is an independent unit of work whose result is bytes.
// The caller combines the results in shard order, so the answer never depends on who
// computed what. Rank 0 hands shards out one at a time as ranks finish their last one
// (shards of unequal cost balance themselves), works shards too, keeps the results,
// and, given a work directory (core/work_dir.hpp), saves each one as it arrives and
// skips the ones already there. Every rank works `threads` shards at once, one thread
// each; `run` must be safe to call from several threads.
//
// A shard that throws InputError fails the run: no later shard is started, the earlier
// ones are finished (and saved), and rank 0 throws the message of the lowest failed
// shard, as a one-process run would. Other ranks then return `failed`, quietly, so the
// message is shown once. Rank 0 shows progress (shards done, time left) on stderr.
#include <cstddef>
#include <functional>
#include <string>
#include <vector>

#include "core/cluster.hpp"

namespace looplab::core {

struct ShardJob {
  std::size_t shards = 0;
  std::function<std::string(std::size_t)> run;  // shard i's result
};

struct ShardRunOptions {
  int threads = 1;          // shards worked at once on each rank
  std::string work_dir;     // "" = results kept in memory only
  std::string identity;     // one line: the arguments a work directory must match
  std::string label = "shards";
  bool progress = true;     // rank 0: a progress bar on a terminal
  double progress_lines = 0;  // rank 0, stderr not a terminal: a plain line every so many s
  std::function<void(const std::string&)> log;  // rank 0: what was resumed or damaged
};

struct ShardRun {
  bool failed = false;               // ranks other than 0: the run failed (rank 0 threw)
  std::vector<std::string> results;  // rank 0: every shard's result, in shard order
  std::size_t resumed = 0;           // rank 0: shards found done in the work directory
};

ShardRun run_shards(Cluster& cluster, const ShardJob& job, const ShardRunOptions& options);

}  // namespace looplab::core
