// Discards and calls (docs/rules/chinese.md "Calling"): a discard opens a window of the same
// length for every seat; it closes when every seat has answered, when its time is up, or
// when the best possible call is in and every nearer seat has answered. Mah jongg comes
// first, then the seat whose turn would come next; arrival time never matters.
#include <algorithm>

#include "rules.hpp"

namespace jongtable::chinese::rules {
namespace {

// A mah jongg call from any seat first, then the seat whose turn comes soonest.
kernel::SeatOrderPriority priority(const State& state) {
  return {state.settings.seats, true};
}

// The group a call names with the discard, or why it makes none.
std::optional<RuleError> name_group(const State& state, const Call& call, Group& group) {
  const Kind discard = kind_of(state.window.card);
  const bool six = state.settings.seats == 6;
  const int n = static_cast<int>(call.cards.size());
  const bool same = std::all_of(call.cards.begin(), call.cards.end(),
                                [&](CardId c) { return kind_of(c) == discard; });
  switch (call.type) {
    case GroupType::pair:
      if (n != 1 || !same) return RuleError::not_a_set;
      if (!call.mah_jongg) return RuleError::pair_only_for_mah_jongg;
      group = {GroupType::pair, discard, 2, true};
      return std::nullopt;
    case GroupType::pung:
      if (n != 2 || !same) return RuleError::not_a_set;
      group = {GroupType::pung, discard, 3, true};
      return std::nullopt;
    case GroupType::kong:
      if (n != 3 || !same) return RuleError::not_a_set;
      if (six) return RuleError::no_kongs_for_six;
      group = {GroupType::kong, discard, 4, true};
      return std::nullopt;
    case GroupType::chow: {
      if (n != 2 && n != 3) return RuleError::not_a_set;
      if (!is_numbered(discard)) return RuleError::not_a_set;
      std::array<int, 4> kinds{};
      kinds[0] = index(discard);
      for (int i = 0; i < n; ++i) kinds[i + 1] = index(kind_of(call.cards[i]));
      // Insertion sort by hand: four items, and std::sort's unrolled path trips
      // -Warray-bounds on so short an array.
      for (int i = 1; i <= n; ++i) {
        for (int j = i; j > 0 && kinds[j] < kinds[j - 1]; --j) std::swap(kinds[j], kinds[j - 1]);
      }
      for (int i = 0; i <= n; ++i) {
        if (!is_numbered(Kind(kinds[i])) || suit_of(Kind(kinds[i])) != suit_of(discard)) {
          return RuleError::not_a_set;
        }
        if (i > 0 && kinds[i] != kinds[i - 1] + 1) return RuleError::not_a_set;
      }
      if (six && n == 3) return RuleError::no_kongs_for_six;
      group = {GroupType::chow, Kind(kinds[0]), static_cast<std::uint8_t>(n + 1), true};
      return std::nullopt;
    }
  }
  return RuleError::not_a_set;
}

}  // namespace

std::optional<RuleError> check_call(const State& state, const Call& call, Claim& claim) {
  const Player& caller = player_at(state, call.seat);
  for (std::size_t i = 0; i < call.cards.size(); ++i) {
    if (!caller.concealed.contains(call.cards[i])) return RuleError::card_not_held;
    for (std::size_t j = 0; j < i; ++j) {
      if (call.cards[j] == call.cards[i]) return RuleError::card_not_held;
    }
  }
  Group group;
  if (auto error = name_group(state, call, group)) return error;
  if (!call.mah_jongg && caller.concealed.size() <= call.cards.size()) {
    return RuleError::no_card_to_discard;
  }
  if (call.mah_jongg) {
    // The named group is laid faceup; the rest of the hand must complete a winner.
    Hand rest = caller.concealed;
    for (CardId card : call.cards) rest.remove(card);
    auto groups = exposed_groups(caller);
    groups.push_back(group);
    if (!is_winning(count_kinds(rest), groups, state.settings.seats)) {
      return RuleError::not_a_winning_hand;
    }
  }
  claim.type = call.type;
  claim.cards.assign(call.cards.begin(), call.cards.end());
  claim.mah_jongg = call.mah_jongg;
  return std::nullopt;
}

void discard_card(State& state, Seat seat, CardId card, bool by_turn_clock, Millis now,
                  Outcome& out) {
  player_at(state, seat).concealed.remove(card);
  state.discards.push_back(card);
  state.last_discard = LastDiscard{seat, card};
  state.just_drawn.reset();
  ClaimWindow& window = state.window;
  window.open(window.id + 1, seat, card, now, state.settings.claim_window,
              SeatSet::first(state.settings.seats));
  window.clear_claims();
  state.phase = Phase::claim_window;
  state.current = seat;
  state.decision_deadline = 0;
  out.effects.emplace_back(kernel::CancelTimer{kernel::TimerKind::turn_clock});
  out.effects.emplace_back(
      kernel::StartTimer{kernel::TimerKind::claim_window, window.id, window.closes_at});
  tell(out, Audience::everyone(),
       CardDiscarded{seat, card, window.id, window.closes_at, by_turn_clock});
}

void close_window_if_settled(State& state, Millis now, Outcome& out) {
  if (kernel::settled(state.window, priority(state))) close_window(state, now, out);
}

void close_window(State& state, Millis now, Outcome& out) {
  ClaimWindow& window = state.window;
  out.effects.emplace_back(kernel::CancelTimer{kernel::TimerKind::claim_window});
  const std::optional<Seat> best = kernel::resolve(window, priority(state));
  tell(out, Audience::everyone(), WindowClosed{window.id, best});
  if (!best) {
    draw_for(state, kernel::seat_after(window.discarder, state.settings.seats), now, out);
    return;
  }
  // The caller lays the group faceup and plays on; the seats between are skipped.
  const Seat caller = *best;
  Player& player = player_at(state, caller);
  const Claim& claim = window.claim_of(caller);
  state.discards.pop_back();  // the open discard is always the latest
  Meld meld;
  meld.from = window.discarder;
  meld.cards.push_back(window.card);
  for (CardId card : claim.cards) {
    player.concealed.remove(card);
    meld.cards.insert_sorted(card);
  }
  std::array<int, 4> kinds{};
  for (std::size_t i = 0; i < meld.cards.size(); ++i) kinds[i] = index(kind_of(meld.cards[i]));
  const int lowest = *std::min_element(kinds.begin(), kinds.begin() + meld.cards.size());
  meld.group = {claim.type, Kind(lowest), static_cast<std::uint8_t>(meld.cards.size()), true};
  player.exposed.push_back(meld);
  tell(out, Audience::everyone(), GroupExposed{caller, meld, claim.mah_jongg});
  if (claim.mah_jongg) {
    win(state, caller, true, false, now, out);
    return;
  }
  start_decision(state, caller, false, now, out);
}

}  // namespace jongtable::chinese::rules
