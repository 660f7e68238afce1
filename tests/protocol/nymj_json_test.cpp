#include "jongtable/protocol/nymj_json.hpp"

#include <gtest/gtest.h>

#include "jongtable/nymj/apply.hpp"
#include "jongtable/protocol/server_frames.hpp"

namespace jongtable::protocol {
namespace {

using namespace jongtable::nymj;

TEST(EngineJson, CardCarriesIdAndFaceCode) {
  EXPECT_EQ(card_json(CardId(0)), (nlohmann::json{{"id", 0}, {"face", "R1"}}));
  EXPECT_EQ(card_json(CardId(74))["face"], "pride");
  EXPECT_TRUE(optional_card_json(std::nullopt).is_null());
}

TEST(EngineJson, SettingsUseMillisecondNames) {
  Settings s;
  s.claim_window = 1234;
  const auto j = settings_json(s);
  EXPECT_EQ(j["claim_window_ms"], 1234);
  EXPECT_EQ(j["seats"], 4);
}

struct Started {
  Table table = create_table(Settings{}, 42);
  Outcome outcome;
  Started() { outcome = apply(table, StartGame{}, 1000); }
};

TEST(EngineJson, ViewShowsOwnHandOnly) {
  Started game;
  ASSERT_TRUE(game.outcome.ok());
  const auto mine = view_json(view_for(game.table, Seat(1)), 1000);
  EXPECT_EQ(mine["viewer"], 1);
  EXPECT_EQ(mine["hand"].size(), game.table.players[1].concealed.size());
  EXPECT_FALSE(mine["hand"].empty());
  const auto watcher = view_json(spectator_view(game.table), 1000);
  EXPECT_TRUE(watcher["viewer"].is_null());
  EXPECT_TRUE(watcher["hand"].empty());
  EXPECT_EQ(watcher["seats"].size(), 4u);
  EXPECT_EQ(watcher["phase"], "awaiting_discard");
}

TEST(EngineJson, TimesLeaveAsRemainingMilliseconds) {
  Started game;
  const auto deadline = game.table.decision_deadline;
  ASSERT_GT(deadline, 0);
  EXPECT_EQ(view_json(view_for(game.table, Seat(0)), deadline - 300)["turn_in_ms"], 300);
  EXPECT_EQ(view_json(view_for(game.table, Seat(0)), deadline + 300)["turn_in_ms"], 0);
}

TEST(EngineJson, EveryEventHasATypeAndPrivateCardsStayPrivate) {
  Started game;
  bool saw_hand = false;
  for (const auto& event : game.outcome.events) {
    const auto j = event_json(event.body, 1000, 4);
    EXPECT_TRUE(j["type"].is_string());
    if (j["type"] == "hand_dealt") {
      saw_hand = true;
      EXPECT_FALSE(event.audience.includes(std::nullopt));
    }
  }
  EXPECT_TRUE(saw_hand);
}

TEST(ServerFrames, ErrorCarriesCodeAndReply) {
  const auto e = error_frame(rule_error(RuleError::card_not_held), 3, 9);
  EXPECT_EQ(e["type"], "error");
  EXPECT_EQ(e["code"], "card_not_held");
  EXPECT_EQ(e["re"], 9);
  EXPECT_EQ(e["v"], 3);
  EXPECT_FALSE(frame("pong", 0).contains("re"));
  EXPECT_NO_THROW((void)to_text(nlohmann::json{{"bad", std::string("\xff\xfe")}}));
}

}  // namespace
}  // namespace jongtable::protocol
