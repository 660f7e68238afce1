#include "fairness.hpp"

#include "jongtable/storage/token_hash.hpp"

namespace jongtable::server {

DealtDeck commit_deck(int round, std::vector<std::string> faces, std::uint64_t seed) {
  DealtDeck deck;
  deck.round = round;
  deck.salt = round_salt(seed, round);
  deck.faces = std::move(faces);
  deck.commitment = deck_commitment(deck.salt, deck.faces);
  return deck;
}

std::string round_salt(std::uint64_t seed, int round) {
  return storage::sha256_hex("jongtable-salt:" + std::to_string(seed) + ":" +
                             std::to_string(round));
}

std::string deck_commitment(const std::string& salt, const std::vector<std::string>& faces) {
  std::string text = salt + ":";
  for (std::size_t i = 0; i < faces.size(); ++i) {
    if (i > 0) text += ',';
    text += faces[i];
  }
  return storage::sha256_hex(text);
}

}  // namespace jongtable::server
