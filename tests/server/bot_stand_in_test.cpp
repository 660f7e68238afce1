// A bot stands in for a disconnected player once their turn clock has run out, and
// hands the seat back the moment they return with their resume token.

#include <gtest/gtest.h>

#include <functional>
#include <set>

#include "table_helpers.hpp"

namespace jongtable::testing {
namespace {

// A reader over one client's frames in arrival order, including frames that other reads
// (reply_to, wait_for) pulled off the socket first: they all land in `seen`.
class FrameCursor {
 public:
  explicit FrameCursor(WsClient& client) : client_(client) {}

  json next_frame() {
    if (at_ == client_.seen.size()) client_.next();
    return client_.seen[at_++];
  }
  json find(const std::function<bool(const json&)>& match) {
    for (;;) {
      json frame = next_frame();
      if (match(frame)) return frame;
    }
  }
  void skip_to_end() { at_ = client_.seen.size(); }

 private:
  WsClient& client_;
  std::size_t at_ = 0;
};

// The events of every update a client receives, one at a time.
class EventCursor {
 public:
  explicit EventCursor(WsClient& client) : frames_(client) {}

  json next() {
    while (event_ >= events_.size()) {
      const json frame = frames_.next_frame();
      if (!is_update(frame)) continue;
      events_ = frame["events"];
      event_ = 0;
    }
    return events_[event_++];
  }
  void skip_to_end() {
    frames_.skip_to_end();
    events_ = json::array();
    event_ = 0;
  }

 private:
  FrameCursor frames_;
  json events_ = json::array();
  std::size_t event_ = 0;
};

bool stand_in_is(const json& lobby, int seat, bool standing_in) {
  return lobby.value("type", "") == "lobby" &&
         lobby["table"]["seats"][seat].value("bot_stand_in", false) == standing_in;
}

// A lobby frame in which `seat`'s person is (or is not) connected.
std::function<bool(const json&)> lobby_with_connected(int seat, bool connected) {
  return [seat, connected](const json& m) {
    if (m.value("type", "") != "lobby") return false;
    const json& occupant = m["table"]["seats"][seat]["occupant"];
    return occupant.is_object() && occupant["connected"] == connected;
  };
}

// Seat 1 is the one who goes away. The claim window closes before a bot could answer it
// (bots wait at least 400 ms), so the game does not depend on who answers first; the
// turn clock is long enough for the test's own players to beat it.
json stand_in_settings() {
  json settings = slow_window_settings();
  settings["claim_window_ms"] = 300;
  settings["turn_clock_ms"] = 4000;
  settings["bot_delay_ms"] = {400, 500};
  return settings;
}

// Plays the people's turns (each discards the card just drawn; nobody claims) for the
// seats in `people`, reading the event stream of seat 0, until an event matches `until`.
class TurnDriver {
 public:
  explicit TurnDriver(ScenarioTable& table) : table_(table), events_(table[0]) {
    for (int s = 0; s < 4; ++s) turns_.emplace_back(table[s]);
  }

  void skip_what_was_read() {
    events_.skip_to_end();
    for (auto& turn : turns_) turn.skip_to_end();
  }

  json play_until(const std::set<int>& people, const std::function<bool(const json&)>& until) {
    for (;;) {
      const json event = events_.next();
      if (until(event)) return event;
      if (event["type"] == "round_ended") {
        ADD_FAILURE() << "the round ended first: " << event.dump();
        throw std::runtime_error("round ended");
      }
      const int seat = event.value("seat", -1);
      if (event["type"] == "turn_started" && people.contains(seat)) take_turn(seat, table_[seat]);
    }
  }

  // `client` (seat `seat`'s current connection) discards the card it just drew.
  json take_turn(int seat, WsClient& client, FrameCursor* cursor = nullptr) {
    FrameCursor& frames = cursor ? *cursor : turns_[static_cast<std::size_t>(seat)];
    const json turn = frames.find([seat](const json& m) {
      return is_update(m) && m["view"]["current"] == seat &&
             m["view"]["phase"] == "awaiting_discard" && !m["view"]["just_drawn"].is_null();
    });
    const json reply = client.reply_to(
        client.send({{"type", "discard"}, {"card", turn["view"]["just_drawn"]["id"]}}));
    EXPECT_EQ(reply["type"], "update") << "seat " << seat << ": " << reply.dump();
    frames.skip_to_end();
    return reply;
  }

 private:
  ScenarioTable& table_;
  EventCursor events_;
  std::vector<FrameCursor> turns_;
};

std::function<bool(const json&)> discard_by(int seat) {
  return [seat](const json& e) { return e["type"] == "card_discarded" && e["seat"] == seat; };
}

TEST(BotStandIn, TakesOverAfterTheClockRunsOutOnceAndHandsBackOnReturn) {
  ScenarioTable table(claim_scenario(false), stand_in_settings());
  TurnDriver driver(table);
  const std::set<int> people{0, 2, 3};
  FrameCursor lobbies(table[0]);
  lobbies.skip_to_end();

  const auto last_version = table[1].last_v;
  table[1].close();
  // Away, but the clock has not run out for them yet: nobody stands in.
  const json away = lobbies.find(lobby_with_connected(1, false));
  EXPECT_FALSE(away["table"]["seats"][1].value("bot_stand_in", false));

  const json ma =
      table.act(0, {{"type", "discard"}, {"card", card_with_face(latest_view(table[0]), "G6")}});
  ASSERT_EQ(ma["type"], "update") << ma.dump();
  driver.skip_what_was_read();  // the game so far needed nothing from the driver
  // Seat 1 draws and nobody plays for them: the turn clock does, once.
  const json by_clock = driver.play_until(people, discard_by(1));
  EXPECT_TRUE(by_clock["by_turn_clock"].get<bool>());
  const json standing = lobbies.find([](const json& m) { return stand_in_is(m, 1, true); });
  EXPECT_EQ(standing["table"]["seats"][1]["occupant"]["kind"], "human");
  EXPECT_EQ(standing["table"]["seats"][1]["occupant"]["connected"], false);
  EXPECT_FALSE(standing["table"]["seats"][0]["bot_stand_in"].get<bool>());

  // Seat 1's next turn is played by the bot, not by the clock.
  const json by_bot = driver.play_until(people, discard_by(1));
  EXPECT_FALSE(by_bot["by_turn_clock"].get<bool>()) << by_bot.dump();

  // The player returns: the seat is theirs again.
  lobbies.skip_to_end();
  WsClient again(table.server.port());
  const json welcome = again.hello("P1", table.tokens[1], last_version);
  ASSERT_EQ(welcome["type"], "welcome") << welcome.dump();
  FrameCursor own(again);
  const json back = own.find([](const json& m) { return m.value("type", "") == "lobby"; });
  EXPECT_EQ(back["you"]["seat"], 1);
  EXPECT_FALSE(back["table"]["seats"][1]["bot_stand_in"].get<bool>());
  const json seen_back = lobbies.find(lobby_with_connected(1, true));
  EXPECT_FALSE(seen_back["table"]["seats"][1]["bot_stand_in"].get<bool>());

  // The others play round to seat 1, who plays their own turn: no bot got there first.
  driver.play_until(people,
                    [](const json& e) { return e["type"] == "turn_started" && e["seat"] == 1; });
  const json own_turn = driver.take_turn(1, again, &own);
  const json own_discard = event_of(own_turn, "card_discarded");
  ASSERT_FALSE(own_discard.is_null()) << own_turn.dump();
  EXPECT_EQ(own_discard["seat"], 1);
  EXPECT_FALSE(own_discard["by_turn_clock"].get<bool>());
}

}  // namespace
}  // namespace jongtable::testing
