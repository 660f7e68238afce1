#pragma once
// What the table host (RulesTable<Rules>, engine_setup's replays and registry) needs from
// a game's adapter, as one concept: each adapter asserts it right after its struct, so a
// missing or misnamed member is one error naming it, at the adapter, instead of pages
// from deep inside the host's templates. nymj_rules.hpp shows every member with a comment.

#include <concepts>
#include <cstdint>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "jongtable/kernel/effect.hpp"
#include "jongtable/kernel/millis.hpp"
#include "jongtable/kernel/seat.hpp"
#include "jongtable/protocol/client_messages.hpp"
#include "jongtable/protocol/error.hpp"
#include "rulesets/clock_floors.hpp"

namespace jongtable::server {

// The game's update frames (protocol::UpdateFrames, or JsonFrames<Rules>): built per
// broadcast from the state, handed the events, written once per viewer.
template <typename Frames, typename State, typename Event>
concept UpdateFramesOf =
    std::constructible_from<Frames, const State&, kernel::Millis, std::string> &&
    requires(Frames& frames, const std::vector<Event>& events, std::optional<kernel::Seat> viewer,
             std::uint64_t version) {
  frames.add_events(events);
  {
    frames.frame(viewer, version, version, std::optional<std::uint64_t>{})
    } -> std::convertible_to<std::string>;
};

template <typename R>
concept TableRules = requires(typename R::State& state, const typename R::State& table,
                              const typename R::Intent& intent, const typename R::Outcome& outcome,
                              const std::vector<typename R::Event>& events,
                              const typename R::Event& event, typename R::Bot& bot,
                              const protocol::in::CreateTable& create,
                              const protocol::in::GameMove& move, const nlohmann::json& record,
                              kernel::TimerKind kind, std::uint32_t id, kernel::Seat seat,
                              kernel::Millis now, std::uint64_t seed, ClockFloors floors,
                              const std::string& strength, std::string_view requested, int seats) {
  // The game's id on the wire (create_table's `ruleset`).
  { R::id } -> std::convertible_to<std::string_view>;
  // A table from a create request, or why not.
  {
    R::create(create, seed, floors)
    } -> std::same_as<std::variant<typename R::State, protocol::ProtocolError>>;
  { R::seats(table) } -> std::convertible_to<int>;
  { R::game_over(table) } -> std::convertible_to<bool>;
  { R::phase_code(table) } -> std::convertible_to<std::string_view>;
  { R::whose_decision(table) } -> std::same_as<kernel::Seat>;
  { R::window_closes_at(table) } -> std::same_as<std::optional<kernel::Millis>>;
  { R::closes_a_window(events) } -> std::convertible_to<bool>;
  { R::state_hash(table) } -> std::same_as<std::uint64_t>;
  // The engine: one input, its events and effects, or its refusal.
  { R::apply(state, intent, now) } -> std::same_as<typename R::Outcome>;
  { outcome.ok() } -> std::convertible_to<bool>;
  { outcome.events } -> std::convertible_to<std::vector<typename R::Event>>;
  { outcome.effects } -> std::convertible_to<std::vector<kernel::Effect>>;
  { R::refusal(outcome) } -> std::same_as<protocol::ProtocolError>;
  { R::start_game() } -> std::convertible_to<typename R::Intent>;
  { R::not_started() } -> std::same_as<protocol::ProtocolError>;
  { R::timer_intent(kind, id) } -> std::convertible_to<typename R::Intent>;
  // The game's moves, read by its own move table (not_in_this_game for another game's).
  {
    R::intent_from(move, seat, now)
    } -> std::same_as<std::variant<typename R::Intent, protocol::ProtocolError>>;
  // Bots.
  { R::bot_strength(requested) } -> std::same_as<std::optional<std::string>>;
  { R::stand_in_strength() } -> std::convertible_to<std::string>;
  { R::make_bot(strength, seed) } -> std::same_as<std::unique_ptr<typename R::Bot>>;
  { R::decide(bot, table, seat) } -> std::same_as<std::optional<typename R::Intent>>;
  // The journal and the store.
  { R::intent_record(intent) } -> std::same_as<nlohmann::json>;
  { R::intent_from_record(record) } -> std::same_as<std::optional<typename R::Intent>>;
  { R::finish_record(table) } -> std::same_as<std::optional<nlohmann::json>>;
  // The lobby, the shuffle commitment, the archive's replays, the update frames.
  { R::settings_json(table) } -> std::same_as<nlohmann::json>;
  { R::dealt_round(table) } -> std::same_as<std::optional<int>>;
  { R::dealt_deck(table) } -> std::same_as<std::vector<std::string>>;
  { R::revealed_view(table, now) } -> std::same_as<nlohmann::json>;
  { R::event_json(event, now, seats) } -> std::same_as<nlohmann::json>;
  requires UpdateFramesOf<typename R::Frames, typename R::State, typename R::Event>;
  // The deck's faces: one catalogue, or (Chinese) the table's own.
  requires(
      requires { R::catalogue_json(); } || requires { R::catalogue_json(table); });
};

// A game only the tests play (no web renderer: a player could not see it) says so with
// `static constexpr bool test_only = true;`; the server offers it only when started with
// --allow-test-games. Every other game leaves the member out.
template <typename R>
[[nodiscard]] constexpr bool is_test_only() {
  if constexpr (requires { R::test_only; }) {
    return R::test_only;
  } else {
    return false;
  }
}

}  // namespace jongtable::server
