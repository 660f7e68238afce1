#pragma once
// American Mah Jongg as the table host sees a ruleset (the names are those of nymj_rules.hpp,
// which the host is written against). Three or four seats; the Charleston is sealed and
// simultaneous, so during it whose_decision names the first seat still to choose.

#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "jongtable/american/apply.hpp"
#include "jongtable/american/bot.hpp"
#include "jongtable/american/state.hpp"
#include "jongtable/american/view.hpp"
#include "jongtable/protocol/client_messages.hpp"
#include "jongtable/protocol/error.hpp"
#include "rulesets/clock_floors.hpp"
#include "rulesets/json_frames.hpp"
#include "rulesets/table_rules.hpp"

namespace jongtable::server {

struct AmericanRules {
  using State = american::State;
  using Intent = american::Intent;
  using Event = american::Event;
  using Outcome = american::Outcome;
  using Bot = american::BasicBot;
  using Frames = JsonFrames<AmericanRules>;

  static constexpr std::string_view id = "american";

  [[nodiscard]] static std::variant<State, protocol::ProtocolError> create(
      const protocol::in::CreateTable& create, std::uint64_t seed, ClockFloors floors);

  [[nodiscard]] static int seats(const State& s) { return american::seats(s); }
  [[nodiscard]] static bool game_over(const State& s) { return american::game_over(s); }
  [[nodiscard]] static std::string_view phase_code(const State& s);
  [[nodiscard]] static kernel::Seat whose_decision(const State& s) {
    return american::whose_decision(s);
  }
  [[nodiscard]] static std::optional<kernel::Millis> window_closes_at(const State& s) {
    if (s.phase != american::Phase::call_window) return std::nullopt;
    return s.window.closes_at;
  }
  [[nodiscard]] static bool closes_a_window(const std::vector<Event>& events);
  [[nodiscard]] static std::uint64_t state_hash(const State& s) { return american::state_hash(s); }

  [[nodiscard]] static Outcome apply(State& s, const Intent& intent, kernel::Millis now) {
    return american::apply(s, intent, now);
  }
  [[nodiscard]] static protocol::ProtocolError refusal(const Outcome& outcome);
  [[nodiscard]] static Intent start_game() { return american::StartGame{}; }
  [[nodiscard]] static protocol::ProtocolError not_started();
  [[nodiscard]] static Intent timer_intent(kernel::TimerKind kind, std::uint32_t timer_id) {
    return american::timer_intent(kind, timer_id);
  }
  [[nodiscard]] static std::variant<Intent, protocol::ProtocolError> intent_from(
      const protocol::in::GameMove& move, kernel::Seat seat, kernel::Millis one_way_latency);

  // One bot of its own: "basic" and "strong" seat it as it is, "friendly" in its friendly
  // manner (one_bot_strength.hpp).
  [[nodiscard]] static std::optional<std::string> bot_strength(std::string_view requested);
  [[nodiscard]] static std::string stand_in_strength() { return "basic"; }
  [[nodiscard]] static std::unique_ptr<Bot> make_bot(const std::string& strength,
                                                     std::uint64_t seed);
  [[nodiscard]] static std::optional<Intent> decide(Bot& bot, const State& s, kernel::Seat seat) {
    return bot.decide(american::view_for(s, seat));
  }

  [[nodiscard]] static nlohmann::json intent_record(const Intent& intent);
  [[nodiscard]] static std::optional<Intent> intent_from_record(const nlohmann::json& record);
  [[nodiscard]] static std::optional<nlohmann::json> finish_record(const State& s);

  [[nodiscard]] static nlohmann::json settings_json(const State& s);
  [[nodiscard]] static nlohmann::json catalogue_json();
  // The table's card, printed, for the lobby (sent there once, not with every view).
  [[nodiscard]] static nlohmann::json card_json(const State& s);

  [[nodiscard]] static std::optional<int> dealt_round(const State& s);
  [[nodiscard]] static std::vector<std::string> dealt_deck(const State& s);

  [[nodiscard]] static nlohmann::json view_json(const State& s, std::optional<kernel::Seat> viewer,
                                                kernel::Millis now);
  [[nodiscard]] static nlohmann::json revealed_view(const State& s, kernel::Millis now);
  [[nodiscard]] static nlohmann::json event_json(const Event& event, kernel::Millis now, int seats);
};

static_assert(TableRules<AmericanRules>,
              "AmericanRules misses a member the table host needs (table_rules.hpp)");

}  // namespace jongtable::server
