#include "jongtable/protocol/client_decode.hpp"

#include <algorithm>
#include <array>
#include <functional>
#include <initializer_list>
#include <map>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <vector>

#include "jongtable/protocol/field_reader.hpp"
#include "jongtable/protocol/game_move.hpp"
#include "jongtable/protocol/json_guard.hpp"
#include "jongtable/protocol/nymj_moves.hpp"

namespace jongtable::protocol {
namespace {

using nlohmann::json;

// Names and chat must be plain printable text.
bool has_control_characters(const std::string& s) {
  return std::any_of(s.begin(), s.end(), [](char c) {
    const auto u = static_cast<unsigned char>(c);
    return u < 0x20 || u == 0x7F;
  });
}

std::string trim(const std::string& s) {
  const auto first = s.find_first_not_of(' ');
  if (first == std::string::npos) return {};
  const auto last = s.find_last_not_of(' ');
  return s.substr(first, last - first + 1);
}

int seat_field(FieldReader& r) {
  return static_cast<int>(r.uint("seat", true, kernel::kMaxSeats - 1).value_or(0));
}

in::Message read_hello(FieldReader& r) {
  in::Hello hello;
  auto name = r.text("name", true, r.limits().max_name_chars);
  if (name) {
    hello.name = trim(*name);
    if (hello.name.empty() || has_control_characters(hello.name)) {
      r.fail("bad_field", "A name needs 1 to 24 printable characters.");
    }
  }
  if (auto token = r.text("resume_token", false, 64)) hello.resume_token = *token;
  hello.last_version = r.uint("last_version", false, kMaxU32);
  return hello;
}

// Not Your Ma's Jong's settings, which it also takes at the top level of create_table.
constexpr std::array kTopLevelSettings = {"seats",           "starting_tokens",  "turn_cap",
                                          "claim_window_ms", "lag_bound_ms",     "claim_margin_ms",
                                          "turn_clock_ms",   "between_rounds_ms"};
constexpr std::uint64_t kMaxBotDelayMs = 60000;

// bot_delay_ms, wherever it was given: [min, max] milliseconds a bot waits before it acts.
std::optional<std::pair<kernel::Millis, kernel::Millis>> read_bot_delay(const json& delay) {
  if (!delay.is_array() || delay.size() != 2 || !delay[0].is_number_unsigned() ||
      !delay[1].is_number_unsigned() || delay[1].get<std::uint64_t>() > kMaxBotDelayMs ||
      delay[0].get<std::uint64_t>() > delay[1].get<std::uint64_t>()) {
    return std::nullopt;
  }
  return std::pair{static_cast<kernel::Millis>(delay[0].get<std::uint64_t>()),
                   static_cast<kernel::Millis>(delay[1].get<std::uint64_t>())};
}

in::Message read_create_table(FieldReader& r) {
  in::CreateTable create;
  if (auto ruleset = r.text("ruleset", false, 16)) create.ruleset = *ruleset;
  if (const json* options = r.field("options", false)) {
    // Each game checks its own options by name; here only their shape.
    if (!options->is_object() || options->size() > 32) {
      r.fail("bad_settings", "\"options\" must be an object of at most 32 settings.");
    } else {
      create.options = *options;
    }
  }
  for (const char* name : kTopLevelSettings) {
    if (const json* value = r.field(name, false)) create.top_level[name] = *value;
  }
  const json* delay = r.field("bot_delay_ms", false);
  if (const auto in_options = create.options.find("bot_delay_ms");
      in_options != create.options.end()) {
    if (delay) r.fail("bad_settings", "\"bot_delay_ms\" is given twice: give it once.");
    delay = &*in_options;
  }
  if (delay) {
    if (const auto read = read_bot_delay(*delay)) {
      create.bot_delay_ms = *read;
    } else {
      r.fail("bad_settings",
             "The setting \"bot_delay_ms\" must be [min, max] milliseconds with "
             "min <= max <= 60000.");
    }
    create.options.erase("bot_delay_ms");
  }
  create.bot_seed = r.uint("bot_seed", false, ~0ull);
  if (create.ruleset == "nymj") {
    create.scenario = nymj_moves::read_scenario(r);
  } else if (r.field("scenario", false)) {
    // The top-level scenario is Not Your Ma's Jong's; reading it as one would refuse
    // another game's deal with a baffling message.
    r.fail("bad_settings", "The top-level \"scenario\" is Not Your Ma's Jong's; a \"" +
                               create.ruleset + "\" table takes its scenario in options.scenario.");
  }
  return create;
}

in::Message read_join_table(FieldReader& r) {
  in::JoinTable join;
  join.code = r.text("code", true, 16).value_or("");
  const auto as = r.text("as", false, 16).value_or("player");
  if (as != "player" && as != "spectator")
    r.fail("bad_field", "\"as\" must be \"player\" or \"spectator\".");
  join.as_player = as == "player";
  join.last_version = r.uint("last_version", false, kMaxU32);
  return join;
}

in::Message read_add_bot(FieldReader& r) {
  in::AddBot add;
  add.seat = seat_field(r);
  // Bots join tables of people, so by default they play like one (friendly).
  add.strength = r.text("strength", false, 16).value_or("friendly");
  if (add.strength != "friendly" && add.strength != "basic" && add.strength != "strong") {
    r.fail("bad_field", "\"strength\" must be \"friendly\", \"basic\" or \"strong\".");
  }
  return add;
}

in::Message read_chat(FieldReader& r) {
  in::Chat chat;
  chat.text = r.text("text", true, r.limits().max_chat_chars).value_or("");
  if (r.ok() && (trim(chat.text).empty() || has_control_characters(chat.text))) {
    r.fail("bad_field", "Chat needs some printable text and no control characters.");
  }
  return chat;
}

in::Message read_react(FieldReader& r) {
  in::React react;
  react.reaction = r.text("reaction", true, 16).value_or("");
  const auto& known = in::reactions();
  if (r.ok() && std::find(known.begin(), known.end(), react.reaction) == known.end()) {
    r.fail("bad_field", "That reaction is not one of the quick reactions.");
  }
  return react;
}

using Reader = std::function<in::Message(FieldReader&)>;

const std::map<std::string, Reader, std::less<>>& readers() {
  static const std::map<std::string, Reader, std::less<>> table = {
      {"hello", read_hello},
      {"ping", [](FieldReader&) -> in::Message { return in::Ping{}; }},
      {"create_table", read_create_table},
      {"join_table", read_join_table},
      {"leave_table", [](FieldReader&) -> in::Message { return in::LeaveTable{}; }},
      {"take_seat", [](FieldReader& r) -> in::Message { return in::TakeSeat{seat_field(r)}; }},
      {"leave_seat", [](FieldReader&) -> in::Message { return in::LeaveSeat{}; }},
      {"add_bot", read_add_bot},
      {"remove_bot", [](FieldReader& r) -> in::Message { return in::RemoveBot{seat_field(r)}; }},
      {"remove_person",
       [](FieldReader& r) -> in::Message {
         in::RemovePerson remove;
         // A shown name may carry a " (2)" the table added: room for it beyond a name's own.
         remove.spectator = r.text("spectator", false, r.limits().max_name_chars + 8);
         if (!remove.spectator) remove.seat = seat_field(r);
         return remove;
       }},
      {"start_game", [](FieldReader&) -> in::Message { return in::StartGame{}; }},
      {"ready", [](FieldReader&) -> in::Message { return in::Ready{}; }},
      {"rematch", [](FieldReader&) -> in::Message { return in::Rematch{}; }},
      {"chat", read_chat},
      {"react", read_react},
  };
  return table;
}

Decoded failure(std::optional<std::uint64_t> seq, std::string code, std::string message) {
  return Decoded{seq, std::nullopt, ProtocolError{std::move(code), std::move(message)}};
}

}  // namespace

const std::vector<std::string>& in::reactions() {
  static const std::vector<std::string> list = {"nice",  "ouch", "wow",    "lol",
                                                "hurry", "gg",   "thanks", "oops"};
  return list;
}

Decoded decode_client(std::string_view text, const Limits& limits) {
  if (auto problem = check_frame(text, limits))
    return Decoded{std::nullopt, std::nullopt, *problem};
  const json parsed = json::parse(text, nullptr, /*allow_exceptions=*/false);
  if (parsed.is_discarded())
    return failure(std::nullopt, "bad_json", "The message is not valid JSON.");
  if (!parsed.is_object())
    return failure(std::nullopt, "not_an_object", "A message must be a JSON object.");

  std::optional<std::uint64_t> seq;
  if (const auto it = parsed.find("seq"); it != parsed.end()) {
    if (!it->is_number_unsigned())
      return failure(std::nullopt, "bad_field", "\"seq\" must be a whole number.");
    seq = it->get<std::uint64_t>();
  } else {
    return failure(std::nullopt, "missing_field", "Every message needs a \"seq\" number.");
  }
  const auto type = parsed.find("type");
  if (type == parsed.end() || !type->is_string()) {
    return failure(seq, "missing_field", "Every message needs a \"type\" string.");
  }
  const auto& name = type->get_ref<const std::string&>();
  const auto reader = readers().find(name);
  if (reader == readers().end() && is_game_move_type(name)) {
    // A move is its table's game's to read (MoveTable): here only its type is known.
    return Decoded{seq, in::GameMove{name, parsed}, std::nullopt};
  }
  if (reader == readers().end()) {
    return failure(seq, "unknown_type",
                   "There is no message of type \"" + name.substr(0, 32) + "\".");
  }
  FieldReader fields(parsed, limits);
  in::Message message = reader->second(fields);
  fields.refuse_unread({"type", "seq"});
  if (!fields.ok()) return Decoded{seq, std::nullopt, fields.error()};
  return Decoded{seq, std::move(message), std::nullopt};
}

}  // namespace jongtable::protocol
