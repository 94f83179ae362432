#include "server/assets.hpp"

#include <map>

#include "looplab_web_assets.hpp"

namespace looplab::server {

const Asset* find_asset(std::string_view path) {
  static const std::map<std::string_view, Asset> table = [] {
    std::map<std::string_view, Asset> t;
    for (const auto& a : kEmbeddedAssets) t.emplace(a.path, Asset{a.type, a.body});
    return t;
  }();
  if (path == "/") path = "/index.html";
  auto it = table.find(path);
  return it == table.end() ? nullptr : &it->second;
}

}  // namespace looplab::server
