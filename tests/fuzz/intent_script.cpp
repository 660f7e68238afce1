#include "intent_script.hpp"

#include <array>
#include <optional>

#include "fuzz_check.hpp"
#include "jongtable/nymj/hand.hpp"
#include "jongtable/nymj/scenario.hpp"
#include "jongtable/nymj/view.hpp"

namespace jongtable::fuzz {
namespace {

using namespace nymj;

template <typename T, std::size_t N>
T pick(ByteReader& in, const std::array<T, N>& options) {
  return options[static_cast<std::size_t>(in.below(static_cast<int>(N)))];
}

Settings settings_from(ByteReader& in) {
  Settings s;
  s.seats = 3 + in.below(2);
  // Few tokens end games (and bring tiebreakers) within a short input.
  s.starting_tokens = 1 + in.below(12);
  s.claim_window = pick(in, std::array<Millis, 4>{0, 1, 2500, 60000});
  s.lag_bound = pick(in, std::array<Millis, 4>{0, 1, 150, 1000});
  s.claim_margin = pick(in, std::array<Millis, 3>{0, 50, 1000});
  s.turn_clock = pick(in, std::array<Millis, 3>{0, 30000, 1});
  s.between_rounds = pick(in, std::array<Millis, 2>{0, 6000});
  s.turn_cap = 10 + in.below(60);
  return s;
}

// A scenario deal: faces and counts straight from the bytes, so most are refused
// (too many copies, wrong hand sizes, Ma or round out of range) and some are played.
std::optional<Table> scenario_from(ByteReader& in, const Settings& settings, std::uint64_t seed) {
  Scenario sc;
  sc.settings = settings;
  sc.seed = seed;
  sc.ma = Seat(static_cast<std::uint8_t>(in.below(kMaxPlayers)));
  sc.round = in.below(11);  // the protocol lets 0..9 through
  const int hands = settings.seats + (in.below(8) == 0 ? 1 : 0);
  for (int h = 0; h < hands; ++h) {
    const int size = (h == index(sc.ma) ? 11 : 10) + (in.below(16) == 0 ? 1 : 0);
    std::vector<Face>& hand = sc.hands.emplace_back();
    for (int c = 0; c < size; ++c)
      hand.push_back(Face(static_cast<std::uint8_t>(in.below(kFaceCount))));
  }
  const int top = in.below(4);
  for (int c = 0; c < top; ++c)
    sc.draw_pile_top.push_back(Face(static_cast<std::uint8_t>(in.below(kFaceCount))));
  if (in.below(2) == 0) {
    for (int s = 0; s < settings.seats; ++s) sc.tokens.push_back(in.below(20) - 1);
  }
  auto made = create_scenario(sc);
  require(made.table.has_value() == made.error.empty(),
          "create_scenario gives a table or a reason, never both or neither");
  return made.table;
}

Seat seat_from(ByteReader& in, const Table& table) {
  const int v = in.take<std::uint8_t>();
  if (v >= 0xF8) return Seat(static_cast<std::uint8_t>(v));  // far out of range
  if (v % 5 == 4) return table.current;
  return Seat(static_cast<std::uint8_t>(v % 5));  // 0..3: seat 3 is out of range at 3 seats
}

// Mostly the value the table expects; sometimes a neighbour of it or anything at all.
template <typename T>
T guided(ByteReader& in, T expected) {
  const int v = in.take<std::uint8_t>();
  if (v < 0xE0) return expected;
  if (v < 0xF0) return static_cast<T>(expected + (v & 0x7) - 4);
  return in.take<T>();
}

CardId card_of(ByteReader& in, const Table& table, Seat seat) {
  const int v = in.take<std::uint8_t>();
  if (index(seat) < static_cast<int>(table.players.size()) && v < 0xF0) {
    const auto& hand = table.players[index(seat)].concealed;
    if (!hand.empty()) return hand[static_cast<std::size_t>(v) % hand.size()];
  }
  return CardId(static_cast<std::uint8_t>(in.take<std::uint8_t>()));  // any id, even > 74
}

// A player who knows what they are doing, so that rounds are won as well as voided.
// The discard that leaves the current hand closest to winning.
CardId sensible_discard(const Table& table) {
  const Player& p = table.players[index(table.current)];
  if (p.concealed.empty()) return CardId{};
  const FaceCounts all = count_faces(p.concealed);
  const int sets = static_cast<int>(p.exposed.size());
  CardId best = p.concealed.front();
  int best_distance = kWinningHandSize + 1;
  for (CardId card : p.concealed) {
    FaceCounts rest = all;
    --rest[static_cast<std::size_t>(index(face_of(card)))];
    const int distance = cards_from_winning(rest, sets);
    if (distance < best_distance) best_distance = distance, best = card;
  }
  return best;
}

// A seat, searched from `from` on, that can still claim the open discard and use it
// (to win or to make a set); so rival claims meet in one window too.
std::optional<Seat> useful_claimant(const Table& table, int from) {
  const int seats = static_cast<int>(table.players.size());
  for (int k = 0; k < seats; ++k) {
    const auto seat = Seat(static_cast<std::uint8_t>((from + k) % seats));
    const Player& p = table.players[static_cast<std::size_t>(index(seat))];
    if (seat != table.window.discarder && table.dealt_in.contains(seat) &&
        !table.window.responded.contains(seat) &&
        classify_claim(count_faces(p.concealed), static_cast<int>(p.exposed.size()),
                       face_of(table.window.card)) != ClaimKind::mistaken) {
      return seat;
    }
  }
  return std::nullopt;
}

Millis latency_from(ByteReader& in) {
  if (in.below(16) == 0) return in.take<std::int64_t>();  // absurd estimates are clamped
  return in.take<std::uint16_t>() % 400;
}

}  // namespace

std::optional<Table> table_from(ByteReader& in) {
  const Settings settings = settings_from(in);
  const auto seed = in.take<std::uint64_t>();
  if (in.below(8) == 0) return scenario_from(in, settings, seed);
  return create_table(settings, seed);
}

// Moves a sensible player would make, where the phase allows them.
std::optional<Intent> sensible_intent(ByteReader& in, const Table& table) {
  switch (table.phase) {
    case Phase::not_started:
      return StartGame{};
    case Phase::round_over:
      return BeginNextRound{table.round};  // as the host's timer would
    case Phase::awaiting_discard: {
      const Player& p = table.players[index(table.current)];
      if (is_winning(p.concealed, static_cast<int>(p.exposed.size()))) {
        return DeclareWin{table.current};
      }
      return Discard{table.current, sensible_discard(table)};
    }
    case Phase::claim_window:
      if (const auto claimant = useful_claimant(table, in.below(kMaxPlayers))) {
        return Steal{*claimant, table.window.id, latency_from(in)};
      }
      return ClaimWindowExpired{table.window.id};  // as the host's timer would
    case Phase::awaiting_exposure: {
      const auto options = view_for(table, table.current).legal.expose_options;
      if (options.empty()) return std::nullopt;
      const auto& [first, second] =
          options[static_cast<std::size_t>(in.below(256)) % options.size()];
      return ExposeSet{table.current, first, second};
    }
    default:
      return std::nullopt;
  }
}

Intent next_intent(ByteReader& in, const Table& table) {
  const int kind = in.below(24);
  if (kind >= 16) {
    if (auto intent = sensible_intent(in, table)) return *intent;
  }
  switch (kind) {
    case 0:
      return StartGame{};
    case 1:
    case 2:
    case 3: {
      const Seat seat = seat_from(in, table);
      return Discard{seat, card_of(in, table, seat)};
    }
    case 4:
      return DeclareWin{seat_from(in, table)};
    case 5:
    case 6:
    case 7: {
      const Seat seat = seat_from(in, table);
      const auto window = guided(in, table.window.id);
      return Steal{seat, window, latency_from(in)};
    }
    case 8:
    case 9: {
      const Seat seat = seat_from(in, table);
      return Pass{seat, guided(in, table.window.id)};
    }
    case 10:
    case 11: {
      const Seat seat = seat_from(in, table);
      const CardId first = card_of(in, table, seat);
      return ExposeSet{seat, first, card_of(in, table, seat)};
    }
    case 12:
    case 13:
      return ClaimWindowExpired{guided(in, table.window.id)};
    case 14:
      return TurnClockExpired{guided(in, table.decision)};
    default:
      return BeginNextRound{guided(in, table.round)};
  }
}

Millis next_step(ByteReader& in) {
  const int v = in.take<std::uint8_t>();
  if (v < 0xC0) return v;                         // quick play
  if (v < 0xFF) return (v - 0xC0) * Millis{100};  // up to ~6 s: past claim windows
  return in.take<std::uint32_t>();
}

}  // namespace jongtable::fuzz
