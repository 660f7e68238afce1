#pragma once
// The shuffle commitment (protocol/README.md, "Fairness"). At each deal the server
// publishes SHA-256(salt + ":" + deck); at the round's end it reveals salt and deck so
// anyone can check the deck was fixed before the first card was played. Each game says
// what its dealt deck is (its adapter's dealt_deck).

#include <cstdint>
#include <string>
#include <vector>

namespace jongtable::server {

// One round's dealt deck and its commitment.
struct DealtDeck {
  int round = 0;
  std::string salt;
  std::string commitment;
  std::vector<std::string> faces;
};

// Round `round`'s commitment to its dealt deck, salted from the table's seed.
[[nodiscard]] DealtDeck commit_deck(int round, std::vector<std::string> faces, std::uint64_t seed);

// SHA-256 of the seed and round: unguessable without the seed, which it never reveals,
// and the same again when a restarted server replays the table.
[[nodiscard]] std::string round_salt(std::uint64_t seed, int round);

// Lowercase hex SHA-256 of  salt + ":" + faces joined with ",".
[[nodiscard]] std::string deck_commitment(const std::string& salt,
                                          const std::vector<std::string>& faces);

}  // namespace jongtable::server
