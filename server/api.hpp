#pragma once
// The JSON API of the web app, as plain functions from a request to a reply, so it can
// be tested without a socket (server/http_server.cpp binds it to HTTP).
//
//   GET  /api/packs          the packs: id, file, family, count, sizes, grades, editable
//   GET  /api/packs/ID       one whole pack (schemas/pack.schema.json)
//   GET  /api/families       registered families: name, summary, grades
//   GET  /api/grids          Loopy's grid types: name, number, least W and H
//   GET  /api/grids/NAME/WxH the shape of Loopy's grid NAME at W x H (core/loopy_grids.hpp):
//                            {"grid","rows":H,"cols":W,"graph":{"points","faces"}}, the
//                            form of a puzzle's graph JSON, for the editor's empty grids
//   POST /api/analyse        a puzzle object {"family","rows","cols","clues",...} ->
//                            {"status","solutions","complete","limit","solution",
//                             "rating" (unique only),"exports"}; status "unknown" when a
//                            budget stopped the count below the limit (no proof either way)
//   POST /api/save           the same puzzle object -> {"pack","id"}: appended to the
//                            --save-to pack when it has exactly one solution
//   POST /api/hint           the same puzzle object with "state": the player's position,
//                            the STATE strings of `looplab hint` (absent: nothing marked)
//                            -> exactly what `looplab hint --json` writes
//                            (schemas/hint.schema.json)
//   POST /api/prove          the same puzzle object -> {"status"}: unique, multiple, none,
//                            or unknown (the budget ran out); a unique one is kept proved,
//                            so the first /api/hint on it costs the hint alone. The app
//                            asks when it opens a puzzle, while the player looks at it.
//
// Every failure is a reply with {"error": "one line"}: 400 malformed JSON or not a puzzle
// (for a hint also a malformed state, or a puzzle without exactly one solution; for a
// grid an unknown or unsupported type, or a size it cannot take), 404 unknown pack, 403 saving off, 409 duplicate or family clash, 422 a puzzle that cannot
// be saved (no or several solutions) or no proof within the budget, and 501 a hint for a
// family whose hints are not available yet. A path asked with a method it does not take
// is a 405 whose Allow header names the one it takes (server/http_server.cpp).
// Counting is capped (kCountLimit solutions, kNodeBudget search nodes, and for a family
// with a learning engine, kConflictBudget conflicts of its SAT proofs) so one
// request cannot hold a worker for long; a capped count is "unknown", never a guess.
#include <cstdint>
#include <string>
#include <string_view>

#include "server/pack_store.hpp"
#include "server/proved_puzzles.hpp"

namespace looplab::server {

struct Reply {
  int status = 200;
  std::string body;
  std::string type = "application/json";
};

inline constexpr std::uint64_t kCountLimit = 100;
inline constexpr std::uint64_t kNodeBudget = 2'000'000;
inline constexpr std::uint64_t kConflictBudget = 200'000;  // seconds at most; a 40x40 proof needs far fewer
// Puzzles /api/hint and /api/prove keep proved (server/proved_puzzles.hpp): the boards a few players
// have open at once.
inline constexpr std::size_t kProvedPuzzles = 64;

// {"error": message} with the given status.
Reply error_reply(int status, const std::string& message);

class Api {
 public:
  explicit Api(PackStore& store) : store_(store) {}
  Reply packs() const;
  Reply pack(std::string_view id) const;
  Reply families() const;
  Reply grids() const;
  Reply grid(std::string_view name, std::string_view size) const;
  Reply analyse(std::string_view body) const;
  Reply save(std::string_view body);
  Reply hint(std::string_view body) const;
  Reply prove(std::string_view body) const;

 private:
  // The puzzle posted as `key`, proved unique within the budget: the one kept, or this
  // one proved now (kept by the caller once it has served). Null when the budget ran out.
  std::shared_ptr<const families::Puzzle> proved(const std::string& key, std::unique_ptr<families::Puzzle> posted) const;

  PackStore& store_;
  mutable ProvedPuzzles proved_{kProvedPuzzles};
};

}  // namespace looplab::server
