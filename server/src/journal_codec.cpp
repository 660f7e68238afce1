#include "journal_codec.hpp"

#include <type_traits>

#include "jongtable/nymj/card.hpp"
#include "jongtable/protocol/client_decode.hpp"

namespace jongtable::server {

using nlohmann::json;
namespace in = jongtable::protocol::in;

namespace {

json faces_json(const std::vector<nymj::Face>& faces) {
  json list = json::array();
  for (const auto face : faces) list.push_back(std::string(nymj::face_code(face)));
  return list;
}

}  // namespace

json create_spec_json(const in::CreateTable& create) {
  json spec = {
      {"type", "create_table"},
      {"seq", 0},  // read back by the client decoder, which wants one
      {"bot_delay_ms", json::array({create.bot_delay_ms.first, create.bot_delay_ms.second})}};
  for (const auto& [name, value] : create.top_level.items()) spec[name] = value;
  if (create.bot_seed) spec["bot_seed"] = *create.bot_seed;
  // Written only when they say something, so tables stored before rulesets read the same.
  if (create.ruleset != "nymj") spec["ruleset"] = create.ruleset;
  if (!create.options.empty()) spec["options"] = create.options;
  if (create.scenario) {
    const auto& sc = create.scenario->scenario;
    json hands = json::array();
    for (const auto& hand : sc.hands) hands.push_back(faces_json(hand));
    json scenario = {{"seed", sc.seed},
                     {"ma", kernel::index(sc.ma)},
                     {"round", sc.round},
                     {"hands", hands},
                     {"draw_pile_top", faces_json(sc.draw_pile_top)}};
    if (!sc.tokens.empty()) scenario["tokens"] = sc.tokens;
    if (!create.scenario->rtt_ms.empty()) scenario["rtt_ms"] = create.scenario->rtt_ms;
    spec["scenario"] = scenario;
  }
  return spec;
}

std::optional<in::CreateTable> create_spec_from_json(const std::string& text) {
  protocol::Limits limits;
  limits.max_frame_bytes = 1 << 20;  // our own record, not a client's frame
  auto decoded = protocol::decode_client(text, limits);
  if (!decoded.message) return std::nullopt;
  if (auto* create = std::get_if<in::CreateTable>(&*decoded.message)) {
    // Tables stored before the games checked their top-level fields carry Not Your Ma's
    // Jong's settings there, defaults included, whatever the game: only Not Your Ma's Jong
    // reads them, and a setting also in its options was the options' (as it was then).
    if (create->ruleset != "nymj") create->top_level = json::object();
    for (const auto& [name, unused] : create->options.items()) create->top_level.erase(name);
    return *create;
  }
  return std::nullopt;
}

}  // namespace jongtable::server
