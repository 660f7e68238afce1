#pragma once
// Winning hands as data (docs/rules/american.md "Winning hands"): a card is text in the notation of
// docs/rules/american-card.md, parsed into hands and their concrete variations; matching a player's
// cards against it is exact (Jokers only in groups of three or more).

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "jongtable/american/cards.hpp"

namespace jongtable::american {

inline constexpr std::size_t kMaxCardText = 64 * 1024;
// A card's variations bound the work of every check against it (kMatchStepsPerVariation
// each); the shipped card has 554.
inline constexpr std::size_t kMaxVariations = 5000;
// The ways of choosing a line's suits, numbers and sizes a card may try while it is
// read, made or not: reading stops there, so refusing a card costs little too.
inline constexpr std::size_t kMaxExpansions = 4 * kMaxVariations;
inline constexpr std::size_t kMaxHandName = 64;  // bytes
inline constexpr int kHandSize = 14;

// One group of a hand: `size` cards of one face taken from `faces` (one bit when the
// face is fixed). Every group of a variation has a face of its own.
struct HandGroup {
  std::uint8_t size = 0;
  FaceMask faces = 0;
  friend bool operator==(const HandGroup&, const HandGroup&) = default;
};

// One concrete way to make a hand: suits and numbers chosen, faces left open only where
// the hand allows any face of a kind.
struct Variation {
  int hand = 0;  // index in Card::hands
  std::uint8_t group_count = 0;
  std::array<HandGroup, kHandSize> groups{};
  FaceMask fixed = 0;         // faces of its groups of one fixed face
  FaceMask natural_only = 0;  // of those, the singles' and pairs': no Joker stands in
  FaceMask allowed = 0;       // faces it may hold at all
};

// One group as the card prints it, before its variables are chosen: what a player reads
// on the card (its suit's colour, its number or "n", its class), not what it matches.
struct PrintedGroup {
  int size = 0;
  std::optional<Face> face;  // a face written out: C1, RD, N, F
  int suit = -1;             // -1 none; 0-2 Craks, Dots, Bams; 3-5 the suit variables a, b, c
  int number_var = -1;       // -1 none; 0 n, 1 m
  int number = 0;            // with a suit: the number, or the offset from the variable
  std::string kinds;         // a class as written between [ ] ("even", "flower|dragon")
  bool any_order = false;    // inside ( ): sizes in any order among these groups
  friend bool operator==(const PrintedGroup&, const PrintedGroup&) = default;
};

struct HandEntry {
  std::string name;
  int points = 0;
  int line = 0;                                  // of its `hand` line in the text
  std::vector<std::vector<PrintedGroup>> lines;  // its `=` lines, as written
};

struct Card {
  std::vector<HandEntry> hands;
  std::vector<Variation> variations;  // highest points first
};

struct CardError {
  int line = 0;  // 1-based; 0 for the text as a whole
  std::string what;
  friend bool operator==(const CardError&, const CardError&) = default;
};

// Parses `text`. When the text has [section] headers, only the hands under `section` are
// read (the shipped file holds [beginner] and [advanced]); otherwise all of it.
[[nodiscard]] std::variant<Card, CardError> parse_card(std::string_view text,
                                                       std::string_view section);

// The notation text shipped with the library (hands/gold_standard.txt, embedded when
// building: the engine reads no files).
[[nodiscard]] std::string_view shipped_card_text();

// An exposed group as the matcher sees it: its face, its size, its Jokers.
struct ExposedShape {
  Face face{};
  std::uint8_t size = 0;
  std::uint8_t jokers = 0;
};

// A player's whole holding: concealed face counts (Jokers at kJoker) and exposed groups.
struct Holding {
  std::array<std::uint8_t, kFaceCount> concealed{};
  std::vector<ExposedShape> exposed;
  [[nodiscard]] int card_count() const;
  [[nodiscard]] bool has_joker() const;
};

struct HandMatch {
  int hand = 0;
  int variation = 0;
  int points = 0;
};

// The highest-valued hand these 14 cards make, if any.
[[nodiscard]] std::optional<HandMatch> best_match(const Card& card, const Holding& holding);
// Whether exposing `shape` next to `exposed` still leaves some hand of the card possible.
[[nodiscard]] bool exposure_usable(const Card& card, std::span<const ExposedShape> exposed,
                                   ExposedShape shape);

// The matching work done on this thread so far, in steps: a group or face the matcher
// looked at, or a variation it considered. Each check costs at most
// kMatchStepsPerVariation per variation of the card, whatever the card says; tests bound
// a card's cost with it, never with a clock.
[[nodiscard]] std::uint64_t matcher_steps();
inline constexpr std::uint64_t kMatchStepsPerVariation =
    1 + 2 * (kHandSize * kHandSize + kHandSize * kHandSize * 64);

// A winning holding's concealed cards laid out in the groups of the variation it makes
// (`match` from best_match): each group's natural face and count, and the Jokers that
// complete it; a group of Jokers alone has no face. Exposed groups are not repeated.
struct LaidGroup {
  std::optional<Face> face;
  int naturals = 0;
  int jokers = 0;
};
[[nodiscard]] std::vector<LaidGroup> lay_out(const Card& card, const HandMatch& match,
                                             const Holding& holding);

// What a hand still lacks: `count` cards of `face`, or of any face in `faces` not yet in
// the hand when the group's face is still open.
struct MissingCards {
  std::optional<Face> face;
  FaceMask faces = 0;
  int count = 0;
};

struct NearHand {
  int hand = 0;
  int variation = 0;
  int points = 0;
  int missing = 0;  // cards still to get (0: the hand is complete)
  std::vector<MissingCards> still_missing;
  // How many of the holding's concealed cards of each face this way of making it keeps
  // (Jokers at kJoker).
  std::array<std::uint8_t, kFaceCount> keeps{};
};

// The `count` hands (each named once, by its nearest variation) closest to the holding,
// fewest missing first, then more points: the client's hint and the bot's compass. Uses
// only what it is given: the player's own cards and public exposures, and optionally the
// natural cards of each face out of play for everyone (`out_of_play[face]`: exposed by
// any seat or discarded), so that no need asks for a face none of which can still come.
// Every need it lists names at least one face.
[[nodiscard]] std::vector<NearHand> nearest_hands(const Card& card, const Holding& holding,
                                                  int count = 3,
                                                  std::span<const std::uint8_t> out_of_play = {});

}  // namespace jongtable::american
