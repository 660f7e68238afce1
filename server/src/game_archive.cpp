#include "game_archive.hpp"

#include <algorithm>
#include <cctype>

#include "engine_setup.hpp"
#include "journal_codec.hpp"

namespace jongtable::server {

using nlohmann::json;

namespace {

constexpr int kListLimit = 50;

ApiReply error_reply(int status, const std::string& code, const std::string& message) {
  return {status, {{"error", {{"code", code}, {"message", message}}}}};
}

ApiReply storage_error(const storage::StoreError& error) {
  return error_reply(503, "storage_unavailable", error.message);
}

// Seat names from a stored lobby: [{seat, name}].
json players_of(const std::string& lobby_json) {
  json players = json::array();
  const json lobby = json::parse(lobby_json, nullptr, false);
  if (!lobby.is_object()) return players;
  for (const auto& seat : lobby.value("seats", json::array())) {
    if (seat.value("kind", "empty") == "empty") continue;
    players.push_back({{"seat", seat.value("seat", 0)}, {"name", seat.value("name", "")}});
  }
  return players;
}

// What anyone may read of a stored result. The stored record also keeps the lobby
// (resume-token hashes, session ids) for the server's own use; that never leaves.
json public_result(const std::string& result_json) {
  const json stored = json::parse(result_json, nullptr, false);
  json result = json::object();
  if (!stored.is_object()) return result;
  for (const char* key : {"game", "tokens", "scores", "rounds"}) {
    if (stored.contains(key)) result[key] = stored[key];
  }
  return result;
}

}  // namespace

ApiReply list_games(const storage::Store& store, const std::vector<std::string>& keys) {
  if (keys.size() > static_cast<std::size_t>(kListLimit))
    return error_reply(400, "bad_query", "Ask for at most 50 games at once.");
  for (const auto& key : keys) {
    const bool plain =
        !key.empty() && key.size() <= 32 &&
        std::all_of(key.begin(), key.end(), [](unsigned char c) { return std::isalnum(c) != 0; });
    if (!plain)
      return error_reply(400, "bad_query", "A table code or game id is letters and digits.");
  }
  const auto finished = store.list_finished_with(keys, kListLimit);
  if (!finished) return storage_error(finished.error());
  json games = json::array();
  for (const auto& game : finished.value()) {
    const json result = json::parse(game.result_json, nullptr, false);
    json players = players_of(game.lobby_json);
    for (auto& player : players) {
      const auto seat = player["seat"].get<std::size_t>();
      const json tokens =
          result.is_object() ? result.value("tokens", json::array()) : json::array();
      const json scores = result.is_object() ? result.value("scores", tokens) : tokens;
      if (!tokens.empty()) player["tokens"] = seat < tokens.size() ? tokens[seat] : json(0);
      player["score"] = seat < scores.size() ? scores[seat] : json(0);
    }
    games.push_back({{"id", game.id},
                     {"code", game.code},
                     {"created_ms", game.created_ms},
                     {"finished_ms", game.finished_ms},
                     {"players", players}});
  }
  return {200, {{"games", games}}};
}

ApiReply game_replay(const storage::Store& store, const std::string& id) {
  const auto loaded = store.load_game(id);
  if (!loaded) {
    if (loaded.error().errc == storage::StoreErrc::unknown_table)
      return error_reply(404, "game_not_found", "No game has that id.");
    return storage_error(loaded.error());
  }
  const auto& game = loaded.value();
  if (!game.finish)
    return error_reply(409, "game_not_finished",
                       "That game is still in play; replays open at its end.");
  const auto create = create_spec_from_json(game.table.settings_json);
  if (!create) return error_reply(500, "replay_failed", "The game's settings cannot be read.");
  auto replay = replay_game(*create, game.table.seed, game.inputs);
  if (replay.error) return error_reply(500, "replay_failed", *replay.error);
  return {200,
          {{"id", game.table.id},
           {"ruleset", std::move(replay.ruleset)},
           {"catalogue", std::move(replay.catalogue)},
           {"players", players_of(game.table.lobby_json)},
           {"steps", std::move(replay.steps)},
           {"rounds", std::move(replay.rounds)},
           {"result", public_result(game.finish->result_json)}}};
}

}  // namespace jongtable::server
