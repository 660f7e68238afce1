#include "tutorial.hpp"

#include <array>
#include <string_view>

#include "journal_codec.hpp"

namespace jongtable::server {

namespace proto = jongtable::protocol;

namespace {

struct Tutorial {
  std::string_view name;
  std::string_view create;  // a create_table request, as a client would send it
};

// Each deal is a short story the client's hints tell (clients/web/src/js/tutorial_*.js):
// the learner (seat 0, the dealer) throws away the one card that fits nothing; the basic
// bot after them draws the card the learner waits for and throws it away as its
// loneliest; the learner takes it and wins. Should the learner let it go, their own next
// draw wins instead: the bots hold nothing that could take each other's discards, so no
// steal or call of theirs moves the turn past the learner. The bots' seed and the rest
// of the deck are fixed, so every run of a tutorial plays the same way for the same
// moves. Windows are long and there is no turn clock: a lesson is read, not raced.
constexpr std::array kTutorials = {
    Tutorial{"nymj",
             R"({"type":"create_table","seq":1,"ruleset":"nymj","bot_seed":7,
                 "options":{"seats":3,"rounds":1,"claim_window_ms":60000,"turn_clock_ms":0,
                            "between_rounds_ms":0,"bot_delay_ms":[400,800]},
                 "scenario":{"seed":7,"ma":0,
                   "hands":[["R1","R2","R3","G5","G5","G5","B4","B6","love","love","spring"],
                            ["summer","summer","fall","fall","guilt","guilt","pride","pride","G1","G1"],
                            ["winter","winter","R6","R6","G3","G3","B1","B1","B2","R5"]],
                   "draw_pile_top":["B5","G2","B5"]}})"},
    Tutorial{"american",
             R"({"type":"create_table","seq":1,"ruleset":"american","bot_seed":7,
                 "options":{"seats":3,"hands":"beginner","charleston_extras":false,
                            "call_window_ms":30000,"turn_clock_ms":0,"between_rounds_ms":60000,
                            "bot_delay_ms":[400,800],
                   "scenario":{"east":0,"charleston":false,
                     "hands":["C3 C3 C3 C3 D5 D5 D5 J B7 B7 B7 N N WD",
                              "C1 C1 C1 C2 C2 C2 D9 D9 D9 S S E E",
                              "C6 C6 C6 D2 D2 D2 B1 B1 B1 W W GD GD"],
                     "wall_top":"B7 F J"}}})"},
};

}  // namespace

std::optional<std::string> tutorial_named(const proto::in::CreateTable& create) {
  const auto found = create.options.find("tutorial");
  if (found == create.options.end()) return std::nullopt;
  return found->is_string() ? found->get<std::string>() : std::string();
}

std::variant<proto::in::CreateTable, proto::ProtocolError> tutorial_table(
    const proto::in::CreateTable& create) {
  const auto name = tutorial_named(create).value_or("");
  // The lesson's table is the server's alone: nothing the request says could keep its
  // script true, so anything besides the name is refused rather than ignored.
  if (create.options.size() != 1 || !create.top_level.empty() || create.scenario ||
      create.bot_seed) {
    return proto::ProtocolError{"bad_settings",
                                "A tutorial table takes its name alone: \"options\":"
                                "{\"tutorial\":\"nymj\"}, and no other setting."};
  }
  for (const auto& tutorial : kTutorials) {
    if (tutorial.name != name) continue;
    auto table = create_spec_from_json(std::string(tutorial.create));
    if (!table) return proto::ProtocolError{"bad_scenario", "That tutorial cannot be dealt."};
    // "ruleset" may be left out, or name the tutorial's own game.
    if (create.ruleset != "nymj" && create.ruleset != table->ruleset) {
      return proto::ProtocolError{"bad_settings", "The tutorial \"" + name + "\" is a game of " +
                                                      table->ruleset + ", not " + create.ruleset +
                                                      "."};
    }
    return *table;
  }
  return proto::ProtocolError{"unknown_tutorial",
                              "There is no tutorial of that name; try \"nymj\" or \"american\"."};
}

}  // namespace jongtable::server
