// What a finished game costs the server (docs/rules/nymj.md, "Rounds and the end of the
// game"; protocol/README.md, "Finished games and replays"): a game of void rounds among
// players tied on one token used to go to tiebreakers for ever, its update frames
// carrying an ever longer history and its replay a view per step. Now the tiebreakers
// stop, the frames stay small, and the replay is its steps' events with views a page at
// a time: bytes linear in the game's inputs, and no jump in the server's memory.

#include <gtest/gtest.h>

#include <fstream>
#include <string>

#include "crashable_server.hpp"
#include "game_driver.hpp"

namespace jongtable::testing {
namespace {

// Under ASan the server's peak memory also holds the sanitizer's shadow, redzones and
// quarantine: a few times more. The build says whether the server is sanitized (this
// test's own file is not: see the root CMakeLists.txt).
#if defined(JONGTABLE_SANITIZED)
constexpr std::size_t kSanitizerMemoryFactor = 4;
#else
constexpr std::size_t kSanitizerMemoryFactor = 1;
#endif

// The most bytes the server has held at once (VmHWM), from /proc.
std::size_t peak_resident_bytes(pid_t pid) {
  std::ifstream status("/proc/" + std::to_string(pid) + "/status");
  std::string line;
  while (std::getline(status, line)) {
    if (line.rfind("VmHWM:", 0) == 0) return std::stoull(line.substr(6)) * 1024;  // in kB
  }
  ADD_FAILURE() << "no VmHWM for " << pid;
  return 0;
}

// Four bots at one token each, playing as fast as the server goes, rounds of ten draws:
// a round is void or someone wins it and the game ends. Round 8 from the start, so the
// tiebreakers come at once; the seeds make it the same game every time, one whose round 8
// and three tiebreakers are all void.
json all_void_game() {
  json settings = quick_settings();
  settings["starting_tokens"] = 1;
  settings["bot_delay_ms"] = {0, 0};
  settings["bot_seed"] = 1;
  settings["scenario"] = {
      {"seed", 1},
      {"round", 8},
      {"tokens", {1, 1, 1, 1}},
      {"hands",
       {{"G1", "G2", "G3", "B1", "B2", "B3", "pride", "pride", "G4", "G5", "winter"},
        {"G6", "G6", "R2", "R4", "R6", "B2", "B4", "B6", "winter", "guilt"},
        {"R1", "R3", "R5", "B5", "G1", "G3", "spring", "fall", "love", "G6"},
        {"R1", "R3", "R5", "B5", "spring", "fall", "summer", "summer", "guilt", "love"}}}};
  return settings;
}

TEST(ReplayBounds, AGameOfVoidTiebreakersEndsAndWhatItCostsStaysBounded) {
  TempFolder data;
  CrashableServer server(data.path());
  WsClient host(server.port());
  host.hello("Host");
  const std::string code = create_table(host, all_void_game());
  for (int s = 0; s < 4; ++s) {
    const json added =
        host.reply_to(host.send({{"type", "add_bot"}, {"seat", s}, {"strength", "basic"}}));
    ASSERT_EQ(added["type"], "ok") << added.dump();
  }
  host.send({{"type", "start_game"}});
  // Under the old rules this game never ended: a bounded wait, by versions not time.
  const json over = host.wait_for([](const json& m) {
    if (!is_update(m)) return false;
    if (m["v"].get<std::uint64_t>() > 5000) throw std::runtime_error("the game did not end");
    return m["view"]["phase"] == "game_over";
  });
  const json& result = over["view"]["result"];
  ASSERT_TRUE(result.contains("winners")) << "the tie stood, so the win is shared: " << result;
  EXPECT_EQ(result["winners"].size(), 4u);

  // Every frame the host was sent stays small: an update carries the rounds finished
  // since the one before (one at most), never the whole history again.
  std::size_t biggest_frame = 0;
  std::size_t rounds_known = 0;  // as a client keeps them
  for (const auto& m : host.seen) {
    biggest_frame = std::max(biggest_frame, m.dump().size());
    if (!is_update(m)) continue;
    ASSERT_EQ(m["since"].get<std::uint64_t>() + 1, m["v"].get<std::uint64_t>());
    const json& view = m["view"];
    if (m["since"] == 0) {  // the game's first update: the rounds the scenario has played
      EXPECT_FALSE(view.contains("history_from"));
      rounds_known = view["history"].size();
      continue;
    }
    EXPECT_LE(view["history"].size(), 1u) << "v" << m["v"];
    EXPECT_EQ(view["history_from"], rounds_known) << "v" << m["v"];
    rounds_known += view["history"].size();
  }
  EXPECT_LT(biggest_frame, 48u * 1024);
  // Someone joining now gets the full state: the whole history, once.
  WsClient late(server.port());
  late.hello("Late");
  late.send({{"type", "join_table"}, {"code", code}, {"as", "spectator"}});
  const json full = late.wait_for(is_update);
  EXPECT_EQ(full["since"], full["v"]);
  EXPECT_FALSE(full["view"].contains("history_from"));
  int tiebreakers = 0;
  for (const auto& round : full["view"]["history"]) tiebreakers += round["tiebreaker"] ? 1 : 0;
  EXPECT_EQ(tiebreakers, 3);

  const auto id = server.probe(code)["id"].get<std::string>();
  const auto inputs = server.probe(code)["version"].get<std::size_t>();
  const std::size_t peak_before = peak_resident_bytes(server.pid());
  const auto reply = http_get(server.port(), "/api/games/" + id + "/replay");
  ASSERT_EQ(reply.status, 200) << reply.body.substr(0, 300);
  const json replay = json::parse(reply.body);
  ASSERT_EQ(replay["steps"].size(), inputs);
  // Linear in the inputs: a step is its input and its events, never a whole table.
  EXPECT_LT(reply.body.size(), 64u * 1024 + 1024u * inputs)
      << reply.body.size() << " bytes for " << inputs << " inputs";
  for (const auto& step : replay["steps"]) ASSERT_FALSE(step.contains("view"));
  const auto page_size = replay["view_page"].get<std::size_t>();
  ASSERT_GT(page_size, 0u);

  // The views, page by page: each page a bounded size, every hand shown, the last at the end.
  json last_view;
  for (std::size_t from = 0; from < inputs; from += page_size) {
    const auto page =
        http_get(server.port(), "/api/games/" + id + "/replay?views=" + std::to_string(from + 1));
    ASSERT_EQ(page.status, 200);
    EXPECT_LT(page.body.size(), page_size * 16 * 1024);
    const json views = json::parse(page.body);
    EXPECT_EQ(views["from"], from) << "a page starts at a multiple of its size";
    ASSERT_EQ(views["views"].size(), std::min(page_size, inputs - from));
    for (const auto& seat : views["views"][0]["seats"]) {
      ASSERT_TRUE(seat.contains("concealed"));
    }
    last_view = views["views"].back();
  }
  EXPECT_EQ(last_view["phase"], "game_over");
  EXPECT_EQ(last_view["result"], result);
  // Past the end: an empty page; not a number: refused.
  const auto beyond = http_get(server.port(), "/api/games/" + id + "/replay?views=999999");
  EXPECT_TRUE(json::parse(beyond.body)["views"].empty());
  const auto bad = http_get(server.port(), "/api/games/" + id + "/replay?views=-1");
  EXPECT_EQ(bad.status, 400);
  EXPECT_EQ(json::parse(bad.body)["error"]["code"], "bad_query");

  // A size, not a time: the replay and its pages did not lift the server's peak memory
  // by more than a few times their own bytes (the unbounded replay took gigabytes).
  const std::size_t peak_after = peak_resident_bytes(server.pid());
  EXPECT_LT(peak_after - peak_before,
            kSanitizerMemoryFactor * (32u * 1024 * 1024 + 8 * reply.body.size()));
  EXPECT_EQ(schema_failures(), 0);
}

}  // namespace
}  // namespace jongtable::testing
