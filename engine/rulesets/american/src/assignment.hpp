#pragma once
// Distinct representatives by augmenting paths: whether each of the left items (faces
// held, or a variation's groups) can be given a right item of its own among its
// candidates. Polynomial whatever a host's card says: an augmenting path visits each
// left item once and looks at each of its candidates once, so giving `left` items costs
// at most left * left * 64 steps. Internal to the ruleset.

#include <array>
#include <cstdint>
#include <span>

namespace jongtable::american::detail {

// Right item -> the left item holding it, -1 for none.
using Owners = std::array<std::int8_t, 64>;

// `candidates[l]` has bit r set when left item l may take right item r. Fills `owners`.
[[nodiscard]] bool assign_distinct(std::span<const std::uint64_t> candidates, Owners& owners);

// Counts one step of matching work on this thread (see matcher_steps()).
void count_steps(std::uint64_t steps);

}  // namespace jongtable::american::detail
