#pragma once
// Who may receive an event, shared by every ruleset: so that no seat ever learns a card it
// may not see, each event is addressed before it leaves the engine.

#include <cstdint>
#include <optional>

#include "jongtable/kernel/seat.hpp"

namespace jongtable::kernel {

// A spectator is everyone who is not a seat.
class Audience {
 public:
  [[nodiscard]] static Audience everyone() { return Audience(Kind::everyone, Seat{}); }
  [[nodiscard]] static Audience only(Seat seat) { return Audience(Kind::only, seat); }
  [[nodiscard]] static Audience all_but(Seat seat) { return Audience(Kind::all_but, seat); }
  [[nodiscard]] bool includes(std::optional<Seat> viewer) const {
    switch (kind_) {
      case Kind::everyone:
        return true;
      case Kind::only:
        return viewer == seat_;
      case Kind::all_but:
        return viewer != seat_;
    }
    return false;
  }

 private:
  enum class Kind : std::uint8_t { everyone, only, all_but };
  Audience(Kind kind, Seat seat) : kind_(kind), seat_(seat) {}
  Kind kind_;
  Seat seat_;
};

}  // namespace jongtable::kernel
