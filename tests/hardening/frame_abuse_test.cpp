// Frames no honest WebSocket client sends. Each closes that one connection with the
// close code RFC 6455 gives it (7.4.1), and a game at another table plays on.

#include <gtest/gtest.h>

#include "raw_ws.hpp"
#include "server_process.hpp"
#include "watched_game.hpp"

namespace jongtable::hardening {
namespace {

constexpr int kProtocolError = 1002;
constexpr int kInvalidPayload = 1007;
constexpr int kTooBig = 1009;

struct Abuse {
  const char* name;
  std::string bytes;  // written right after a proper hello
  int close_code;
};

void PrintTo(const Abuse& abuse, std::ostream* out) {
  *out << abuse.name;
}

std::vector<Abuse> abuses() {
  const std::string hello_again = R"({"type":"ping","seq":2})";
  std::vector<Abuse> list;
  list.push_back(
      {"unmasked_text", encode_frame({kFin | kOpText, false, hello_again, {}}), kProtocolError});
  list.push_back({"reserved_bit_without_extension",
                  encode_frame({kFin | kRsv1 | kOpText, true, hello_again, {}}), kProtocolError});
  list.push_back({"reserved_bits_2_and_3", encode_frame({kFin | 0x30 | kOpText, true, "{}", {}}),
                  kProtocolError});
  list.push_back({"data_opcode_3", encode_frame({kFin | 0x3, true, "x", {}}), kProtocolError});
  list.push_back({"control_opcode_11", encode_frame({kFin | 0xB, true, "", {}}), kProtocolError});
  list.push_back({"ping_over_125_bytes",
                  encode_frame({kFin | kOpPing, true, std::string(126, 'p'), {}}), kProtocolError});
  list.push_back({"fragmented_ping", encode_frame({kOpPing, true, "frag", {}}), kProtocolError});
  list.push_back({"continuation_without_start",
                  encode_frame({kFin | kOpContinuation, true, "}", {}}), kProtocolError});
  list.push_back({"new_message_inside_fragmented_one",
                  encode_frame({kOpText, true, R"({"type":)", {}}) +
                      encode_frame({kFin | kOpText, true, "{}", {}}),
                  kProtocolError});
  list.push_back({"close_with_reserved_code", encode_frame({kFin | kOpClose, true, "\x03\xe7", {}}),
                  kProtocolError});
  list.push_back(
      {"invalid_utf8_text",
       encode_frame({kFin | kOpText, true, "{\"type\":\"chat\",\"text\":\"\xc3\x28\"}", {}}),
       kInvalidPayload});
  list.push_back({"overlong_utf8_text", encode_frame({kFin | kOpText, true, "\"\xc0\xaf\"", {}}),
                  kInvalidPayload});
  list.push_back({"utf16_surrogate_in_text",
                  encode_frame({kFin | kOpText, true, "\"\xed\xa0\x80\"", {}}), kInvalidPayload});
  // Only the header is sent: the server must refuse on the length alone, never wait for
  // (or allocate) a terabyte.
  list.push_back({"header_claims_2_pow_40_bytes",
                  encode_frame({kFin | kOpText, true, "", std::uint64_t{1} << 40}), kTooBig});
  // RFC 6455 makes a set top bit a protocol error; Beast checks the size limit first.
  // Either way the connection ends at once; we pin what the server does.
  list.push_back({"header_claims_2_pow_63_bytes",
                  encode_frame({kFin | kOpText, true, "", std::uint64_t{1} << 63}), kTooBig});
  list.push_back({"text_of_70000_bytes",
                  encode_frame({kFin | kOpText, true, std::string(70000, ' '), {}}), kTooBig});
  list.push_back({"fragments_adding_up_past_the_limit",
                  encode_frame({kOpText, true, std::string(40000, ' '), {}}) +
                      encode_frame({kFin | kOpContinuation, true, std::string(40000, ' '), {}}),
                  kTooBig});
  return list;
}

class FrameAbuse : public ::testing::TestWithParam<Abuse> {};

TEST_P(FrameAbuse, ClosesThatConnectionWithItsCodeAndTheOtherTablePlaysOn) {
  testing::ServerProcess server({"--shutdown-grace-ms", "0"});
  WatchedGame game(server.port());
  ASSERT_TRUE(game.keeps_playing());

  RawWs bystander(server.port());  // a second honest connection, unaffected
  bystander.handshake();
  bystander.hello("Bystander");

  RawWs abuser(server.port());
  abuser.handshake();
  abuser.hello("Mallory");
  abuser.send_raw(GetParam().bytes);
  const Ending ending = abuser.await_ending();
  EXPECT_TRUE(ending.closed_by_frame) << "texts before: " << ending.texts_before;
  EXPECT_EQ(ending.close_code, GetParam().close_code);
  EXPECT_TRUE(ending.socket_ended);

  EXPECT_TRUE(game.keeps_playing());
  bystander.send_text(R"({"type":"ping","seq":2})");
  const auto pong = bystander.next_frame();
  ASSERT_TRUE(pong.has_value());
  EXPECT_NE(pong->payload.find("\"pong\""), std::string::npos) << pong->payload;
}

INSTANTIATE_TEST_SUITE_P(Hardening, FrameAbuse, ::testing::ValuesIn(abuses()),
                         [](const auto& param_info) { return std::string(param_info.param.name); });

// Binary frames are refused with an error (protocol/README.md: binary_frame), not a close:
// the connection stays usable.
TEST(FrameAbuseBinary, BinaryFrameGetsAnErrorAndTheConnectionStays) {
  testing::ServerProcess server({"--shutdown-grace-ms", "0"});
  WatchedGame game(server.port());
  RawWs client(server.port());
  client.handshake();
  client.hello("Bin");
  client.send_frame({kFin | kOpBinary, true, std::string("\x00\xff\x10", 3), {}});
  const auto error = client.next_frame();
  ASSERT_TRUE(error.has_value());
  EXPECT_EQ(error->opcode, kOpText);
  EXPECT_NE(error->payload.find("\"binary_frame\""), std::string::npos) << error->payload;
  client.send_text(R"({"type":"ping","seq":2})");
  const auto pong = client.next_frame();
  ASSERT_TRUE(pong.has_value());
  EXPECT_NE(pong->payload.find("\"pong\""), std::string::npos) << pong->payload;
  EXPECT_TRUE(game.keeps_playing());
}

// A text frame sent in valid fragments is one message, answered once.
TEST(FrameAbuseControl, ValidFragmentsWithAPingBetweenAreOneMessage) {
  testing::ServerProcess server({"--shutdown-grace-ms", "0"});
  RawWs client(server.port());
  client.handshake();
  client.hello("Frag");
  client.send_raw(encode_frame({kOpText, true, R"({"type":"pi)", {}}) +
                  encode_frame({kFin | kOpPing, true, "mid", {}}) +
                  encode_frame({kFin | kOpContinuation, true, R"(ng","seq":7})", {}}));
  const auto pong = client.next_frame();
  ASSERT_TRUE(pong.has_value());
  EXPECT_NE(pong->payload.find("\"re\":7"), std::string::npos) << pong->payload;
}

}  // namespace
}  // namespace jongtable::hardening
