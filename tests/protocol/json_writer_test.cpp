// JsonWriter against nlohmann::json::dump() as protocol::to_text calls it: the same
// bytes for every value, escapes and broken UTF-8 included.
#include "jongtable/protocol/json_writer.hpp"

#include <gtest/gtest.h>

#include <cstdint>
#include <limits>
#include <random>

#include "jongtable/protocol/server_frames.hpp"

namespace jongtable::protocol {
namespace {

std::string written_string(std::string_view text) {
  std::string out;
  JsonWriter w(out);
  w.value(text);
  return out;
}

std::string dumped(const std::string& text) {
  return to_text(nlohmann::json(text));
}

TEST(JsonWriter, PlacesCommasBetweenMembersAndElements) {
  std::string out;
  JsonWriter w(out);
  w.begin_object();
  w.key("a");
  w.begin_array();
  w.value(1);
  w.begin_array();
  w.end_array();
  w.begin_object();
  w.end_object();
  w.null();
  w.end_array();
  w.field("b", true);
  w.field("c", false);
  w.key("d");
  w.raw("{\"x\":1}");
  w.field("e", "text");
  w.end_object();
  EXPECT_EQ(out, R"({"a":[1,[],{},null],"b":true,"c":false,"d":{"x":1},"e":"text"})");
  EXPECT_EQ(nlohmann::json::parse(out).dump(), out);
}

TEST(JsonWriter, NumbersMatchNlohmannAtTheLimits) {
  const std::int64_t signed_values[] = {0, -1, 7, std::numeric_limits<std::int64_t>::min(),
                                        std::numeric_limits<std::int64_t>::max()};
  for (const auto n : signed_values) {
    std::string out;
    JsonWriter(out).value(n);
    EXPECT_EQ(out, to_text(nlohmann::json(n)));
  }
  const std::uint64_t unsigned_values[] = {0, 42, std::numeric_limits<std::uint64_t>::max()};
  for (const auto n : unsigned_values) {
    std::string out;
    JsonWriter(out).value(n);
    EXPECT_EQ(out, to_text(nlohmann::json(n)));
  }
  std::string out;
  JsonWriter(out).value(std::numeric_limits<std::uint32_t>::max());
  EXPECT_EQ(out, "4294967295");
}

TEST(JsonWriter, EscapesQuotesBackslashesAndEveryControlCharacter) {
  EXPECT_EQ(written_string("a\"b\\c/d"), R"("a\"b\\c/d")");
  EXPECT_EQ(written_string("\b\f\n\r\t"), R"("\b\f\n\r\t")");
  EXPECT_EQ(written_string(std::string_view("\0\x1f", 2)), R"("\u0000\u001f")");
  for (int c = 0; c < 0x80; ++c) {
    const std::string text(1, static_cast<char>(c));
    EXPECT_EQ(written_string(text), dumped(text)) << "byte " << c;
  }
}

TEST(JsonWriter, KeepsValidUtf8AsIs) {
  for (const std::string text : {"\xc3\xa9t\xc3\xa9", "\xe2\x82\xac", "\xf0\x9f\x80\x84 mahjong",
                                 "\xed\x9f\xbf", "\xee\x80\x80", "\xf4\x8f\xbf\xbf"}) {
    EXPECT_EQ(written_string(text), "\"" + text + "\"");
    EXPECT_EQ(written_string(text), dumped(text));
  }
}

TEST(JsonWriter, ReplacesInvalidUtf8AsNlohmannDoes) {
  for (const std::string text :
       {"\xff",
        "a\xfe"
        "b",
        "\xc0\x80", "\xc3", "x\xe2\x82", "\xed\xa0\x80", "\xf4\x90\x80\x80", "\xf5\x80\x80\x80",
        "\x80", "\xe0\x80\x80", "\xf0\x80\x80\x80", "ok\xc3\xa9\xff\xc3\xa9"}) {
    const std::string written = written_string(text);
    EXPECT_EQ(written, dumped(text));
    EXPECT_NE(written.find("\xef\xbf\xbd"), std::string::npos) << written;
  }
}

TEST(JsonWriter, RandomBytesGiveNlohmannsText) {
  std::mt19937_64 rng(7);
  // Bytes drawn mostly from the interesting ranges: controls, ASCII, UTF-8 leads and tails.
  const std::string alphabet =
      std::string("\x00\x01\x1f \"\\/aZ~\x7f", 12) +
      "\x80\x8f\x90\x9f\xa0\xbf\xc0\xc1\xc2\xdf\xe0\xed\xef\xf0\xf4\xf5\xff";
  for (int round = 0; round < 20000; ++round) {
    std::string text(rng() % 12, ' ');
    for (auto& c : text) c = alphabet[rng() % alphabet.size()];
    ASSERT_EQ(written_string(text), dumped(text)) << testing::PrintToString(text);
  }
}

}  // namespace
}  // namespace jongtable::protocol
