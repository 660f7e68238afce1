#include "rulesets/chinese_rules.hpp"

#include <algorithm>

#include "jongtable/chinese/rule_error.hpp"
#include "jongtable/chinese/scenario.hpp"
#include "jongtable/protocol/chinese_json.hpp"
#include "jongtable/protocol/chinese_moves.hpp"
#include "rulesets/one_bot_strength.hpp"
#include "rulesets/settings_reader.hpp"

namespace jongtable::server {

using nlohmann::json;
namespace proto = jongtable::protocol;
namespace cj = jongtable::protocol::chinese_json;

namespace {

proto::ProtocolError error_of(chinese::RuleError error) {
  return {std::string(chinese::code(error)), std::string(chinese::describe(error))};
}

std::optional<chinese::CardId> card_from(int id) {
  if (id < 0 || id >= chinese::kCardCount) return std::nullopt;
  return chinese::CardId(static_cast<std::uint8_t>(id));
}

std::optional<chinese::CardId> card_from(const json& record, const char* key) {
  const auto found = record.find(key);
  if (found == record.end() || !found->is_number_integer()) return std::nullopt;
  return card_from(found->get<int>());
}

kernel::Seat seat_from(const json& record) {
  return kernel::Seat(static_cast<std::uint8_t>(std::clamp(record.value("seat", 0), 0, 255)));
}

std::optional<chinese::GroupType> group_from(std::string_view code) {
  for (const auto type : {chinese::GroupType::pair, chinese::GroupType::pung,
                          chinese::GroupType::kong, chinese::GroupType::chow}) {
    if (cj::group_code(type) == code) return type;
  }
  return std::nullopt;
}

// A table dealt as the scenario says (servers started with --allow-scenarios): hands and
// exposed groups as face codes, the wall's top, East, the scores and the hand number.
std::variant<chinese::State, proto::ProtocolError> scenario_table(const json& spec,
                                                                  const chinese::Settings& settings,
                                                                  std::uint64_t seed) {
  const auto bad = [](const std::string& why) {
    return proto::ProtocolError{"bad_scenario", "The scenario cannot be dealt: " + why};
  };
  chinese::Scenario scenario;
  scenario.settings = settings;
  scenario.seed = seed;
  const json east = spec.value("east", json(0));
  if (!east.is_number_integer() || east.get<int>() < 0 || east.get<int>() >= settings.seats)
    return bad("no such East");
  scenario.east = kernel::Seat(static_cast<std::uint8_t>(east.get<int>()));
  const json hands = spec.value("hands", json::array());
  if (!hands.is_array()) return bad("hands must be a list of strings");
  for (const auto& hand : hands) {
    if (!hand.is_string()) return bad("hands must be a list of strings");
    scenario.hands.push_back(hand.get<std::string>());
  }
  const json exposed = spec.value("exposed", json::array());
  if (!exposed.is_array()) return bad("exposed must be a list of lists of strings");
  for (const auto& groups : exposed) {
    if (!groups.is_array()) return bad("exposed must be a list of lists of strings");
    auto& seat = scenario.exposed.emplace_back();
    for (const auto& group : groups) {
      if (!group.is_string()) return bad("exposed must be a list of lists of strings");
      seat.push_back(group.get<std::string>());
    }
  }
  const json top = spec.value("wall_top", json(""));
  if (!top.is_string()) return bad("wall_top must be a string of face codes");
  scenario.wall_top = top.get<std::string>();
  const json scores = spec.value("scores", json::array());
  if (!scores.is_array()) return bad("scores must be a list of whole numbers");
  for (const auto& score : scores) {
    if (!score.is_number_integer()) return bad("scores must be a list of whole numbers");
    scenario.scores.push_back(score.get<int>());
  }
  const json hand = spec.value("hand", json(1));
  if (!hand.is_number_integer()) return bad("hand must be a whole number");
  scenario.hand = hand.get<int>();
  auto made = chinese::create_scenario(scenario);
  if (!made.state) return bad(made.error);
  return std::move(*made.state);
}

}  // namespace

std::variant<ChineseRules::State, proto::ProtocolError> ChineseRules::create(
    const proto::in::CreateTable& create, std::uint64_t seed, ClockFloors floors) {
  if (auto error = top_level_refused(create)) return *error;
  chinese::Settings s;
  s.between_hands = proto::in::kBetweenRoundsDefaultMs;  // the wait for Ready, at most
  SettingsReader r(create.options, floors);
  const json* scenario = r.object("scenario");
  r.whole("seats", s.seats, 3, 6);
  r.flag("flowers", s.flowers);
  r.whole("limit", s.limit, 0, 1000000);
  r.clock("claim_window_ms", s.claim_window,
          {.floor = 1000, .test_floor = 0, .high = 60000, .none = false});
  r.clock("turn_clock_ms", s.turn_clock,
          {.floor = 2000, .test_floor = 0, .high = 600000, .none = true});
  r.millis("between_hands_ms", s.between_hands, 0, 600000);
  if (auto error = r.finish()) return *error;
  if (const auto bad = chinese::invalid_setting(s)) {
    // The engine names its fields; on the wire the times carry "_ms".
    std::string name(*bad);
    if (name == "flowers") {
      return proto::ProtocolError{"bad_settings",
                                  "The setting \"flowers\" may be true with 3 or 4 seats only."};
    }
    if (name != "seats" && name != "limit") name += "_ms";
    return proto::ProtocolError{"bad_settings", "The setting \"" + name + "\" is out of range."};
  }
  if (!scenario) return chinese::create_table(s, seed);
  return scenario_table(*scenario, s, seed);
}

std::string_view ChineseRules::phase_code(const State& s) {
  return cj::phase_code(s.phase);
}

bool ChineseRules::closes_a_window(const std::vector<Event>& events) {
  return std::any_of(events.begin(), events.end(), [](const Event& e) {
    return std::holds_alternative<chinese::WindowClosed>(e.body);
  });
}

proto::ProtocolError ChineseRules::refusal(const Outcome& outcome) {
  return error_of(*outcome.error);
}

proto::ProtocolError ChineseRules::not_started() {
  return error_of(chinese::RuleError::game_not_started);
}

std::variant<ChineseRules::Intent, proto::ProtocolError> ChineseRules::intent_from(
    const proto::in::GameMove& move, kernel::Seat seat, kernel::Millis /*one_way_latency*/) {
  namespace moves = proto::moves;
  namespace cm = proto::chinese_moves;
  const auto not_held = error_of(chinese::RuleError::card_not_held);
  return cm::table().intent<Intent>(
      move, [&](const auto& m) -> std::variant<Intent, proto::ProtocolError> {
        using T = std::decay_t<decltype(m)>;
        if constexpr (std::is_same_v<T, moves::Discard>) {
          const auto card = card_from(m.card);
          if (!card) return not_held;
          return chinese::Discard{seat, *card};
        } else if constexpr (std::is_same_v<T, moves::DeclareWin>) {
          return chinese::DeclareMahJongg{seat};
        } else if constexpr (std::is_same_v<T, moves::Pass>) {
          return chinese::Pass{seat, m.window};
        } else {
          static_assert(std::is_same_v<T, cm::Call>);
          const auto type = group_from(m.group);
          if (!type) return error_of(chinese::RuleError::not_a_set);
          chinese::Call call{seat, m.window, *type, {}, m.mah_jongg};
          for (const int id : m.cards) {
            const auto card = card_from(id);
            if (!card) return not_held;
            call.cards.push_back(*card);
          }
          return call;
        }
      });
}

std::optional<std::string> ChineseRules::bot_strength(std::string_view requested) {
  return one_bot_strength(requested);
}

std::unique_ptr<ChineseRules::Bot> ChineseRules::make_bot(const std::string& strength,
                                                          std::uint64_t seed) {
  return std::make_unique<Bot>(
      seed, strength == "friendly" ? chinese::Manner::friendly : chinese::Manner::keen);
}

json ChineseRules::intent_record(const Intent& intent) {
  return std::visit(
      [](const auto& i) -> json {
        using T = std::decay_t<decltype(i)>;
        if constexpr (std::is_same_v<T, chinese::StartGame>) {
          return {{"type", "start_game"}};
        } else if constexpr (std::is_same_v<T, chinese::Discard>) {
          return {{"type", "discard"},
                  {"seat", kernel::index(i.seat)},
                  {"card", chinese::index(i.card)}};
        } else if constexpr (std::is_same_v<T, chinese::DeclareMahJongg>) {
          return {{"type", "declare_win"}, {"seat", kernel::index(i.seat)}};
        } else if constexpr (std::is_same_v<T, chinese::Call>) {
          json cards = json::array();
          for (const auto c : i.cards) cards.push_back(chinese::index(c));
          return {{"type", "call"},     {"seat", kernel::index(i.seat)},
                  {"window", i.window}, {"group", std::string(cj::group_code(i.type))},
                  {"cards", cards},     {"mah_jongg", i.mah_jongg}};
        } else if constexpr (std::is_same_v<T, chinese::Pass>) {
          return {{"type", "pass"}, {"seat", kernel::index(i.seat)}, {"window", i.window}};
        } else if constexpr (std::is_same_v<T, chinese::WindowExpired>) {
          return {{"type", "claim_window_expired"}, {"window", i.window}};
        } else if constexpr (std::is_same_v<T, chinese::TurnClockExpired>) {
          return {{"type", "turn_clock_expired"}, {"decision", i.decision}};
        } else {
          return {{"type", "begin_next_hand"}, {"hand", i.hand}};
        }
      },
      intent);
}

std::optional<ChineseRules::Intent> ChineseRules::intent_from_record(const json& record) {
  if (!record.is_object()) return std::nullopt;
  const std::string type = record.value("type", "");
  const auto seat = seat_from(record);
  if (type == "start_game") return chinese::StartGame{};
  if (type == "discard") {
    if (auto card = card_from(record, "card")) return chinese::Discard{seat, *card};
    return std::nullopt;
  }
  if (type == "declare_win") return chinese::DeclareMahJongg{seat};
  if (type == "call") {
    const auto group = group_from(record.value("group", ""));
    const json cards = record.value("cards", json::array());
    if (!group || !cards.is_array() || cards.size() > 3) return std::nullopt;
    chinese::Call call{
        seat, record.value("window", 0u), *group, {}, record.value("mah_jongg", false)};
    for (const auto& card_id : cards) {
      if (!card_id.is_number_integer()) return std::nullopt;
      const auto card = card_from(card_id.get<int>());
      if (!card) return std::nullopt;
      call.cards.push_back(*card);
    }
    return call;
  }
  if (type == "pass") return chinese::Pass{seat, record.value("window", 0u)};
  if (type == "claim_window_expired") return chinese::WindowExpired{record.value("window", 0u)};
  if (type == "turn_clock_expired") return chinese::TurnClockExpired{record.value("decision", 0u)};
  if (type == "begin_next_hand") return chinese::BeginNextHand{record.value("hand", 0)};
  return std::nullopt;
}

std::optional<json> ChineseRules::finish_record(const State& s) {
  if (!s.result) return std::nullopt;
  const int n = seats(s);
  json scores = json::array();
  for (int seat = 0; seat < n; ++seat)
    scores.push_back(s.players[static_cast<std::size_t>(seat)].score);
  json history = json::array();
  for (const auto& hand : s.history) history.push_back(cj::hand_result(hand, n));
  json game = cj::game_result(*s.result, n);
  game["winner"] = s.result->standings.empty() ? 0 : kernel::index(s.result->standings[0]);
  return json{{"game", game}, {"scores", scores}, {"rounds", history}};
}

json ChineseRules::settings_json(const State& s) {
  return cj::settings(s.settings);
}

json ChineseRules::catalogue_json(const State& s) {
  return cj::catalogue(s.settings);
}

std::optional<int> ChineseRules::dealt_round(const State& s) {
  if (s.phase == chinese::Phase::not_started || s.phase == chinese::Phase::hand_over ||
      s.phase == chinese::Phase::game_over) {
    return std::nullopt;
  }
  return s.hand;
}

std::vector<std::string> ChineseRules::dealt_deck(const State& s) {
  // Captured right after the deal (Flowers laid down and replaced): each seat's Flowers
  // and concealed cards in seat order, then the wall, the next card first.
  std::vector<std::string> faces;
  faces.reserve(chinese::kCardCount);
  const auto add = [&](chinese::CardId card) {
    faces.emplace_back(chinese::face_code(chinese::face_of(card)));
  };
  for (int seat = 0; seat < seats(s); ++seat) {
    const auto& player = s.players[static_cast<std::size_t>(seat)];
    for (const auto card : player.flowers) add(card);
    for (const auto& meld : player.exposed) {
      for (const auto card : meld.cards) add(card);
    }
    for (const auto card : player.concealed) add(card);
  }
  for (auto it = s.wall.end(); it != s.wall.begin();) {
    --it;
    add(*it);
  }
  return faces;
}

json ChineseRules::view_json(const State& s, std::optional<kernel::Seat> viewer,
                             kernel::Millis now) {
  return cj::view(chinese::view_for(s, viewer), now);
}

json ChineseRules::revealed_view(const State& s, kernel::Millis now) {
  json view = cj::view(chinese::view_for(s, std::nullopt), now);
  auto& seat_list = view["seats"];
  for (std::size_t seat = 0; seat < seat_list.size(); ++seat) {
    json cards = json::array();
    for (const auto card : s.players[seat].concealed) cards.push_back(cj::card(card));
    seat_list[seat]["concealed"] = std::move(cards);
  }
  return view;
}

json ChineseRules::event_json(const Event& event, kernel::Millis now, int seats) {
  return cj::event(event.body, now, seats);
}

}  // namespace jongtable::server
