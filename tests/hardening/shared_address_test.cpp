// Many people share one address (a home, a school, a phone network, a reverse proxy): what
// one of them does must not shut out the others, and what one address does in bulk is
// still limited. Each test runs the real binary (server_child.hpp).

#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

#include "raw_ws.hpp"
#include "server_child.hpp"
#include "ws_client.hpp"

namespace jongtable::hardening {
namespace {

using testing::json;
using testing::WsClient;

json create(WsClient& client) {
  return client.reply_to(client.send({{"type", "create_table"}, {"seats", 3}}));
}

// `host` says hello as Ann and creates a table; its code (empty if refused).
std::string open_table(WsClient& host) {
  host.hello("Ann");
  const json created = create(host);
  EXPECT_EQ(created["type"], "table_created") << created.dump();
  return created.value("code", "");
}

json join(WsClient& client, const std::string& code, const std::string& as = "spectator") {
  return client.reply_to(client.send({{"type", "join_table"}, {"code", code}, {"as", as}}));
}

// A hello on a raw connection whose upgrade request carried `headers`; the answer's text.
std::string hello_through(std::uint16_t port, const std::string& headers) {
  RawWs client(port);
  client.handshake(headers);
  client.send_text(R"({"type":"hello","seq":1,"name":"Ann"})");
  const auto answer = client.next_frame();
  return answer ? answer->payload : std::string("(no answer)");
}

TEST(WrongCodes, AGuesserDoesNotLockOutOthersAtItsAddress) {
  ServerChild server({{"--failed-joins-per-minute", "3"}});
  WsClient host(server.port());
  const std::string code = open_table(host);
  ASSERT_FALSE(code.empty());
  WsClient guesser(server.port());
  guesser.hello("Ben");
  for (const char* wrong : {"AAAAAA", "BBBBBB", "CCCCCC"})
    EXPECT_EQ(join(guesser, wrong).value("code", ""), "table_not_found") << wrong;
  EXPECT_EQ(join(guesser, "DDDDDD").value("code", ""), "rate_limited");
  // A friend behind the same address, with the right code, still gets in.
  WsClient friend_(server.port());
  friend_.hello("Cat");
  EXPECT_EQ(join(friend_, code)["type"], "lobby");
}

TEST(Sessions, OneAddressOpensOnlySoManyNewSessionsAMinute) {
  ServerChild server({{"--new-sessions-per-minute", "3"}});
  std::vector<std::unique_ptr<WsClient>> clients;
  std::string token;
  for (int i = 0; i < 3; ++i) {
    clients.push_back(std::make_unique<WsClient>(server.port()));
    const json welcome = clients.back()->hello("P" + std::to_string(i));
    ASSERT_EQ(welcome["type"], "welcome") << welcome.dump();
    token = welcome["resume_token"];
  }
  WsClient one_more(server.port());
  const json refused = one_more.hello("P3");
  EXPECT_EQ(refused.value("code", ""), "rate_limited") << refused.dump();
  EXPECT_NE(refused.value("message", "").find("new sessions"), std::string::npos) << refused.dump();
  // Coming back to a session is not a new one.
  WsClient back(server.port());
  EXPECT_EQ(back.hello("P2", token)["type"], "welcome");
}

TEST(Proxy, ATrustedProxysForwardedForNamesTheClient) {
  ServerChild server({{"--new-sessions-per-minute", "1", "--trusted-proxy", "127.0.0.1,::1"}});
  const std::string first = "X-Forwarded-For: 203.0.113.5\r\n";
  EXPECT_NE(hello_through(server.port(), first).find("welcome"), std::string::npos);
  EXPECT_NE(hello_through(server.port(), first).find("rate_limited"), std::string::npos);
  // Another client behind the same proxy is counted on its own; the nearest address
  // the proxy appended is the one that counts, not what the client wrote before it.
  EXPECT_NE(hello_through(server.port(), "X-Forwarded-For: 203.0.113.5, 198.51.100.7\r\n")
                .find("welcome"),
            std::string::npos);
}

TEST(Proxy, ForwardedForFromAnUntrustedPeerIsIgnored) {
  ServerChild server({{"--new-sessions-per-minute", "1"}});
  EXPECT_NE(hello_through(server.port(), "X-Forwarded-For: 203.0.113.5\r\n").find("welcome"),
            std::string::npos);
  EXPECT_NE(hello_through(server.port(), "X-Forwarded-For: 203.0.113.6\r\n").find("rate_limited"),
            std::string::npos);
}

TEST(Spectators, ACrowdJoiningSendsCountsNotWholeLobbies) {
  ServerChild server(ChildOptions{});
  WsClient host(server.port());
  const std::string code = open_table(host);
  ASSERT_FALSE(code.empty());
  WsClient first(server.port());
  first.hello("Ben");
  ASSERT_EQ(join(first, code)["type"], "lobby");
  const std::size_t before = first.seen.size();
  std::vector<std::unique_ptr<WsClient>> crowd;
  json last;
  for (int i = 0; i < 20; ++i) {
    crowd.push_back(std::make_unique<WsClient>(server.port()));
    crowd.back()->hello("W" + std::to_string(i));
    last = join(*crowd.back(), code);
    ASSERT_EQ(last["type"], "lobby") << last.dump();
  }
  const int count = last["table"]["spectators"];
  const json told = first.wait_for([&](const json& m) {
    return m.value("type", "") == "spectators" && m.value("count", -1) == count;
  });
  EXPECT_EQ(told["count"], count);
  int lobbies = 0;
  int counts = 0;
  for (std::size_t i = before; i < first.seen.size(); ++i) {
    lobbies += first.seen[i].value("type", "") == "lobby" ? 1 : 0;
    counts += first.seen[i].value("type", "") == "spectators" ? 1 : 0;
  }
  EXPECT_EQ(lobbies, 0) << "a spectator's join sent the whole lobby to the others";
  EXPECT_LE(counts, 20);
  // One leaves: the count comes down.
  crowd.back()->close();
  first.wait_for([&](const json& m) {
    return m.value("type", "") == "spectators" && m.value("count", -1) == count - 1;
  });
}

TEST(Spectators, TheHostCanSendASpectatorAway) {
  ServerChild server(ChildOptions{});
  WsClient host(server.port());
  const std::string code = open_table(host);
  ASSERT_FALSE(code.empty());
  WsClient pest(server.port());
  pest.hello("Pest");
  ASSERT_EQ(join(pest, code)["type"], "lobby");
  WsClient guest(server.port());
  guest.hello("Guy");
  ASSERT_EQ(join(guest, code)["type"], "lobby");
  // Only the host may; and only someone who is here.
  const json not_host =
      guest.reply_to(guest.send({{"type", "remove_person"}, {"spectator", "Pest"}}));
  EXPECT_EQ(not_host.value("code", ""), "not_host") << not_host.dump();
  const json nobody =
      host.reply_to(host.send({{"type", "remove_person"}, {"spectator", "Nobody"}}));
  EXPECT_EQ(nobody.value("code", ""), "seat_empty") << nobody.dump();
  const json removed = host.reply_to(host.send({{"type", "remove_person"}, {"spectator", "Pest"}}));
  EXPECT_EQ(removed["type"], "ok") << removed.dump();
  const json told = pest.wait_for([](const json& m) { return m.value("type", "") == "removed"; });
  EXPECT_EQ(told["reason"], "host");
  EXPECT_EQ(join(pest, code).value("code", ""), "removed_by_host");
}

TEST(Chat, OneSpectatorCannotSpendThePlayersBudget) {
  // The defaults: 12 at once for the players, 4 for the spectators.
  ServerChild server(ChildOptions{});
  WsClient host(server.port());
  const std::string code = open_table(host);
  ASSERT_FALSE(code.empty());
  WsClient player(server.port());
  player.hello("Ben");
  ASSERT_EQ(join(player, code, "player")["type"], "lobby");
  WsClient watcher(server.port());
  watcher.hello("Cat");
  ASSERT_EQ(join(watcher, code)["type"], "lobby");
  int refused = 0;
  for (int i = 0; i < 12; ++i) {
    const json said =
        watcher.reply_to(watcher.send({{"type", "chat"}, {"text", "spam " + std::to_string(i)}}));
    refused += said.value("code", "") == "rate_limited" ? 1 : 0;
  }
  EXPECT_GE(refused, 6) << "the spectator had more than its own small budget";
  const json said = player.reply_to(player.send({{"type", "chat"}, {"text", "still here"}}));
  EXPECT_EQ(said["type"], "ok") << said.dump();
}

TEST(Names, ANameOfUnicodeSpacesAloneIsRefused) {
  ServerChild server(ChildOptions{});
  for (const std::string name : {"\u3000", "\u00A0\u2003", "\u3000 \u3000"}) {
    WsClient client(server.port());
    const json refused = client.hello(name);
    EXPECT_EQ(refused.value("code", ""), "bad_field") << name << ": " << refused.dump();
  }
}

json create_with_card(WsClient& client, const std::string& card) {
  return client.reply_to(client.send(
      {{"type", "create_table"}, {"ruleset", "american"}, {"options", {{"card", card}}}}));
}

TEST(CustomCards, OneAddressSendsOnlySoManyCardsAMinute) {
  ServerChild server({{"--custom-cards-per-minute", "2"}});
  // Refused cards count too: reading them is the cost.
  WsClient first(server.port());
  first.hello("Ann");
  for (int i = 0; i < 2; ++i) {
    const json refused = create_with_card(first, "hand 10 Broken\n= 4C1\n");
    EXPECT_EQ(refused.value("code", ""), "bad_settings") << refused.dump();
  }
  // Another connection from the same address, with a card that reads well.
  WsClient second(server.port());
  second.hello("Ben");
  const json limited = create_with_card(second, "hand 10 Fixed\n= 4C1 4C2 4C3 2N\n");
  EXPECT_EQ(limited.value("code", ""), "too_many_cards") << limited.dump();
  // The shipped card is no submission.
  const json shipped = second.reply_to(second.send(
      {{"type", "create_table"}, {"ruleset", "american"}, {"options", json::object()}}));
  EXPECT_EQ(shipped["type"], "table_created") << shipped.dump();
}

TEST(CustomCards, AHandNameWithANulOrTenKilobytesIsRefusedByName) {
  ServerChild server(ChildOptions{});
  WsClient host(server.port());
  host.hello("Ann");
  const std::string nul_name = std::string("hand 10 Bad") + '\0' + "Name\n= 4C1 4C2 4C3 2N\n";
  const std::string long_name = "hand 10 " + std::string(10 * 1024, 'x') + "\n= 4C1 4C2 4C3 2N\n";
  for (const auto& card : {nul_name, long_name}) {
    const json refused = create_with_card(host, card);
    EXPECT_EQ(refused.value("code", ""), "bad_settings") << refused.dump().substr(0, 300);
    const std::string message = refused.value("message", "");
    EXPECT_NE(message.find("\"card\""), std::string::npos) << message.substr(0, 300);
    EXPECT_NE(message.find("name"), std::string::npos) << message.substr(0, 300);
    EXPECT_LT(message.size(), 300u) << "the refusal repeats what it was sent";
  }
}

}  // namespace
}  // namespace jongtable::hardening
