// The basic bot: always legal and quick. It goes mah jongg whenever it can, calls pungs
// and kongs, and chows that only use cards not already paired, passes every other
// window at once, and discards the card with the fewest friends in its hand. Played
// friendly, it calls a chow only to go mah jongg and lets about half of the pungs go by.
#include <limits>

#include "jongtable/chinese/bot.hpp"
#include "jongtable/kernel/seed_mix.hpp"

namespace jongtable::chinese {
namespace {

using kernel::tie_key;

// Keys the friendly bot's whims apart from its discard tie-breaks.
constexpr std::uint64_t kWhim = 0x4b494e44ULL;

// What a friendly player lets go of: every chow that does not win, and about half of the
// pungs and kongs (the seed and the window pick which).
bool lets_go(const CallOption& option, std::uint64_t seed, std::uint32_t window) {
  if (option.mah_jongg) return false;
  if (option.type == GroupType::chow) return true;
  return (tie_key(seed ^ kWhim, window) & 1u) != 0;
}

const CallOption* chosen_call(const View& view) {
  const auto& options = view.legal.calls;
  const KindCounts counts = count_kinds(view.cards);
  for (const CallOption& option : options) {
    if (option.mah_jongg) return &option;
  }
  // A winning hand has groups of one size only (four of 3 cards or three of 4), so the
  // bot keeps to the size of its first exposed group, and starts with 3-card groups.
  std::size_t size = 3;
  for (const SeatView& seat : view.seats) {
    if (seat.seat == *view.viewer && !seat.exposed.empty()) size = seat.exposed[0].cards.size();
  }
  for (const CallOption& option : options) {
    if ((option.type == GroupType::pung || option.type == GroupType::kong) &&
        option.cards.size() + 1 == size) {
      return &option;
    }
  }
  for (const CallOption& option : options) {
    if (option.type != GroupType::chow || option.cards.size() + 1 != size) continue;
    bool loose = true;  // a chow helps only when it breaks no pair or pung
    for (CardId card : option.cards) loose = loose && counts[index(kind_of(card))] == 1;
    if (loose) return &option;
  }
  return nullptr;
}

}  // namespace

std::optional<Intent> BasicBot::decide(const View& view) {
  if (!view.viewer) return std::nullopt;
  const Seat me = *view.viewer;
  const LegalActions& legal = view.legal;
  if (legal.declare_mah_jongg) return DeclareMahJongg{me};
  if (legal.pass && view.window) {
    if (!legal.calls.empty()) ++calls_.chances;
    const CallOption* option = chosen_call(view);
    if (option && manner_ == Manner::friendly && lets_go(*option, seed_, view.window->id))
      option = nullptr;
    if (option) {
      ++calls_.taken;
      return Call{me, view.window->id, option->type,
                  std::vector<CardId>(option->cards.begin(), option->cards.end()),
                  option->mah_jongg};
    }
    return Pass{me, view.window->id};
  }
  if (!legal.discard.empty()) return Discard{me, most_isolated(view)};
  return std::nullopt;
}

// Friends: copies of its kind count most, neighbours in its suit less.
CardId BasicBot::most_isolated(const View& view) const {
  const KindCounts counts = count_kinds(view.cards);
  CardId choice = view.legal.discard.back();
  int best = std::numeric_limits<int>::max();
  std::uint64_t best_key = 0;
  for (CardId card : view.legal.discard) {
    const Kind kind = kind_of(card);
    const int k = index(kind);
    int friends = 4 * (counts[k] - 1);
    if (is_numbered(kind)) {
      const int rank = rank_of(kind);
      if (rank > 1) friends += 2 * counts[k - 1];
      if (rank < 9) friends += 2 * counts[k + 1];
      if (rank > 2) friends += counts[k - 2];
      if (rank < 8) friends += counts[k + 2];
    }
    const std::uint64_t key = tie_key(seed_, view.decision * 64u + static_cast<unsigned>(k));
    if (friends < best || (friends == best && key < best_key)) {
      choice = card;
      best = friends;
      best_key = key;
    }
  }
  return choice;
}

}  // namespace jongtable::chinese
