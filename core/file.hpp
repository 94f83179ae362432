#pragma once
// File I/O at the edge. Reading names the file in its error; writing goes to a
// temporary file beside the target and is renamed over it only when complete, so a
// crash or a full disk never leaves a half-written output.
#include <functional>
#include <string>

namespace looplab::core {

// The whole file, or InputError("cannot read FILE: reason").
std::string read_file(const std::string& path);

// Writes atomically: PATH.tmp-XXXX, flush, fsync, rename. Throws InputError on failure
// and removes the temporary file. An existing special file (/dev/null, a pipe) is
// written in place, never replaced.
// The file keeps its permissions; a new one gets 0666 less the umask, as any other
// program's output does.
void write_file_atomic(const std::string& path, const std::string& contents);

// The same, but only when `unchanged()` still holds just before the rename, so that a
// writer who read the file first does not drop what another program wrote meanwhile.
// Returns false, leaving the file alone, when it does not. (Another program can still
// write between that check and the rename; the window is one system call wide.)
bool write_file_atomic_if(const std::string& path, const std::string& contents,
                          const std::function<bool()>& unchanged);

}  // namespace looplab::core
