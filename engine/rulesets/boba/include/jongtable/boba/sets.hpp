#pragma once
// What makes a set (docs/rules/boba.md "A set"): three numbers of a kind or in a row, any 0
// standing for any number, no wrap-around; or any three toppings; never the two mixed.

#include "jongtable/boba/card.hpp"

namespace jongtable::boba {

[[nodiscard]] bool is_set(CardId a, CardId b, CardId c);

}  // namespace jongtable::boba
