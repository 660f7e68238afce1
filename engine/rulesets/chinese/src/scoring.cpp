// Arranging a hand into groups and scoring it from the book's table. A winning hand is
// searched exhaustively (a pair, then groups from the lowest card up), so the arrangement
// that scores highest is found; a losing hand is scored by counts alone, because only
// pungs, kongs and pairs score and chows never do.
#include "jongtable/chinese/scoring.hpp"

#include <algorithm>

namespace jongtable::chinese {
namespace {

using Stack = FixedList<Group, 8>;

bool is_set(const Group& g) {
  return g.type == GroupType::pung || g.type == GroupType::kong;
}

// Suit doubles depend on the cards alone, whatever the arrangement.
void add_suit_doubles(const KindCounts& concealed, std::span<const Group> exposed,
                      FixedList<DoubleLine, 12>& doubles, int& doublings) {
  unsigned suits = 0;
  bool honours = false;
  auto look = [&](Kind kind) {
    if (is_numbered(kind)) {
      suits |= 1u << static_cast<unsigned>(suit_of(kind));
    } else {
      honours = true;
    }
  };
  for (int k = 0; k < kKindCount; ++k) {
    if (concealed[k] > 0) look(Kind(k));
  }
  for (const Group& g : exposed) look(g.kind);
  const bool one_suit = suits == 1 || suits == 2 || suits == 4;
  if (one_suit && !honours) {
    doubles.push_back({DoubleReason::pure_one_suit, kBookTable.pure_one_suit_doubles});
  } else if (one_suit && honours) {
    doubles.push_back(
        {DoubleReason::one_suit_with_honours, kBookTable.one_suit_with_honours_doubles});
  } else if (suits == 0 && honours) {
    doubles.push_back({DoubleReason::only_honours, kBookTable.only_honours_doubles});
  }
  if (!doubles.empty()) doublings += doubles.back().times;
}

class WinSearch {
 public:
  WinSearch(const KindCounts& concealed, std::span<const Group> exposed, Kind own_wind, int seats,
            const WinContext* context)
      : counts_(concealed),
        exposed_(exposed),
        own_wind_(own_wind),
        seats_(seats),
        context_(context) {}

  // Runs the search; true when some arrangement wins.
  bool run() {
    int cards = 0;
    for (std::uint8_t c : counts_) cards += c;
    int pairs = 0, threes = 0, fours = 0;
    for (const Group& g : exposed_) {
      cards += g.size;
      if (g.type == GroupType::pair)
        ++pairs;
      else if (g.size == 3)
        ++threes;
      else
        ++fours;
    }
    const bool six = seats_ == 6;
    if (cards != (six ? 11 : 14) || pairs > 1) return false;
    if (context_ != nullptr) prepare_fixed_score();
    // Shapes: four 3-card groups or three 4-card groups (six players: three 3-card).
    const int want3 = six ? 3 : 4;
    const int want4 = six ? 0 : 3;
    if (pairs == 1) {
      if (fours == 0 && threes <= want3) search(0, want3 - threes, 0);
      if (!six && threes == 0 && fours <= want4) search(0, 0, want4 - fours);
      return found_;
    }
    for (int k = 0; k < kKindCount && !(found_ && context_ == nullptr); ++k) {
      if (counts_[k] < 2) continue;
      counts_[k] -= 2;
      stack_.push_back({GroupType::pair, Kind(k), 2, false});
      if (fours == 0 && threes <= want3) search(0, want3 - threes, 0);
      if (!six && threes == 0 && fours <= want4) search(0, 0, want4 - fours);
      stack_.pop_back();
      counts_[k] += 2;
    }
    return found_;
  }

  [[nodiscard]] HandScore best_score() const {
    HandScore score;
    for (const Group& g : exposed_) score.groups.push_back({g, group_points(g, own_wind_)});
    for (const Group& g : best_) score.groups.push_back({g, group_points(g, own_wind_)});
    bool chows = false;
    int dragons = 0, own = 0;
    for (const ScoredGroup& sg : score.groups) {
      score.set_points += sg.points;
      chows = chows || sg.group.type == GroupType::chow;
      if (is_set(sg.group) && is_dragon(sg.group.kind)) ++dragons;
      if (is_set(sg.group) && sg.group.kind == own_wind_) ++own;
    }
    const ScoringTable& t = kBookTable;
    score.bonuses.push_back({Bonus::mah_jongg, t.mah_jongg});
    if (!chows) score.bonuses.push_back({Bonus::no_chows, t.no_chows});
    if (context_->drew_last_card)
      score.bonuses.push_back({Bonus::last_card_drawn, t.last_card_drawn});
    if (context_->flowers > 0) {
      score.bonuses.push_back({Bonus::flowers, t.per_flower * context_->flowers});
    }
    score.base = score.set_points;
    for (const BonusLine& b : score.bonuses) score.base += b.points;
    if (exposed_.empty()) {
      score.doubles.push_back({DoubleReason::all_concealed, t.all_concealed_doubles});
    }
    for (int i = 0; i < dragons; ++i) {
      score.doubles.push_back({DoubleReason::dragon_set, t.dragon_set_doubles});
    }
    for (int i = 0; i < own; ++i) {
      score.doubles.push_back({DoubleReason::own_wind_set, t.own_wind_set_doubles});
    }
    for (const DoubleLine& d : fixed_doubles_) score.doubles.push_back(d);
    for (const DoubleLine& d : score.doubles) score.doublings += d.times;
    score.total = score.base << score.doublings;
    return score;
  }

 private:
  void prepare_fixed_score() {
    int unused = 0;
    add_suit_doubles(counts_, exposed_, fixed_doubles_, unused);
    if (context_->all_four_flowers) {
      fixed_doubles_.push_back(
          {DoubleReason::all_four_flowers, kBookTable.all_four_flowers_doubles});
    }
    if (context_->all_four_seasons) {
      fixed_doubles_.push_back(
          {DoubleReason::all_four_seasons, kBookTable.all_four_seasons_doubles});
    }
    for (const DoubleLine& d : fixed_doubles_) fixed_doublings_ += d.times;
    fixed_base_ = kBookTable.mah_jongg +
                  (context_->drew_last_card ? kBookTable.last_card_drawn : 0) +
                  kBookTable.per_flower * context_->flowers;
    if (exposed_.empty()) fixed_doublings_ += kBookTable.all_concealed_doubles;
    for (const Group& g : exposed_) {
      fixed_sets_ += group_points(g, own_wind_);
      fixed_chows_ = fixed_chows_ || g.type == GroupType::chow;
      if (is_set(g) && is_dragon(g.kind)) ++fixed_set_doubles_;
      if (is_set(g) && g.kind == own_wind_) ++fixed_set_doubles_;
    }
  }

  void search(int from, int need3, int need4) {
    if (found_ && context_ == nullptr) return;
    int k = from;
    while (k < kKindCount && counts_[k] == 0) ++k;
    if (k == kKindCount) {
      if (need3 == 0 && need4 == 0) leaf();
      return;
    }
    const int c = counts_[k];
    const Kind kind = Kind(k);
    const bool runs3 =
        is_numbered(kind) && rank_of(kind) <= 7 && counts_[k + 1] > 0 && counts_[k + 2] > 0;
    if (need3 > 0 && c >= 3) try_group(k, {GroupType::pung, kind, 3, false}, need3 - 1, need4);
    if (need4 > 0 && c >= 4) try_group(k, {GroupType::kong, kind, 4, false}, need3, need4 - 1);
    if (need3 > 0 && runs3) try_group(k, {GroupType::chow, kind, 3, false}, need3 - 1, need4);
    if (need4 > 0 && runs3 && rank_of(kind) <= 6 && counts_[k + 3] > 0) {
      try_group(k, {GroupType::chow, kind, 4, false}, need3, need4 - 1);
    }
  }

  void try_group(int k, const Group& g, int need3, int need4) {
    take(g, -1);
    stack_.push_back(g);
    search(k, need3, need4);
    stack_.pop_back();
    take(g, +1);
  }

  void take(const Group& g, int sign) {
    const int k = index(g.kind);
    if (g.type == GroupType::chow) {
      for (int i = 0; i < g.size; ++i)
        counts_[k + i] = static_cast<std::uint8_t>(counts_[k + i] + sign);
    } else {
      counts_[k] = static_cast<std::uint8_t>(counts_[k] + sign * g.size);
    }
  }

  void leaf() {
    found_ = true;
    if (context_ == nullptr) return;
    int sets = fixed_sets_;
    bool chows = fixed_chows_;
    int doublings = fixed_doublings_ + fixed_set_doubles_;
    for (const Group& g : stack_) {
      sets += group_points(g, own_wind_);
      chows = chows || g.type == GroupType::chow;
      if (is_set(g) && (is_dragon(g.kind) || g.kind == own_wind_)) ++doublings;
    }
    const int base = fixed_base_ + sets + (chows ? 0 : kBookTable.no_chows);
    const long long total = static_cast<long long>(base) << doublings;
    if (!have_best_ || total > best_total_) {
      have_best_ = true;
      best_total_ = total;
      best_ = stack_;
    }
  }

  KindCounts counts_;
  std::span<const Group> exposed_;
  Kind own_wind_;
  int seats_;
  const WinContext* context_;
  Stack stack_;
  Stack best_;
  bool found_ = false;
  bool have_best_ = false;
  long long best_total_ = 0;
  FixedList<DoubleLine, 12> fixed_doubles_;
  int fixed_doublings_ = 0;
  int fixed_set_doubles_ = 0;
  int fixed_base_ = 0;
  int fixed_sets_ = 0;
  bool fixed_chows_ = false;
};

}  // namespace

int group_points(const Group& g, Kind own_wind, const ScoringTable& t) {
  const bool honour = is_honour(g.kind);
  const bool terminal = is_terminal(g.kind);
  switch (g.type) {
    case GroupType::pair:
      return is_dragon(g.kind) || g.kind == own_wind ? t.pair_scoring : 0;
    case GroupType::pung:
      return honour ? t.pung_honour : terminal ? t.pung_terminal : t.pung_simple;
    case GroupType::kong:
      return honour ? t.kong_honour : terminal ? t.kong_terminal : t.kong_simple;
    case GroupType::chow:
      return t.chow;
  }
  return 0;
}

bool is_winning(const KindCounts& concealed, std::span<const Group> exposed, int seats) {
  WinSearch search(concealed, exposed, Kind{}, seats, nullptr);
  return search.run();
}

std::optional<HandScore> score_winner(const KindCounts& concealed, std::span<const Group> exposed,
                                      Kind own_wind, int seats, const WinContext& context) {
  WinSearch search(concealed, exposed, own_wind, seats, &context);
  if (!search.run()) return std::nullopt;
  return search.best_score();
}

HandScore score_loser(const KindCounts& concealed, std::span<const Group> exposed, Kind own_wind,
                      int seats) {
  HandScore score;
  for (const Group& g : exposed) score.groups.push_back({g, group_points(g, own_wind)});
  // Each kind on its own scores highest as a kong, else pungs, else a scoring pair: a
  // chow scores nothing, and splitting a pung or kong into pairs never scores more.
  for (int k = 0; k < kKindCount; ++k) {
    int c = concealed[k];
    const Kind kind = Kind(k);
    // Six players form no kongs: any three of a kind are a pung.
    if (seats != 6 && c == 4) {
      score.groups.push_back({{GroupType::kong, kind, 4, false}, 0});
      c = 0;
    }
    while (c >= 3 && score.groups.size() + 1 < score.groups.capacity()) {
      score.groups.push_back({{GroupType::pung, kind, 3, false}, 0});
      c -= 3;
    }
    // Every scoring pair counts for a loser, not one as in a winning hand (ruled in
    // docs/rules/chinese.md "Scoring"); a pair that scores nothing is not worth naming.
    const Group pair{GroupType::pair, kind, 2, false};
    if (c == 2 && group_points(pair, own_wind) > 0 &&
        score.groups.size() < score.groups.capacity()) {
      score.groups.push_back({pair, 0});
    }
  }
  for (ScoredGroup& sg : score.groups) {
    sg.points = group_points(sg.group, own_wind);
    score.set_points += sg.points;
    if (!is_set(sg.group)) continue;
    if (is_dragon(sg.group.kind)) {
      score.doubles.push_back({DoubleReason::dragon_set, kBookTable.dragon_set_doubles});
    }
    if (sg.group.kind == own_wind) {
      score.doubles.push_back({DoubleReason::own_wind_set, kBookTable.own_wind_set_doubles});
    }
  }
  score.base = score.set_points;
  for (const DoubleLine& d : score.doubles) score.doublings += d.times;
  score.total = score.base << score.doublings;
  return score;
}

PaymentMatrix settle(int seats, kernel::Seat winner, kernel::Seat east,
                     const std::array<int, kMaxPlayers>& scores, int limit) {
  PaymentMatrix pay{};
  const int w = kernel::index(winner);
  const int e = kernel::index(east);
  auto amount = [&](int points, int a, int b) {
    int value = points * (a == e || b == e ? 2 : 1);
    if (limit > 0) value = std::min(value, limit);
    return value;
  };
  for (int s = 0; s < seats; ++s) {
    if (s != w) pay[s][w] = amount(scores[w], s, w);
  }
  // Losers settle between themselves: the lower score pays the higher the difference.
  for (int a = 0; a < seats; ++a) {
    for (int b = a + 1; b < seats; ++b) {
      if (a == w || b == w || scores[a] == scores[b]) continue;
      const int high = scores[a] > scores[b] ? a : b;
      const int low = high == a ? b : a;
      pay[low][high] = amount(scores[high] - scores[low], a, b);
    }
  }
  return pay;
}

}  // namespace jongtable::chinese
