#include "core/work_dir.hpp"

#include <boost/crc.hpp>
#include <cstdio>
#include <filesystem>
#include <system_error>

#include "core/error.hpp"
#include "core/file.hpp"

namespace looplab::core {

namespace fs = std::filesystem;

namespace {

std::string job_text(const std::string& identity, std::size_t shards) {
  return "looplab work directory\njob: " + identity + "\nshards: " + std::to_string(shards) +
         "\n";
}

// The identity line of a job file, for the refusal message.
std::string job_of(const std::string& text) {
  const auto at = text.find("job: ");
  if (at == std::string::npos) return "unreadable";
  return text.substr(at + 5, text.find('\n', at) - at - 5);
}

std::uint32_t crc32(const std::string& bytes) {
  boost::crc_32_type crc;
  crc.process_bytes(bytes.data(), bytes.size());
  return crc.checksum();
}

}  // namespace

WorkDir::WorkDir(std::string dir, std::string identity, std::size_t shards)
    : dir_(std::move(dir)), shards_(shards) {
  LK_REQUIRE(identity.find('\n') == std::string::npos, "a job identity is one line");
  const std::string want = job_text(identity, shards);
  const fs::path job = fs::path(dir_) / "job";
  std::error_code ec;
  if (fs::exists(job, ec)) {
    const std::string have = read_file(job.string());
    if (have != want)
      throw InputError("work directory " + dir_ + " was made by another run (" + job_of(have) +
                       "), not by this one (" + identity +
                       "): give another directory, or delete it to start over");
    return;
  }
  if (fs::exists(dir_, ec) && !fs::is_directory(dir_, ec))
    throw InputError("work directory " + dir_ + " is not a directory");
  if (fs::is_directory(dir_, ec) && !fs::is_empty(dir_, ec))
    throw InputError("work directory " + dir_ +
                     " is not empty and holds no looplab job: give a new or empty directory");
  // Only the directory itself, as --out makes only its file: a mistyped parent is an
  // error, not a tree of new directories.
  if (!fs::is_directory(dir_, ec)) fs::create_directory(dir_, ec);
  if (ec) throw InputError("cannot make work directory " + dir_ + ": " + ec.message());
  write_file_atomic(job.string(), want);
}

std::string WorkDir::shard_path(std::size_t shard) const {
  char name[32];
  std::snprintf(name, sizeof name, "shard-%06zu", shard);
  return (fs::path(dir_) / name).string();
}

std::string WorkDir::header(std::size_t shard, const std::string& result) const {
  char line[96];
  std::snprintf(line, sizeof line, "looplab shard %zu of %zu crc32 %08x\n", shard, shards_,
                static_cast<unsigned>(crc32(result)));
  return line;
}

std::vector<std::optional<std::string>> WorkDir::load(std::size_t* damaged) const {
  std::vector<std::optional<std::string>> results(shards_);
  std::size_t bad = 0;
  std::error_code ec;
  for (const auto& entry : fs::directory_iterator(dir_, ec)) {
    const std::string name = entry.path().filename().string();
    if (name.find(".tmp-") != std::string::npos) fs::remove(entry.path(), ec);
  }
  for (std::size_t i = 0; i < shards_; ++i) {
    const std::string path = shard_path(i);
    if (!fs::exists(path, ec)) continue;
    std::string text = read_file(path);
    const auto eol = text.find('\n');
    std::string result = eol == std::string::npos ? std::string() : text.substr(eol + 1);
    if (eol == std::string::npos || text.compare(0, eol + 1, header(i, result)) != 0) {
      ++bad;
      fs::remove(path, ec);
      continue;
    }
    results[i] = std::move(result);
  }
  if (damaged) *damaged = bad;
  return results;
}

void WorkDir::save(std::size_t shard, const std::string& result) const {
  LK_REQUIRE(shard < shards_, "a shard of the job");
  write_file_atomic(shard_path(shard), header(shard, result) + result);
}

}  // namespace looplab::core
