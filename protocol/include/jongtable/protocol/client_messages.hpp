#pragma once
// What a client may send (protocol/README.md), decoded and checked for shape; whether
// it is allowed now is for the server and the engine to say.

#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <utility>
#include <variant>
#include <vector>

#include "jongtable/nymj/scenario.hpp"
#include "jongtable/nymj/settings.hpp"

namespace jongtable::protocol::in {

struct Hello {
  std::string name;
  std::optional<std::string> resume_token;
  std::optional<std::uint64_t> last_version;
};
struct Ping {};

// A table fixed in advance (server started with --allow-scenarios).
struct ScenarioSpec {
  nymj::Scenario scenario;  // settings and seed are filled in by the server
  bool has_seed = false;
  std::vector<kernel::Millis> rtt_ms;  // assumed round trip per seat; empty = none
};

// The longest a table waits between rounds for its people to say ready, unless its host
// sets another (`between_rounds_ms`; `between_hands_ms` in Chinese Mah Jongg).
inline constexpr kernel::Millis kBetweenRoundsDefaultMs = 30000;

struct CreateTable {
  // Which game ("nymj" when absent) and its settings: `options` is checked by that
  // game's rules when the table is made; `top_level` holds Not Your Ma's Jong's settings
  // given as top-level fields, the way the first clients send them, unchecked: the game
  // reads them as if they were in `options` (and another game refuses them by name).
  std::string ruleset = "nymj";
  nlohmann::json options = nlohmann::json::object();
  nlohmann::json top_level = nlohmann::json::object();
  // From the top level or `options` (every game); its floor is the server's to check.
  std::pair<kernel::Millis, kernel::Millis> bot_delay_ms{400, 1200};
  std::optional<std::uint64_t> bot_seed;
  std::optional<ScenarioSpec> scenario;
};
struct JoinTable {
  std::string code;
  bool as_player = false;
  std::optional<std::uint64_t> last_version;
};
struct LeaveTable {};
struct TakeSeat {
  int seat = 0;
};
struct LeaveSeat {};
struct AddBot {
  int seat = 0;
  std::string strength;  // "friendly" (when absent) | "basic" | "strong"
};
struct RemoveBot {
  int seat = 0;
};
// The host removes the person in a seat before the game starts.
struct RemovePerson {
  int seat = 0;
  // A spectator, by the name the table shows for them (chat's `from`); then no seat.
  std::optional<std::string> spectator;
};
struct StartGame {};
// Between rounds: this seat's person has read the result (all ready: next round at once).
struct Ready {};
// After the game: the same seats again, at a new table.
struct Rematch {};
struct Chat {
  std::string text;
};
struct React {
  std::string reaction;
};

// Game intents; the server adds the seat (and for a steal, the latency estimate).
struct Discard {
  int card = 0;
};
struct DeclareWin {};
struct Steal {
  std::uint32_t window = 0;
};
struct Pass {
  std::uint32_t window = 0;
};
struct Expose {
  int first = 0;
  int second = 0;
};
// Games that claim by seat order (Gimme!): the discard with the named cards from hand.
struct Claim {
  std::uint32_t window = 0;
  std::vector<int> cards;
};
// Gimme!: a natural card from hand for the Joker in an exposed set of that face.
struct JokerSteal {
  int card = 0;
  int seat = 0;  // whose exposed set
  int set = 0;   // which of their sets, from 0
};

// Boba Mahjong's turn: two from the supply, or one mixing pile's top.
struct DrawSupply {};
struct TakePile {
  int pile = 0;
};
// Boba Mahjong: a set of hand cards (with `pile`'s top as the third when two), the card
// kept as a score card, and where the other two go (card, pile).
struct MakeSet {
  std::vector<int> cards;
  std::optional<int> pile;
  int keep = 0;
  std::vector<std::pair<int, int>> others;
};
struct EndSets {};
// A discard onto a named pile (Boba Mahjong's mixing piles).
struct DiscardToPile {
  int card = 0;
  int pile = 0;
};

// Games whose calls name their group (Chinese): "pair" | "pung" | "kong" | "chow", the
// cards from hand that make it with the discard, and whether it completes a winning hand.
struct Call {
  std::uint32_t window = 0;
  std::string group;
  std::vector<int> cards;
  bool mah_jongg = false;
};

// American Mah Jongg's sealed steps: a Charleston pass (own cards plus `blind` forwarded
// unseen), the "dance again?" vote, and a courtesy offer of 0-3 cards. Each may name the
// step it answers (the view's `decision`), so one that arrives late is refused.
struct PassCards {
  std::vector<int> cards;
  int blind = 0;
  std::optional<std::uint32_t> decision;
};
struct VoteDanceAgain {
  bool yes = false;
  std::optional<std::uint32_t> decision;
};
struct OfferCourtesy {
  std::vector<int> cards;
  std::optional<std::uint32_t> decision;
};
// American Mah Jongg: the open discard called to complete the hand.
struct ClaimMahJongg {
  std::uint32_t window = 0;
};

// Card ids are a game's own (0-74 in Not Your Ma's Jong, 0-115 in Gimme!); the decoder
// checks only this bound, the game whether it has the card.
inline constexpr int kMaxCardId = 255;

using Message = std::variant<Hello, Ping, CreateTable, JoinTable, LeaveTable, TakeSeat, LeaveSeat,
                             AddBot, RemoveBot, RemovePerson, StartGame, Ready, Rematch, Chat,
                             React, Discard, DeclareWin, Steal, Pass, Expose, Claim, JokerSteal,
                             DrawSupply, TakePile, MakeSet, EndSets, DiscardToPile, Call, PassCards,
                             VoteDanceAgain, OfferCourtesy, ClaimMahJongg>;

// The fixed list of quick reactions.
[[nodiscard]] const std::vector<std::string>& reactions();

}  // namespace jongtable::protocol::in
