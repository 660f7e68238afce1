#include "call_counter.hpp"

#include "jongtable/nymj/hand.hpp"

namespace jongtable::arena {
namespace {

// Whether the viewer may answer a window now with a STEAL! that is not mistaken.
bool valid_steal_on_offer(const nymj::TableView& view) {
  if (!view.viewer || !view.window || view.window->answered || !view.legal.steal) return false;
  nymj::FaceCounts hand{};
  for (const nymj::CardId card : view.hand) ++hand[nymj::index(nymj::face_of(card))];
  int exposed = 0;
  for (const auto& seat : view.seats)
    if (seat.seat == *view.viewer) exposed = static_cast<int>(seat.exposed.size());
  return nymj::classify_claim(hand, exposed, nymj::face_of(view.window->card)) !=
         nymj::ClaimKind::mistaken;
}

}  // namespace

std::optional<nymj::Intent> CallCounter::decide(const nymj::TableView& view) {
  const bool chance = valid_steal_on_offer(view);
  auto intent = bot_->decide(view);
  if (chance && intent) {
    ++count_.chances;
    if (std::holds_alternative<nymj::Steal>(*intent)) ++count_.taken;
  }
  return intent;
}

}  // namespace jongtable::arena
