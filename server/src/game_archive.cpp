#include "game_archive.hpp"

#include "engine_setup.hpp"
#include "fairness.hpp"
#include "jongtable/engine/view.hpp"
#include "jongtable/protocol/engine_json.hpp"
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

// A replay shows each event once with everything in it: the copy that hides a card
// from everyone but one seat (a draw, say) is left out, since its full copy is there.
bool is_redacted_copy(const engine::Event& event, int seats) {
  if (!event.audience.includes(std::nullopt)) return false;
  for (int s = 0; s < seats; ++s) {
    if (!event.audience.includes(engine::Seat(s))) return true;
  }
  return false;
}

json revealed_view(const engine::Table& table, engine::Millis now) {
  json view = protocol::view_json(engine::spectator_view(table), now);
  const auto hands = engine::revealed_hands(table);
  auto& seats = view["seats"];
  for (std::size_t s = 0; s < seats.size() && s < hands.size(); ++s) {
    json cards = json::array();
    for (const auto card : hands[s]) cards.push_back(protocol::card_json(card));
    seats[s]["concealed"] = std::move(cards);
  }
  return view;
}

// What anyone may read of a stored result. The stored record also keeps the lobby
// (resume-token hashes, session ids) for the server's own use; that never leaves.
json public_result(const std::string& result_json) {
  const json stored = json::parse(result_json, nullptr, false);
  json result = json::object();
  if (!stored.is_object()) return result;
  for (const char* key : {"game", "tokens", "rounds"}) {
    if (stored.contains(key)) result[key] = stored[key];
  }
  return result;
}

}  // namespace

ApiReply list_games(const storage::Store& store) {
  const auto finished = store.list_finished(kListLimit);
  if (!finished) return storage_error(finished.error());
  json games = json::array();
  for (const auto& game : finished.value()) {
    const json result = json::parse(game.result_json, nullptr, false);
    json players = players_of(game.lobby_json);
    for (auto& player : players) {
      const auto seat = player["seat"].get<std::size_t>();
      const json tokens =
          result.is_object() ? result.value("tokens", json::array()) : json::array();
      player["tokens"] = seat < tokens.size() ? tokens[seat] : json(0);
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
  auto setup = make_table_options(*create, game.table.seed);
  if (setup.error) return error_reply(500, "replay_failed", setup.error->message);
  engine::Table table = std::move(setup.options.table);
  const int seats = table.settings.seats;
  std::vector<DealtDeck> decks;
  json steps = json::array();
  const engine::Millis start = game.inputs.empty() ? 0 : game.inputs.front().at_ms;
  for (std::size_t i = 0; i < game.inputs.size(); ++i) {
    const auto& input = game.inputs[i];
    const json input_json = json::parse(input.input_json, nullptr, false);
    const auto intent = intent_from_json(input_json);
    if (!intent) return error_reply(500, "replay_failed", "A stored input cannot be read.");
    const auto outcome = engine::apply(table, *intent, input.at_ms);
    if (!outcome.ok()) return error_reply(500, "replay_failed", "A stored input was refused.");
    note_deal(table, game.table.seed, decks);
    json events = json::array();
    for (const auto& event : outcome.events) {
      if (!is_redacted_copy(event, seats))
        events.push_back(protocol::event_json(event.body, input.at_ms, seats));
    }
    steps.push_back({{"index", i},
                     {"at_ms", input.at_ms - start},
                     {"input", input_json},
                     {"events", std::move(events)},
                     {"view", revealed_view(table, input.at_ms)}});
  }
  json rounds = json::array();
  for (const auto& deck : decks) {
    rounds.push_back({{"round", deck.round},
                      {"commitment", deck.commitment},
                      {"salt", deck.salt},
                      {"deck", deck.faces}});
  }
  return {200,
          {{"id", game.table.id},
           {"players", players_of(game.table.lobby_json)},
           {"steps", std::move(steps)},
           {"rounds", std::move(rounds)},
           {"result", public_result(game.finish->result_json)}}};
}

}  // namespace jongtable::server
