#pragma once
// Pairs (docs/rules/pairs.md) as the table host sees a ruleset: the tiny game the tests
// add by docs/adding-a-game.md's steps. It has no web renderer, so it is test-only: the
// server offers it only when started with --allow-test-games.

#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "jongtable/pairs/apply.hpp"
#include "jongtable/pairs/bot.hpp"
#include "jongtable/pairs/state.hpp"
#include "jongtable/pairs/view.hpp"
#include "jongtable/protocol/client_messages.hpp"
#include "jongtable/protocol/error.hpp"
#include "rulesets/clock_floors.hpp"
#include "rulesets/json_frames.hpp"
#include "rulesets/table_rules.hpp"

namespace jongtable::server {

struct PairsRules {
  using State = pairs::State;
  using Intent = pairs::Intent;
  using Event = pairs::Event;
  using Outcome = pairs::Outcome;
  using Bot = pairs::BasicBot;
  using Frames = JsonFrames<PairsRules>;

  static constexpr std::string_view id = "pairs";
  static constexpr bool test_only = true;

  [[nodiscard]] static std::variant<State, protocol::ProtocolError> create(
      const protocol::in::CreateTable& create, std::uint64_t seed, ClockFloors floors);

  [[nodiscard]] static int seats(const State& s) { return pairs::seats(s); }
  [[nodiscard]] static bool game_over(const State& s) { return pairs::game_over(s); }
  [[nodiscard]] static std::string_view phase_code(const State& s);
  [[nodiscard]] static kernel::Seat whose_decision(const State& s) {
    return pairs::whose_decision(s);
  }
  [[nodiscard]] static std::optional<kernel::Millis> window_closes_at(const State& s) {
    if (s.phase != pairs::Phase::claim_window) return std::nullopt;
    return s.window.closes_at;
  }
  [[nodiscard]] static bool closes_a_window(const std::vector<Event>& events);
  [[nodiscard]] static std::uint64_t state_hash(const State& s) { return pairs::state_hash(s); }

  [[nodiscard]] static Outcome apply(State& s, const Intent& intent, kernel::Millis now) {
    return pairs::apply(s, intent, now);
  }
  [[nodiscard]] static protocol::ProtocolError refusal(const Outcome& outcome);
  [[nodiscard]] static Intent start_game() { return pairs::StartGame{}; }
  [[nodiscard]] static protocol::ProtocolError not_started();
  [[nodiscard]] static Intent timer_intent(kernel::TimerKind kind, std::uint32_t timer_id) {
    return pairs::timer_intent(kind, timer_id);
  }
  [[nodiscard]] static std::variant<Intent, protocol::ProtocolError> intent_from(
      const protocol::in::GameMove& move, kernel::Seat seat, kernel::Millis one_way_latency);

  // One bot, with no manner of its own: every strength seats it as it is.
  [[nodiscard]] static std::optional<std::string> bot_strength(std::string_view requested);
  [[nodiscard]] static std::string stand_in_strength() { return "basic"; }
  [[nodiscard]] static std::unique_ptr<Bot> make_bot(const std::string& strength,
                                                     std::uint64_t seed);
  [[nodiscard]] static std::optional<Intent> decide(Bot& bot, const State& s, kernel::Seat seat) {
    return bot.decide(pairs::view_for(s, seat));
  }

  [[nodiscard]] static nlohmann::json intent_record(const Intent& intent);
  [[nodiscard]] static std::optional<Intent> intent_from_record(const nlohmann::json& record);
  [[nodiscard]] static std::optional<nlohmann::json> finish_record(const State& s);

  [[nodiscard]] static nlohmann::json settings_json(const State& s);
  [[nodiscard]] static nlohmann::json catalogue_json();

  [[nodiscard]] static std::optional<int> dealt_round(const State& s);
  [[nodiscard]] static std::vector<std::string> dealt_deck(const State& s);

  [[nodiscard]] static nlohmann::json view_json(const State& s, std::optional<kernel::Seat> viewer,
                                                kernel::Millis now);
  [[nodiscard]] static nlohmann::json revealed_view(const State& s, kernel::Millis now);
  [[nodiscard]] static nlohmann::json event_json(const Event& event, kernel::Millis now, int seats);
};

static_assert(TableRules<PairsRules>,
              "PairsRules misses a member the table host needs (table_rules.hpp)");

}  // namespace jongtable::server
