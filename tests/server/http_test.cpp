// One port: probes, metrics, the web client's files, the WebSocket's Origin check,
// startup flags and a graceful SIGTERM.

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "table_helpers.hpp"

namespace jongtable::testing {
namespace {

namespace fs = std::filesystem;

TEST(Http, ProbesAndMetrics) {
  ServerProcess server;
  EXPECT_EQ(http_get(server.port(), "/healthz").status, 200);
  EXPECT_EQ(http_get(server.port(), "/readyz").status, 200);
  // A probe with a query (a front door's node hint, a cache-buster) is still the probe,
  // not a page of the web client.
  const auto hinted = http_get(server.port(), "/healthz?node=node-2");
  EXPECT_EQ(hinted.status, 200);
  EXPECT_EQ(hinted.body.rfind("ok\n", 0), 0U) << hinted.body.substr(0, 80);
  EXPECT_EQ(http_get(server.port(), "/metrics?x=1").body.find("<!doctype"), std::string::npos);
  WsClient client(server.port());
  client.hello("Ana");
  client.send_text("nonsense");
  client.wait_for([](const json& m) { return m["type"] == "error"; });
  const auto metrics = http_get(server.port(), "/metrics");
  EXPECT_EQ(metrics.status, 200);
  EXPECT_NE(metrics.body.find("jongtable_connections 1"), std::string::npos) << metrics.body;
  EXPECT_NE(metrics.body.find("jongtable_rejections_total{code=\"bad_json\"} 1"),
            std::string::npos);
  EXPECT_NE(metrics.body.find("jongtable_claim_resolution_seconds_bucket"), std::string::npos);
  EXPECT_NE(metrics.body.find("jongtable_messages_in_total 2"), std::string::npos);
}

TEST(Http, ServesTheWebClientWithoutLeavingItsRoot) {
  const fs::path base = fs::temp_directory_path() / ("jt-web-" + std::to_string(::getpid()));
  fs::create_directories(base / "dist" / "assets");
  std::ofstream(base / "dist" / "index.html") << "<!doctype html><title>jong</title>";
  std::ofstream(base / "dist" / "assets" / "app.js") << "console.log(1)";
  std::ofstream(base / "secret.txt") << "private";
  {
    ServerProcess server({"--web-root", (base / "dist").string()});
    const auto index = http_get(server.port(), "/");
    EXPECT_EQ(index.status, 200);
    EXPECT_EQ(index.content_type, "text/html; charset=utf-8");
    EXPECT_NE(index.body.find("jong"), std::string::npos);
    const auto script = http_get(server.port(), "/assets/app.js");
    EXPECT_EQ(script.content_type, "text/javascript; charset=utf-8");
    EXPECT_EQ(script.body, "console.log(1)");
    EXPECT_EQ(http_get(server.port(), "/t/K7QX9M").body, index.body);
    EXPECT_EQ(http_get(server.port(), "/../secret.txt").status, 404);
    EXPECT_EQ(http_get(server.port(), "/assets/../../secret.txt").status, 404);
    EXPECT_EQ(http_get(server.port(), "/missing.css").status, 404);
  }
  fs::remove_all(base);
}

TEST(Http, WebSocketOriginAllowList) {
  ServerProcess server({"--allowed-origins", "https://friends.example"});
  const std::string self = "http://127.0.0.1:" + std::to_string(server.port());
  EXPECT_TRUE(handshake_allowed(server.port(), ""));
  EXPECT_TRUE(handshake_allowed(server.port(), self));
  EXPECT_TRUE(handshake_allowed(server.port(), "http://localhost:5173"));
  EXPECT_TRUE(handshake_allowed(server.port(), "https://friends.example"));
  EXPECT_FALSE(handshake_allowed(server.port(), "https://evil.example"));
}

TEST(Http, BadFlagsFailFast) {
  EXPECT_EQ(run_server_to_exit({"--port", "not-a-port"}), 2);
  EXPECT_EQ(run_server_to_exit({"--log-level", "loud"}), 2);
  EXPECT_EQ(run_server_to_exit({"--no-such-flag"}), 2);
}

TEST(Http, SigtermSaysGoodbyeAndExitsCleanly) {
  ServerProcess server;
  WsClient client(server.port());
  client.hello("Ana");
  EXPECT_EQ(server.terminate(), 0);
  const json bye = client.wait_for([](const json& m) { return m["type"] == "bye"; });
  EXPECT_EQ(bye["reason"], "shutdown");
}

}  // namespace
}  // namespace jongtable::testing
