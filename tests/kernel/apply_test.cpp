// The frame of every game's apply(): a fresh outcome each time, the applier's answer in it.
#include "jongtable/kernel/apply.hpp"

#include <gtest/gtest.h>

#include <optional>
#include <variant>

#include "jongtable/kernel/outcome.hpp"

namespace jongtable::kernel::apply_test {
namespace {

struct Knock {};
struct Shout {};
using Intent = std::variant<Knock, Shout>;
enum class Refusal : std::uint8_t { too_loud };
using Outcome = kernel::Outcome<int, Refusal>;

struct State {
  int knocks = 0;
};

struct Applier {
  State& state;
  Outcome& out;
  std::optional<Refusal> operator()(const Knock&) {
    out.events.push_back(++state.knocks);
    return std::nullopt;
  }
  std::optional<Refusal> operator()(const Shout&) { return Refusal::too_loud; }
};

// Found by the kernel's apply_into_fresh as a host finds a game's: through its types.
void apply(State& state, const Intent& intent, Millis /*now*/, Outcome& out) {
  apply_with(Applier{state, out}, intent, out);
}

TEST(Apply, TheOutcomeHoldsOnlyThisIntentsEventsAndEffects) {
  State state;
  Outcome out;
  out.effects.emplace_back(CancelTimer{TimerKind::turn_clock});
  apply(state, Knock{}, 0, out);
  apply(state, Knock{}, 0, out);
  EXPECT_TRUE(out.ok());
  EXPECT_EQ(out.events, std::vector<int>{2});
  EXPECT_TRUE(out.effects.empty());
}

TEST(Apply, ARefusalIsTheApplierAnswer) {
  State state;
  Outcome out;
  apply(state, Knock{}, 0, out);
  apply(state, Shout{}, 0, out);
  EXPECT_EQ(out.error, Refusal::too_loud);
  EXPECT_TRUE(out.events.empty());
  apply(state, Knock{}, 0, out);
  EXPECT_TRUE(out.ok());  // the last refusal does not linger
}

TEST(Apply, TheFreshFormGoesThroughTheGamesOwnApply) {
  State state;
  const Outcome out = apply_into_fresh<Outcome>(state, Intent{Knock{}}, 0);
  EXPECT_EQ(out.events, std::vector<int>{1});
  EXPECT_EQ(state.knocks, 1);
}

}  // namespace
}  // namespace jongtable::kernel::apply_test
