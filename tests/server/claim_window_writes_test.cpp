// A claim window's passes on a slow disk: each goes to the journal's writer as it
// comes, on top of the ones still on their way (not one write after another), and
// still nobody hears of anything, not even a refusal, before what it follows is stored.
// A refused write takes the passes applied on top of it with it.

#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <map>
#include <set>

#include "bot_tables.hpp"
#include "crashable_server.hpp"
#include "write_lock.hpp"

namespace jongtable::testing {
namespace {

using Clock = std::chrono::steady_clock;

// After a discard: the seats that may pass, each with its pass.
std::map<int, json> passes_after_a_discard(GameDriver& game) {
  const auto [seat, move] = a_discard(game);
  const json discarded = game.act(seat, move);
  EXPECT_EQ(discarded["type"], "update") << discarded.dump();
  game.sync(discarded.value("v", std::uint64_t{0}));
  std::map<int, json> passes;
  for (int s = 0; s < 4; ++s) {
    const json view = latest_view(game[s]);
    if (view["legal"]["pass"] == true && !view["window"].is_null())
      passes[s] = {{"type", "pass"}, {"window", view["window"]["id"]}};
  }
  EXPECT_EQ(passes.size(), 3u);
  return passes;
}

const json* reply_in(const WsClient& client, std::uint64_t seq) {
  const auto found = std::find_if(client.seen.begin(), client.seen.end(),
                                  [seq](const json& m) { return m.value("re", json()) == seq; });
  return found == client.seen.end() ? nullptr : &*found;
}

TEST(ClaimWindowWrites, PassesGoToTheWriterWithoutWaitingForEachOther) {
  TempFolder data;
  CrashableServer server(data.path(), {"--storage-busy-ms", "60000"});
  GameDriver game(server.port(), quick_settings());
  const auto passes = passes_after_a_discard(game);
  const auto version = server.probe(game.code)["version"].get<std::uint64_t>();
  const int first = passes.begin()->first;
  std::map<int, std::uint64_t> sent;
  std::uint64_t again = 0;
  {
    WriteLock lock(data.path() / "jongtable.sqlite");
    for (const auto& [seat, pass] : passes) sent[seat] = game[seat].send(pass);
    // The first pass waits for the disk inside the writer; the others join it there
    // instead of waiting at the table for it to be stored.
    const auto deadline = Clock::now() + std::chrono::seconds(20);
    while (metric(server.port(), "jongtable_journal_queued_inputs") < 3) {
      ASSERT_LT(Clock::now(), deadline) << "the passes were not all handed to the writer";
    }
    // A second pass from the same seat is refused, but not before its first pass is
    // stored and told: the ping's pong, sent at once, comes before either.
    again = game[first].send(passes.at(first));
    game[first].reply_to(game[first].send({{"type", "ping"}}));
    for (const auto& [seat, seq] : sent) {
      EXPECT_EQ(reply_in(game[seat], seq), nullptr) << "seat " << seat << " heard before the disk";
    }
    EXPECT_EQ(reply_in(game[first], again), nullptr) << "a refusal came before the disk";
  }
  // Stored: the three passes are the next three versions, and each seat is told of
  // each in order.
  std::set<std::uint64_t> versions;
  for (const auto& [seat, seq] : sent) {
    const json reply = game[seat].reply_to(seq);
    ASSERT_EQ(reply["type"], "update") << reply.dump();
    versions.insert(reply["v"].get<std::uint64_t>());
  }
  EXPECT_EQ(versions, (std::set<std::uint64_t>{version + 1, version + 2, version + 3}));
  const json refused = game[first].reply_to(again);
  EXPECT_EQ(refused["type"], "error") << refused.dump();
  EXPECT_LT(reply_in(game[first], sent[first]), reply_in(game[first], again));
  for (int s = 0; s < 4; ++s) {
    GameDriver::await_version(game[s], version + 3);
    std::uint64_t last = 0;
    for (const json& m : game[s].seen) {
      if (!is_update(m) || m["v"].get<std::uint64_t>() <= version) continue;
      EXPECT_EQ(m["v"].get<std::uint64_t>(), last == 0 ? version + 1 : last + 1) << "seat " << s;
      last = m["v"].get<std::uint64_t>();
    }
  }
  const json played = server.probe(game.code);
  server.kill9();
  server.restart();
  EXPECT_EQ(server.probe(game.code)["state_hash"], played["state_hash"]);
}

// Every batch fails here (the lock outlasts each write's wait), so this checks the
// table's side: passes applied on top of refused ones are refused too, the table stays
// as it was, and the next inputs are numbered from what is stored. The writer's side
// (a later batch that would succeed) is journal_writer_test's.
TEST(ClaimWindowWrites, RefusedPassesLeaveTheTableAsItWasAndTheNextAreNumberedFromTheStore) {
  TempFolder data;
  CrashableServer server(data.path(), {"--storage-busy-ms", "50"});
  GameDriver game(server.port(), quick_settings());
  const auto passes = passes_after_a_discard(game);
  const json before = server.probe(game.code);
  {
    WriteLock lock(data.path() / "jongtable.sqlite");
    std::map<int, std::uint64_t> sent;
    for (const auto& [seat, pass] : passes) sent[seat] = game[seat].send(pass);
    for (const auto& [seat, seq] : sent) {
      const json reply = game[seat].reply_to(seq);
      EXPECT_EQ(reply["code"], "storage_unavailable") << reply.dump();
    }
    const json during = server.probe(game.code);
    EXPECT_EQ(during["state_hash"], before["state_hash"]);
    EXPECT_EQ(during["version"], before["version"]);
  }
  // With the disk back, the same passes are the very next versions.
  const auto version = before["version"].get<std::uint64_t>();
  std::uint64_t expected = version;
  for (const auto& [seat, pass] : passes) {
    const json played = game.act(seat, pass);
    ASSERT_EQ(played["type"], "update") << played.dump();
    EXPECT_EQ(played["v"], ++expected);
  }
  const json after = server.probe(game.code);
  server.kill9();
  server.restart();
  EXPECT_EQ(server.probe(game.code)["state_hash"], after["state_hash"]);
}

}  // namespace
}  // namespace jongtable::testing
