#include "rulesets/american_scenario.hpp"

#include <algorithm>
#include <iterator>
#include <string>
#include <vector>

namespace jongtable::server {

using nlohmann::json;

namespace {

// Every field the scenario may carry; anything else is a mistake worth naming.
constexpr const char* kFields[] = {"east", "hands", "exposed", "wall_top", "charleston", "scores"};

bool all_strings(const json& list) {
  if (!list.is_array()) return false;
  for (const auto& item : list) {
    if (!item.is_string()) return false;
  }
  return true;
}

}  // namespace

std::variant<american::State, protocol::ProtocolError> american_scenario_table(
    const json& spec, const american::Settings& settings, std::uint64_t seed) {
  const auto bad = [](const std::string& why) {
    return protocol::ProtocolError{"bad_scenario", "The scenario cannot be dealt: " + why + "."};
  };
  for (const auto& [key, unused] : spec.items()) {
    if (std::find(std::begin(kFields), std::end(kFields), key) == std::end(kFields)) {
      return bad("it has no field \"" + key + "\"");
    }
  }
  american::Scenario scenario;
  scenario.settings = settings;
  scenario.seed = seed;

  const json east = spec.value("east", json(0));
  if (!east.is_number_integer() || east.get<int>() < 0 || east.get<int>() >= settings.seats) {
    return bad("east must be one of the seats");
  }
  scenario.east = kernel::Seat(static_cast<std::uint8_t>(east.get<int>()));

  const json hands = spec.value("hands", json::array());
  if (!all_strings(hands)) return bad("hands must be a list of strings of face codes");
  for (const auto& hand : hands) scenario.hands.push_back(hand.get<std::string>());

  const json exposed = spec.value("exposed", json::array());
  if (!exposed.is_array() || exposed.size() > static_cast<std::size_t>(settings.seats)) {
    return bad("exposed must hold at most one list of groups per seat");
  }
  for (const auto& groups : exposed) {
    if (!all_strings(groups))
      return bad("each seat's exposed groups must be strings of face codes");
    scenario.exposed.push_back(groups.get<std::vector<std::string>>());
  }

  const json top = spec.value("wall_top", json(""));
  if (!top.is_string()) return bad("wall_top must be a string of face codes");
  scenario.wall_top = top.get<std::string>();

  const json charleston = spec.value("charleston", json(false));
  if (!charleston.is_boolean()) return bad("charleston must be true or false");
  scenario.charleston = charleston.get<bool>();

  const json scores = spec.value("scores", json::array());
  if (!scores.is_array() || (!scores.empty() && scores.size() != hands.size())) {
    return bad("scores must give one whole number per seat, or be left out");
  }
  for (const auto& score : scores) {
    if (!score.is_number_integer() || score.get<long long>() < -100000 ||
        score.get<long long>() > 100000) {
      return bad("scores must be whole numbers from -100000 to 100000");
    }
    scenario.scores.push_back(score.get<int>());
  }

  auto staged = american::stage(scenario);
  if (auto* why = std::get_if<std::string>(&staged)) return bad(*why);
  return std::move(std::get<american::State>(staged));
}

}  // namespace jongtable::server
