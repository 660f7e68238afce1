#pragma once
// The kernel's words that Not Your Ma's Jong speaks unqualified, as every game does: seats,
// time, chance, timers, audiences and the digest.

#include "jongtable/kernel/audience.hpp"
#include "jongtable/kernel/effect.hpp"
#include "jongtable/kernel/millis.hpp"
#include "jongtable/kernel/rng.hpp"
#include "jongtable/kernel/seat.hpp"

namespace jongtable::nymj {

using kernel::Audience;
using kernel::CancelTimer;
using kernel::Effect;
using kernel::index;
using kernel::kMaxSeats;
using kernel::Millis;
using kernel::Rng;
using kernel::Seat;
using kernel::seat_after;
using kernel::SeatSet;
using kernel::shuffle;
using kernel::StartTimer;
using kernel::TimerKind;

}  // namespace jongtable::nymj
