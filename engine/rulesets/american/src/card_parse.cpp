// Reading a card in the notation of docs/rules/american-card.md. Every line is checked; the first
// fault is reported with its line number and what is wrong, and nothing is half-read.
#include <algorithm>
#include <bit>
#include <charconv>

#include "jongtable/american/card_spec.hpp"

namespace jongtable::american {
namespace {

constexpr FaceMask kNumbers = (FaceMask{1} << 27) - 1;
constexpr FaceMask kDragons = bit(kRedDragon) | bit(kGreenDragon) | bit(kWhiteDragon);
constexpr FaceMask kWinds = FaceMask{0xF} << 30;

FaceMask suit_numbers(int suit) {
  return FaceMask{0x1FF} << (suit * 9);
}
FaceMask parity(int remainder) {
  FaceMask mask = 0;
  for (int s = 0; s < 3; ++s) {
    for (int rank = 1; rank <= 9; ++rank) {
      if (rank % 2 == remainder) mask |= bit(number_face(Suit(s), rank));
    }
  }
  return mask;
}

std::optional<FaceMask> class_mask(std::string_view word) {
  if (word == "any") return kNumbers | kDragons | kWinds | bit(kFlower);
  if (word == "number") return kNumbers;
  if (word == "even") return parity(0);
  if (word == "odd") return parity(1);
  if (word == "dragon") return kDragons;
  if (word == "wind") return kWinds;
  if (word == "honour" || word == "honor") return kDragons | kWinds;
  if (word == "flower") return bit(kFlower);
  return std::nullopt;
}

// One group as written, before its variables are chosen.
struct Token {
  int size = 0;
  int suit = -1;        // -1 none; 0-2 Craks, Dots, Bams; 3-5 the variables a, b, c
  int number_var = -1;  // -1 a literal; 0 n, 1 m
  int number = 0;       // the literal, or the offset from the variable
  FaceMask faces = 0;   // a fixed face or a class (then `suit` narrows it)
  bool is_class = false;
  bool permuted = false;   // inside ( ): sizes are exchanged among these groups
  std::string_view kinds;  // the class words as written, for the printed card
};

PrintedGroup printed(const Token& t) {
  PrintedGroup g;
  g.size = t.size;
  g.any_order = t.permuted;
  g.kinds = std::string(t.kinds);
  if (t.suit < 0 && !t.is_class)
    g.face = Face(static_cast<std::uint8_t>(std::countr_zero(t.faces)));
  g.suit = t.suit;
  g.number_var = t.number_var;
  g.number = t.number;
  return g;
}

struct Parser {
  std::string_view text;
  std::string_view section;
  Card card;
  std::optional<CardError> error;
  int line_no = 0;
  std::size_t expansions = 0;  // ways tried so far, over the whole card

  void fail(std::string what) {
    if (!error) error = CardError{line_no, std::move(what)};
  }

  std::optional<Token> group(std::string_view word) {
    Token token;
    if (word.empty() || word[0] < '1' || word[0] > '6') {
      fail("group '" + std::string(word) + "' must start with its size, 1-6");
      return std::nullopt;
    }
    token.size = word[0] - '0';
    std::string_view rest = word.substr(1);
    auto bad = [&](std::string_view why) {
      fail("group '" + std::string(word) + "': " + std::string(why));
      return std::nullopt;
    };
    if (rest.empty()) return bad("no face after the size");
    auto read_class = [&](std::string_view spec) -> std::optional<FaceMask> {
      if (spec.size() < 2 || spec.front() != '[' || spec.back() != ']') return std::nullopt;
      spec = spec.substr(1, spec.size() - 2);
      FaceMask mask = 0;
      while (true) {
        const auto bar = spec.find('|');
        const auto one = class_mask(spec.substr(0, bar));
        if (!one) return std::nullopt;
        mask |= *one;
        if (bar == std::string_view::npos) break;
        spec = spec.substr(bar + 1);
      }
      return mask;
    };
    if (rest[0] == '[') {
      const auto mask = read_class(rest);
      if (!mask) return bad("unknown class (any, number, even, odd, dragon, wind, honour, flower)");
      token.faces = *mask;
      token.is_class = true;
      token.kinds = rest.substr(rest.find('[') + 1, rest.size() - rest.find('[') - 2);
      return token;
    }
    if (const auto face = face_from_code(rest); face && *face != kJoker) {
      token.faces = bit(*face);
      return token;
    }
    if (rest == "J") return bad("a Joker is not a face of a group");
    const std::string_view suits = "CDBabc";
    const auto suit = suits.find(rest[0]);
    if (suit == std::string_view::npos) return bad("unknown face");
    token.suit = static_cast<int>(suit);
    rest = rest.substr(1);
    if (!rest.empty() && rest[0] == '[') {
      const auto mask = read_class(rest);
      if (!mask) return bad("unknown class (any, number, even, odd, dragon, wind, honour, flower)");
      token.faces = *mask;
      token.is_class = true;
      token.kinds = rest.substr(rest.find('[') + 1, rest.size() - rest.find('[') - 2);
      return token;
    }
    if (rest.size() == 1 && rest[0] >= '1' && rest[0] <= '9') {
      token.number = rest[0] - '0';
      return token;
    }
    if (!rest.empty() && (rest[0] == 'n' || rest[0] == 'm')) {
      token.number_var = rest[0] == 'n' ? 0 : 1;
      if (rest.size() == 1) return token;
      if (rest.size() == 3 && rest[1] == '+' && rest[2] >= '1' && rest[2] <= '8') {
        token.number = rest[2] - '0';
        return token;
      }
    }
    return bad("a suit must be followed by 1-9, n, n+1..n+8, m, m+k or [class]");
  }

  // How many suit assignments tell the variables in use apart (1, 3 or 6).
  static std::size_t suit_choices(const bool (&suit_var)[3]) {
    const int used = suit_var[0] + suit_var[1] + suit_var[2];
    return used == 0 ? 1 : used == 1 ? 3 : 6;
  }
  // The distinct orders of a multiset of sizes (at most 7! = 5040).
  static std::size_t orders_of(const std::vector<int>& sorted_sizes) {
    std::size_t orders = 1;
    for (std::size_t k = 2; k <= sorted_sizes.size(); ++k) orders *= k;
    for (std::size_t i = 0; i < sorted_sizes.size();) {
      std::size_t j = i;
      while (j < sorted_sizes.size() && sorted_sizes[j] == sorted_sizes[i]) ++j;
      for (std::size_t k = 2; k <= j - i; ++k) orders /= k;
      i = j;
    }
    return orders;
  }

  // Every variation of one `=` line, appended to `out`.
  void expand(const std::vector<Token>& tokens, int hand, std::vector<Variation>& out) {
    bool suit_var[3] = {false, false, false};
    int max_offset[2] = {-1, -1};
    std::vector<std::size_t> permuted;
    for (std::size_t i = 0; i < tokens.size(); ++i) {
      const Token& t = tokens[i];
      if (t.suit >= 3) suit_var[t.suit - 3] = true;
      if (!t.is_class && t.suit >= 0 && t.number_var >= 0) {
        max_offset[t.number_var] = std::max(max_offset[t.number_var], t.number);
      }
      if (t.permuted) permuted.push_back(i);
    }
    std::vector<int> sizes;
    for (std::size_t i : permuted) sizes.push_back(tokens[i].size);
    std::sort(sizes.begin(), sizes.end());
    // Counted before anything is built, so a short line that would expand to millions
    // is refused at once.
    const std::size_t ways = suit_choices(suit_var) *
                             static_cast<std::size_t>(max_offset[0] < 0 ? 1 : 9 - max_offset[0]) *
                             static_cast<std::size_t>(max_offset[1] < 0 ? 1 : 9 - max_offset[1]) *
                             orders_of(sizes);
    expansions += ways;
    if (expansions > kMaxExpansions) {
      return fail("the card expands to more than " + std::to_string(kMaxExpansions) +
                  " ways of choosing suits, numbers and sizes (the limit)");
    }
    const std::size_t before = out.size();
    const int suits[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
    for (const auto& pick : suits) {
      // Only the variables in use tell assignments apart; skip repeats of the others.
      bool repeat = false;
      for (const auto& earlier : suits) {
        if (&earlier == &pick) break;
        bool same = true;
        for (int v = 0; v < 3; ++v) same = same && (!suit_var[v] || earlier[v] == pick[v]);
        repeat = repeat || same;
      }
      if (repeat) continue;
      for (int n = 1; n <= (max_offset[0] < 0 ? 1 : 9 - max_offset[0]); ++n) {
        for (int m = 1; m <= (max_offset[1] < 0 ? 1 : 9 - max_offset[1]); ++m) {
          std::vector<int> order = sizes;
          do {
            Variation v;
            v.hand = hand;
            bool possible = true;
            std::size_t next_permuted = 0;
            for (const Token& t : tokens) {
              HandGroup g;
              g.size = static_cast<std::uint8_t>(t.permuted ? order[next_permuted++] : t.size);
              const int suit = t.suit >= 3 ? pick[t.suit - 3] : t.suit;
              if (t.is_class) {
                g.faces = t.faces;
                if (suit >= 0) {
                  // In a suit, a dragon is the suit's matching one (Craks-Red, Dots-White,
                  // Bams-Green); the other kinds are that suit's numbers.
                  const FaceMask matching = suit == 0   ? bit(kRedDragon)
                                            : suit == 1 ? bit(kWhiteDragon)
                                                        : bit(kGreenDragon);
                  g.faces = (t.faces & suit_numbers(suit)) |
                            ((t.faces & kDragons) == kDragons ? matching : 0);
                }
              } else if (suit >= 0) {
                const int rank = t.number + (t.number_var == 0 ? n : t.number_var == 1 ? m : 0);
                g.faces = bit(number_face(Suit(suit), rank));
              } else {
                g.faces = t.faces;
              }
              if (g.faces == 0) possible = false;
              if (std::popcount(g.faces) == 1) {
                if (v.fixed & g.faces) possible = false;  // one face, two groups
                v.fixed |= g.faces;
                if (g.size <= 2) v.natural_only |= g.faces;
              }
              v.allowed |= g.faces;
              v.groups[v.group_count++] = g;
            }
            if (!possible) continue;
            // Largest groups first: the matcher fails sooner on them.
            std::sort(v.groups.begin(), v.groups.begin() + v.group_count,
                      [](const HandGroup& a, const HandGroup& b) {
                        return a.size != b.size ? a.size > b.size : a.faces < b.faces;
                      });
            out.push_back(v);
          } while (std::next_permutation(order.begin(), order.end()));
        }
      }
    }
    // The same variation reached twice (symmetric suits, equal sizes) counts once.
    auto same = [](const Variation& a, const Variation& b) {
      return a.group_count == b.group_count &&
             std::equal(a.groups.begin(), a.groups.begin() + a.group_count, b.groups.begin());
    };
    auto less = [](const Variation& a, const Variation& b) {
      return std::lexicographical_compare(
          a.groups.begin(), a.groups.begin() + a.group_count, b.groups.begin(),
          b.groups.begin() + b.group_count, [](const HandGroup& x, const HandGroup& y) {
            return x.size != y.size ? x.size < y.size : x.faces < y.faces;
          });
    };
    std::sort(out.begin() + static_cast<std::ptrdiff_t>(before), out.end(), less);
    out.erase(std::unique(out.begin() + static_cast<std::ptrdiff_t>(before), out.end(), same),
              out.end());
    if (out.size() == before) fail("no way to make this line (faces repeat or do not exist)");
  }

  void pattern_line(std::string_view rest) {
    if (card.hands.empty()) return fail("'=' line before any 'hand' line");
    std::vector<Token> tokens;
    bool in_parens = false;
    int total = 0;
    std::size_t pos = 0;
    while (pos < rest.size()) {
      while (pos < rest.size() && rest[pos] == ' ') ++pos;
      if (pos >= rest.size()) break;
      std::size_t end = rest.find(' ', pos);
      if (end == std::string_view::npos) end = rest.size();
      std::string_view word = rest.substr(pos, end - pos);
      pos = end;
      bool opens = false;
      bool closes = false;
      if (!word.empty() && word.front() == '(') {
        opens = true;
        word.remove_prefix(1);
      }
      if (!word.empty() && word.back() == ')') {
        closes = true;
        word.remove_suffix(1);
      }
      if (opens && in_parens) return fail("'(' inside '('");
      if (opens) in_parens = true;
      if (word.empty()) {
        if (!closes) continue;
      } else {
        auto token = group(word);
        if (!token) return;
        token->permuted = in_parens;
        total += token->size;
        tokens.push_back(*token);
      }
      if (closes) {
        if (!in_parens) return fail("')' without '('");
        in_parens = false;
      }
    }
    if (in_parens) return fail("'(' not closed");
    if (total != kHandSize) {
      return fail("the groups make " + std::to_string(total) + " cards, not 14");
    }
    std::size_t permuted = 0;
    for (const Token& t : tokens) permuted += t.permuted ? 1 : 0;
    if (permuted > 7) return fail("at most 7 groups inside ( )");
    auto& printed_line = card.hands.back().lines.emplace_back();
    for (const Token& t : tokens) printed_line.push_back(printed(t));
    expand(tokens, static_cast<int>(card.hands.size()) - 1, card.variations);
    if (card.variations.size() > kMaxVariations) {
      fail("the card has more than " + std::to_string(kMaxVariations) + " variations (the limit)");
    }
  }

  void hand_line(std::string_view rest) {
    while (!rest.empty() && rest.front() == ' ') rest.remove_prefix(1);
    const auto space = rest.find(' ');
    const std::string_view number = rest.substr(0, space);
    int points = 0;
    const auto [ptr, ec] = std::from_chars(number.data(), number.data() + number.size(), points);
    if (ec != std::errc{} || ptr != number.data() + number.size() || points < 1 || points > 10000) {
      return fail("'hand' must be followed by its points, 1-10000");
    }
    std::string_view name = space == std::string_view::npos ? "" : rest.substr(space + 1);
    while (!name.empty() && name.front() == ' ') name.remove_prefix(1);
    if (name.empty()) return fail("the hand has no name");
    if (name.size() > kMaxHandName) {
      return fail("a hand's name is at most " + std::to_string(kMaxHandName) + " bytes");
    }
    // A name is shown to people: no NUL, tab or other control character.
    if (std::any_of(name.begin(), name.end(), [](char c) {
          const auto u = static_cast<unsigned char>(c);
          return u < 0x20 || u == 0x7f;
        })) {
      return fail("a hand's name may not hold control characters");
    }
    card.hands.push_back(HandEntry{std::string(name), points, line_no, {}});
  }

  void run() {
    bool has_sections = false;
    for (std::size_t start = 0; start < text.size();) {
      auto end = text.find('\n', start);
      if (end == std::string_view::npos) end = text.size();
      std::string_view line = text.substr(start, end - start);
      if (!line.empty() && line.front() == '[') has_sections = true;
      start = end + 1;
    }
    bool reading = !has_sections;
    bool found = !has_sections;
    for (std::size_t start = 0; start < text.size() && !error;) {
      auto end = text.find('\n', start);
      if (end == std::string_view::npos) end = text.size();
      std::string_view line = text.substr(start, end - start);
      start = end + 1;
      ++line_no;
      if (const auto hash = line.find('#'); hash != std::string_view::npos) {
        line = line.substr(0, hash);
      }
      while (!line.empty() && (line.back() == ' ' || line.back() == '\r' || line.back() == '\t')) {
        line.remove_suffix(1);
      }
      while (!line.empty() && (line.front() == ' ' || line.front() == '\t')) line.remove_prefix(1);
      if (line.empty()) continue;
      if (line.front() == '[') {
        if (line.back() != ']') {
          fail("a section header is written [name]");
          break;
        }
        reading = line.substr(1, line.size() - 2) == section;
        found = found || reading;
        continue;
      }
      if (!reading) continue;
      if (line.starts_with("hand ")) {
        hand_line(line.substr(5));
      } else if (line.front() == '=') {
        pattern_line(line.substr(1));
      } else {
        fail("a line is a comment (#), a [section], 'hand <points> <name>' or '= <groups>'");
      }
    }
    if (error) return;
    line_no = 0;
    if (!found) return fail("the card has no [" + std::string(section) + "] section");
    if (card.hands.empty()) return fail("the card has no hands");
    for (std::size_t h = 0; h < card.hands.size(); ++h) {
      const bool any =
          std::any_of(card.variations.begin(), card.variations.end(),
                      [&](const Variation& v) { return v.hand == static_cast<int>(h); });
      if (!any) {
        line_no = card.hands[h].line;
        return fail("the hand has no '=' line");
      }
    }
    // Highest points first, so the first match found is the one that counts.
    std::stable_sort(card.variations.begin(), card.variations.end(),
                     [&](const Variation& a, const Variation& b) {
                       return card.hands[static_cast<std::size_t>(a.hand)].points >
                              card.hands[static_cast<std::size_t>(b.hand)].points;
                     });
  }
};

}  // namespace

std::variant<Card, CardError> parse_card(std::string_view text, std::string_view section) {
  if (text.size() > kMaxCardText) return CardError{0, "the card is larger than 64 KB"};
  Parser parser{text, section, {}, std::nullopt, 0};
  parser.run();
  if (parser.error) return *parser.error;
  return std::move(parser.card);
}

}  // namespace jongtable::american
