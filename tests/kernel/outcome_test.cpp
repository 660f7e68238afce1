// Outcome and the event envelope: what every game's apply() hands back.
#include "jongtable/kernel/outcome.hpp"

#include <gtest/gtest.h>

#include <string>
#include <variant>

#include "jongtable/kernel/event.hpp"

namespace jongtable::kernel {
namespace {

struct Spoke {
  std::string words;
};
struct Waved {};
using TestEvent = Event<std::variant<Spoke, Waved>>;
enum class TestRefusal : std::uint8_t { not_now };

TEST(Outcome, OkUntilARefusalIsSet) {
  Outcome<TestEvent, TestRefusal> out;
  EXPECT_TRUE(out.ok());
  out.events.emplace_back(Audience::only(Seat(1)), Spoke{"psst"});
  out.effects.emplace_back(CancelTimer{TimerKind::turn_clock});
  out.error = TestRefusal::not_now;
  EXPECT_FALSE(out.ok());
}

TEST(Event, CarriesItsAudienceAndBody) {
  const TestEvent whisper(Audience::only(Seat(2)), Spoke{"psst"});
  EXPECT_TRUE(whisper.audience.includes(Seat(2)));
  EXPECT_FALSE(whisper.audience.includes(Seat(0)));
  EXPECT_FALSE(whisper.audience.includes(std::nullopt));
  ASSERT_TRUE(std::holds_alternative<Spoke>(whisper.body));
  EXPECT_EQ(std::get<Spoke>(whisper.body).words, "psst");
}

}  // namespace
}  // namespace jongtable::kernel
