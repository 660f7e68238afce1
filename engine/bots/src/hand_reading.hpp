#pragma once
// How a bot reads its own hand: which faces it can still hope to draw, how far the hand
// is from three sets and a pair, and how many live cards would bring it closer. Built
// from the seat's own TableView only.

#include <span>

#include "jongtable/nymj/hand.hpp"
#include "jongtable/nymj/view.hpp"

namespace jongtable::bots {

using nymj::Face;
using nymj::FaceCounts;

// Copies of each face the viewer cannot see: three of each, less its own hand, every
// exposed set at the table, the discard pile and a card just stolen. Those are the cards it may
// still draw or steal.
[[nodiscard]] FaceCounts live_counts(const nymj::TableView& view);

// Every face live (three unseen copies): for reading a hand without the table around it.
[[nodiscard]] FaceCounts all_live();

// Cards still to be drawn before `concealed` holds `sets_needed` sets and one pair,
// counting only partial sets whose missing cards are still live. A hand of 3k+2 cards
// that already wins is 0; a hand of 3k+1 cards is at least 1 (it must draw).
[[nodiscard]] int distance_to_win(const FaceCounts& concealed, int sets_needed,
                                  const FaceCounts& live);

// How many live cards would lower the distance of a waiting hand (3k+1 cards) if drawn.
[[nodiscard]] int useful_draws(const FaceCounts& concealed, int sets_needed,
                               const FaceCounts& live);

// Sets the viewer has exposed by stealing, and the sets it still has to make from its
// concealed hand.
[[nodiscard]] int exposed_sets(const nymj::TableView& view);
[[nodiscard]] int sets_needed(const nymj::TableView& view);

// A cheap measure of how much a card of `face` helps the hand it sits in: the other
// copies and the numbered neighbours within two ranks. 0 for an isolated card.
[[nodiscard]] int connectedness(const FaceCounts& concealed, Face face);

[[nodiscard]] FaceCounts counts_of(std::span<const nymj::CardId> cards);

}  // namespace jongtable::bots
