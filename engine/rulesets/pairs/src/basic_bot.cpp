// The basic bot: always legal and quick. It keeps what pairs up and lets the rest go.
#include <array>
#include <limits>

#include "jongtable/kernel/seed_mix.hpp"
#include "jongtable/pairs/bot.hpp"

namespace jongtable::pairs {

using kernel::tie_key;

std::optional<Intent> BasicBot::decide(const View& view) const {
  if (!view.viewer) return std::nullopt;
  const Seat me = *view.viewer;
  const LegalActions& legal = view.legal;
  if (legal.declare_win) return DeclareWin{me};
  if (legal.claim) return Claim{me, view.window->id};
  if (legal.pass) return Pass{me, view.window->id};
  if (legal.draw) return Draw{me};
  if (legal.discard.empty()) return std::nullopt;
  // A card whose face is held once (a pair is worth keeping); the seed picks among them.
  std::array<int, kFaceCount> counts{};
  for (CardId card : view.hand) ++counts[index(face_of(card))];
  CardId pick = legal.discard.front();
  std::uint64_t best = std::numeric_limits<std::uint64_t>::max();
  for (CardId card : legal.discard) {
    const bool lone = counts[index(face_of(card))] == 1;
    const std::uint64_t key =
        (tie_key(seed_, view.decision * 32u + static_cast<unsigned>(index(card))) >> 1) +
        (lone ? 0 : std::uint64_t{1} << 63);
    if (key < best) {
      best = key;
      pick = card;
    }
  }
  return Discard{me, pick};
}

}  // namespace jongtable::pairs
