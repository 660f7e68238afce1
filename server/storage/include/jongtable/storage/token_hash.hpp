#pragma once
// Resume tokens are secrets: the store keeps only their SHA-256, so a copied database
// (a backup, say) cannot be used to take over a player's seat. A returning player's
// token is hashed again and compared with the stored hash.

#include <string>
#include <string_view>

namespace jongtable::storage {

// SHA-256 (FIPS 180-4) of the bytes, as 64 lowercase hex characters.
[[nodiscard]] std::string sha256_hex(std::string_view bytes);

// The form a resume token takes in the lobby JSON.
[[nodiscard]] inline std::string resume_token_hash(std::string_view token) {
  return sha256_hex(token);
}

}  // namespace jongtable::storage
