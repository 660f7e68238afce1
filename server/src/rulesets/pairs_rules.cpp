#include "rulesets/pairs_rules.hpp"

#include <algorithm>

#include "jongtable/pairs/rule_error.hpp"
#include "jongtable/pairs/scenario.hpp"
#include "jongtable/protocol/pairs_json.hpp"
#include "jongtable/protocol/pairs_moves.hpp"
#include "rulesets/settings_reader.hpp"

namespace jongtable::server {

using nlohmann::json;
namespace proto = jongtable::protocol;
namespace pj = jongtable::protocol::pairs_json;

namespace {

proto::ProtocolError error_of(pairs::RuleError error) {
  return {std::string(pairs::code(error)), std::string(pairs::describe(error))};
}

std::optional<pairs::CardId> card_from(int id) {
  if (id < 0 || id >= pairs::kDeckSize) return std::nullopt;
  return pairs::CardId(static_cast<std::uint8_t>(id));
}

std::optional<pairs::CardId> card_from(const json& record, const char* key) {
  const auto found = record.find(key);
  if (found == record.end() || !found->is_number_integer()) return std::nullopt;
  return card_from(found->get<int>());
}

kernel::Seat seat_from(const json& record) {
  return kernel::Seat(static_cast<std::uint8_t>(std::clamp(record.value("seat", 0), 0, 255)));
}

// A table dealt as the scenario says (servers started with --allow-scenarios): hands and
// the pile's top as face codes, and the dealer, who draws first.
std::variant<pairs::State, proto::ProtocolError> scenario_table(const json& spec,
                                                                const pairs::Settings& settings,
                                                                std::uint64_t seed) {
  pairs::Scenario scenario;
  scenario.settings = settings;
  scenario.seed = seed;
  const auto bad = [](const std::string& why) {
    return proto::ProtocolError{"bad_scenario", "The scenario cannot be dealt: " + why};
  };
  const int dealer = spec.value("dealer", 0);
  if (dealer < 0 || dealer >= settings.seats) return bad("no such dealer");
  scenario.dealer = kernel::Seat(static_cast<std::uint8_t>(dealer));
  const json hands = spec.value("hands", json::array());
  if (!hands.is_array()) return bad("hands must be a list of strings");
  for (const auto& hand : hands) {
    if (!hand.is_string()) return bad("hands must be a list of strings");
    scenario.hands.push_back(hand.get<std::string>());
  }
  const json top = spec.value("pile_top", json(""));
  if (!top.is_string()) return bad("pile_top must be a string of face codes");
  scenario.pile_top = top.get<std::string>();
  auto made = pairs::create_scenario(scenario);
  if (!made.state) return bad(made.error);
  return std::move(*made.state);
}

}  // namespace

std::variant<PairsRules::State, proto::ProtocolError> PairsRules::create(
    const proto::in::CreateTable& create, std::uint64_t seed, ClockFloors floors) {
  if (auto error = top_level_refused(create)) return *error;
  pairs::Settings s;
  SettingsReader r(create.options, floors);
  const json* scenario = r.object("scenario");
  r.whole("seats", s.seats, 2, 3);
  r.whole("rounds", s.rounds, 1, 20);
  // The floors: see "Floors" in protocol/README.md.
  r.clock("claim_window_ms", s.claim_window,
          {.floor = 1000, .test_floor = 0, .high = 60000, .none = false});
  r.clock("turn_clock_ms", s.turn_clock,
          {.floor = 2000, .test_floor = 0, .high = 600000, .none = true});
  r.millis("between_rounds_ms", s.between_rounds, 0, 600000);
  if (auto error = r.finish()) return *error;
  if (const auto bad = pairs::invalid_setting(s)) {
    return proto::ProtocolError{"bad_settings",
                                "The setting \"" + std::string(*bad) + "\" is out of range."};
  }
  if (!scenario) return pairs::create_table(s, seed);
  return scenario_table(*scenario, s, seed);
}

std::string_view PairsRules::phase_code(const State& s) {
  return pj::phase_code(s.phase);
}

bool PairsRules::closes_a_window(const std::vector<Event>& events) {
  return std::any_of(events.begin(), events.end(), [](const Event& e) {
    return std::holds_alternative<pairs::WindowClosed>(e.body);
  });
}

proto::ProtocolError PairsRules::refusal(const Outcome& outcome) {
  return error_of(*outcome.error);
}

proto::ProtocolError PairsRules::not_started() {
  return error_of(pairs::RuleError::game_not_started);
}

std::variant<PairsRules::Intent, proto::ProtocolError> PairsRules::intent_from(
    const proto::in::GameMove& move, kernel::Seat seat, kernel::Millis /*one_way_latency*/) {
  namespace moves = proto::moves;
  namespace pm = proto::pairs_moves;
  return pm::table().intent<Intent>(
      move, [&](const auto& m) -> std::variant<Intent, proto::ProtocolError> {
        using T = std::decay_t<decltype(m)>;
        if constexpr (std::is_same_v<T, pm::Draw>) {
          return pairs::Draw{seat};
        } else if constexpr (std::is_same_v<T, moves::Discard>) {
          const auto card = card_from(m.card);
          if (!card) return error_of(pairs::RuleError::card_not_held);
          return pairs::Discard{seat, *card};
        } else if constexpr (std::is_same_v<T, moves::DeclareWin>) {
          return pairs::DeclareWin{seat};
        } else if constexpr (std::is_same_v<T, pm::Claim>) {
          return pairs::Claim{seat, m.window};
        } else {
          static_assert(std::is_same_v<T, moves::Pass>);
          return pairs::Pass{seat, m.window};
        }
      });
}

std::optional<std::string> PairsRules::bot_strength(std::string_view requested) {
  if (requested != "basic" && requested != "strong" && requested != "friendly") return std::nullopt;
  return std::string("basic");
}

std::unique_ptr<PairsRules::Bot> PairsRules::make_bot(const std::string& /*strength*/,
                                                      std::uint64_t seed) {
  return std::make_unique<Bot>(seed);
}

json PairsRules::intent_record(const Intent& intent) {
  return std::visit(
      [](const auto& i) -> json {
        using T = std::decay_t<decltype(i)>;
        if constexpr (std::is_same_v<T, pairs::StartGame>) {
          return {{"type", "start_game"}};
        } else if constexpr (std::is_same_v<T, pairs::Draw>) {
          return {{"type", "draw"}, {"seat", index(i.seat)}};
        } else if constexpr (std::is_same_v<T, pairs::Discard>) {
          return {{"type", "discard"}, {"seat", index(i.seat)}, {"card", index(i.card)}};
        } else if constexpr (std::is_same_v<T, pairs::DeclareWin>) {
          return {{"type", "declare_win"}, {"seat", index(i.seat)}};
        } else if constexpr (std::is_same_v<T, pairs::Claim>) {
          return {{"type", "claim"}, {"seat", index(i.seat)}, {"window", i.window}};
        } else if constexpr (std::is_same_v<T, pairs::Pass>) {
          return {{"type", "pass"}, {"seat", index(i.seat)}, {"window", i.window}};
        } else if constexpr (std::is_same_v<T, pairs::WindowExpired>) {
          return {{"type", "claim_window_expired"}, {"window", i.window}};
        } else if constexpr (std::is_same_v<T, pairs::TurnClockExpired>) {
          return {{"type", "turn_clock_expired"}, {"decision", i.decision}};
        } else {
          static_assert(std::is_same_v<T, pairs::BeginNextRound>);
          return {{"type", "begin_next_round"}, {"round", i.round}};
        }
      },
      intent);
}

std::optional<PairsRules::Intent> PairsRules::intent_from_record(const json& record) {
  if (!record.is_object()) return std::nullopt;
  const std::string type = record.value("type", "");
  const auto seat = seat_from(record);
  if (type == "start_game") return pairs::StartGame{};
  if (type == "draw") return pairs::Draw{seat};
  if (type == "discard") {
    if (auto card = card_from(record, "card")) return pairs::Discard{seat, *card};
    return std::nullopt;
  }
  if (type == "declare_win") return pairs::DeclareWin{seat};
  if (type == "claim") return pairs::Claim{seat, record.value("window", 0u)};
  if (type == "pass") return pairs::Pass{seat, record.value("window", 0u)};
  if (type == "claim_window_expired") return pairs::WindowExpired{record.value("window", 0u)};
  if (type == "turn_clock_expired") return pairs::TurnClockExpired{record.value("decision", 0u)};
  if (type == "begin_next_round") return pairs::BeginNextRound{record.value("round", 0)};
  return std::nullopt;
}

std::optional<json> PairsRules::finish_record(const State& s) {
  if (!s.result) return std::nullopt;
  const int n = seats(s);
  json history = json::array();
  for (const auto& round : s.history) history.push_back(pj::round_result(round, n));
  // "winner" and "scores" the way every game's record names them.
  json game = pj::game_result(*s.result, n);
  game["winner"] = s.result->standings.empty() ? 0 : index(s.result->standings[0]);
  json scores = game["points"];
  return json{{"game", game}, {"scores", scores}, {"rounds", history}};
}

json PairsRules::settings_json(const State& s) {
  return pj::settings(s.settings);
}

json PairsRules::catalogue_json() {
  return pj::catalogue();
}

std::optional<int> PairsRules::dealt_round(const State& s) {
  if (s.phase == pairs::Phase::not_started || s.phase == pairs::Phase::round_over ||
      s.phase == pairs::Phase::game_over) {
    return std::nullopt;
  }
  return s.round;
}

std::vector<std::string> PairsRules::dealt_deck(const State& s) {
  // Captured right after the deal (the dealer's first draw may be in): every hand in seat
  // order, then the pile, the next card first, then any set aside.
  std::vector<std::string> faces;
  faces.reserve(pairs::kDeckSize);
  const auto add = [&](pairs::CardId card) {
    faces.emplace_back(pairs::face_code(pairs::face_of(card)));
  };
  for (int seat = 0; seat < seats(s); ++seat) {
    for (const auto card : s.players[static_cast<std::size_t>(seat)].hand) add(card);
  }
  std::for_each(s.pile.rbegin(), s.pile.rend(), add);
  std::for_each(s.set_aside.begin(), s.set_aside.end(), add);
  return faces;
}

json PairsRules::view_json(const State& s, std::optional<kernel::Seat> viewer, kernel::Millis now) {
  return pj::view(pairs::view_for(s, viewer), now);
}

json PairsRules::revealed_view(const State& s, kernel::Millis now) {
  json view = pj::view(pairs::view_for(s, std::nullopt), now);
  auto& seat_list = view["seats"];
  for (std::size_t seat = 0; seat < seat_list.size(); ++seat) {
    json cards = json::array();
    for (const auto card : s.players[seat].hand) cards.push_back(pj::card(card));
    seat_list[seat]["hand"] = std::move(cards);
  }
  return view;
}

json PairsRules::event_json(const Event& event, kernel::Millis now, int seats) {
  return pj::event(event.body, now, seats);
}

}  // namespace jongtable::server
