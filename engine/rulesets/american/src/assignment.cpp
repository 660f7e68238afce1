#include "assignment.hpp"

#include <bit>

#include "jongtable/american/card_spec.hpp"

namespace jongtable::american {
namespace detail {
namespace {

thread_local std::uint64_t steps_on_this_thread = 0;

struct Search {
  std::span<const std::uint64_t> candidates;
  Owners& owners;
  std::uint64_t visited = 0;

  bool augment(std::size_t left) {
    for (std::uint64_t options = candidates[left] & ~visited; options != 0;
         options &= options - 1) {
      ++steps_on_this_thread;
      const int right = std::countr_zero(options);
      if (visited & (std::uint64_t{1} << right)) continue;  // taken deeper in this path
      visited |= std::uint64_t{1} << right;
      const std::int8_t holder = owners[static_cast<std::size_t>(right)];
      if (holder < 0 || augment(static_cast<std::size_t>(holder))) {
        owners[static_cast<std::size_t>(right)] = static_cast<std::int8_t>(left);
        return true;
      }
    }
    return false;
  }
};

}  // namespace

bool assign_distinct(std::span<const std::uint64_t> candidates, Owners& owners) {
  owners.fill(-1);
  Search search{candidates, owners};
  for (std::size_t left = 0; left < candidates.size(); ++left) {
    search.visited = 0;
    if (!search.augment(left)) return false;
  }
  return true;
}

void count_steps(std::uint64_t steps) {
  steps_on_this_thread += steps;
}

}  // namespace detail

std::uint64_t matcher_steps() {
  return detail::steps_on_this_thread;
}

}  // namespace jongtable::american
