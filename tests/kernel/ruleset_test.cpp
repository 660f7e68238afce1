// The Ruleset concept on a toy game: what it asks for, and that a missing piece is caught.
#include "jongtable/kernel/ruleset.hpp"

#include <gtest/gtest.h>

#include <variant>

#include "jongtable/kernel/event.hpp"

namespace toy {

using namespace jongtable;

struct Settings {};
struct State {
  bool over = false;
};
struct Finish {};
struct ClockRanOut {};
using Intent = std::variant<Finish, ClockRanOut>;
struct Finished {};
using Event = kernel::Event<std::variant<Finished>>;
enum class RuleError : std::uint8_t { game_over };
using Outcome = kernel::Outcome<Event, RuleError>;
struct View {};

State create_table(const Settings&, std::uint64_t) {
  return {};
}
std::uint64_t state_hash(const State& s) {
  return s.over ? 1 : 0;
}
int seats(const State&) {
  return 2;
}
bool game_over(const State& s) {
  return s.over;
}
kernel::Seat whose_decision(const State&) {
  return kernel::Seat(0);
}
void apply(State& s, const Intent&, kernel::Millis, Outcome& out) {
  out = {};
  if (s.over) {
    out.error = RuleError::game_over;
    return;
  }
  s.over = true;
  out.events.emplace_back(kernel::Audience::everyone(), Finished{});
}
Outcome apply(State& s, const Intent& intent, kernel::Millis now) {
  Outcome out;
  apply(s, intent, now, out);
  return out;
}
View view_for(const State&, std::optional<kernel::Seat>) {
  return {};
}
std::string_view code(RuleError) {
  return "game_over";
}
std::string_view describe(RuleError) {
  return "The game is over.";
}

struct Game : kernel::GameTypes<Settings, State, Intent, Event, RuleError, View> {
  static constexpr std::string_view id = "toy";
  static Intent timer_intent(kernel::TimerKind, std::uint32_t) { return ClockRanOut{}; }
};
static_assert(kernel::Ruleset<Game>);

// No timer_intent: the host could not fire the game's timers.
struct Untimed {
  static constexpr std::string_view id = "untimed";
  using Settings = toy::Settings;
  using State = toy::State;
  using Intent = toy::Intent;
  using Event = toy::Event;
  using RuleError = toy::RuleError;
  using Outcome = toy::Outcome;
  using View = toy::View;
};
static_assert(!kernel::Ruleset<Untimed>);

}  // namespace toy

namespace {

TEST(Ruleset, AToyGameIsDrivenThroughItsTag) {
  toy::Game::State state = create_table(toy::Game::Settings{}, 1);
  EXPECT_TRUE(apply(state, toy::Finish{}, 0).ok());
  EXPECT_TRUE(game_over(state));
  const auto refused =
      apply(state, toy::Game::timer_intent(jongtable::kernel::TimerKind::turn_clock, 3), 1);
  ASSERT_FALSE(refused.ok());
  EXPECT_EQ(code(*refused.error), "game_over");
}

}  // namespace
