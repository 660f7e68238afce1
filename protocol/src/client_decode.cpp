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

#include "jongtable/nymj/card.hpp"
#include "jongtable/protocol/json_guard.hpp"

namespace jongtable::protocol {
namespace {

using nlohmann::json;

// Reads the fields of one message object, remembering which were read so that any
// other field can be refused, and keeping only the first problem found.
class FieldReader {
 public:
  FieldReader(const json& object, const Limits& limits) : object_(object), limits_(limits) {}

  [[nodiscard]] bool ok() const { return !error_; }
  [[nodiscard]] const std::optional<ProtocolError>& error() const { return error_; }
  [[nodiscard]] const Limits& limits() const { return limits_; }

  void fail(std::string code, std::string message) {
    if (!error_) error_ = ProtocolError{std::move(code), std::move(message)};
  }

  const json* field(const char* name, bool required) {
    read_.emplace_back(name);
    const auto it = object_.find(name);
    if (it == object_.end() || it->is_null()) {
      if (required) fail("missing_field", std::string("The field \"") + name + "\" is required.");
      return nullptr;
    }
    return &*it;
  }

  std::optional<std::uint64_t> uint(const char* name, bool required, std::uint64_t max) {
    const json* value = field(name, required);
    if (!value) return std::nullopt;
    if (!value->is_number_unsigned() || value->get<std::uint64_t>() > max) {
      fail("bad_field", std::string("The field \"") + name +
                            "\" must be a whole number from 0 to " + std::to_string(max) + ".");
      return std::nullopt;
    }
    return value->get<std::uint64_t>();
  }

  std::optional<std::string> text(const char* name, bool required, std::size_t max_chars) {
    const json* value = field(name, required);
    if (!value) return std::nullopt;
    if (!value->is_string()) {
      fail("bad_field", std::string("The field \"") + name + "\" must be a string.");
      return std::nullopt;
    }
    const auto& s = value->get_ref<const std::string&>();
    if (utf8_length(s) > max_chars) {
      fail("bad_field", std::string("The field \"") + name + "\" is longer than " +
                            std::to_string(max_chars) + " characters.");
      return std::nullopt;
    }
    return s;
  }

  // Fields the message does not define are refused, so typos never pass silently.
  void refuse_unread(std::initializer_list<std::string_view> always_allowed) {
    const auto among = [](const auto& names, std::string_view key) {
      return std::find(names.begin(), names.end(), key) != names.end();
    };
    for (const auto& [key, unused] : object_.items()) {
      if (!among(read_, key) && !among(always_allowed, key)) {
        fail("unknown_field", "The field \"" + key + "\" is not part of this message.");
        return;
      }
    }
  }

  static std::size_t utf8_length(const std::string& s) {
    return static_cast<std::size_t>(std::count_if(
        s.begin(), s.end(), [](char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; }));
  }

 private:
  const json& object_;
  const Limits& limits_;
  // Names of fields asked for (literals); a message has few, so a list beats a set that
  // allocates a node and a string per name on every frame.
  std::vector<std::string_view> read_;
  std::optional<ProtocolError> error_;
};

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

constexpr std::uint64_t kMaxU32 = 0xFFFFFFFFull;

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

std::optional<std::vector<nymj::Face>> faces(FieldReader& r, const json& list, const char* what) {
  if (!list.is_array() || list.size() > nymj::kDeckSize) {
    r.fail("bad_field", std::string(what) + " must be a list of face codes.");
    return std::nullopt;
  }
  std::vector<nymj::Face> result;
  for (const auto& item : list) {
    const auto face =
        item.is_string() ? nymj::face_from_code(item.get_ref<const std::string&>()) : std::nullopt;
    if (!face) {
      r.fail("bad_field", std::string(what) + " holds something that is not a face code.");
      return std::nullopt;
    }
    result.push_back(*face);
  }
  return result;
}

std::optional<in::ScenarioSpec> read_scenario(FieldReader& outer) {
  const json* value = outer.field("scenario", false);
  if (!value) return std::nullopt;
  if (!value->is_object()) {
    outer.fail("bad_field", "The field \"scenario\" must be an object.");
    return std::nullopt;
  }
  FieldReader r(*value, outer.limits());
  in::ScenarioSpec spec;
  if (auto seed = r.uint("seed", false, ~0ull)) {
    spec.scenario.seed = *seed;
    spec.has_seed = true;
  }
  spec.scenario.ma = kernel::Seat(r.uint("ma", false, nymj::kMaxPlayers - 1).value_or(0));
  spec.scenario.round = static_cast<int>(r.uint("round", false, 9).value_or(1));
  if (const json* hands = r.field("hands", true)) {
    if (!hands->is_array() || hands->size() > nymj::kMaxPlayers) {
      r.fail("bad_field", "\"hands\" must be a list of up to 4 hands.");
    } else {
      for (const auto& hand : *hands) {
        if (auto list = faces(r, hand, "A hand")) spec.scenario.hands.push_back(std::move(*list));
      }
    }
  }
  if (const json* top = r.field("draw_pile_top", false)) {
    if (auto list = faces(r, *top, "\"draw_pile_top\"")) spec.scenario.draw_pile_top = *list;
  }
  auto numbers = [&r](const char* name, std::uint64_t max) {
    std::vector<kernel::Millis> result;
    if (const json* list = r.field(name, false)) {
      if (!list->is_array() || list->size() > nymj::kMaxPlayers) {
        r.fail("bad_field",
               std::string("\"") + name + "\" must be a list with one number per seat.");
        return result;
      }
      for (const auto& item : *list) {
        if (!item.is_number_unsigned() || item.get<std::uint64_t>() > max) {
          r.fail("bad_field", std::string("\"") + name + "\" holds a number out of range.");
          return result;
        }
        result.push_back(static_cast<kernel::Millis>(item.get<std::uint64_t>()));
      }
    }
    return result;
  };
  for (auto t : numbers("tokens", 1000)) spec.scenario.tokens.push_back(static_cast<int>(t));
  spec.rtt_ms = numbers("rtt_ms", 10000);
  r.refuse_unread({});
  if (!r.ok()) {
    outer.fail(r.error()->code, r.error()->message);
    return std::nullopt;
  }
  return spec;
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
    create.scenario = read_scenario(r);
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

in::Message read_expose(FieldReader& r) {
  in::Expose expose;
  if (const json* cards = r.field("cards", true)) {
    if (!cards->is_array() || cards->size() != 2 || !(*cards)[0].is_number_unsigned() ||
        !(*cards)[1].is_number_unsigned() || (*cards)[0].get<std::uint64_t>() >= nymj::kDeckSize ||
        (*cards)[1].get<std::uint64_t>() >= nymj::kDeckSize) {
      r.fail("bad_field", "\"cards\" must be two card ids from 0 to 74.");
    } else {
      expose.first = (*cards)[0].get<int>();
      expose.second = (*cards)[1].get<int>();
    }
  }
  return expose;
}

in::Message read_claim(FieldReader& r) {
  in::Claim claim;
  claim.window = static_cast<std::uint32_t>(r.uint("window", true, kMaxU32).value_or(0));
  if (const json* cards = r.field("cards", true)) {
    const bool ok = cards->is_array() && !cards->empty() && cards->size() <= 6 &&
                    std::all_of(cards->begin(), cards->end(), [](const json& c) {
                      return c.is_number_unsigned() && c.get<std::uint64_t>() <= in::kMaxCardId;
                    });
    if (!ok) {
      r.fail("bad_field",
             "\"cards\" must list the card ids from your hand that the claim uses (a Gimme "
             "names 1 to 3).");
    } else {
      for (const auto& c : *cards) claim.cards.push_back(c.get<int>());
    }
  }
  return claim;
}

in::Message read_make_set(FieldReader& r) {
  in::MakeSet set;
  const auto is_card = [](const json& c) {
    return c.is_number_unsigned() && c.get<std::uint64_t>() <= in::kMaxCardId;
  };
  if (const json* cards = r.field("cards", true)) {
    if (!cards->is_array() || cards->size() < 2 || cards->size() > 3 ||
        !std::all_of(cards->begin(), cards->end(), is_card)) {
      r.fail("bad_field", "\"cards\" must be a list of 2 or 3 card ids from your hand.");
    } else {
      for (const auto& c : *cards) set.cards.push_back(c.get<int>());
    }
  }
  if (const auto pile = r.uint("pile", false, 15)) set.pile = static_cast<int>(*pile);
  set.keep = static_cast<int>(r.uint("keep", true, in::kMaxCardId).value_or(0));
  if (const json* others = r.field("others", true)) {
    const auto is_placement = [&](const json& o) {
      return o.is_object() && o.size() == 2 && o.contains("card") && is_card(o["card"]) &&
             o.contains("pile") && o["pile"].is_number_unsigned() &&
             o["pile"].get<std::uint64_t>() <= 15;
    };
    if (!others->is_array() || others->size() != 2 ||
        !std::all_of(others->begin(), others->end(), is_placement)) {
      r.fail("bad_field", "\"others\" must be two {card, pile} placements.");
    } else {
      for (const auto& o : *others)
        set.others.emplace_back(o["card"].get<int>(), o["pile"].get<int>());
    }
  }
  return set;
}

in::Message read_call(FieldReader& r) {
  in::Call call;
  call.window = static_cast<std::uint32_t>(r.uint("window", true, kMaxU32).value_or(0));
  if (const auto group = r.text("group", true, 8)) {
    if (*group != "pair" && *group != "pung" && *group != "kong" && *group != "chow") {
      r.fail("bad_field", "\"group\" must be pair, pung, kong or chow.");
    }
    call.group = *group;
  }
  if (const json* cards = r.field("cards", true)) {
    const bool ok = cards->is_array() && !cards->empty() && cards->size() <= 3 &&
                    std::all_of(cards->begin(), cards->end(), [](const json& c) {
                      return c.is_number_unsigned() && c.get<std::uint64_t>() <= in::kMaxCardId;
                    });
    if (!ok) {
      r.fail("bad_field", "\"cards\" must be a list of 1 to 3 card ids from your hand.");
    } else {
      for (const auto& c : *cards) call.cards.push_back(c.get<int>());
    }
  }
  if (const json* mah_jongg = r.field("mah_jongg", false)) {
    if (!mah_jongg->is_boolean()) {
      r.fail("bad_field", "\"mah_jongg\" must be true or false.");
    } else {
      call.mah_jongg = mah_jongg->get<bool>();
    }
  }
  return call;
}

// The sealed step an American pass, vote or offer answers, when the client names it.
std::optional<std::uint32_t> sealed_step(FieldReader& r) {
  if (auto decision = r.uint("decision", false, kMaxU32))
    return static_cast<std::uint32_t>(*decision);
  return std::nullopt;
}

// 0-3 card ids (a Charleston pass or a courtesy offer); `required` refuses an absent list.
std::vector<int> read_few_cards(FieldReader& r) {
  std::vector<int> out;
  if (const json* cards = r.field("cards", true)) {
    const bool ok = cards->is_array() && cards->size() <= 3 &&
                    std::all_of(cards->begin(), cards->end(), [](const json& c) {
                      return c.is_number_unsigned() && c.get<std::uint64_t>() <= in::kMaxCardId;
                    });
    if (!ok) {
      r.fail("bad_field", "\"cards\" must be a list of 0 to 3 card ids from your hand.");
    } else {
      for (const auto& c : *cards) out.push_back(c.get<int>());
    }
  }
  return out;
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
      {"discard",
       [](FieldReader& r) -> in::Message {
         return in::Discard{static_cast<int>(r.uint("card", true, in::kMaxCardId).value_or(0))};
       }},
      {"declare_win", [](FieldReader&) -> in::Message { return in::DeclareWin{}; }},
      {"steal",
       [](FieldReader& r) -> in::Message {
         return in::Steal{static_cast<std::uint32_t>(r.uint("window", true, kMaxU32).value_or(0))};
       }},
      {"pass",
       [](FieldReader& r) -> in::Message {
         return in::Pass{static_cast<std::uint32_t>(r.uint("window", true, kMaxU32).value_or(0))};
       }},
      {"expose", read_expose},
      {"claim", read_claim},
      {"joker_steal",
       [](FieldReader& r) -> in::Message {
         in::JokerSteal steal;
         steal.card = static_cast<int>(r.uint("card", true, in::kMaxCardId).value_or(0));
         steal.seat = seat_field(r);
         steal.set = static_cast<int>(r.uint("set", true, 15).value_or(0));
         return steal;
       }},
      {"draw_supply", [](FieldReader&) -> in::Message { return in::DrawSupply{}; }},
      {"take_pile",
       [](FieldReader& r) -> in::Message {
         return in::TakePile{static_cast<int>(r.uint("pile", true, 15).value_or(0))};
       }},
      {"make_set", read_make_set},
      {"call", read_call},
      {"pass_cards",
       [](FieldReader& r) -> in::Message {
         in::PassCards pass;
         pass.cards = read_few_cards(r);
         pass.blind = static_cast<int>(r.uint("blind", false, 3).value_or(0));
         pass.decision = sealed_step(r);
         return pass;
       }},
      {"vote_dance_again",
       [](FieldReader& r) -> in::Message {
         in::VoteDanceAgain vote;
         if (const json* yes = r.field("yes", true)) {
           if (!yes->is_boolean()) {
             r.fail("bad_field", "\"yes\" must be true or false.");
           } else {
             vote.yes = yes->get<bool>();
           }
         }
         vote.decision = sealed_step(r);
         return vote;
       }},
      {"offer_courtesy",
       [](FieldReader& r) -> in::Message {
         in::OfferCourtesy offer{read_few_cards(r)};
         offer.decision = sealed_step(r);
         return offer;
       }},
      {"claim_mah_jongg",
       [](FieldReader& r) -> in::Message {
         return in::ClaimMahJongg{
             static_cast<std::uint32_t>(r.uint("window", true, kMaxU32).value_or(0))};
       }},
      {"end_sets", [](FieldReader&) -> in::Message { return in::EndSets{}; }},
      {"discard_to_pile",
       [](FieldReader& r) -> in::Message {
         in::DiscardToPile discard;
         discard.card = static_cast<int>(r.uint("card", true, in::kMaxCardId).value_or(0));
         discard.pile = static_cast<int>(r.uint("pile", true, 15).value_or(0));
         return discard;
       }},
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

bool is_game_intent(const in::Message& message) {
  return std::holds_alternative<in::Discard>(message) ||
         std::holds_alternative<in::DeclareWin>(message) ||
         std::holds_alternative<in::Steal>(message) || std::holds_alternative<in::Pass>(message) ||
         std::holds_alternative<in::Expose>(message) ||
         std::holds_alternative<in::Claim>(message) ||
         std::holds_alternative<in::JokerSteal>(message) ||
         std::holds_alternative<in::DrawSupply>(message) ||
         std::holds_alternative<in::TakePile>(message) ||
         std::holds_alternative<in::MakeSet>(message) ||
         std::holds_alternative<in::EndSets>(message) ||
         std::holds_alternative<in::DiscardToPile>(message) ||
         std::holds_alternative<in::Call>(message) ||
         std::holds_alternative<in::PassCards>(message) ||
         std::holds_alternative<in::VoteDanceAgain>(message) ||
         std::holds_alternative<in::OfferCourtesy>(message) ||
         std::holds_alternative<in::ClaimMahJongg>(message);
}

std::optional<nymj::Intent> to_intent(const in::Message& message, kernel::Seat seat,
                                      kernel::Millis one_way_latency) {
  if (const auto* m = std::get_if<in::Discard>(&message)) {
    // A card this game does not have is, like any other, not in the hand.
    if (m->card >= nymj::kDeckSize) return std::nullopt;
    return nymj::Discard{seat, nymj::CardId(m->card)};
  }
  if (std::holds_alternative<in::DeclareWin>(message)) return nymj::DeclareWin{seat};
  if (const auto* m = std::get_if<in::Steal>(&message))
    return nymj::Steal{seat, m->window, one_way_latency};
  if (const auto* m = std::get_if<in::Pass>(&message)) return nymj::Pass{seat, m->window};
  if (const auto* m = std::get_if<in::Expose>(&message)) {
    return nymj::ExposeSet{seat, nymj::CardId(m->first), nymj::CardId(m->second)};
  }
  return std::nullopt;
}

}  // namespace jongtable::protocol
