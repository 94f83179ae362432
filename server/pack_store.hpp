#pragma once
// The packs `looplab serve` was started with, held in memory, plus the one pack the
// editor saves into. Packs are known by an id made from their file name ("p.json" ->
// "p"; clashes get "-2", "-3"); a request names a pack only by that id, so no request
// ever chooses a file.
//
// Saving: puzzles from the editor are appended to the --save-to pack. When that file
// does not exist yet it is created on the first save (a pack of hand-made puzzles);
// when it exists it must be a looplab pack of the same family, and it is also listed
// (once, even when it is one of the served packs too). Every save rewrites the whole
// file atomically (core::write_file_atomic), under a lock, so concurrent saves queue.
// Before each write the file is read again: when another program changed it since it
// was read or last written, the save goes into the file as it is now (its puzzles kept,
// the new one appended), and when it is gone or no longer a looplab pack of the family,
// the save is refused and the file left alone. A change between that read and the
// rename is still lost: a plain file has no lock every editor honours.
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "io/pack.hpp"

namespace looplab::server {

class PackStore {
 public:
  // Reads and schema-checks every pack; InputError naming the file when one is not a
  // looplab pack. `save_to` may be empty (saving is then refused).
  PackStore(const std::vector<std::string>& paths, const std::string& save_to);

  // [{"id","file","family","count","sizes":["5x5"],"grades":{"easy":3},"editable"}]
  nlohmann::json list() const;
  // A copy of the whole pack, or nullopt for an unknown id.
  std::optional<nlohmann::json> pack(std::string_view id) const;

  bool can_save() const { return save_index_ >= 0; }
  std::string save_file() const;

  struct Saved {
    std::string pack_id, puzzle_id;
  };
  // Appends `entry` (a pack_entry; its id is given here: "edit-N") and rewrites
  // the file. Throws InputError when saving is off, the family differs from the pack's,
  // or the same clues are already in the pack, or another program kept rewriting the
  // file; std::runtime_error when the file cannot be written (the pack in memory is then
  // unchanged).
  Saved append(io::PackEntry entry);

 private:
  struct Pack {
    std::string id, path;
    io::Pack data;
  };
  // The save pack's data as the file holds it now.
  void catch_up_with_file(Pack& p);
  // The pack's data with `entry` appended (and given its id); checks the family and
  // that the clues are new.
  static io::Pack with_entry(const Pack& p, io::PackEntry& entry);
  std::string unique_id(const std::string& path) const;

  mutable std::mutex mutex_;
  std::vector<Pack> packs_;
  int save_index_ = -1;
  // The save pack's file as last read or written; nullopt before it exists.
  std::optional<std::string> save_bytes_;
};

}  // namespace looplab::server
