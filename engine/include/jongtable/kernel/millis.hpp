#pragma once

#include <cstdint>

namespace jongtable::kernel {

// A point or span on the host's monotonic clock. The engine never reads a clock: every
// time it knows was handed to it with an intent.
using Millis = std::int64_t;

}  // namespace jongtable::kernel
