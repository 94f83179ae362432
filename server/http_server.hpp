#pragma once
// `looplab serve` over HTTP (cpp-httplib): the app's embedded files, the JSON API of
// server/api.hpp, and nothing else. Each connection has its own thread
// (server/connections.hpp), so a slow client delays only itself. Unknown paths, wrong methods and bodies larger
// than `max_body` get a 4xx reply with {"error": ...}; an exception inside a handler
// becomes a 500 with a message, never a dead server.
#include <chrono>
#include <cstddef>
#include <functional>
#include <string>

#include "server/pack_store.hpp"

namespace looplab::server {

struct ServeOptions {
  std::string host = "127.0.0.1";
  int port = 8080;                     // 0 = any free port
  std::size_t max_body = 1024 * 1024;  // bytes
  // A client's time to send a request whole, and how many connections may be open:
  // see server/connections.hpp.
  std::chrono::milliseconds request_timeout{10000};
  std::size_t max_connections = 512;
};

// The URL a browser opens for host and port ("http://[::1]:8080/" for IPv6).
std::string url_for(const std::string& host, int port);

// Binds, calls `on_listening(url)` with the real port, then serves until the process
// ends. Throws InputError when the address cannot be bound.
void serve(PackStore& store, const ServeOptions& options,
           const std::function<void(const std::string&)>& on_listening);

}  // namespace looplab::server
