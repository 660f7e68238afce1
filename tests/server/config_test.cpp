#include "config.hpp"

#include <gtest/gtest.h>

namespace jongtable::server {
namespace {

TEST(Config, DefaultsServeOnPort8080WithoutScenarios) {
  const auto result = parse_config({}, {});
  ASSERT_TRUE(result.error.empty());
  EXPECT_EQ(result.config.port, 8080);
  EXPECT_FALSE(result.config.allow_scenarios);
}

TEST(Config, FlagsOverrideEnvironment) {
  const auto result =
      parse_config({"--port", "0", "--allow-scenarios", "--log-level=debug"},
                   {{"JONGTABLE_PORT", "9000"}, {"JONGTABLE_WEB_ROOT", "/srv/web"}});
  ASSERT_TRUE(result.error.empty()) << result.error;
  EXPECT_EQ(result.config.port, 0);
  EXPECT_EQ(result.config.web_root, "/srv/web");
  EXPECT_TRUE(result.config.allow_scenarios);
  EXPECT_EQ(result.config.log_level, "debug");
}

TEST(Config, BadValuesFailFastNamingTheSetting) {
  EXPECT_NE(parse_config({"--port", "70000"}, {}).error.find("--port"), std::string::npos);
  EXPECT_NE(parse_config({"--port", "12x"}, {}).error.find("--port"), std::string::npos);
  EXPECT_NE(parse_config({"--log-level", "loud"}, {}).error.find("--log-level"), std::string::npos);
  EXPECT_NE(parse_config({"--frobnicate"}, {}).error.find("unknown option"), std::string::npos);
  EXPECT_NE(parse_config({"--port"}, {}).error.find("needs a value"), std::string::npos);
  EXPECT_NE(parse_config({}, {{"JONGTABLE_PORT", "-1"}}).error.find("JONGTABLE_PORT"),
            std::string::npos);
  EXPECT_NE(parse_config({"--allowed-origins", "example.org"}, {}).error.find("--allowed-origins"),
            std::string::npos);
}

TEST(Config, AClusterNodeNamesItsSharedStoreAndItself) {
  const auto result =
      parse_config({"--store", "postgresql://db.internal/jongtable"},
                   {{"JONGTABLE_NODE_ID", "node-2"}, {"JONGTABLE_LEASE_MS", "4000"}});
  ASSERT_TRUE(result.error.empty()) << result.error;
  EXPECT_EQ(result.config.store, "postgresql://db.internal/jongtable");
  EXPECT_EQ(result.config.node_id, "node-2");
  EXPECT_EQ(result.config.lease_ms, 4000);
  EXPECT_EQ(parse_config({}, {{"JONGTABLE_STORE", "postgres://h/db"}}).config.store,
            "postgres://h/db");
  // SQLite is --data-dir's; --store is for the shared PostgreSQL only.
  EXPECT_NE(parse_config({"--store", "/var/lib/jongtable"}, {}).error.find("--store"),
            std::string::npos);
  EXPECT_NE(usage().find("JONGTABLE_STORE"), std::string::npos);
}

TEST(Config, AllowedOriginsSplitOnCommas) {
  const auto result =
      parse_config({"--allowed-origins", "https://a.example,https://b.example"}, {});
  ASSERT_TRUE(result.error.empty());
  EXPECT_EQ(result.config.allowed_origins.size(), 2u);
}

}  // namespace
}  // namespace jongtable::server
