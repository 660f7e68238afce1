#pragma once
// Where the lobby's sweep of one of its maps stopped. A sweep of every session and table
// at once held the lobby's lock, and its I/O thread, for about 4 ms a second at 10,000
// connections; every message behind it waited. Sweeping a share of each map per step
// spreads that over many short steps.

#include <cstddef>
#include <iterator>
#include <optional>

namespace jongtable::server {

template <class Map>
class SweepCursor {
 public:
  // Asks `expired` about at most `count` entries, from the first one not yet asked in
  // this round, and erases those it says have expired. At the end of the map, the next
  // step starts a new round. Keys added behind the cursor wait for the next round.
  template <class Expired>
  void step(Map& map, std::size_t count, Expired&& expired) {
    auto it = next_ ? map.lower_bound(*next_) : map.begin();
    for (std::size_t asked = 0; it != map.end() && asked < count; ++asked)
      it = expired(*it) ? map.erase(it) : std::next(it);
    if (it == map.end())
      next_.reset();
    else
      next_ = it->first;
  }

 private:
  std::optional<typename Map::key_type> next_;  // empty: from the start
};

}  // namespace jongtable::server
