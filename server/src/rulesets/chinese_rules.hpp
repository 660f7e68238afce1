#pragma once
// Chinese Mah Jongg as the table host sees a ruleset (the names are those of nymj_rules.hpp,
// which the host is written against). Three to six seats, one hand per East.

#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "jongtable/chinese/apply.hpp"
#include "jongtable/chinese/bot.hpp"
#include "jongtable/chinese/state.hpp"
#include "jongtable/chinese/view.hpp"
#include "jongtable/protocol/client_messages.hpp"
#include "jongtable/protocol/error.hpp"
#include "rulesets/clock_floors.hpp"
#include "rulesets/json_frames.hpp"
#include "rulesets/table_rules.hpp"

namespace jongtable::server {

struct ChineseRules {
  using State = chinese::State;
  using Intent = chinese::Intent;
  using Event = chinese::Event;
  using Outcome = chinese::Outcome;
  using Bot = chinese::BasicBot;
  using Frames = JsonFrames<ChineseRules>;

  static constexpr std::string_view id = "chinese";

  [[nodiscard]] static std::variant<State, protocol::ProtocolError> create(
      const protocol::in::CreateTable& create, std::uint64_t seed, ClockFloors floors);

  [[nodiscard]] static int seats(const State& s) { return chinese::seats(s); }
  [[nodiscard]] static bool game_over(const State& s) { return chinese::game_over(s); }
  [[nodiscard]] static std::string_view phase_code(const State& s);
  [[nodiscard]] static kernel::Seat whose_decision(const State& s) {
    return chinese::whose_decision(s);
  }
  [[nodiscard]] static std::optional<kernel::Millis> window_closes_at(const State& s) {
    if (s.phase != chinese::Phase::claim_window) return std::nullopt;
    return s.window.closes_at;
  }
  [[nodiscard]] static bool closes_a_window(const std::vector<Event>& events);
  [[nodiscard]] static std::uint64_t state_hash(const State& s) { return chinese::state_hash(s); }

  [[nodiscard]] static Outcome apply(State& s, const Intent& intent, kernel::Millis now) {
    return chinese::apply(s, intent, now);
  }
  [[nodiscard]] static protocol::ProtocolError refusal(const Outcome& outcome);
  [[nodiscard]] static Intent start_game() { return chinese::StartGame{}; }
  [[nodiscard]] static protocol::ProtocolError not_started();
  [[nodiscard]] static Intent timer_intent(kernel::TimerKind kind, std::uint32_t timer_id) {
    return chinese::timer_intent(kind, timer_id);
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
    return bot.decide(chinese::view_for(s, seat));
  }

  [[nodiscard]] static nlohmann::json intent_record(const Intent& intent);
  [[nodiscard]] static std::optional<Intent> intent_from_record(const nlohmann::json& record);
  [[nodiscard]] static std::optional<nlohmann::json> finish_record(const State& s);

  [[nodiscard]] static nlohmann::json settings_json(const State& s);
  // The faces of this table's deck (it depends on the seats and the Flowers setting).
  [[nodiscard]] static nlohmann::json catalogue_json(const State& s);

  [[nodiscard]] static std::optional<int> dealt_round(const State& s);
  [[nodiscard]] static std::vector<std::string> dealt_deck(const State& s);

  [[nodiscard]] static nlohmann::json view_json(const State& s, std::optional<kernel::Seat> viewer,
                                                kernel::Millis now);
  [[nodiscard]] static nlohmann::json revealed_view(const State& s, kernel::Millis now);
  [[nodiscard]] static nlohmann::json event_json(const Event& event, kernel::Millis now, int seats);
};

static_assert(TableRules<ChineseRules>,
              "ChineseRules misses a member the table host needs (table_rules.hpp)");

}  // namespace jongtable::server
