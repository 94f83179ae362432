// The shard runner without MPI: one process, and ranks as threads of one process; a
// work directory resumed after a failure, refused when another run made it.
#include <unistd.h>

#include <atomic>
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <thread>

#include "core/error.hpp"
#include "core/file.hpp"
#include "core/shard_runner.hpp"
#include "core/work_dir.hpp"
#include "tests/support/thread_cluster.hpp"

using namespace looplab;

namespace {

struct TempDir {
  std::filesystem::path path;
  explicit TempDir(const std::string& name) {
    path = std::filesystem::temp_directory_path() /
           ("looplab-shard-test-" + name + "-" + std::to_string(::getpid()));
    std::filesystem::remove_all(path);
  }
  ~TempDir() { std::filesystem::remove_all(path); }
  std::string str() const { return path.string(); }
  std::size_t shard_files() const {
    std::size_t n = 0;
    for (const auto& e : std::filesystem::directory_iterator(path))
      n += e.path().filename().string().rfind("shard-", 0) == 0;
    return n;
  }
};

std::string square(std::size_t i) { return std::to_string(i * i); }

// Options for a run without a progress bar (and, unless given, without a work directory).
core::ShardRunOptions quiet(int threads, std::string work_dir = {}, std::string identity = {}) {
  core::ShardRunOptions o;
  o.threads = threads;
  o.work_dir = std::move(work_dir);
  o.identity = std::move(identity);
  o.progress = false;
  return o;
}

std::vector<std::string> squares(std::size_t n) {
  std::vector<std::string> out;
  for (std::size_t i = 0; i < n; ++i) out.push_back(square(i));
  return out;
}

// Runs `job` on n thread-ranks; returns rank 0's run, and the others' in `others`.
core::ShardRun run_on_threads(int n, const core::ShardJob& job, const core::ShardRunOptions& o,
                              std::vector<core::ShardRun>* others = nullptr) {
  auto ranks = test::make_thread_cluster(n);
  std::vector<core::ShardRun> runs(static_cast<std::size_t>(n));
  std::vector<std::thread> threads;
  for (int r = 1; r < n; ++r)
    threads.emplace_back([&, r] { runs[r] = core::run_shards(*ranks[r], job, o); });
  std::exception_ptr error;
  try {
    runs[0] = core::run_shards(*ranks[0], job, o);
  } catch (...) {
    error = std::current_exception();
  }
  for (auto& t : threads) t.join();
  if (others) others->assign(runs.begin() + 1, runs.end());
  if (error) std::rethrow_exception(error);
  return runs[0];
}

}  // namespace

TEST_CASE("run_shards gives every shard's result in shard order, in one process", "[shards]") {
  core::LocalCluster local;
  std::vector<std::atomic<int>> calls(40);
  core::ShardJob job{40, [&](std::size_t i) {
                       ++calls[i];
                       return square(i);
                     }};
  for (int threads : {1, 3}) {
    for (auto& c : calls) c = 0;
    const core::ShardRun run = core::run_shards(local, job, quiet(threads));
    CHECK(run.results == squares(40));
    CHECK(run.resumed == 0);
    for (auto& c : calls) CHECK(c == 1);
  }
}

TEST_CASE("run_shards hands shards out over ranks, each shard once, results as in one process",
          "[shards]") {
  std::vector<std::atomic<int>> calls(60);
  core::ShardJob job{60, [&](std::size_t i) {
                       ++calls[i];
                       // Shards of unequal cost: every seventh is slow.
                       if (i % 7 == 0) std::this_thread::sleep_for(std::chrono::milliseconds(5));
                       return square(i);
                     }};
  std::vector<core::ShardRun> others;
  const core::ShardRun run = run_on_threads(3, job, quiet(2), &others);
  CHECK(run.results == squares(60));
  for (auto& c : calls) CHECK(c == 1);
  REQUIRE(others.size() == 2);
  for (const auto& o : others) {
    CHECK_FALSE(o.failed);
    CHECK(o.results.empty());
  }
}

TEST_CASE("a failed shard fails the run with the lowest failed shard's message on every rank",
          "[shards]") {
  core::ShardJob job{30, [&](std::size_t i) -> std::string {
                       if (i == 11 || i == 17) throw InputError("shard " + std::to_string(i));
                       return square(i);
                     }};
  for (int ranks : {1, 3}) {
    std::vector<core::ShardRun> others;
    CHECK_THROWS_WITH(run_on_threads(ranks, job, quiet(2), &others),
                      "shard 11");
    for (const auto& o : others) CHECK(o.failed);
  }
}

TEST_CASE("a work directory resumes a failed run: done shards are skipped, the answer is the same",
          "[shards]") {
  TempDir dir("resume");
  std::vector<std::atomic<int>> calls(20);
  bool crash = true;
  core::ShardJob job{20, [&](std::size_t i) -> std::string {
                       ++calls[i];
                       if (crash && i == 8) throw std::runtime_error("killed");
                       return square(i);
                     }};
  const core::ShardRunOptions options = quiet(1, dir.str(), "squares 20");
  core::LocalCluster local;
  // An unexpected failure (a crash) loses only the shard in flight: 0-7 are kept.
  CHECK_THROWS_WITH(core::run_shards(local, job, options), "killed");
  CHECK(dir.shard_files() == 8);
  crash = false;
  for (auto& c : calls) c = 0;
  std::vector<std::string> said;
  core::ShardRunOptions logged = options;
  logged.log = [&](const std::string& s) { said.push_back(s); };
  const core::ShardRun run = core::run_shards(local, job, logged);
  CHECK(run.results == squares(20));
  CHECK(run.resumed == 8);
  for (std::size_t i = 0; i < 20; ++i) CHECK(calls[i] == (i < 8 ? 0 : 1));
  REQUIRE(said.size() == 1);
  CHECK(said[0] == "resuming: 8 of 20 shards were done in " + dir.str());
  // A third run does nothing and gives the same answer, also over ranks.
  for (auto& c : calls) c = 0;
  CHECK(run_on_threads(2, job, options).results == squares(20));
  for (auto& c : calls) CHECK(c == 0);
}

TEST_CASE("a work directory made by other arguments, or holding other files, is refused",
          "[shards]") {
  TempDir dir("refuse");
  core::ShardJob job{4, square};
  core::LocalCluster local;
  core::run_shards(local, job, quiet(1, dir.str(), "squares 4"));
  const std::string other = "work directory " + dir.str() +
                            " was made by another run (squares 4), not by this one (cubes 4): "
                            "give another directory, or delete it to start over";
  for (int ranks : {1, 2}) {
    std::vector<core::ShardRun> others;
    CHECK_THROWS_WITH(
        run_on_threads(ranks, job, quiet(1, dir.str(), "cubes 4"), &others),
        other);
    for (const auto& o : others) CHECK(o.failed);
  }
  // The same arguments with another number of shards are another run too.
  CHECK_THROWS_AS(core::WorkDir(dir.str(), "squares 4", 5), InputError);
  TempDir stranger("stranger");
  std::filesystem::create_directories(stranger.path);
  std::ofstream(stranger.path / "notes.txt") << "mine\n";
  CHECK_THROWS_WITH(core::WorkDir(stranger.str(), "squares 4", 4),
                    "work directory " + stranger.str() +
                        " is not empty and holds no looplab job: give a new or empty directory");
}

TEST_CASE("a damaged shard file is done again, and leftovers of interrupted writes go", "[shards]") {
  TempDir dir("damaged");
  std::atomic<int> calls{0};
  core::ShardJob job{3, [&](std::size_t i) {
                       ++calls;
                       return square(i) + "\n" + std::string(i, 'x');
                     }};
  const core::ShardRunOptions options = quiet(1, dir.str(), "damaged");
  core::LocalCluster local;
  const auto first = core::run_shards(local, job, options).results;
  const std::string shard1 = (dir.path / "shard-000001").string();
  std::string text = core::read_file(shard1);
  text.back() = 'y';
  core::write_file_atomic(shard1, text);
  core::write_file_atomic((dir.path / "shard-000002.tmp-abcdef").string(), "half");
  calls = 0;
  std::size_t damaged = 0;
  CHECK(core::WorkDir(dir.str(), "damaged", 3).load(&damaged)[1] == std::nullopt);
  CHECK(damaged == 1);
  CHECK_FALSE(std::filesystem::exists(dir.path / "shard-000002.tmp-abcdef"));
  CHECK(core::run_shards(local, job, options).results == first);
  CHECK(calls == 1);
}
