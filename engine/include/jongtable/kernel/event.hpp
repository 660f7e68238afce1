#pragma once
// The envelope every game's events travel in: who may receive it, and what happened.

#include <utility>

#include "jongtable/kernel/audience.hpp"

namespace jongtable::kernel {

// `Body` is the game's std::variant of past-tense event structs.
template <typename Body>
struct Event {
  // A constructor rather than aggregate initialisation so that emplace_back builds the
  // body in place with every compiler we use: clang 14 (the libFuzzer build) cannot
  // build an aggregate from parentheses.
  template <typename What>
  Event(Audience who, What&& what) : audience(who), body(std::forward<What>(what)) {}

  Audience audience;
  Body body;
};

}  // namespace jongtable::kernel
