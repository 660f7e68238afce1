// libFuzzer target: one client text frame, exactly as a socket would hand it over,
// decoded under the server's limits and under tight ones. Decoding must never crash
// or throw; it yields a message or an error with a known code (protocol/README.md),
// never both; the json guard must keep anything deeper than the limit from being
// parsed; and the error frame the server would send back must serialize.
#include <cstddef>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <set>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "fuzz_check.hpp"
#include "jongtable/protocol/client_decode.hpp"
#include "jongtable/protocol/every_game_moves.hpp"
#include "jongtable/protocol/json_guard.hpp"
#include "jongtable/protocol/server_frames.hpp"

namespace {

using namespace jongtable;
using nlohmann::json;

// The codes decode_client may give (the framing and shape codes of protocol/README.md,
// and bad_settings for a create_table setting whose shape is wrong).
const std::set<std::string, std::less<>>& decoder_codes() {
  static const std::set<std::string, std::less<>> codes = {
      "bad_json",      "too_large",     "too_deep",  "not_an_object", "unknown_type",
      "unknown_field", "missing_field", "bad_field", "bad_settings"};
  return codes;
}

// Nesting depth of a parsed document, without recursion.
int depth_of(const json& root) {
  int deepest = 0;
  std::vector<std::pair<const json*, int>> todo{{&root, 0}};
  while (!todo.empty()) {
    auto [node, depth] = todo.back();
    todo.pop_back();
    if (!node->is_structured()) continue;
    deepest = std::max(deepest, depth + 1);
    for (const auto& child : *node) todo.emplace_back(&child, depth + 1);
  }
  return deepest;
}

void check_decoded(std::string_view text, const protocol::Limits& limits) {
  const protocol::Decoded d = protocol::decode_client(text, limits);
  fuzz::require(d.message.has_value() != d.error.has_value(),
                "a frame decodes to a message or an error, never both or neither");
  if (d.error) {
    fuzz::require(decoder_codes().contains(d.error->code), "an error carries a known code");
    fuzz::require(!d.error->message.empty(), "an error explains itself");
    // What the server sends back must serialize whatever bytes the message quotes.
    const std::string reply = protocol::to_text(protocol::error_frame(*d.error, 0, d.seq));
    fuzz::require(!json::parse(reply, nullptr, false).is_discarded(),
                  "an error frame is valid JSON");
    return;
  }
  fuzz::require(d.seq.has_value(), "a decoded message had a seq");
  fuzz::require(text.size() <= limits.max_frame_bytes, "a decoded frame was within the size limit");
  const json parsed = json::parse(text, nullptr, false);
  fuzz::require(!parsed.is_discarded(), "a decoded frame is valid JSON");
  fuzz::require(depth_of(parsed) <= limits.max_depth, "a decoded frame nests within the limit");
  // A move is left to its table's game: each game's move table must read any body
  // without crashing, into its shape or an error with a known code (not_in_this_game
  // for another game's move), and some game must have the move's type.
  const auto* move = std::get_if<protocol::in::GameMove>(&*d.message);
  if (!move) return;
  int games_with_it = 0;
  const auto check_game = [&](const auto& table) {
    const auto decoded = table.decode(*move);
    if (table.has(move->type)) ++games_with_it;
    const auto* refused = std::get_if<protocol::ProtocolError>(&decoded);
    if (!refused) return;
    fuzz::require(decoder_codes().contains(refused->code) || refused->code == "not_in_this_game",
                  "a move's refusal carries a known code");
    fuzz::require((refused->code == "not_in_this_game") == !table.has(move->type),
                  "not_in_this_game exactly for a type the game does not have");
  };
#define JONGTABLE_CHECK_GAME(game) check_game(protocol::game::table());
  JONGTABLE_EACH_GAME_MOVES(JONGTABLE_CHECK_GAME)
#undef JONGTABLE_CHECK_GAME
  fuzz::require(games_with_it > 0, "a move is some game's move");
}

// The guard alone: it must decide on any bytes, and agree with the parser's depth.
void check_guard(std::string_view text, const protocol::Limits& limits) {
  const auto problem = protocol::check_frame(text, limits);
  if (problem) {
    fuzz::require(problem->code == "too_large" || problem->code == "too_deep",
                  "the guard refuses only for size or depth");
    return;
  }
  const json parsed = json::parse(text, nullptr, false);
  if (!parsed.is_discarded()) {
    fuzz::require(depth_of(parsed) <= limits.max_depth,
                  "the guard let through a document deeper than the limit");
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const protocol::Limits server_limits{};
  protocol::Limits tight;
  tight.max_frame_bytes = 96;
  tight.max_depth = 2;
  tight.max_name_chars = 3;
  tight.max_chat_chars = 5;
  for (const auto& limits : {server_limits, tight}) {
    check_guard(text, limits);
    check_decoded(text, limits);
  }
  return 0;
}
