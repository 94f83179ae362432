#pragma once
// File I/O at the edge. Reading names the file in its error; writing goes to a
// temporary file beside the target and is renamed over it only when complete, so a
// crash or a full disk never leaves a half-written output.
#include <string>

namespace looplab::core {

// The whole file, or InputError("cannot read FILE: reason").
std::string read_file(const std::string& path);

// Writes atomically: PATH.tmp-XXXX, flush, fsync, rename. Throws InputError on failure
// and removes the temporary file. An existing special file (/dev/null, a pipe) is
// written in place, never replaced.
void write_file_atomic(const std::string& path, const std::string& contents);

}  // namespace looplab::core
