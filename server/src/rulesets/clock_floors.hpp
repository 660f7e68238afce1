#pragma once
// Whether a new table's clocks and windows must respect each game's floor. Below about a
// second a turn clock or claim window is no game for people, and a table with nobody
// at it would step as fast as its timers fire, eating the server. Only a server started
// with --allow-short-clocks (tests) lowers them; a table restored or replayed from the
// store was checked when it was made, so it is rebuilt as it was.

namespace jongtable::server {

enum class ClockFloors { enforced, lowered };

}  // namespace jongtable::server
