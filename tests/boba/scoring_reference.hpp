#pragma once
// A plain brute-force scorer, for tests only: every choice of up to six cards, and in
// each category every way of splitting the chosen cards into groups. Slow and obvious,
// so the optimiser can be checked against it.

#include <span>

#include "jongtable/boba/scoring.hpp"

namespace jongtable::boba::testing {

[[nodiscard]] Breakdown reference_score_of(std::span<const CardId> cards);
[[nodiscard]] Score reference_best_score(std::span<const CardId> score_cards);

}  // namespace jongtable::boba::testing
