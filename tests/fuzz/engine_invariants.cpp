#include "engine_invariants.hpp"

#include <algorithm>
#include <array>
#include <optional>
#include <string>
#include <vector>

#include "fuzz_check.hpp"
#include "jongtable/nymj/view.hpp"

namespace jongtable::fuzz {
namespace {

using namespace nymj;

int seat_count(const Table& table) {
  return static_cast<int>(table.players.size());
}

// Cards held by a player, counting exposed sets as three each.
int hand_size(const Player& player) {
  return static_cast<int>(player.concealed.size() + 3 * player.exposed.size());
}

void check_hand_sizes(const Table& table) {
  const bool in_play = table.phase == Phase::awaiting_discard ||
                       table.phase == Phase::claim_window ||
                       table.phase == Phase::awaiting_exposure;
  if (!in_play) return;
  for (int s = 0; s < seat_count(table); ++s) {
    if (!table.dealt_in.contains(Seat(s))) continue;
    // The player about to discard holds 11; everyone else 10 (a stolen card waits
    // beside the stealer's hand until the set is exposed).
    const bool deciding = table.phase == Phase::awaiting_discard && table.current == Seat(s);
    if (hand_size(table.players[s]) != (deciding ? 11 : 10)) {
      fail("seat " + std::to_string(s) + " holds " + std::to_string(hand_size(table.players[s])) +
           " cards in phase " + std::to_string(static_cast<int>(table.phase)));
    }
  }
  if (table.phase == Phase::claim_window) {
    require(!table.discard_pile.empty() && table.discard_pile.back() == table.window.card,
            "the card open to claims is the top of the discard pile");
  }
  require((table.phase == Phase::awaiting_exposure) == table.stolen_card.has_value(),
          "a stolen card waits exactly while its set is being chosen");
}

// Which seat holds each card concealed (-1: none), built once per check.
using Owners = std::array<int, kDeckSize>;

Owners concealed_owners(const Table& table) {
  Owners owners;
  owners.fill(-1);
  for (int s = 0; s < seat_count(table); ++s) {
    for (CardId c : table.players[s].concealed) {
      if (is_valid(c)) owners[static_cast<std::size_t>(index(c))] = s;
    }
  }
  return owners;
}

void require_visible(const Owners& owners, std::optional<Seat> viewer, CardId card,
                     const char* where) {
  require(is_valid(card), "a view shows only real cards");
  const int owner = owners[static_cast<std::size_t>(index(card))];
  if (owner >= 0 && (!viewer || index(*viewer) != owner)) {
    fail(std::string("a view shows seat ") + std::to_string(owner) + "'s concealed card " +
         std::to_string(index(card)) + " in " + where + " to " +
         (viewer ? "seat " + std::to_string(index(*viewer)) : std::string("a spectator")));
  }
}

void check_view(const Table& table, const Owners& owners, std::optional<Seat> viewer) {
  const TableView view = view_for(table, viewer);
  const bool seated = viewer && index(*viewer) < seat_count(table);
  std::vector<CardId> own;
  if (seated) own = table.players[index(*viewer)].concealed;
  std::sort(own.begin(), own.end());
  require(view.hand == own, "a seat's view holds exactly its own concealed cards");
  require(static_cast<int>(view.seats.size()) == seat_count(table), "a view lists every seat");
  for (int s = 0; s < seat_count(table); ++s) {
    require(view.seats[s].concealed_count == static_cast<int>(table.players[s].concealed.size()),
            "a view counts each seat's concealed cards");
    for (const auto& set : view.seats[s].exposed) {
      for (CardId c : set.cards) require_visible(owners, viewer, c, "exposed sets");
    }
  }
  for (CardId c : view.discard_pile) require_visible(owners, viewer, c, "the discard pile");
  if (view.just_drawn) require_visible(owners, viewer, *view.just_drawn, "just_drawn");
  if (view.stolen_card) require_visible(owners, viewer, *view.stolen_card, "stolen_card");
  if (view.window) require_visible(owners, viewer, view.window->card, "the claim window");
  for (const auto& [first, second] : view.legal.expose_options) {
    require(std::binary_search(own.begin(), own.end(), first) &&
                std::binary_search(own.begin(), own.end(), second),
            "exposure options are cards of the viewer's own hand");
  }
}

void check_events(const Outcome& outcome, std::optional<Seat> viewer) {
  for (const Event& e : outcome.events) {
    if (!e.audience.includes(viewer)) continue;
    if (const auto* dealt = std::get_if<HandDealt>(&e.body)) {
      require(viewer.has_value() && *viewer == dealt->seat,
              "a dealt hand is told only to its seat");
    }
    if (const auto* drawn = std::get_if<CardDrawn>(&e.body); drawn && drawn->card) {
      require(viewer.has_value() && *viewer == drawn->seat,
              "a drawn card is told only to its drawer");
    }
  }
}

}  // namespace

void check_refused(const Table& before, std::uint64_t hash_before, const Table& after,
                   const Outcome& outcome) {
  require(state_hash(after) == hash_before, "a refused intent changed state_hash");
  require(after == before, "a refused intent changed the table");
  require(outcome.events.empty() && outcome.effects.empty(),
          "a refused intent announced events or asked for timers");
}

void check_table(const Table& table, int tokens_total) {
  int tokens = 0;
  for (const auto& p : table.players) {
    require(p.tokens >= 0, "no seat has fewer than zero tokens");
    tokens += p.tokens;
  }
  require(tokens == tokens_total, "tokens are never created or destroyed");
  if (table.phase == Phase::not_started) return;

  std::array<int, kDeckSize> seen{};
  auto mark = [&](CardId c) {
    require(is_valid(c), "every card on the table is one of the 75");
    ++seen[static_cast<std::size_t>(index(c))];
  };
  for (const auto& p : table.players) {
    std::for_each(p.concealed.begin(), p.concealed.end(), mark);
    for (const auto& set : p.exposed) std::for_each(set.cards.begin(), set.cards.end(), mark);
  }
  std::for_each(table.draw_pile.begin(), table.draw_pile.end(), mark);
  std::for_each(table.discard_pile.begin(), table.discard_pile.end(), mark);
  if (table.stolen_card) mark(*table.stolen_card);
  for (int id = 0; id < kDeckSize; ++id) {
    if (seen[static_cast<std::size_t>(id)] != 1) {
      fail("card " + std::to_string(id) + " is on the table " +
           std::to_string(seen[static_cast<std::size_t>(id)]) + " times");
    }
  }
  check_hand_sizes(table);
}

void check_secrecy(const Table& table, const Outcome& outcome) {
  const Owners owners = concealed_owners(table);
  // Spectators, every seat, and a seat number past the table (treated as a spectator).
  for (int s = -1; s <= seat_count(table); ++s) {
    std::optional<Seat> viewer;
    if (s >= 0) viewer = Seat(static_cast<std::uint8_t>(s));
    check_view(table, owners, viewer);
    if (s < seat_count(table)) check_events(outcome, viewer);
  }
}

}  // namespace jongtable::fuzz
