// The basic bot: always legal and quick. It finishes when it can, calls Gimme with
// naturals (or with anything that finishes its hand), steals every Joker it may, passes
// every other window at once, and drops its loneliest tile. Played friendly, it lets
// about half of the calls that would not finish go by, and every one that spends a Joker.
#include <limits>

#include "jongtable/gimme/bot.hpp"
#include "jongtable/kernel/seed_mix.hpp"

namespace jongtable::gimme {
namespace {

using kernel::tie_key;

// Whether calling with `option` finishes the hand.
bool finishes(const FaceCounts& hand, const GimmeTiles& option) {
  FaceCounts rest = hand;
  for (TileId tile : option) --rest[index(face_of(tile))];
  return is_mahjong(rest);
}

bool spends_a_joker(const GimmeTiles& option) {
  for (TileId tile : option)
    if (is_joker(tile)) return true;
  return false;
}

// Keys the friendly bot's whims apart from its drop tie-breaks.
constexpr std::uint64_t kWhim = 0x4b494e44ULL;

// The option to call with: one that finishes the hand; else the one with the most
// naturals and no Joker (a Joker is worth more kept); else, with Jokers to spare, a
// pair of the drop and one Joker; else none.
const GimmeTiles* chosen_option(const View& view) {
  const auto& options = view.legal.gimme_options;
  if (options.empty()) return nullptr;
  const FaceCounts hand = count_faces(view.hand);
  const Pairs pairs = pairs_allowed(view.settings);
  const GimmeTiles* natural = nullptr;
  const GimmeTiles* spare_joker = nullptr;
  for (const GimmeTiles& option : options) {
    FaceCounts rest = hand;
    bool joker = false;
    for (TileId tile : option) {
      --rest[index(face_of(tile))];
      joker = joker || is_joker(tile);
    }
    if (is_mahjong(rest, pairs)) return &option;
    if (!joker && (natural == nullptr || option.size() > natural->size())) natural = &option;
    if (joker && option.size() == 1 && hand[index(kJoker)] >= 2) spare_joker = &option;
  }
  return natural != nullptr ? natural : spare_joker;
}

}  // namespace

std::optional<Intent> BasicBot::decide(const View& view) {
  if (!view.viewer) return std::nullopt;
  const Seat me = *view.viewer;
  const LegalActions& legal = view.legal;
  if (legal.declare_mahjong) return DeclareMahjong{me};
  if (legal.pass && view.window) {
    if (!legal.gimme_options.empty()) ++calls_.chances;
    const GimmeTiles* option = chosen_option(view);
    if (option && manner_ == Manner::friendly && !finishes(count_faces(view.hand), *option) &&
        (spends_a_joker(*option) || !in_the_mood(view.window->id))) {
      option = nullptr;
    }
    if (option) {
      ++calls_.taken;
      return Gimme{me, view.window->id, std::vector<TileId>(option->begin(), option->end())};
    }
    return Pass{me, view.window->id};
  }
  if (!legal.joker_steals.empty() &&
      (manner_ == Manner::keen || in_the_mood(0x100000000ULL + view.decision))) {
    const JokerStealOption& steal = legal.joker_steals.front();
    return JokerSteal{me, steal.tile, steal.owner, steal.set};
  }
  if (!legal.drop.empty()) return Drop{me, least_useful(view)};
  return std::nullopt;
}

bool BasicBot::in_the_mood(std::uint64_t situation) const {
  return (tie_key(seed_ ^ kWhim, situation) & 1u) == 0;
}

// The drop: a natural whose face is held fewest times (a lone tile first); never a
// Joker while a natural is left. Copies of a face sit together in the sorted hand.
TileId BasicBot::least_useful(const View& view) const {
  const Hand& hand = view.legal.drop;
  TileId choice = hand.back();
  int best = std::numeric_limits<int>::max();
  std::uint64_t best_key = 0;
  for (std::size_t i = 0; i < hand.size();) {
    const Face face = face_of(hand[i]);
    std::size_t run = 1;
    while (i + run < hand.size() && face_of(hand[i + run]) == face) ++run;
    if (is_joker(face)) break;  // Jokers come last
    const int score = static_cast<int>(run);
    const std::uint64_t key =
        tie_key(seed_, view.decision * 32u + static_cast<unsigned>(index(face)));
    if (score < best || (score == best && key < best_key)) {
      choice = hand[i];
      best = score;
      best_key = key;
    }
    i += run;
  }
  return choice;
}

}  // namespace jongtable::gimme
