#include "watched_game.hpp"

namespace jongtable::hardening {

WatchedGame::WatchedGame(std::uint16_t port) : spectator_(port) {
  spectator_.hello("Watcher");
  // Bots that think for 400-800 ms and 4 s between rounds: a game that keeps making
  // events (one at least every couple of seconds) for minutes, longer than any test
  // here takes; the slow-handshake test alone waits out a 30 s timeout.
  const json created = spectator_.reply_to(spectator_.send({{"type", "create_table"},
                                                            {"claim_window_ms", 400},
                                                            {"between_rounds_ms", 4000},
                                                            {"turn_clock_ms", 0},
                                                            {"bot_delay_ms", {400, 800}}}));
  if (created["type"] != "table_created")
    throw std::runtime_error("create_table refused: " + created.dump());
  code_ = created["code"].get<std::string>();
  for (int seat = 0; seat < 4; ++seat) {
    const json added = spectator_.reply_to(
        spectator_.send({{"type", "add_bot"}, {"seat", seat}, {"strength", "basic"}}));
    if (added["type"] == "error") throw std::runtime_error("add_bot refused: " + added.dump());
  }
  const json started = spectator_.reply_to(spectator_.send({{"type", "start_game"}}));
  if (started["type"] == "error") throw std::runtime_error("start refused: " + started.dump());
}

::testing::AssertionResult WatchedGame::keeps_playing(int count) {
  try {
    // The pong comes after every frame the server had queued for us before it.
    spectator_.reply_to(spectator_.send({{"type", "ping"}}));
    for (const auto& m : spectator_.seen) {
      if (m.value("type", "") == "update" && m["view"]["phase"] == "game_over")
        return ::testing::AssertionFailure() << "the watched game ended; make it longer";
    }
    const std::uint64_t before = spectator_.last_v;
    std::uint64_t newest = before;
    for (int i = 0; i < count; ++i) {
      const json update = spectator_.wait_for([&](const json& m) {
        return m.value("type", "") == "update" && m["v"].get<std::uint64_t>() > newest;
      });
      newest = update["v"].get<std::uint64_t>();
      if (update["view"]["phase"] == "game_over")
        return ::testing::AssertionFailure() << "the watched game ended; make it longer";
    }
    return ::testing::AssertionSuccess() << "versions " << before << " -> " << newest;
  } catch (const std::exception& e) {
    return ::testing::AssertionFailure() << "the other table stopped sending events after v"
                                         << spectator_.last_v << ": " << e.what();
  }
}

}  // namespace jongtable::hardening
