#pragma once
// Not Your Ma's Jong as the table host sees a ruleset: its state and intents, how the
// host's timers, bots, journal and frames speak to it. Every ruleset has one such
// adapter with the same names; the host is written once against them (rules_table.hpp).

#include <algorithm>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "jongtable/bots/bot.hpp"
#include "jongtable/nymj/apply.hpp"
#include "jongtable/nymj/scenario.hpp"
#include "jongtable/nymj/view.hpp"
#include "jongtable/protocol/client_messages.hpp"
#include "jongtable/protocol/error.hpp"
#include "jongtable/protocol/nymj_json.hpp"
#include "jongtable/protocol/server_frames.hpp"
#include "jongtable/protocol/update_frame.hpp"
#include "rulesets/clock_floors.hpp"
#include "rulesets/nymj_journal.hpp"
#include "rulesets/table_rules.hpp"

namespace jongtable::server {

struct NymjRules {
  using State = nymj::Table;
  using Intent = nymj::Intent;
  using Event = nymj::Event;
  using Outcome = nymj::Outcome;
  using Bot = bots::Bot;
  using Frames = protocol::UpdateFrames;

  static constexpr std::string_view id = "nymj";

  // A table from a create request (its settings already checked), or why not.
  [[nodiscard]] static std::variant<State, protocol::ProtocolError> create(
      const protocol::in::CreateTable& create, std::uint64_t seed, ClockFloors floors);

  [[nodiscard]] static int seats(const State& s) { return s.settings.seats; }
  [[nodiscard]] static bool game_over(const State& s) { return s.phase == nymj::Phase::game_over; }
  [[nodiscard]] static std::string_view phase_code(const State& s) {
    return protocol::phase_code(s.phase);
  }
  // Whose decision a turn clock is for.
  [[nodiscard]] static kernel::Seat whose_decision(const State& s) { return s.current; }
  // When an open claim window is due to close (for the resolution-time metric).
  [[nodiscard]] static std::optional<kernel::Millis> window_closes_at(const State& s) {
    if (s.phase != nymj::Phase::claim_window) return std::nullopt;
    return s.window.closes_at;
  }
  [[nodiscard]] static bool closes_a_window(const std::vector<Event>& events) {
    return std::any_of(events.begin(), events.end(), [](const Event& e) {
      return std::holds_alternative<nymj::ClaimWindowClosed>(e.body);
    });
  }
  [[nodiscard]] static std::uint64_t state_hash(const State& s) { return nymj::state_hash(s); }

  [[nodiscard]] static Outcome apply(State& s, const Intent& intent, kernel::Millis now) {
    return nymj::apply(s, intent, now);
  }
  [[nodiscard]] static protocol::ProtocolError refusal(const Outcome& outcome) {
    return protocol::rule_error(*outcome.error);
  }
  [[nodiscard]] static Intent start_game() { return nymj::StartGame{}; }
  [[nodiscard]] static protocol::ProtocolError not_started() {
    return protocol::rule_error(nymj::RuleError::game_not_started);
  }
  [[nodiscard]] static Intent timer_intent(kernel::TimerKind kind, std::uint32_t timer_id);
  // A seated player's game message as this game's intent, or why it is not one.
  [[nodiscard]] static std::variant<Intent, protocol::ProtocolError> intent_from(
      const protocol::in::GameMove& move, kernel::Seat seat, kernel::Millis one_way_latency);

  // Bots: seated bots and the stand-in for an absent person.
  [[nodiscard]] static std::optional<std::string> bot_strength(std::string_view requested);
  [[nodiscard]] static std::string stand_in_strength() { return "strong"; }
  [[nodiscard]] static std::unique_ptr<Bot> make_bot(const std::string& strength,
                                                     std::uint64_t seed);
  [[nodiscard]] static std::optional<Intent> decide(Bot& bot, const State& s, kernel::Seat seat) {
    return bot.decide(nymj::view_for(s, seat));
  }

  // The journal.
  [[nodiscard]] static nlohmann::json intent_record(const Intent& intent) {
    return nymj_journal::intent_json(intent);
  }
  [[nodiscard]] static std::optional<Intent> intent_from_record(const nlohmann::json& record) {
    return nymj_journal::intent_from_json(record);
  }
  // What the store keeps of a finished game: its result, scores and rounds.
  [[nodiscard]] static std::optional<nlohmann::json> finish_record(const State& s);

  // The lobby's description of the table's settings.
  [[nodiscard]] static nlohmann::json settings_json(const State& s) {
    return protocol::settings_json(s.settings);
  }
  // Every face of the deck: code, name, suit, rank and copies.
  [[nodiscard]] static nlohmann::json catalogue_json();

  // The shuffle commitment: the round being played, if a deal is on the table, and the
  // dealt deck as face codes.
  [[nodiscard]] static std::optional<int> dealt_round(const State& s) {
    const bool dealt = s.phase != nymj::Phase::not_started && s.phase != nymj::Phase::round_over &&
                       s.phase != nymj::Phase::game_over;
    if (!dealt) return std::nullopt;
    return s.round;
  }
  [[nodiscard]] static std::vector<std::string> dealt_deck(const State& s) {
    return nymj_journal::dealt_deck(s);
  }

  // A finished game replayed for the archive: the whole table's view with every hand
  // shown, and one event as JSON.
  [[nodiscard]] static nlohmann::json revealed_view(const State& s, kernel::Millis now);
  [[nodiscard]] static nlohmann::json event_json(const Event& event, kernel::Millis now, int seats);
};

static_assert(TableRules<NymjRules>,
              "NymjRules misses a member the table host needs (table_rules.hpp)");

}  // namespace jongtable::server
