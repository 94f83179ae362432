#include "core/shard_runner.hpp"

#include <condition_variable>
#include <deque>
#include <exception>
#include <mutex>
#include <optional>
#include <thread>

#include "core/error.hpp"
#include "core/progress.hpp"
#include "core/work_dir.hpp"

namespace looplab::core {

namespace {

// Messages, one letter and a payload:
//   rank 0 -> others   T<shard>            work this shard
//                      Q0 / Q1             quit: the run succeeded / failed
//   others -> rank 0   D<shard>\n<result>  a shard done
//                      E<shard>\n<message> a shard failed with InputError
// Rank 0 gives every rank `threads` shards at the start and one more for each shard
// it gets back, so no request messages are needed.

struct Finished {
  std::size_t shard = 0;
  bool ok = true;
  std::string bytes;         // the result, or the InputError's message
  std::exception_ptr error;  // anything else (out of memory): rethrown where it is popped
};

std::string finished_message(const Finished& f) {
  std::string m(1, f.ok ? 'D' : 'E');
  m += std::to_string(f.shard);
  m += '\n';
  return m += f.bytes;
}

Finished parse_finished(const std::string& m) {
  const auto eol = m.find('\n');
  LK_REQUIRE(m.size() >= 2 && (m[0] == 'D' || m[0] == 'E') && eol != std::string::npos,
             "a shard message");
  return {std::stoull(m.substr(1, eol - 1)), m[0] == 'D', m.substr(eol + 1), nullptr};
}

// The threads of one rank: shards pushed in, finished shards popped out.
class Pool {
 public:
  Pool(int threads, const ShardJob& job) : job_(job) {
    for (int t = 0; t < std::max(1, threads); ++t) threads_.emplace_back([this] { work(); });
  }
  ~Pool() {
    {
      std::lock_guard lock(mutex_);
      stop_ = true;
    }
    task_ready_.notify_all();
    for (auto& t : threads_) t.join();
  }

  void push(std::size_t shard) {
    {
      std::lock_guard lock(mutex_);
      tasks_.push_back(shard);
    }
    task_ready_.notify_one();
  }

  std::optional<Finished> pop(std::chrono::milliseconds wait) {
    std::unique_lock lock(mutex_);
    done_ready_.wait_for(lock, wait, [&] { return !done_.empty(); });
    if (done_.empty()) return std::nullopt;
    Finished f = std::move(done_.front());
    done_.pop_front();
    return f;
  }

 private:
  void work() {
    for (;;) {
      std::size_t shard;
      {
        std::unique_lock lock(mutex_);
        task_ready_.wait(lock, [&] { return stop_ || !tasks_.empty(); });
        if (stop_) return;
        shard = tasks_.front();
        tasks_.pop_front();
      }
      Finished f{shard, true, {}, nullptr};
      try {
        f.bytes = job_.run(shard);
      } catch (const InputError& e) {
        f.ok = false;
        f.bytes = e.what();
      } catch (...) {
        f.error = std::current_exception();
      }
      {
        std::lock_guard lock(mutex_);
        done_.push_back(std::move(f));
      }
      done_ready_.notify_one();
    }
  }

  const ShardJob& job_;
  std::mutex mutex_;
  std::condition_variable task_ready_, done_ready_;
  std::deque<std::size_t> tasks_;
  std::deque<Finished> done_;
  bool stop_ = false;
  std::vector<std::thread> threads_;
};

constexpr std::chrono::milliseconds kPoll{2};  // how often the main loop looks for messages

void tell_all(Cluster& cluster, const std::string& message) {
  for (int r = 1; r < cluster.size(); ++r) cluster.send(r, message);
}

ShardRun coordinate(Cluster& cluster, const ShardJob& job, const ShardRunOptions& options) {
  ShardRun run;
  std::vector<std::optional<std::string>> results(job.shards);
  std::optional<WorkDir> dir;
  try {
    if (!options.work_dir.empty()) {
      dir.emplace(options.work_dir, options.identity, job.shards);
      std::size_t damaged = 0;
      results = dir->load(&damaged);
      if (damaged > 0 && options.log)
        options.log(std::to_string(damaged) + " damaged shard files in " + options.work_dir +
                    " are done again");
    }
  } catch (...) {
    tell_all(cluster, "Q1");
    throw;
  }
  std::deque<std::size_t> pending;
  for (std::size_t i = 0; i < job.shards; ++i)
    if (!results[i]) pending.push_back(i);
  std::size_t done = job.shards - pending.size();
  run.resumed = done;
  if (done > 0 && options.log)
    options.log("resuming: " + std::to_string(done) + " of " + std::to_string(job.shards) +
                " shards were done in " + options.work_dir);

  Progress progress(options.label, job.shards, done);
  if (options.progress) progress.log_lines_every(options.progress_lines);
  std::optional<std::size_t> failed_at;  // the lowest shard that failed
  std::string failure;
  std::size_t in_flight = 0;
  try {
    Pool pool(options.threads, job);
    auto give = [&](int rank) {
      if (pending.empty() || (failed_at && pending.front() > *failed_at)) return;
      const std::size_t shard = pending.front();
      pending.pop_front();
      ++in_flight;
      if (rank == 0)
        pool.push(shard);
      else
        cluster.send(rank, std::string(1, 'T') += std::to_string(shard));
    };
    auto finish = [&](int rank, Finished f) {
      --in_flight;
      if (f.ok) {
        if (dir) dir->save(f.shard, f.bytes);
        results[f.shard] = std::move(f.bytes);
        ++done;
        if (options.progress) progress.set(done);
      } else if (!failed_at || f.shard < *failed_at) {
        failed_at = f.shard;
        failure = std::move(f.bytes);
      }
      give(rank);
    };
    for (int r = 0; r < cluster.size(); ++r)
      for (int t = 0; t < std::max(1, options.threads); ++t) give(r);
    while (in_flight > 0) {
      if (auto f = pool.pop(cluster.size() == 1 ? std::chrono::milliseconds(100) : kPoll)) {
        if (f->error) std::rethrow_exception(f->error);
        finish(0, std::move(*f));
      }
      while (auto m = cluster.receive()) finish(m->from, parse_finished(m->bytes));
    }
  } catch (...) {
    // Other ranks may be sending results no one will take: they are ended at exit.
    tell_all(cluster, "Q1");
    cluster.abandon();
    throw;
  }
  progress.finish();
  tell_all(cluster, failed_at ? "Q1" : "Q0");
  if (failed_at) throw InputError(failure);
  LK_REQUIRE(done == job.shards, "every shard done");
  for (auto& r : results) run.results.push_back(std::move(*r));
  return run;
}

ShardRun work(Cluster& cluster, const ShardJob& job, const ShardRunOptions& options) {
  Pool pool(options.threads, job);
  auto report = [&](const Finished& f) {
    if (f.error) std::rethrow_exception(f.error);
    cluster.send(0, finished_message(f));
  };
  for (;;) {
    while (auto f = pool.pop(std::chrono::milliseconds(0))) report(*f);
    if (auto m = cluster.receive()) {
      LK_REQUIRE(m->from == 0 && !m->bytes.empty(), "a message from rank 0");
      if (m->bytes[0] == 'Q') return ShardRun{.failed = m->bytes != "Q0", .results = {}, .resumed = 0};
      LK_REQUIRE(m->bytes[0] == 'T', "a shard to work");
      pool.push(std::stoull(m->bytes.substr(1)));
      continue;
    }
    if (auto f = pool.pop(kPoll)) report(*f);
  }
}

}  // namespace

ShardRun run_shards(Cluster& cluster, const ShardJob& job, const ShardRunOptions& options) {
  return cluster.rank() == 0 ? coordinate(cluster, job, options) : work(cluster, job, options);
}

}  // namespace looplab::core
