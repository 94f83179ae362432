// Feeds arbitrary bytes to the web server's JSON API (server/api.hpp) as request bodies
// and pack ids: every answer must be a reply with a status and a JSON body, never a
// crash, whatever the body (deep nesting, a puzzle of the wrong family, huge sizes).
// The first byte chooses the endpoint; /api/save has no --save-to, so it writes nothing.
// /api/hint proves uniqueness within the server's budget before its hint.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include <nlohmann/json.hpp>

#include "server/api.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static looplab::server::PackStore store({}, "");
  looplab::server::Api api(store);
  if (size == 0) return 0;
  std::string_view body(reinterpret_cast<const char*>(data) + 1, size - 1);
  looplab::server::Reply r = data[0] % 4 == 0   ? api.analyse(body)
                             : data[0] % 4 == 1 ? api.save(body)
                             : data[0] % 4 == 2 ? api.pack(body)
                                                : api.hint(body);
  if (r.status < 200 || r.status > 599 || !nlohmann::json::accept(r.body)) __builtin_trap();
  return 0;
}
