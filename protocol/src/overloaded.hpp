#pragma once
// One lambda per alternative of a std::variant, for std::visit.

namespace jongtable::protocol {

template <class... Ts>
struct Overloaded : Ts... {
  using Ts::operator()...;
};
// Spelled out for clang before 17, which lacks deduction for aggregates (libFuzzer build).
template <class... Ts>
Overloaded(Ts...) -> Overloaded<Ts...>;

}  // namespace jongtable::protocol
