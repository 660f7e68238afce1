#include "rulesets/nymj_rules.hpp"

#include "jongtable/protocol/nymj_moves.hpp"
#include "rulesets/settings_reader.hpp"

namespace jongtable::server {

using nlohmann::json;
namespace proto = jongtable::protocol;

namespace {

// The settings, from `options` and the top level alike (named the same in both).
std::optional<proto::ProtocolError> read_settings(const proto::in::CreateTable& create,
                                                  ClockFloors floors, nymj::Settings& s) {
  s.between_rounds = proto::in::kBetweenRoundsDefaultMs;  // the wait for Ready, at most
  json given = create.options;
  for (const auto& [name, value] : create.top_level.items()) {
    if (given.contains(name)) {
      return proto::ProtocolError{
          "bad_settings", "The setting \"" + name +
                              "\" is given both at the top level and in options: give it once."};
    }
    given[name] = value;
  }
  SettingsReader r(given, floors);
  r.whole("seats", s.seats, 3, 4);
  r.whole("starting_tokens", s.starting_tokens, 1, 1000);
  r.whole("turn_cap", s.turn_cap, 10, 100000);
  r.whole("rounds", s.rounds, 0, nymj::max_rounds(3));
  // A STEAL! needs time to see the discard and press, lag included (docs/rules/nymj.md).
  r.clock("claim_window_ms", s.claim_window,
          {.floor = 1000, .test_floor = 0, .high = 60000, .none = false});
  r.millis("lag_bound_ms", s.lag_bound, 0, 1000);
  r.millis("claim_margin_ms", s.claim_margin, 0, 1000);
  r.clock("turn_clock_ms", s.turn_clock,
          {.floor = 2000, .test_floor = 0, .high = 600000, .none = true});
  r.millis("between_rounds_ms", s.between_rounds, 0, 600000);
  return r.finish();
}

}  // namespace

std::variant<NymjRules::State, proto::ProtocolError> NymjRules::create(
    const proto::in::CreateTable& create, std::uint64_t seed, ClockFloors floors) {
  nymj::Settings settings;
  if (auto error = read_settings(create, floors, settings)) return *error;
  if (!nymj::is_valid(settings)) {
    return proto::ProtocolError{"bad_settings",
                                "The setting \"rounds\" must be a whole number from 0 to " +
                                    std::to_string(nymj::max_rounds(settings.seats)) + " with " +
                                    std::to_string(settings.seats) + " seats."};
  }
  if (!create.scenario) return nymj::create_table(settings, seed);
  nymj::Scenario scenario = create.scenario->scenario;
  scenario.settings = settings;
  scenario.seed = seed;
  auto made = nymj::create_scenario(scenario);
  if (!made.table) {
    return proto::ProtocolError{"bad_scenario", "The scenario cannot be dealt: " + made.error};
  }
  return std::move(*made.table);
}

NymjRules::Intent NymjRules::timer_intent(kernel::TimerKind kind, std::uint32_t timer_id) {
  switch (kind) {
    case kernel::TimerKind::claim_window:
      return nymj::ClaimWindowExpired{timer_id};
    case kernel::TimerKind::turn_clock:
      return nymj::TurnClockExpired{timer_id};
    case kernel::TimerKind::next_round:
      break;
  }
  return nymj::BeginNextRound{static_cast<int>(timer_id)};
}

std::variant<NymjRules::Intent, proto::ProtocolError> NymjRules::intent_from(
    const proto::in::GameMove& move, kernel::Seat seat, kernel::Millis one_way_latency) {
  namespace moves = proto::moves;
  namespace nm = proto::nymj_moves;
  return nm::table().intent<Intent>(
      move, [&](const auto& m) -> std::variant<Intent, proto::ProtocolError> {
        using T = std::decay_t<decltype(m)>;
        if constexpr (std::is_same_v<T, moves::Discard>) {
          // A card this game does not have is, like any other, not in the hand.
          if (m.card >= nymj::kDeckSize) return proto::rule_error(nymj::RuleError::card_not_held);
          return nymj::Discard{seat, nymj::CardId(m.card)};
        } else if constexpr (std::is_same_v<T, moves::DeclareWin>) {
          return nymj::DeclareWin{seat};
        } else if constexpr (std::is_same_v<T, nm::Steal>) {
          return nymj::Steal{seat, m.window, one_way_latency};
        } else if constexpr (std::is_same_v<T, moves::Pass>) {
          return nymj::Pass{seat, m.window};
        } else {
          static_assert(std::is_same_v<T, nm::Expose>);
          return nymj::ExposeSet{seat, nymj::CardId(m.first), nymj::CardId(m.second)};
        }
      });
}

std::optional<std::string> NymjRules::bot_strength(std::string_view requested) {
  const auto strength = bots::strength_from_name(requested);
  if (!strength) return std::nullopt;
  return std::string(bots::name(*strength));
}

std::unique_ptr<NymjRules::Bot> NymjRules::make_bot(const std::string& strength,
                                                    std::uint64_t seed) {
  return bots::make_bot(bots::strength_from_name(strength).value_or(bots::Strength::basic), seed);
}

std::optional<json> NymjRules::finish_record(const State& s) {
  if (!s.result) return std::nullopt;
  const int seats = s.settings.seats;
  json tokens = json::array();
  for (int seat = 0; seat < seats; ++seat)
    tokens.push_back(s.players[static_cast<std::size_t>(seat)].tokens);
  json history = json::array();
  for (const auto& round : s.history) history.push_back(proto::round_result_json(round, seats));
  return json{{"game", proto::game_result_json(*s.result)},
              {"tokens", tokens},
              {"scores", tokens},
              {"rounds", history}};
}

json NymjRules::catalogue_json() {
  json faces = json::array();
  for (int f = 0; f < nymj::kFaceCount; ++f) {
    const auto face = nymj::Face(static_cast<std::uint8_t>(f));
    faces.push_back({{"face", std::string(nymj::face_code(face))},
                     {"name", std::string(nymj::face_name(face))},
                     {"suit", std::string(nymj::suit_code(nymj::suit_of(face)))},
                     {"rank", nymj::rank_of(face)},
                     {"copies", nymj::kCopiesPerFace}});
  }
  return faces;
}

json NymjRules::revealed_view(const State& s, kernel::Millis now) {
  json view = proto::view_json(nymj::spectator_view(s), now);
  const auto hands = nymj::revealed_hands(s);
  auto& seats = view["seats"];
  for (std::size_t seat = 0; seat < seats.size() && seat < hands.size(); ++seat) {
    json cards = json::array();
    for (const auto card : hands[seat]) cards.push_back(proto::card_json(card));
    seats[seat]["concealed"] = std::move(cards);
  }
  return view;
}

json NymjRules::event_json(const Event& event, kernel::Millis now, int seats) {
  return proto::event_json(event.body, now, seats);
}

}  // namespace jongtable::server
