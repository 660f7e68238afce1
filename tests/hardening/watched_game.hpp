#pragma once
// A game of four bots at its own table, watched by a spectator: the "other table" that
// must keep playing whatever a hostile client does to the server.

#include <gtest/gtest.h>

#include <string>

#include "ws_client.hpp"

namespace jongtable::hardening {

using testing::json;
using testing::WsClient;

class WatchedGame {
 public:
  explicit WatchedGame(std::uint16_t port);

  // True when `count` updates carrying a version newer than everything the spectator had
  // received before this call arrive (each within a bounded wait). Whatever was already
  // in flight is drained first with a ping, so only events made after the call count.
  [[nodiscard]] ::testing::AssertionResult keeps_playing(int count = 3);
  [[nodiscard]] const std::string& code() const { return code_; }

 private:
  WsClient spectator_;
  std::string code_;
};

}  // namespace jongtable::hardening
