#include "game_archive.hpp"

#include <algorithm>
#include <cctype>
#include <variant>

#include "engine_setup.hpp"
#include "journal_codec.hpp"

namespace jongtable::server {

using nlohmann::json;

namespace {

constexpr int kListLimit = 50;

ApiReply error_reply(int status, const std::string& code, const std::string& message) {
  return {status, {{"error", {{"code", code}, {"message", message}}}}, {}};
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
  return {200, {{"games", games}}, {}};
}

namespace {

// A finished game's stored record and settings, or the reply that says why not.
struct FinishedGame {
  storage::StoredTable game;
  protocol::in::CreateTable create;
};
std::variant<FinishedGame, ApiReply> load_finished(const storage::Store& store,
                                                   const std::string& id) {
  auto loaded = store.load_game(id);
  if (!loaded) {
    if (loaded.error().errc == storage::StoreErrc::unknown_table)
      return error_reply(404, "game_not_found", "No game has that id.");
    return storage_error(loaded.error());
  }
  if (!loaded.value().finish)
    return error_reply(409, "game_not_finished",
                       "That game is still in play; replays open at its end.");
  auto create = create_spec_from_json(loaded.value().table.settings_json);
  if (!create) return error_reply(500, "replay_failed", "The game's settings cannot be read.");
  return FinishedGame{std::move(loaded.value()), std::move(*create)};
}

ApiReply too_large(std::size_t max_bytes) {
  return error_reply(413, "replay_too_large",
                     "This game's replay is longer than the server sends at once (" +
                         std::to_string(max_bytes / (1024 * 1024)) + " MiB).");
}

}  // namespace

ApiReply game_replay(const storage::Store& store, const std::string& id, std::size_t max_bytes) {
  auto finished = load_finished(store, id);
  if (auto* refused = std::get_if<ApiReply>(&finished)) return std::move(*refused);
  const auto& [game, create] = std::get<FinishedGame>(finished);
  // Written out step by step, so a long game costs its text and never a tree of it.
  std::string steps = "[";
  const auto replay = replay_game(create, game.table.seed, game.inputs, {}, true, [&](json step) {
    if (steps.size() > 1) steps += ',';
    steps += step.dump();
    return steps.size() <= max_bytes;
  });
  if (replay.stopped) return too_large(max_bytes);
  if (replay.error) return error_reply(500, "replay_failed", *replay.error);
  steps += ']';
  const json head = {{"id", game.table.id},
                     {"ruleset", replay.ruleset},
                     {"catalogue", replay.catalogue},
                     {"players", players_of(game.table.lobby_json)},
                     {"view_page", kReplayViewPage},
                     {"rounds", replay.rounds},
                     {"result", public_result(game.finish->result_json)}};
  std::string text = head.dump();
  if (text.size() + steps.size() > max_bytes) return too_large(max_bytes);
  text.pop_back();  // the closing brace: the steps go last
  text += ",\"steps\":";
  text += steps;
  text += '}';
  return {200, {}, std::move(text)};
}

ApiReply game_replay_views(const storage::Store& store, const std::string& id, std::size_t step) {
  auto finished = load_finished(store, id);
  if (auto* refused = std::get_if<ApiReply>(&finished)) return std::move(*refused);
  const auto& [game, create] = std::get<FinishedGame>(finished);
  const std::size_t from = step - step % kReplayViewPage;
  json views = json::array();
  const auto replay = replay_game(create, game.table.seed, game.inputs,
                                  {from, from + kReplayViewPage}, false, [&](json at) {
                                    views.push_back(std::move(at["view"]));
                                    return true;
                                  });
  if (replay.error) return error_reply(500, "replay_failed", *replay.error);
  return {200, {{"id", game.table.id}, {"from", from}, {"views", std::move(views)}}, {}};
}

}  // namespace jongtable::server
