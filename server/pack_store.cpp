#include "server/pack_store.hpp"

#include <unistd.h>

#include <filesystem>
#include <map>
#include <stdexcept>

#include <spdlog/spdlog.h>

#include "core/error.hpp"
#include "core/file.hpp"
#include "io/json_schema.hpp"
#include "io/pack.hpp"

namespace looplab::server {

using nlohmann::json;

namespace {

bool same_file(const std::string& a, const std::string& b) {
  std::error_code ec;
  return std::filesystem::equivalent(a, b, ec) && !ec;
}

io::Pack check_pack(const json& pack, const std::string& path) {
  if (auto why = io::builtin_schemas().validate(pack, "pack.schema.json"))
    throw InputError(path + ": not a looplab pack: " + *why);
  try {
    return pack.get<io::Pack>();
  } catch (const json::exception& e) {
    throw InputError(path + ": not a looplab pack: " + e.what());
  }
}

io::Pack load_pack(const std::string& path) { return check_pack(io::read_pack(path), path); }

std::optional<std::string> bytes_of(const std::string& path) {
  std::error_code ec;
  if (!std::filesystem::exists(path, ec)) return std::nullopt;
  return core::read_file(path);
}

}  // namespace

std::string PackStore::unique_id(const std::string& path) const {
  std::string stem = std::filesystem::path(path).stem().string(), base;
  for (char ch : stem) {
    char c = (ch >= 'A' && ch <= 'Z') ? static_cast<char>(ch - 'A' + 'a') : ch;
    bool keep = (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9');
    if (keep)
      base += c;
    else if (!base.empty() && base.back() != '-')
      base += '-';
  }
  while (!base.empty() && base.back() == '-') base.pop_back();
  if (base.empty()) base = "pack";
  auto taken = [&](const std::string& id) {
    for (const auto& p : packs_)
      if (p.id == id) return true;
    return false;
  };
  std::string id = base;
  for (int n = 2; taken(id); ++n) id = base + "-" + std::to_string(n);
  return id;
}

PackStore::PackStore(const std::vector<std::string>& paths, const std::string& save_to) {
  for (const auto& path : paths) {
    bool listed = false;
    for (const auto& p : packs_) listed = listed || same_file(p.path, path);
    if (listed) continue;
    packs_.push_back({unique_id(path), path, load_pack(path)});
  }
  if (save_to.empty()) return;
  save_bytes_ = bytes_of(save_to);  // read before the data: a change between is caught up
  for (std::size_t i = 0; i < packs_.size(); ++i)
    if (same_file(packs_[i].path, save_to)) save_index_ = static_cast<int>(i);
  if (save_index_ < 0) {
    io::Pack data;
    if (std::filesystem::exists(save_to)) {
      data = load_pack(save_to);
    } else {
      // Refused now rather than at the first save, when the edits would be lost.
      auto folder = std::filesystem::absolute(save_to).parent_path();
      std::error_code ec;
      if (!std::filesystem::is_directory(folder, ec))
        throw InputError("--save-to " + save_to + ": folder " + folder.string() + " does not exist");
      if (::access(folder.c_str(), W_OK) != 0)
        throw InputError("--save-to " + save_to + ": folder " + folder.string() + " is not writable");
      // Written on the first save; until then it is listed as an empty pack.
      io::PackParameters params;
      params.count = 0;
      params.seed = 0;
      data = io::make_pack(params, {});
      data.command = "hand-made in the looplab editor (looplab serve --save-to " + save_to + ")";
    }
    packs_.push_back({unique_id(save_to), save_to, std::move(data)});
    save_index_ = static_cast<int>(packs_.size()) - 1;
  }
}

json PackStore::list() const {
  std::lock_guard lock(mutex_);
  json out = json::array();
  for (std::size_t i = 0; i < packs_.size(); ++i) {
    const auto& p = packs_[i];
    std::map<std::string, int> sizes, grades;
    for (const io::PackEntry& e : p.data.puzzles) {
      ++sizes[std::to_string(e.rows()) + "x" + std::to_string(e.cols())];
      ++grades[std::string(families::name_of(e.rating.grade))];
    }
    json size_list = json::array();
    for (const auto& [s, n] : sizes) size_list.push_back(s);
    out.push_back({{"id", p.id},
                   {"file", std::filesystem::path(p.path).filename().string()},
                   // null for a hand-made pack before its first puzzle: no family yet
                   {"family", p.data.family().empty() ? json(nullptr) : json(p.data.family())},
                   {"count", p.data.puzzles.size()},
                   {"sizes", size_list},
                   {"grades", grades},
                   {"editable", static_cast<int>(i) == save_index_}});
  }
  return out;
}

std::optional<json> PackStore::pack(std::string_view id) const {
  std::lock_guard lock(mutex_);
  for (const auto& p : packs_)
    if (p.id == id) return json(p.data);
  return std::nullopt;
}

std::string PackStore::save_file() const {
  return save_index_ < 0 ? "" : packs_[save_index_].path;
}

void PackStore::catch_up_with_file(Pack& p) {
  std::optional<std::string> now = bytes_of(p.path);
  if (now == save_bytes_) return;
  std::string file = std::filesystem::path(p.path).filename().string();
  if (!now) throw InputError(file + " was removed by another program: nothing was saved");
  io::Pack data;
  try {
    data = check_pack(io::parse_pack(*now, p.path), p.path);
  } catch (const InputError& e) {
    throw InputError(file + " changed on disk and is not a looplab pack now (" + e.what() +
                     "): nothing was saved");
  }
  spdlog::info("{} changed on disk: saving into it as it is now", p.path);
  p.data = std::move(data);
  save_bytes_ = std::move(now);
}

PackStore::Saved PackStore::append(io::PackEntry entry) {
  std::lock_guard lock(mutex_);
  if (save_index_ < 0) throw InputError("saving is off: start looplab serve with --save-to FILE");
  Pack& p = packs_[save_index_];
  // Another program may write the file while the update is built: it is written only
  // over the bytes it was built on, else built again on what the file holds now.
  for (int attempt = 0; attempt < 3; ++attempt) {
    catch_up_with_file(p);
    io::Pack updated = with_entry(p, entry);
    std::string bytes = io::dump_pack(updated);
    bool written = false;
    try {
      written = core::write_file_atomic_if(p.path, bytes, [&] { return bytes_of(p.path) == save_bytes_; });
    } catch (const InputError& e) {
      // Not the request's fault: the HTTP layer answers 500 with this message.
      throw std::runtime_error(e.what());
    }
    if (!written) continue;
    save_bytes_ = std::move(bytes);
    p.data = std::move(updated);  // only after the file holds it
    return {p.id, entry.id};
  }
  throw InputError(std::filesystem::path(p.path).filename().string() +
                   " kept changing on disk while saving: nothing was saved");
}

io::Pack PackStore::with_entry(const Pack& p, io::PackEntry& entry) {
  const std::vector<io::PackEntry>& puzzles = p.data.puzzles;
  if (!puzzles.empty() && p.data.family() != entry.family())
    throw InputError("the pack " + p.id + " holds " + p.data.family() + " puzzles, not " + entry.family());
  int next = 1;
  for (const io::PackEntry& e : puzzles) {
    if (e.puzzle == entry.puzzle) throw InputError("this puzzle is already in " + p.id + " as " + e.id);
    if (e.id.rfind("edit-", 0) == 0) {
      try {
        next = std::max(next, std::stoi(e.id.substr(5)) + 1);
      } catch (const std::exception&) {
      }
    }
  }
  entry.id = "edit-" + std::to_string(next);
  io::Pack updated = p.data;
  if (updated.puzzles.empty()) {
    // A hand-made pack takes its header from its first puzzle.
    updated.parameters.made.family = entry.family();
    updated.parameters.made.ask.rows = entry.rows();
    updated.parameters.made.ask.cols = entry.cols();
  }
  updated.puzzles.push_back(entry);
  updated.parameters.made.count = updated.puzzles.size();
  if (updated.command.rfind("looplab generate", 0) == 0)
    updated.command = "edited in looplab serve; first made by: " + updated.command;
  return updated;
}

}  // namespace looplab::server
