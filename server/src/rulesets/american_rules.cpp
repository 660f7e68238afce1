#include "rulesets/american_rules.hpp"

#include <algorithm>

#include "jongtable/american/rule_error.hpp"
#include "jongtable/protocol/american_json.hpp"
#include "jongtable/protocol/american_moves.hpp"
#include "rulesets/american_scenario.hpp"
#include "rulesets/one_bot_strength.hpp"
#include "rulesets/settings_reader.hpp"

namespace jongtable::server {

using nlohmann::json;
namespace proto = jongtable::protocol;
namespace aj = jongtable::protocol::american_json;

namespace {

proto::ProtocolError error_of(american::RuleError error) {
  return {std::string(american::code(error)), std::string(american::describe(error))};
}

proto::ProtocolError bad_setting(const std::string& name, const std::string& wanted) {
  return {"bad_settings", "The setting \"" + name + "\" must be " + wanted + "."};
}

std::optional<american::CardId> card_from(int id) {
  if (id < 0 || id >= american::kCardCount) return std::nullopt;
  return american::CardId(static_cast<std::uint8_t>(id));
}

std::optional<american::CardId> card_from(const json& record, const char* key) {
  const auto found = record.find(key);
  if (found == record.end() || !found->is_number_integer()) return std::nullopt;
  return card_from(found->get<int>());
}

kernel::Seat seat_from(const json& record, const char* key = "seat") {
  return kernel::Seat(static_cast<std::uint8_t>(std::clamp(record.value(key, 0), 0, 255)));
}

std::optional<std::vector<american::CardId>> cards_from(const std::vector<int>& ids) {
  std::vector<american::CardId> out;
  for (const int id : ids) {
    const auto card = card_from(id);
    if (!card) return std::nullopt;
    out.push_back(*card);
  }
  return out;
}

std::optional<std::vector<american::CardId>> cards_from(const json& record) {
  const json list = record.value("cards", json::array());
  if (!list.is_array()) return std::nullopt;
  std::vector<int> ids;
  for (const auto& id : list) {
    if (!id.is_number_integer()) return std::nullopt;
    ids.push_back(id.get<int>());
  }
  return cards_from(ids);
}

json ids(const std::vector<american::CardId>& cards) {
  json out = json::array();
  for (const auto c : cards) out.push_back(american::index(c));
  return out;
}

}  // namespace

std::variant<AmericanRules::State, proto::ProtocolError> AmericanRules::create(
    const proto::in::CreateTable& create, std::uint64_t seed, ClockFloors floors) {
  if (auto error = top_level_refused(create)) return *error;
  american::Settings s;
  s.between_rounds = proto::in::kBetweenRoundsDefaultMs;  // the wait for Ready, at most
  // The two text settings are read here; the rest by name and range.
  json rest = create.options.is_object() ? create.options : json::object();
  if (const auto it = rest.find("hands"); it != rest.end()) {
    if (*it == "beginner") {
      s.hands = american::HandsChoice::beginner;
    } else if (*it != "advanced") {
      return bad_setting("hands", "\"beginner\" or \"advanced\"");
    }
    rest.erase("hands");
  }
  if (const auto it = rest.find("card"); it != rest.end()) {
    if (!it->is_string() || it->get_ref<const std::string&>().size() > american::kMaxCardText)
      return bad_setting("card", "the text of a card in the hands notation");
    // Empty would silently mean the shipped card: a host who meant one of their own is told.
    if (it->get_ref<const std::string&>().empty()) {
      return bad_setting("card",
                         "a card's text, not empty (leave \"card\" out for the shipped card)");
    }
    s.card = it->get<std::string>();
    rest.erase("card");
  }
  SettingsReader r(rest, floors);
  const json* scenario = r.object("scenario");
  r.whole("seats", s.seats, 3, 4);
  r.flag("charleston_extras", s.charleston_extras);
  r.flag("dead_hand", s.dead_hand);
  // The engine's own least for each; the call window's floor is the other games'.
  r.clock("call_window_ms", s.call_window,
          {.floor = 1000, .test_floor = 500, .high = 30000, .none = false});
  r.clock("pass_clock_ms", s.pass_clock,
          {.floor = 5000, .test_floor = 5000, .high = 600000, .none = false});
  r.clock("turn_clock_ms", s.turn_clock,
          {.floor = 5000, .test_floor = 5000, .high = 600000, .none = true});
  r.millis("between_rounds_ms", s.between_rounds, 0, 60000);
  if (auto error = r.finish()) return *error;
  if (const auto bad = american::invalid_setting(s)) {
    // The engine names its fields; on the wire the times carry "_ms".
    std::string name(*bad);
    if (name != "seats" && name != "hands" && name != "card") name += "_ms";
    std::string message = "The setting \"" + name + "\" is out of range.";
    if (*bad == "card") {
      if (const auto why = american::card_error(s)) {
        message = "The setting \"card\" does not parse: line " + std::to_string(why->line) + ": " +
                  why->what;
      }
    }
    return proto::ProtocolError{"bad_settings", message};
  }
  if (!scenario) return american::create_table(s, seed);
  return american_scenario_table(*scenario, s, seed);
}

std::string_view AmericanRules::phase_code(const State& s) {
  return aj::phase_code(s.phase);
}

bool AmericanRules::closes_a_window(const std::vector<Event>& events) {
  return std::any_of(events.begin(), events.end(), [](const Event& e) {
    return std::holds_alternative<american::WindowClosed>(e.body);
  });
}

proto::ProtocolError AmericanRules::refusal(const Outcome& outcome) {
  return error_of(*outcome.error);
}

proto::ProtocolError AmericanRules::not_started() {
  return error_of(american::RuleError::game_not_started);
}

std::variant<AmericanRules::Intent, proto::ProtocolError> AmericanRules::intent_from(
    const proto::in::GameMove& move, kernel::Seat seat, kernel::Millis /*one_way_latency*/) {
  namespace moves = proto::moves;
  namespace am = proto::american_moves;
  const auto not_held = error_of(american::RuleError::card_not_held);
  return am::table().intent<Intent>(
      move, [&](const auto& m) -> std::variant<Intent, proto::ProtocolError> {
        using T = std::decay_t<decltype(m)>;
        if constexpr (std::is_same_v<T, moves::Discard>) {
          const auto card = card_from(m.card);
          if (!card) return not_held;
          return american::Discard{seat, *card};
        } else if constexpr (std::is_same_v<T, moves::DeclareWin>) {
          return american::DeclareMahJongg{seat};
        } else if constexpr (std::is_same_v<T, moves::Pass>) {
          return american::PassCall{seat, m.window};
        } else if constexpr (std::is_same_v<T, am::ClaimMahJongg>) {
          return american::Call{seat, m.window, true, {}};
        } else if constexpr (std::is_same_v<T, moves::Claim>) {
          auto cards = cards_from(m.cards);
          if (!cards) return not_held;
          return american::Call{seat, m.window, false, std::move(*cards)};
        } else if constexpr (std::is_same_v<T, moves::JokerSteal>) {
          const auto card = card_from(m.card);
          if (!card) return not_held;
          return american::ExchangeJoker{seat, *card,
                                         kernel::Seat(static_cast<std::uint8_t>(m.seat)), m.set};
        } else if constexpr (std::is_same_v<T, am::PassCards>) {
          auto cards = cards_from(m.cards);
          if (!cards) return not_held;
          return american::PassCards{seat, std::move(*cards), m.blind, m.decision};
        } else if constexpr (std::is_same_v<T, am::VoteDanceAgain>) {
          return american::VoteDanceAgain{seat, m.yes, m.decision};
        } else {
          static_assert(std::is_same_v<T, am::OfferCourtesy>);
          auto cards = cards_from(m.cards);
          if (!cards) return not_held;
          return american::OfferCourtesy{seat, std::move(*cards), m.decision};
        }
      });
}

std::optional<std::string> AmericanRules::bot_strength(std::string_view requested) {
  return one_bot_strength(requested);
}

std::unique_ptr<AmericanRules::Bot> AmericanRules::make_bot(const std::string& strength,
                                                            std::uint64_t seed) {
  return std::make_unique<Bot>(
      seed, strength == "friendly" ? american::Manner::friendly : american::Manner::keen);
}

json AmericanRules::intent_record(const Intent& intent) {
  return std::visit(
      [](const auto& i) -> json {
        using T = std::decay_t<decltype(i)>;
        if constexpr (std::is_same_v<T, american::StartGame>) {
          return {{"type", "start_game"}};
        } else if constexpr (std::is_same_v<T, american::PassCards>) {
          return {{"type", "pass_cards"},
                  {"seat", kernel::index(i.seat)},
                  {"cards", ids(i.cards)},
                  {"blind", i.blind}};
        } else if constexpr (std::is_same_v<T, american::VoteDanceAgain>) {
          return {{"type", "vote_dance_again"}, {"seat", kernel::index(i.seat)}, {"yes", i.yes}};
        } else if constexpr (std::is_same_v<T, american::OfferCourtesy>) {
          return {
              {"type", "offer_courtesy"}, {"seat", kernel::index(i.seat)}, {"cards", ids(i.cards)}};
        } else if constexpr (std::is_same_v<T, american::Discard>) {
          return {{"type", "discard"},
                  {"seat", kernel::index(i.seat)},
                  {"card", american::index(i.card)}};
        } else if constexpr (std::is_same_v<T, american::Call>) {
          return {{"type", "call"},
                  {"seat", kernel::index(i.seat)},
                  {"window", i.window},
                  {"mah_jongg", i.mah_jongg},
                  {"cards", ids(i.cards)}};
        } else if constexpr (std::is_same_v<T, american::PassCall>) {
          return {{"type", "pass"}, {"seat", kernel::index(i.seat)}, {"window", i.window}};
        } else if constexpr (std::is_same_v<T, american::ExchangeJoker>) {
          return {{"type", "joker_exchange"},
                  {"seat", kernel::index(i.seat)},
                  {"card", american::index(i.card)},
                  {"owner", kernel::index(i.owner)},
                  {"group", i.group}};
        } else if constexpr (std::is_same_v<T, american::DeclareMahJongg>) {
          return {{"type", "declare_win"}, {"seat", kernel::index(i.seat)}};
        } else if constexpr (std::is_same_v<T, american::WindowExpired>) {
          return {{"type", "claim_window_expired"}, {"window", i.window}};
        } else if constexpr (std::is_same_v<T, american::TurnClockExpired>) {
          return {{"type", "turn_clock_expired"}, {"decision", i.decision}};
        } else {
          return {{"type", "begin_next_round"}, {"round", i.round}};
        }
      },
      intent);
}

std::optional<AmericanRules::Intent> AmericanRules::intent_from_record(const json& record) {
  if (!record.is_object()) return std::nullopt;
  const std::string type = record.value("type", "");
  const auto seat = seat_from(record);
  if (type == "start_game") return american::StartGame{};
  if (type == "pass_cards" || type == "offer_courtesy" || type == "call") {
    auto cards = cards_from(record);
    if (!cards) return std::nullopt;
    if (type == "pass_cards")
      return american::PassCards{seat, std::move(*cards), record.value("blind", 0)};
    if (type == "offer_courtesy") return american::OfferCourtesy{seat, std::move(*cards)};
    return american::Call{seat, record.value("window", 0u), record.value("mah_jongg", false),
                          std::move(*cards)};
  }
  if (type == "vote_dance_again") return american::VoteDanceAgain{seat, record.value("yes", false)};
  if (type == "discard") {
    if (auto card = card_from(record, "card")) return american::Discard{seat, *card};
    return std::nullopt;
  }
  if (type == "pass") return american::PassCall{seat, record.value("window", 0u)};
  if (type == "joker_exchange") {
    if (auto card = card_from(record, "card"))
      return american::ExchangeJoker{seat, *card, seat_from(record, "owner"),
                                     record.value("group", 0)};
    return std::nullopt;
  }
  if (type == "declare_win") return american::DeclareMahJongg{seat};
  if (type == "claim_window_expired") return american::WindowExpired{record.value("window", 0u)};
  if (type == "turn_clock_expired") return american::TurnClockExpired{record.value("decision", 0u)};
  if (type == "begin_next_round") return american::BeginNextRound{record.value("round", 0)};
  return std::nullopt;
}

std::optional<json> AmericanRules::finish_record(const State& s) {
  if (!s.result) return std::nullopt;
  const int n = seats(s);
  json scores = json::array();
  for (int seat = 0; seat < n; ++seat)
    scores.push_back(s.players[static_cast<std::size_t>(seat)].score);
  json history = json::array();
  for (const auto& round : s.history) history.push_back(aj::round_result(round, n));
  json game = aj::game_result(*s.result, n);
  game["winner"] = s.result->standings.empty() ? 0 : kernel::index(s.result->standings[0]);
  return json{{"game", game}, {"scores", scores}, {"rounds", history}};
}

json AmericanRules::settings_json(const State& s) {
  return aj::settings(s.settings);
}

json AmericanRules::catalogue_json() {
  return aj::catalogue();
}

json AmericanRules::card_json(const State& s) {
  return s.card.card ? aj::card_json(*s.card.card) : json(nullptr);
}

std::optional<int> AmericanRules::dealt_round(const State& s) {
  if (s.phase == american::Phase::not_started || s.phase == american::Phase::round_over ||
      s.phase == american::Phase::game_over) {
    return std::nullopt;
  }
  return s.round;
}

std::vector<std::string> AmericanRules::dealt_deck(const State& s) {
  // Captured right after the deal, before the Charleston: every hand in seat order, then
  // the wall, the next card first.
  std::vector<std::string> faces;
  faces.reserve(american::kCardCount);
  const auto add = [&](american::CardId card) {
    faces.emplace_back(american::face_code(american::face_of(card)));
  };
  for (int seat = 0; seat < seats(s); ++seat) {
    const auto& player = s.players[static_cast<std::size_t>(seat)];
    for (const auto& group : player.exposed) {
      for (const auto card : group.cards) add(card);
    }
    for (const auto card : player.concealed) add(card);
  }
  for (auto it = s.wall.rbegin(); it != s.wall.rend(); ++it) add(*it);
  return faces;
}

json AmericanRules::view_json(const State& s, std::optional<kernel::Seat> viewer,
                              kernel::Millis now) {
  return aj::view(american::view_for(s, viewer), now);
}

json AmericanRules::revealed_view(const State& s, kernel::Millis now) {
  json view = aj::view(american::view_for(s, std::nullopt), now);
  auto& seat_list = view["seats"];
  for (std::size_t seat = 0; seat < seat_list.size(); ++seat) {
    json cards = json::array();
    for (const auto card : s.players[seat].concealed) cards.push_back(aj::card(card));
    seat_list[seat]["concealed"] = std::move(cards);
  }
  return view;
}

json AmericanRules::event_json(const Event& event, kernel::Millis now, int seats) {
  return aj::event(event.body, now, seats);
}

}  // namespace jongtable::server
