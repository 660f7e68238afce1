#include "rulesets/boba_rules.hpp"

#include <algorithm>
#include <sstream>

#include "jongtable/boba/rule_error.hpp"
#include "jongtable/boba/scenario.hpp"
#include "jongtable/protocol/boba_json.hpp"
#include "jongtable/protocol/boba_moves.hpp"
#include "rulesets/one_bot_strength.hpp"
#include "rulesets/settings_reader.hpp"

namespace jongtable::server {

using nlohmann::json;
namespace proto = jongtable::protocol;
namespace bj = jongtable::protocol::boba_json;

namespace {

proto::ProtocolError error_of(boba::RuleError error) {
  return {std::string(boba::code(error)), std::string(boba::describe(error))};
}

std::optional<boba::CardId> card_from(int id) {
  if (id < 0 || id >= boba::kDeckSize) return std::nullopt;
  return boba::CardId(static_cast<std::uint8_t>(id));
}

std::optional<boba::CardId> card_from(const json& record, const char* key) {
  const auto found = record.find(key);
  if (found == record.end() || !found->is_number_integer()) return std::nullopt;
  return card_from(found->get<int>());
}

std::optional<int> optional_pile(const json& record) {
  const auto found = record.find("pile");
  if (found == record.end() || !found->is_number_integer()) return std::nullopt;
  return found->get<int>();
}

kernel::Seat seat_from(const json& record) {
  return kernel::Seat(static_cast<std::uint8_t>(std::clamp(record.value("seat", 0), 0, 255)));
}

// "taro3 pearls mango0" -> faces, or nothing when a code is unknown.
std::optional<std::vector<boba::Face>> faces_from(const json& text) {
  if (!text.is_string()) return std::nullopt;
  std::vector<boba::Face> faces;
  std::istringstream words(text.get<std::string>());
  for (std::string word; words >> word;) {
    const auto face = boba::face_from_code(word);
    if (!face) return std::nullopt;
    faces.push_back(*face);
  }
  return faces;
}

// A table laid out as the scenario says (servers started with --allow-scenarios): hands,
// score cards and piles as strings of face codes, the supply drawn first to last.
std::variant<boba::State, proto::ProtocolError> scenario_table(const json& spec,
                                                               const boba::Settings& settings,
                                                               std::uint64_t seed) {
  const auto bad = [](const std::string& why) {
    return proto::ProtocolError{"bad_scenario", "The scenario cannot be laid out: " + why};
  };
  boba::Scenario scenario;
  scenario.settings = settings;
  scenario.seed = seed;
  const json first = spec.value("first_player", json(0));
  if (!first.is_number_integer() || first.get<int>() < 0 || first.get<int>() >= boba::kSeats)
    return bad("no such first player");
  scenario.first = kernel::Seat(static_cast<std::uint8_t>(first.get<int>()));
  const auto lists = [&](const char* key, auto& into) -> bool {
    const json given = spec.value(key, json::array());
    if (!given.is_array() || given.size() > into.size()) return false;
    for (std::size_t i = 0; i < given.size(); ++i) {
      auto faces = faces_from(given[i]);
      if (!faces) return false;
      into[i] = std::move(*faces);
    }
    return true;
  };
  if (!lists("hands", scenario.hands)) return bad("hands must be two strings of face codes");
  if (!lists("score_cards", scenario.score_cards))
    return bad("score_cards must be two strings of face codes");
  if (!lists("piles", scenario.piles)) return bad("piles must be three strings of face codes");
  auto supply = faces_from(spec.value("supply", json("")));
  if (!supply) return bad("supply must be a string of face codes");
  scenario.supply = std::move(*supply);
  const json exact = spec.value("supply_exact", json(false));
  if (!exact.is_boolean()) return bad("supply_exact must be true or false");
  scenario.supply_exact = exact.get<bool>();
  auto made = boba::create_scenario(scenario);
  if (!made.state) return bad(made.error);
  return std::move(*made.state);
}

// The game before a rematch, as the table that played it passed it on
// (rematch_options): {"first_player": seat, "winner": seat or null}.
std::optional<boba::PreviousGame> previous_game(const json& given) {
  const json first = given.value("first_player", json());
  const json winner = given.value("winner", json());
  const auto is_seat = [](const json& seat) {
    return seat.is_number_integer() && seat.get<std::int64_t>() >= 0 &&
           seat.get<std::int64_t>() < boba::kSeats;
  };
  if (given.size() != 2 || !is_seat(first) || !(winner.is_null() || is_seat(winner))) {
    return std::nullopt;
  }
  boba::PreviousGame previous{kernel::Seat(first.get<std::uint8_t>()), std::nullopt};
  if (!winner.is_null()) previous.winner = kernel::Seat(winner.get<std::uint8_t>());
  return previous;
}

}  // namespace

std::variant<BobaRules::State, proto::ProtocolError> BobaRules::create(
    const proto::in::CreateTable& create, std::uint64_t seed, ClockFloors floors) {
  if (auto error = top_level_refused(create)) return *error;
  boba::Settings s;
  SettingsReader r(create.options, floors);
  const json* scenario = r.object("scenario");
  r.whole("seats", s.seats, 2, 2);
  // The engine's own least is a second; a person needs more (protocol/README.md).
  r.clock("turn_clock_ms", s.turn_clock,
          {.floor = 2000, .test_floor = 1000, .high = 600000, .none = true});
  if (const json* previous = r.object("rematch_of")) {
    s.rematch_of = previous_game(*previous);
    if (!s.rematch_of) {
      return proto::ProtocolError{"bad_settings",
                                  "The setting \"rematch_of\" must be {\"first_player\": seat, "
                                  "\"winner\": seat or null}."};
    }
  }
  if (auto error = r.finish()) return *error;
  if (const auto bad = boba::invalid_setting(s)) {
    // The engine names its fields; on the wire the times carry "_ms".
    std::string name(*bad);
    if (name != "seats") name += "_ms";
    return proto::ProtocolError{"bad_settings", "The setting \"" + name + "\" is out of range."};
  }
  if (!scenario) return boba::create_table(s, seed);
  return scenario_table(*scenario, s, seed);
}

std::string_view BobaRules::phase_code(const State& s) {
  return bj::phase_code(s.phase);
}

proto::ProtocolError BobaRules::refusal(const Outcome& outcome) {
  return error_of(*outcome.error);
}

proto::ProtocolError BobaRules::not_started() {
  return error_of(boba::RuleError::game_not_started);
}

std::variant<BobaRules::Intent, proto::ProtocolError> BobaRules::intent_from(
    const proto::in::GameMove& move, kernel::Seat seat, kernel::Millis /*one_way_latency*/) {
  namespace moves = proto::moves;
  namespace bm = proto::boba_moves;
  const auto not_held = error_of(boba::RuleError::card_not_held);
  return bm::table().intent<Intent>(
      move, [&](const auto& m) -> std::variant<Intent, proto::ProtocolError> {
        using T = std::decay_t<decltype(m)>;
        if constexpr (std::is_same_v<T, bm::DrawSupply>) {
          return boba::DrawSupply{seat};
        } else if constexpr (std::is_same_v<T, bm::TakePile>) {
          return boba::TakePileTop{seat, m.pile};
        } else if constexpr (std::is_same_v<T, bm::EndSets>) {
          return boba::EndSets{seat};
        } else if constexpr (std::is_same_v<T, moves::Discard>) {
          const auto card = card_from(m.card);
          if (!card) return not_held;
          return boba::Discard{seat, *card, std::nullopt};
        } else if constexpr (std::is_same_v<T, bm::DiscardToPile>) {
          const auto card = card_from(m.card);
          if (!card) return not_held;
          return boba::Discard{seat, *card, m.pile};
        } else {
          static_assert(std::is_same_v<T, bm::MakeSet>);
          boba::MakeSet set{seat, {}, m.pile, {}, {}};
          for (const int id : m.cards) {
            const auto card = card_from(id);
            if (!card) return not_held;
            set.cards.push_back(*card);
          }
          const auto keep = card_from(m.keep);
          if (!keep || m.others.size() != 2) return error_of(boba::RuleError::wrong_set_cards);
          set.keep = *keep;
          for (std::size_t i = 0; i < 2; ++i) {
            const auto card = card_from(m.others[i].first);
            if (!card) return error_of(boba::RuleError::wrong_set_cards);
            set.others[i] = {*card, m.others[i].second};
          }
          return set;
        }
      });
}

std::optional<std::string> BobaRules::bot_strength(std::string_view requested) {
  return one_bot_strength(requested);
}

std::unique_ptr<BobaRules::Bot> BobaRules::make_bot(const std::string& /*strength*/,
                                                    std::uint64_t seed) {
  return std::make_unique<Bot>(seed);
}

json BobaRules::intent_record(const Intent& intent) {
  return std::visit(
      [](const auto& i) -> json {
        using T = std::decay_t<decltype(i)>;
        if constexpr (std::is_same_v<T, boba::StartGame>) {
          return {{"type", "start_game"}};
        } else if constexpr (std::is_same_v<T, boba::DrawSupply>) {
          return {{"type", "draw_supply"}, {"seat", kernel::index(i.seat)}};
        } else if constexpr (std::is_same_v<T, boba::TakePileTop>) {
          return {{"type", "take_pile"}, {"seat", kernel::index(i.seat)}, {"pile", i.pile}};
        } else if constexpr (std::is_same_v<T, boba::MakeSet>) {
          json cards = json::array();
          for (const auto c : i.cards) cards.push_back(boba::index(c));
          json others = json::array();
          for (const auto& o : i.others)
            others.push_back({{"card", boba::index(o.card)}, {"pile", o.pile}});
          json record = {{"type", "make_set"},
                         {"seat", kernel::index(i.seat)},
                         {"cards", cards},
                         {"keep", boba::index(i.keep)},
                         {"others", others}};
          if (i.pile) record["pile"] = *i.pile;
          return record;
        } else if constexpr (std::is_same_v<T, boba::EndSets>) {
          return {{"type", "end_sets"}, {"seat", kernel::index(i.seat)}};
        } else if constexpr (std::is_same_v<T, boba::Discard>) {
          json record = {
              {"type", "discard"}, {"seat", kernel::index(i.seat)}, {"card", boba::index(i.card)}};
          if (i.pile) record["pile"] = *i.pile;
          return record;
        } else {
          return {{"type", "turn_clock_expired"}, {"decision", i.decision}};
        }
      },
      intent);
}

std::optional<BobaRules::Intent> BobaRules::intent_from_record(const json& record) {
  if (!record.is_object()) return std::nullopt;
  const std::string type = record.value("type", "");
  const auto seat = seat_from(record);
  if (type == "start_game") return boba::StartGame{};
  if (type == "draw_supply") return boba::DrawSupply{seat};
  if (type == "take_pile") return boba::TakePileTop{seat, record.value("pile", 0)};
  if (type == "end_sets") return boba::EndSets{seat};
  if (type == "discard") {
    if (auto card = card_from(record, "card"))
      return boba::Discard{seat, *card, optional_pile(record)};
    return std::nullopt;
  }
  if (type == "make_set") {
    boba::MakeSet set{seat, {}, optional_pile(record), {}, {}};
    for (const auto& card_id : record.value("cards", json::array())) {
      if (!card_id.is_number_integer()) return std::nullopt;
      const auto card = card_from(card_id.get<int>());
      if (!card) return std::nullopt;
      set.cards.push_back(*card);
    }
    const auto keep = card_from(record, "keep");
    const json others = record.value("others", json::array());
    if (!keep || !others.is_array() || others.size() != 2) return std::nullopt;
    set.keep = *keep;
    for (std::size_t i = 0; i < 2; ++i) {
      if (!others[i].is_object()) return std::nullopt;
      const auto card = card_from(others[i], "card");
      if (!card) return std::nullopt;
      set.others[i] = {*card, others[i].value("pile", 0)};
    }
    return set;
  }
  if (type == "turn_clock_expired") return boba::TurnClockExpired{record.value("decision", 0u)};
  return std::nullopt;
}

std::optional<json> BobaRules::finish_record(const State& s) {
  if (!s.result) return std::nullopt;
  json game = bj::game_result(*s.result);
  // "winner" the way every game's record names it; a shared win names none.
  json scores = game["scores"];
  // One game is Boba's only "round": its result is the round's too.
  return json{{"game", game}, {"scores", scores}, {"rounds", json::array({game})}};
}

std::optional<json> BobaRules::rematch_options(const State& s) {
  if (!s.result) return std::nullopt;
  const auto& winner = s.result->winner;
  return json{{"rematch_of",
               {{"first_player", kernel::index(s.first)},
                {"winner", winner ? json(kernel::index(*winner)) : json()}}}};
}

json BobaRules::settings_json(const State& s) {
  return bj::settings(s.settings);
}

json BobaRules::catalogue_json() {
  return bj::catalogue();
}

std::optional<int> BobaRules::dealt_round(const State& s) {
  // One deal per game: the commitment is revealed when the game ends.
  if (s.phase == boba::Phase::not_started || s.phase == boba::Phase::game_over) return std::nullopt;
  return 1;
}

std::vector<std::string> BobaRules::dealt_deck(const State& s) {
  // Captured right after the setup: each hand in seat order, each pile bottom to top,
  // then the supply, the next card first.
  std::vector<std::string> faces;
  faces.reserve(boba::kDeckSize);
  const auto add = [&](boba::CardId card) {
    faces.emplace_back(boba::face_code(boba::face_of(card)));
  };
  for (const auto& player : s.players) {
    for (const auto card : player.hand) add(card);
  }
  for (const auto& player : s.players) {
    for (const auto card : player.score_cards) add(card);
  }
  for (const auto& pile : s.piles) {
    for (const auto card : pile) add(card);
  }
  for (auto it = s.supply.rbegin(); it != s.supply.rend(); ++it) add(*it);
  return faces;
}

json BobaRules::view_json(const State& s, std::optional<kernel::Seat> viewer, kernel::Millis now) {
  return bj::view(boba::view_for(s, viewer), now);
}

json BobaRules::revealed_view(const State& s, kernel::Millis now) {
  json view = bj::view(boba::view_for(s, std::nullopt), now);
  auto& seat_list = view["seats"];
  for (std::size_t seat = 0; seat < seat_list.size(); ++seat) {
    json cards = json::array();
    for (const auto card : s.players[seat].hand) cards.push_back(bj::card(card));
    seat_list[seat]["concealed"] = std::move(cards);
  }
  return view;
}

json BobaRules::event_json(const Event& event, kernel::Millis now, int /*seats*/) {
  return bj::event(event.body, now);
}

}  // namespace jongtable::server
