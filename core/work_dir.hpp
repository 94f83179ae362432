#pragma once
// A work directory that lets a long run resume after a failure.
//
//   DIR/job             what the run is: its identity (the arguments that decide the
//                       results) and its number of shards
//   DIR/shard-000042    shard 42's result: a header line "looplab shard 42 of N crc32 X"
//                       and then the result's bytes, written atomically (core/file.hpp)
//
// A shard file is whole or absent, so a run killed at any moment loses only the shards
// it was working on; one that fails its checksum (a disk fault) is done again.
// Opening a directory made by another run, or a non-empty directory that holds no job,
// is refused with InputError: results of different arguments must never mix.
#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace looplab::core {

class WorkDir {
 public:
  // Creates DIR (and its parents) when missing and writes DIR/job; throws InputError
  // when DIR belongs to another run or cannot be made.
  WorkDir(std::string dir, std::string identity, std::size_t shards);

  // [i] = shard i's result, or nullopt when it is still to do. Damaged shard files
  // are removed and counted in `damaged`; leftovers of interrupted writes are removed.
  std::vector<std::optional<std::string>> load(std::size_t* damaged = nullptr) const;
  void save(std::size_t shard, const std::string& result) const;
  const std::string& path() const { return dir_; }

 private:
  std::string shard_path(std::size_t shard) const;
  std::string header(std::size_t shard, const std::string& result) const;
  std::string dir_;
  std::size_t shards_;
};

}  // namespace looplab::core
