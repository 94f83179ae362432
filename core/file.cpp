#include "core/file.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <fstream>
#include <sstream>
#include <sys/stat.h>

#include "core/error.hpp"

namespace looplab::core {

std::string read_file(const std::string& path) {
  struct stat st {};
  if (::stat(path.c_str(), &st) != 0)
    throw InputError("cannot read " + path + ": " + std::strerror(errno));
  if (S_ISDIR(st.st_mode)) throw InputError("cannot read " + path + ": it is a directory");
  std::ifstream in(path, std::ios::binary);
  if (!in) throw InputError("cannot read " + path + ": " + std::strerror(errno));
  std::ostringstream out;
  out << in.rdbuf();
  if (in.bad()) throw InputError("cannot read " + path + ": read error");
  return out.str();
}

namespace {

// The umask without setting it: Linux reports it in /proc/self/status, where a umask()
// round trip would briefly change it under threads that create files meanwhile. The
// round trip is the fallback where /proc says nothing (kernels before 4.7).
mode_t process_umask() {
  static const mode_t mask = [] {
    std::ifstream status("/proc/self/status");
    for (std::string line; std::getline(status, line);)
      if (line.rfind("Umask:", 0) == 0) return static_cast<mode_t>(std::stoul(line.substr(6), nullptr, 8));
    const mode_t old = ::umask(022);
    ::umask(old);
    return old;
  }();
  return mask;
}

// Writes straight into an existing special file (a device such as /dev/null, a pipe):
// renaming over one would replace it with a regular file.
void write_special(const std::string& path, const std::string& contents) {
  std::ofstream out(path, std::ios::binary);
  out << contents;
  out.flush();
  if (!out) throw InputError("cannot write " + path + ": " + std::strerror(errno));
}

}  // namespace

bool write_file_atomic_if(const std::string& path, const std::string& contents,
                          const std::function<bool()>& unchanged) {
  struct stat st {};
  const bool exists = ::stat(path.c_str(), &st) == 0;
  if (exists && !S_ISREG(st.st_mode)) {
    if (S_ISDIR(st.st_mode)) throw InputError("cannot write " + path + ": it is a directory");
    if (unchanged && !unchanged()) return false;
    write_special(path, contents);
    return true;
  }
  // mkstemp makes the file 0600; the output gets the mode the target had, or a new
  // file's.
  const mode_t mode = exists ? (st.st_mode & 07777) : (0666 & ~process_umask());
  std::string tmp = path + ".tmp-XXXXXX";
  int fd = ::mkstemp(tmp.data());
  if (fd < 0) throw InputError("cannot write " + path + ": " + std::strerror(errno));
  const char* p = contents.data();
  std::size_t left = contents.size();
  bool ok = true;
  while (left > 0) {
    ssize_t n = ::write(fd, p, left);
    if (n < 0) {
      if (errno == EINTR) continue;
      ok = false;
      break;
    }
    p += n;
    left -= static_cast<std::size_t>(n);
  }
  int saved = errno;
  if (ok && ::fsync(fd) != 0) ok = false, saved = errno;
  ::fchmod(fd, mode);
  if (::close(fd) != 0 && ok) ok = false, saved = errno;
  if (ok && unchanged && !unchanged()) {
    ::unlink(tmp.c_str());
    return false;
  }
  if (ok && ::rename(tmp.c_str(), path.c_str()) != 0) ok = false, saved = errno;
  if (!ok) {
    ::unlink(tmp.c_str());
    throw InputError("cannot write " + path + ": " + std::strerror(saved));
  }
  return true;
}

void write_file_atomic(const std::string& path, const std::string& contents) {
  write_file_atomic_if(path, contents, {});
}

}  // namespace looplab::core
