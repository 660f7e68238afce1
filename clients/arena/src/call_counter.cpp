#include "call_counter.hpp"

#include "jongtable/engine/hand.hpp"

namespace jongtable::arena {
namespace {

// Whether the viewer may answer a window now with a STEAL! that is not mistaken.
bool valid_steal_on_offer(const engine::TableView& view) {
  if (!view.viewer || !view.window || view.window->answered || !view.legal.steal) return false;
  engine::FaceCounts hand{};
  for (const engine::CardId card : view.hand) ++hand[engine::index(engine::face_of(card))];
  int exposed = 0;
  for (const auto& seat : view.seats)
    if (seat.seat == *view.viewer) exposed = static_cast<int>(seat.exposed.size());
  return engine::classify_claim(hand, exposed, engine::face_of(view.window->card)) !=
         engine::ClaimKind::mistaken;
}

}  // namespace

std::optional<engine::Intent> CallCounter::decide(const engine::TableView& view) {
  const bool chance = valid_steal_on_offer(view);
  auto intent = bot_->decide(view);
  if (chance && intent) {
    ++count_.chances;
    if (std::holds_alternative<engine::Steal>(*intent)) ++count_.taken;
  }
  return intent;
}

}  // namespace jongtable::arena
