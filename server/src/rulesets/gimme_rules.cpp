#include "rulesets/gimme_rules.hpp"

#include <algorithm>

#include "jongtable/gimme/rule_error.hpp"
#include "jongtable/gimme/scenario.hpp"
#include "jongtable/protocol/gimme_json.hpp"
#include "jongtable/protocol/gimme_moves.hpp"
#include "rulesets/one_bot_strength.hpp"
#include "rulesets/settings_reader.hpp"

namespace jongtable::server {

using nlohmann::json;
namespace proto = jongtable::protocol;
namespace gj = jongtable::protocol::gimme_json;

namespace {

proto::ProtocolError error_of(gimme::RuleError error) {
  return {std::string(gimme::code(error)), std::string(gimme::describe(error))};
}

std::optional<gimme::TileId> tile_from(int id) {
  if (id < 0 || id >= gimme::kTileCount) return std::nullopt;
  return gimme::TileId(id);
}

std::optional<gimme::TileId> tile_from(const json& record, const char* key) {
  const auto found = record.find(key);
  if (found == record.end() || !found->is_number_integer()) return std::nullopt;
  return tile_from(found->get<int>());
}

kernel::Seat seat_from(const json& record, const char* key = "seat") {
  return kernel::Seat(static_cast<std::uint8_t>(std::clamp(record.value(key, 0), 0, 255)));
}

// A table dealt as the scenario says (servers started with --allow-scenarios): hands and
// the pool's top as face codes, and who goes first.
std::variant<gimme::State, proto::ProtocolError> scenario_table(const json& spec,
                                                                const gimme::Settings& settings,
                                                                std::uint64_t seed) {
  gimme::Scenario scenario;
  scenario.settings = settings;
  scenario.seed = seed;
  const auto bad = [](const std::string& why) {
    return proto::ProtocolError{"bad_scenario", "The scenario cannot be dealt: " + why};
  };
  const int first = spec.value("first_player", 0);
  if (first < 0 || first >= settings.seats) return bad("no such first player");
  scenario.first_player = kernel::Seat(static_cast<std::uint8_t>(first));
  const json hands = spec.value("hands", json::array());
  if (!hands.is_array()) return bad("hands must be a list of strings");
  for (const auto& hand : hands) {
    if (!hand.is_string()) return bad("hands must be a list of strings");
    scenario.hands.push_back(hand.get<std::string>());
  }
  const json top = spec.value("pool_top", json(""));
  if (!top.is_string()) return bad("pool_top must be a string of face codes");
  scenario.pool_top = top.get<std::string>();
  auto made = gimme::create_scenario(scenario);
  if (!made.state) return bad(made.error);
  return std::move(*made.state);
}

}  // namespace

std::variant<GimmeRules::State, proto::ProtocolError> GimmeRules::create(
    const proto::in::CreateTable& create, std::uint64_t seed, ClockFloors floors) {
  if (auto error = top_level_refused(create)) return *error;
  gimme::Settings s;
  s.between_rounds = proto::in::kBetweenRoundsDefaultMs;  // the wait for Ready, at most
  SettingsReader r(create.options, floors);
  const json* scenario = r.object("scenario");
  r.whole("seats", s.seats, 2, 4);
  // The floors: see "Floors" in protocol/README.md.
  r.clock("gimme_window_ms", s.gimme_window,
          {.floor = 1000, .test_floor = 0, .high = 60000, .none = false});
  r.clock("turn_clock_ms", s.turn_clock,
          {.floor = 2000, .test_floor = 0, .high = 600000, .none = true});
  r.millis("between_rounds_ms", s.between_rounds, 0, 600000);
  r.whole("rounds", s.rounds, 0, 20);
  r.flag("bonuses", s.bonuses);
  r.flag("pesky_pairs_1", s.pesky_pairs_1);
  r.flag("pesky_pairs_2", s.pesky_pairs_2);
  r.flag("mahjong_first", s.mahjong_first);
  if (auto error = r.finish()) return *error;
  if (const auto bad = gimme::invalid_setting(s)) {
    return proto::ProtocolError{"bad_settings",
                                "The setting \"" + std::string(*bad) + "\" is out of range."};
  }
  if (!scenario) return gimme::create_table(s, seed);
  return scenario_table(*scenario, s, seed);
}

std::string_view GimmeRules::phase_code(const State& s) {
  return gj::phase_code(s.phase);
}

bool GimmeRules::closes_a_window(const std::vector<Event>& events) {
  return std::any_of(events.begin(), events.end(), [](const Event& e) {
    return std::holds_alternative<gimme::WindowClosed>(e.body);
  });
}

proto::ProtocolError GimmeRules::refusal(const Outcome& outcome) {
  return error_of(*outcome.error);
}

proto::ProtocolError GimmeRules::not_started() {
  return error_of(gimme::RuleError::game_not_started);
}

std::variant<GimmeRules::Intent, proto::ProtocolError> GimmeRules::intent_from(
    const proto::in::GameMove& move, kernel::Seat seat, kernel::Millis /*one_way_latency*/) {
  namespace moves = proto::moves;
  namespace gm = proto::gimme_moves;
  const auto not_held = error_of(gimme::RuleError::card_not_held);
  return gm::table().intent<Intent>(
      move, [&](const auto& m) -> std::variant<Intent, proto::ProtocolError> {
        using T = std::decay_t<decltype(m)>;
        if constexpr (std::is_same_v<T, moves::Discard>) {
          const auto tile = tile_from(m.card);
          if (!tile) return not_held;
          return gimme::Drop{seat, *tile};
        } else if constexpr (std::is_same_v<T, moves::Claim>) {
          gimme::Gimme gimme{seat, m.window, {}};
          // The wire lets a claim name more tiles for other games; a Gimme never does.
          if (m.cards.size() > 3) {
            return proto::ProtocolError{std::string(gimme::code(gimme::RuleError::not_a_set)),
                                        "A Gimme names 1 to 3 tiles from your hand, which make "
                                        "a set with the dropped tile."};
          }
          for (const int id : m.cards) {
            const auto tile = tile_from(id);
            if (!tile) return not_held;
            gimme.tiles.push_back(*tile);
          }
          return gimme;
        } else if constexpr (std::is_same_v<T, moves::Pass>) {
          return gimme::Pass{seat, m.window};
        } else if constexpr (std::is_same_v<T, moves::DeclareWin>) {
          return gimme::DeclareMahjong{seat};
        } else {
          static_assert(std::is_same_v<T, moves::JokerSteal>);
          const auto tile = tile_from(m.card);
          if (!tile) return not_held;
          return gimme::JokerSteal{seat, *tile, kernel::Seat(static_cast<std::uint8_t>(m.seat)),
                                   m.set};
        }
      });
}

std::optional<std::string> GimmeRules::bot_strength(std::string_view requested) {
  return one_bot_strength(requested);
}

std::unique_ptr<GimmeRules::Bot> GimmeRules::make_bot(const std::string& strength,
                                                      std::uint64_t seed) {
  return std::make_unique<Bot>(
      seed, strength == "friendly" ? gimme::Manner::friendly : gimme::Manner::keen);
}

json GimmeRules::intent_record(const Intent& intent) {
  return std::visit(
      [](const auto& i) -> json {
        using T = std::decay_t<decltype(i)>;
        if constexpr (std::is_same_v<T, gimme::StartGame>) {
          return {{"type", "start_game"}};
        } else if constexpr (std::is_same_v<T, gimme::Drop>) {
          return {{"type", "discard"}, {"seat", index(i.seat)}, {"card", index(i.tile)}};
        } else if constexpr (std::is_same_v<T, gimme::Gimme>) {
          json cards = json::array();
          for (const auto t : i.tiles) cards.push_back(index(t));
          return {
              {"type", "claim"}, {"seat", index(i.seat)}, {"window", i.window}, {"cards", cards}};
        } else if constexpr (std::is_same_v<T, gimme::Pass>) {
          return {{"type", "pass"}, {"seat", index(i.seat)}, {"window", i.window}};
        } else if constexpr (std::is_same_v<T, gimme::JokerSteal>) {
          return {{"type", "joker_steal"},
                  {"seat", index(i.seat)},
                  {"card", index(i.tile)},
                  {"owner", index(i.owner)},
                  {"set", i.set}};
        } else if constexpr (std::is_same_v<T, gimme::DeclareMahjong>) {
          return {{"type", "declare_win"}, {"seat", index(i.seat)}};
        } else if constexpr (std::is_same_v<T, gimme::WindowExpired>) {
          return {{"type", "claim_window_expired"}, {"window", i.window}};
        } else if constexpr (std::is_same_v<T, gimme::TurnClockExpired>) {
          return {{"type", "turn_clock_expired"}, {"decision", i.decision}};
        } else {
          return {{"type", "begin_next_round"}, {"round", i.round}};
        }
      },
      intent);
}

std::optional<GimmeRules::Intent> GimmeRules::intent_from_record(const json& record) {
  if (!record.is_object()) return std::nullopt;
  const std::string type = record.value("type", "");
  const auto seat = seat_from(record);
  if (type == "start_game") return gimme::StartGame{};
  if (type == "discard") {
    if (auto tile = tile_from(record, "card")) return gimme::Drop{seat, *tile};
    return std::nullopt;
  }
  if (type == "claim") {
    gimme::Gimme gimme{seat, record.value("window", 0u), {}};
    for (const auto& card_id : record.value("cards", json::array())) {
      if (!card_id.is_number_integer()) return std::nullopt;
      const auto tile = tile_from(card_id.get<int>());
      if (!tile) return std::nullopt;
      gimme.tiles.push_back(*tile);
    }
    return gimme;
  }
  if (type == "pass") return gimme::Pass{seat, record.value("window", 0u)};
  if (type == "joker_steal") {
    if (auto tile = tile_from(record, "card"))
      return gimme::JokerSteal{seat, *tile, seat_from(record, "owner"), record.value("set", 0)};
    return std::nullopt;
  }
  if (type == "declare_win") return gimme::DeclareMahjong{seat};
  if (type == "claim_window_expired") return gimme::WindowExpired{record.value("window", 0u)};
  if (type == "turn_clock_expired") return gimme::TurnClockExpired{record.value("decision", 0u)};
  if (type == "begin_next_round") return gimme::BeginNextRound{record.value("round", 0)};
  return std::nullopt;
}

std::optional<json> GimmeRules::finish_record(const State& s) {
  if (!s.result) return std::nullopt;
  const int n = seats(s);
  json scores = json::array();
  for (int seat = 0; seat < n; ++seat)
    scores.push_back(s.players[static_cast<std::size_t>(seat)].score);
  json history = json::array();
  for (const auto& round : s.history) history.push_back(gj::round_result(round, n));
  // "game" names the winner and standings the way every game's record does.
  json game = gj::game_result(*s.result, n);
  game["winner"] = s.result->standings.empty() ? 0 : index(s.result->standings[0]);
  return json{{"game", game}, {"scores", scores}, {"rounds", history}};
}

json GimmeRules::settings_json(const State& s) {
  return gj::settings(s.settings);
}

json GimmeRules::catalogue_json() {
  return gj::catalogue();
}

std::optional<int> GimmeRules::dealt_round(const State& s) {
  if (s.phase == gimme::Phase::not_started || s.phase == gimme::Phase::round_over ||
      s.phase == gimme::Phase::game_over) {
    return std::nullopt;
  }
  return s.round;
}

std::vector<std::string> GimmeRules::dealt_deck(const State& s) {
  // Captured right after the deal (the first player's draw included): every hand in seat
  // order, then the pool, the next tile first.
  std::vector<std::string> faces;
  faces.reserve(gimme::kTileCount);
  for (int seat = 0; seat < seats(s); ++seat) {
    for (const auto tile : s.players[static_cast<std::size_t>(seat)].concealed)
      faces.emplace_back(gimme::face_code(gimme::face_of(tile)));
  }
  for (auto it = s.pool.end(); it != s.pool.begin();) {
    --it;
    faces.emplace_back(gimme::face_code(gimme::face_of(*it)));
  }
  return faces;
}

json GimmeRules::view_json(const State& s, std::optional<kernel::Seat> viewer, kernel::Millis now) {
  return gj::view(gimme::view_for(s, viewer), now);
}

json GimmeRules::revealed_view(const State& s, kernel::Millis now) {
  json view = gj::view(gimme::view_for(s, std::nullopt), now);
  auto& seat_list = view["seats"];
  for (std::size_t seat = 0; seat < seat_list.size(); ++seat) {
    const auto& hand = s.players[seat].concealed;
    json tiles = json::array();
    for (const auto tile : hand) tiles.push_back(gj::tile(tile));
    seat_list[seat]["concealed"] = std::move(tiles);
  }
  return view;
}

json GimmeRules::event_json(const Event& event, kernel::Millis now, int seats) {
  return gj::event(event.body, now, seats);
}

}  // namespace jongtable::server
