#include "jongtable/protocol/client_decode.hpp"

#include <gtest/gtest.h>

#include <string>

namespace jongtable::protocol {
namespace {

using nlohmann::json;

std::string code_of(std::string_view text) {
  const auto decoded = decode_client(text);
  EXPECT_EQ(decoded.message.has_value(), !decoded.error.has_value());
  return decoded.error ? decoded.error->code : "ok";
}

TEST(ClientDecode, HelloWithNameAndToken) {
  const auto d = decode_client(
      R"({"type":"hello","seq":1,"name":"  Ana ","resume_token":"ab","last_version":7})");
  ASSERT_TRUE(d.message) << d.error->message;
  EXPECT_EQ(d.seq, 1u);
  const auto& hello = std::get<in::Hello>(*d.message);
  EXPECT_EQ(hello.name, "Ana");
  EXPECT_EQ(hello.resume_token, "ab");
  EXPECT_EQ(hello.last_version, 7u);
}

TEST(ClientDecode, FramingErrors) {
  EXPECT_EQ(code_of("{not json"), "bad_json");
  EXPECT_EQ(code_of("[1,2]"), "not_an_object");
  EXPECT_EQ(code_of(std::string(20000, ' ')), "too_large");
  EXPECT_EQ(code_of(R"({"type":"chat","seq":1,"text":[[[[[[[[[]]]]]]]]]})"), "too_deep");
}

TEST(ClientDecode, EnvelopeErrorsKeepTheSeq) {
  EXPECT_EQ(code_of(R"({"type":"hello"})"), "missing_field");
  EXPECT_EQ(code_of(R"({"type":"hello","seq":-1,"name":"a"})"), "bad_field");
  auto d = decode_client(R"({"type":"fly","seq":5})");
  ASSERT_TRUE(d.error);
  EXPECT_EQ(d.error->code, "unknown_type");
  EXPECT_EQ(d.seq, 5u);
  // A move's fields are its game's to read (<game>_moves_test.cpp): here only its type.
  d = decode_client(R"({"type":"pass","seq":6,"window":3,"extra":true})");
  ASSERT_TRUE(d.message);
  EXPECT_EQ(std::get<in::GameMove>(*d.message).type, "pass");
  EXPECT_EQ(d.seq, 6u);
}

TEST(ClientDecode, FieldShapes) {
  EXPECT_EQ(code_of(R"({"type":"take_seat","seq":1,"seat":6})"), "bad_field");
  EXPECT_EQ(code_of(R"({"type":"hello","seq":1,"name":"   "})"), "bad_field");
  EXPECT_EQ(code_of(R"({"type":"hello","seq":1,"name":"a\u0007b"})"), "bad_field");
  EXPECT_EQ(code_of(R"({"type":"hello","seq":1,"name":"abcdefghijklmnopqrstuvwxyz"})"),
            "bad_field");
  EXPECT_EQ(code_of(R"({"type":"react","seq":1,"reaction":"gg"})"), "ok");
  EXPECT_EQ(code_of(R"({"type":"react","seq":1,"reaction":"<b>"})"), "bad_field");
  EXPECT_EQ(code_of(R"({"type":"chat","seq":1,"text":"<script>hi</script>"})"), "ok");
  EXPECT_EQ(code_of(R"({"type":"chat","seq":1,"text":"line\nbreak"})"), "bad_field");
  EXPECT_EQ(code_of(R"({"type":"join_table","seq":1,"code":"AB","as":"referee"})"), "bad_field");
}

TEST(ClientDecode, NamesCountCharactersNotBytes) {
  EXPECT_EQ(code_of(R"({"type":"hello","seq":1,"name":"ÁÁÁÁÁÁÁÁÁÁÁÁÁÁÁÁÁÁÁÁ"})"), "ok");
}

TEST(ClientDecode, CreateTableReadsSettingsAndDefaults) {
  auto d = decode_client(
      R"({"type":"create_table","seq":2,"seats":3,"claim_window_ms":300,"turn_clock_ms":0,"bot_delay_ms":[0,5],"bot_seed":9})");
  ASSERT_TRUE(d.message) << d.error->message;
  const auto& create = std::get<in::CreateTable>(*d.message);
  // The game checks its settings; the decoder only keeps the top-level ones for it.
  EXPECT_EQ(create.top_level, json({{"seats", 3}, {"claim_window_ms", 300}, {"turn_clock_ms", 0}}));
  EXPECT_EQ(create.bot_delay_ms.first, 0);
  EXPECT_EQ(create.bot_delay_ms.second, 5);
  EXPECT_EQ(create.bot_seed, 9u);
  EXPECT_FALSE(create.scenario);
  EXPECT_EQ(code_of(R"({"type":"create_table","seq":2,"bot_delay_ms":[5,1]})"), "bad_settings");
}

TEST(ClientDecode, BotDelayMayComeInOptionsForEveryGame) {
  auto d = decode_client(
      R"({"type":"create_table","seq":2,"ruleset":"gimme","options":{"seats":2,"bot_delay_ms":[10,20]}})");
  ASSERT_TRUE(d.message) << d.error->message;
  const auto& create = std::get<in::CreateTable>(*d.message);
  EXPECT_EQ(create.bot_delay_ms, (std::pair<kernel::Millis, kernel::Millis>{10, 20}));
  EXPECT_EQ(create.options, json({{"seats", 2}}));  // the game's own options only
  EXPECT_EQ(
      code_of(
          R"({"type":"create_table","seq":2,"bot_delay_ms":[1,2],"options":{"bot_delay_ms":[1,2]}})"),
      "bad_settings");
  EXPECT_EQ(code_of(R"({"type":"create_table","seq":2,"options":{"bot_delay_ms":[9]}})"),
            "bad_settings");
}

TEST(ClientDecode, TopLevelScenarioOfAnotherGameIsNamed) {
  auto d = decode_client(
      R"({"type":"create_table","seq":2,"ruleset":"american","scenario":{"hands":["C1"]}})");
  ASSERT_FALSE(d.message);
  EXPECT_EQ(d.error->code, "bad_settings");
  EXPECT_NE(d.error->message.find("\"scenario\""), std::string::npos) << d.error->message;
  EXPECT_NE(d.error->message.find("american"), std::string::npos) << d.error->message;
  EXPECT_NE(d.error->message.find("options.scenario"), std::string::npos) << d.error->message;
}

TEST(ClientDecode, CreateTableWithScenario) {
  auto d = decode_client(
      R"({"type":"create_table","seq":2,"scenario":{"ma":1,"hands":[["R1","spring"],["pride"]],"draw_pile_top":["G6"],"rtt_ms":[0,200]}})");
  ASSERT_TRUE(d.message) << d.error->message;
  const auto& scenario = std::get<in::CreateTable>(*d.message).scenario;
  ASSERT_TRUE(scenario);
  EXPECT_EQ(scenario->scenario.ma, kernel::Seat(1));
  ASSERT_EQ(scenario->scenario.hands.size(), 2u);
  EXPECT_EQ(scenario->scenario.hands[0][1], *nymj::face_from_code("spring"));
  EXPECT_EQ(scenario->rtt_ms.at(1), 200);
  EXPECT_EQ(code_of(R"({"type":"create_table","seq":2,"scenario":{"hands":[["R7"]]}})"),
            "bad_field");
  EXPECT_EQ(code_of(R"({"type":"create_table","seq":2,"scenario":{"hands":[],"x":1}})"),
            "unknown_field");
}

TEST(ClientDecode, GameMovesReachTheirTableWhole) {
  auto d = decode_client(R"({"type":"steal","seq":3,"window":12})");
  ASSERT_TRUE(d.message);
  const auto& move = std::get<in::GameMove>(*d.message);
  EXPECT_EQ(move.type, "steal");
  EXPECT_EQ(move.body, json::parse(R"({"type":"steal","seq":3,"window":12})"));
  // Any game's move type is a move, whatever its fields; no game's is unknown_type.
  EXPECT_EQ(code_of(R"({"type":"make_set","seq":1,"cards":"x"})"), "ok");
  EXPECT_EQ(code_of(R"({"type":"steel","seq":1})"), "unknown_type");
  d = decode_client(R"({"type":"chat","seq":3,"text":"hi"})");
  ASSERT_TRUE(d.message);
  EXPECT_FALSE(std::holds_alternative<in::GameMove>(*d.message));
}

}  // namespace
}  // namespace jongtable::protocol
