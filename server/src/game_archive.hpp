#pragma once
// The finished games over HTTP (protocol/README.md, "Replays"): the list, and one game
// rebuilt from its stored inputs through the engine, every hand revealed. A game still
// in play is never shown: its cards are secret until it ends.

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "jongtable/storage/store.hpp"

namespace jongtable::server {

struct ApiReply {
  int status = 200;
  nlohmann::json body;
  // A reply written out as it was built (a replay), sent instead of `body` when set.
  std::string text;
};

// Steps whose views one request may ask for: a page costs a bounded number of views.
inline constexpr std::size_t kReplayViewPage = 32;

// GET /api/games: newest first, at most 50.
// The finished games among `keys` (table codes or game ids the viewer knows: theirs, or
// links they were given), newest first. No keys, no games: nobody lists strangers' games.
[[nodiscard]] ApiReply list_games(const storage::Store& store,
                                  const std::vector<std::string>& keys);

// GET /api/games/<id>/replay: 404 unknown, 409 not finished; every step without its view,
// refused (413 replay_too_large) once its text would pass `max_bytes`.
[[nodiscard]] ApiReply game_replay(const storage::Store& store, const std::string& id,
                                   std::size_t max_bytes);

// GET /api/games/<id>/replay?views=N: the views of the page of kReplayViewPage steps
// holding step N, as {id, from, views: [view, ...]}.
[[nodiscard]] ApiReply game_replay_views(const storage::Store& store, const std::string& id,
                                         std::size_t step);

}  // namespace jongtable::server
