// core/file: atomic writes keep the target's mode, and a conditional write leaves a file
// that changed meanwhile alone.
#include <sys/stat.h>
#include <unistd.h>

#include <catch2/catch.hpp>

#include <filesystem>
#include <string>

#include "core/file.hpp"

using namespace looplab;

namespace {

struct Scratch {
  std::filesystem::path path = std::filesystem::temp_directory_path() /
                               ("looplab-file-test-" + std::to_string(::getpid()));
  Scratch() {
    std::filesystem::remove_all(path);
    std::filesystem::create_directories(path);
  }
  ~Scratch() { std::filesystem::remove_all(path); }
};

mode_t mode_of(const std::string& path) {
  struct stat st {};
  REQUIRE(::stat(path.c_str(), &st) == 0);
  return st.st_mode & 07777;
}

}  // namespace

TEST_CASE("an atomic write keeps the mode of the file it replaces", "[file]") {
  Scratch dir;
  const std::string out = (dir.path / "private.json").string();
  core::write_file_atomic(out, "one");
  const mode_t mask = [] {
    const mode_t m = ::umask(022);
    ::umask(m);
    return m;
  }();
  CHECK(mode_of(out) == (0666 & ~mask));  // a new file: as any program's output
  REQUIRE(::chmod(out.c_str(), 0600) == 0);
  core::write_file_atomic(out, "two");
  CHECK(core::read_file(out) == "two");
  CHECK(mode_of(out) == 0600);
  REQUIRE(::chmod(out.c_str(), 0640) == 0);
  core::write_file_atomic(out, "three");
  CHECK(mode_of(out) == 0640);
}

TEST_CASE("a conditional write leaves a file that changed meanwhile alone", "[file]") {
  Scratch dir;
  const std::string out = (dir.path / "pack.json").string();
  core::write_file_atomic(out, "as read");
  // The check runs after the new bytes are on disk beside the target and before the
  // rename: another program's write in between is seen there.
  CHECK_FALSE(core::write_file_atomic_if(out, "mine", [&] {
    core::write_file_atomic(out, "theirs");
    return core::read_file(out) == "as read";
  }));
  CHECK(core::read_file(out) == "theirs");
  CHECK(std::distance(std::filesystem::directory_iterator(dir.path), std::filesystem::directory_iterator()) == 1);
  CHECK(core::write_file_atomic_if(out, "mine", [&] { return core::read_file(out) == "theirs"; }));
  CHECK(core::read_file(out) == "mine");
}
