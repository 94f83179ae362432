#pragma once
// The web app's files (web/), compiled into the binary by cmake/EmbedWebAssets.cmake.
// Lookup is an exact match against that fixed table: a request path is compared, never
// joined to a directory, so "/../../etc/passwd" or "/%2e%2e/x" simply is not found.
#include <string_view>

namespace looplab::server {

struct Asset {
  std::string_view type;  // Content-Type
  std::string_view body;
};

// The asset served at `path` ("/" is "/index.html"); nullptr when there is none.
const Asset* find_asset(std::string_view path);

}  // namespace looplab::server
