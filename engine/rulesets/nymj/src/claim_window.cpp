// STEAL! and the claim window (docs/rules/nymj.md): opening on a discard, resolving the claims
// when it closes, and laying down the stolen set.
#include "jongtable/kernel/claim_window.hpp"

#include <algorithm>

#include "rules.hpp"

namespace jongtable::nymj::rules {
namespace {

// Claim priority: valid winning claims first; then the earliest effective time; an
// exact tie goes to the seat nearest after the discarder.
bool outranks(const Table& table, const Claim& a, const Claim& b) {
  const bool a_wins = a.kind == ClaimKind::wins;
  const bool b_wins = b.kind == ClaimKind::wins;
  if (a_wins != b_wins) return a_wins;
  if (a.effective_at != b.effective_at) return a.effective_at < b.effective_at;
  const Seat discarder = table.window.discarder;
  const int seats = static_cast<int>(table.players.size());
  return distance_after(discarder, a.seat, seats) < distance_after(discarder, b.seat, seats);
}

// The first concealed card of `face` in id order (the lowest copy), other than `except`.
CardId first_card_of(const Player& player, Face face, std::optional<CardId> except) {
  std::optional<CardId> first;
  for (CardId card : player.concealed) {
    if (face_of(card) == face && card != except && (!first || card < *first)) first = card;
  }
  return first.value_or(CardId{});  // always found for an option set_completions offered
}

// Why `beaten` lost to `best`, told only as far as the times and the public outcome show it:
// a claim slower than the awarded one lost on time even if it was a set beaten by a win,
// so that no beaten claim says whether its claimant could have won.
LostOn lost_on(const Table& table, const Claim& best, const Claim& beaten) {
  if (best.effective_at < beaten.effective_at) return LostOn::time;
  if (best.effective_at > beaten.effective_at) return LostOn::winning_claim;
  const Seat discarder = table.window.discarder;
  const int seats = static_cast<int>(table.players.size());
  const bool best_nearer =
      distance_after(discarder, best.seat, seats) < distance_after(discarder, beaten.seat, seats);
  return best_nearer ? LostOn::seat_order : LostOn::winning_claim;
}

// The race as every player is told it at the close: valid claims in the order they were
// ranked, then the mistaken ones in the order they arrived.
std::vector<ClaimReport> report_race(const Table& table) {
  const ClaimWindow& window = table.window;
  std::vector<Claim> valid;
  for (const Claim& claim : window.claims) {
    if (claim.kind != ClaimKind::mistaken) valid.push_back(claim);
  }
  std::stable_sort(valid.begin(), valid.end(),
                   [&](const Claim& a, const Claim& b) { return outranks(table, a, b); });
  const auto after_discard = [&](const Claim& claim) {
    return std::max<Millis>(0, claim.effective_at - window.opened_at);
  };
  std::vector<ClaimReport> report;
  for (const Claim& claim : valid) {
    const bool awarded = report.empty();
    const ReportedClaim kind = !awarded                        ? ReportedClaim::beaten
                               : claim.kind == ClaimKind::wins ? ReportedClaim::wins
                                                               : ReportedClaim::set;
    report.push_back({claim.seat, kind, awarded ? LostOn::none : lost_on(table, valid[0], claim),
                      after_discard(claim)});
  }
  for (const Claim& claim : window.claims) {
    if (claim.kind == ClaimKind::mistaken) {
      report.push_back({claim.seat, ReportedClaim::mistaken, LostOn::none, after_discard(claim)});
    }
  }
  return report;
}

}  // namespace

void open_claim_window(Table& table, Seat discarder, CardId card, Millis now, Outcome& out) {
  ClaimWindow& window = table.window;
  ++window.id;
  window.discarder = discarder;
  window.card = card;
  window.opened_at = now;
  window.closes_at = now + table.settings.claim_window;
  window.responded = SeatSet{};
  window.claims.clear();
  table.phase = Phase::claim_window;
  table.current = discarder;
  table.decision_deadline = 0;
  out.effects.emplace_back(CancelTimer{TimerKind::turn_clock});
  out.effects.emplace_back(StartTimer{TimerKind::claim_window, window.id, window.closes_at});
}

void close_claim_window(Table& table, Millis now, Outcome& out) {
  ClaimWindow& window = table.window;
  out.effects.emplace_back(CancelTimer{TimerKind::claim_window});
  const Claim* best = nullptr;
  for (const Claim& claim : window.claims) {
    if (claim.kind == ClaimKind::mistaken) {
      // Ignored, announced, and it costs the claimant their next turn.
      const int skips = ++table.players[index(claim.seat)].pending_skips;
      tell(out, Audience::everyone(), MistakenSteal{claim.seat, skips});
    } else if (best == nullptr || outranks(table, claim, *best)) {
      best = &claim;
    }
  }
  if (best == nullptr) {
    tell(out, Audience::everyone(), ClaimWindowClosed{window.id, std::nullopt, report_race(table)});
    next_turn_after(table, window.discarder, now, out);
    return;
  }

  const Claim awarded = *best;
  const Seat stealer = awarded.seat;
  Player& player = table.players[index(stealer)];
  table.discard_pile.pop_back();  // the open discard is always the latest one
  const bool wins = awarded.kind == ClaimKind::wins;
  tell(out, Audience::everyone(), ClaimWindowClosed{window.id, stealer, report_race(table)});
  tell(out, Audience::everyone(), CardStolen{stealer, window.discarder, window.card, wins});
  if (wins) {
    player.concealed.push_back(window.card);
    end_round_with_win(table, stealer, WinMethod::stealing, now, out);
    return;
  }
  // Players between the discarder and the stealer lose their turn to the steal.
  table.stolen_card = window.card;
  table.just_drawn.reset();
  const auto options = set_completions(count_faces(player.concealed), face_of(window.card));
  if (options.size() == 1) {
    const CardId first = first_card_of(player, options[0].first, std::nullopt);
    const CardId second = first_card_of(player, options[0].second, first);
    table.current = stealer;
    expose_set(table, first, second, false, now, out);
    return;
  }
  start_decision(table, stealer, Phase::awaiting_exposure, now, out);
}

std::vector<std::pair<CardId, CardId>> exposure_options(const Table& table) {
  std::vector<std::pair<CardId, CardId>> pairs;
  exposure_options(table, pairs);
  return pairs;
}

void exposure_options(const Table& table, std::vector<std::pair<CardId, CardId>>& pairs) {
  pairs.clear();
  if (!table.stolen_card) return;
  const Player& player = table.players[index(table.current)];
  for (const auto& option :
       set_completions(count_faces(player.concealed), face_of(*table.stolen_card))) {
    const CardId first = first_card_of(player, option.first, std::nullopt);
    pairs.emplace_back(first, first_card_of(player, option.second, first));
  }
}

void expose_set(Table& table, CardId first, CardId second, bool by_turn_clock, Millis now,
                Outcome& out) {
  const Seat stealer = table.current;
  Player& player = table.players[index(stealer)];
  remove_card(player.concealed, first);
  remove_card(player.concealed, second);
  ExposedSet set{{first, second, *table.stolen_card}};
  std::sort(set.cards.begin(), set.cards.end());
  player.exposed.push_back(set);
  table.stolen_card.reset();
  tell(out, Audience::everyone(), SetExposed{stealer, set, by_turn_clock});
  start_decision(table, stealer, Phase::awaiting_discard, now, out);
}

}  // namespace jongtable::nymj::rules
