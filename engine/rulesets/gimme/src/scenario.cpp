// Tables with a chosen deal, for rule tests, tutorials and scenario tables.
#include "jongtable/gimme/scenario.hpp"

#include <algorithm>
#include <sstream>

namespace jongtable::gimme {

std::optional<std::vector<Face>> faces_from_codes(const std::string& codes) {
  std::vector<Face> faces;
  std::istringstream in(codes);
  std::string code;
  while (in >> code) {
    const auto face = face_from_code(code);
    if (!face) return std::nullopt;
    faces.push_back(*face);
  }
  return faces;
}

ScenarioTable create_scenario(const Scenario& scenario) {
  const Settings& settings = scenario.settings;
  if (auto bad = invalid_setting(settings)) {
    return {std::nullopt, "the setting '" + std::string(*bad) + "' is out of range"};
  }
  const int seats = settings.seats;
  if (static_cast<int>(scenario.hands.size()) != seats) {
    return {std::nullopt, "give one hand per seat"};
  }
  if (!scenario.exposed.empty() && static_cast<int>(scenario.exposed.size()) != seats) {
    return {std::nullopt, "give exposed sets for every seat, or none"};
  }
  if (!scenario.scores.empty() && static_cast<int>(scenario.scores.size()) != seats) {
    return {std::nullopt, "give scores for every seat, or none"};
  }
  if (kernel::index(scenario.first_player) >= seats) {
    return {std::nullopt, "the first player must be one of the seats"};
  }
  if (scenario.round < 1 || scenario.round > rounds_in_game(settings)) {
    return {std::nullopt, "the round must be between 1 and the game's last round"};
  }

  // Hand out physical copies face by face: at most 4 of a numbered face, 8 Jokers.
  std::array<int, kFaceCount> used{};
  std::string error;
  auto take = [&](Face face) {
    if (used[index(face)] == copies_of(face)) {
      error = "the face " + std::string(face_code(face)) + " is used too many times";
      return TileId{};
    }
    return TileId(index(first_tile(face)) + used[index(face)]++);
  };

  State state = create_table(settings, scenario.seed);
  StagedDeal staged;
  staged.first_player = scenario.first_player;
  for (int s = 0; s < seats; ++s) {
    const auto hand = faces_from_codes(scenario.hands[s]);
    if (!hand) return {std::nullopt, "unknown face code in hand " + std::to_string(s)};
    if (hand->empty() || hand->size() > 13) {
      return {std::nullopt, "every hand holds 1 to 13 tiles"};
    }
    for (Face face : *hand) staged.concealed[s].insert_sorted(take(face));
    if (scenario.exposed.empty()) continue;
    if (scenario.exposed[s].size() + (hand->size() + 1) / 2 > kMaxSets) {
      return {std::nullopt, "too many sets laid down for the tiles in hand"};
    }
    for (const std::string& codes : scenario.exposed[s]) {
      const auto faces = faces_from_codes(codes);
      if (!faces) return {std::nullopt, "unknown face code in a set"};
      const auto natural =
          std::find_if(faces->begin(), faces->end(), [](Face f) { return !is_joker(f); });
      const bool one_face = natural != faces->end() &&
                            std::all_of(faces->begin(), faces->end(),
                                        [&](Face f) { return f == *natural || is_joker(f); });
      if (faces->size() < 2 || faces->size() > 4 || !one_face) {
        return {std::nullopt, "a set is 2-4 tiles of one face, Jokers standing in"};
      }
      GimmeSet set;
      set.face = *natural;
      for (Face face : *faces) set.tiles.insert_sorted(take(face));
      staged.exposed[s].push_back(set);
    }
  }
  const auto top = faces_from_codes(scenario.pool_top);
  if (!top) return {std::nullopt, "unknown face code in the pool"};
  std::vector<TileId> pool;
  for (Face face : *top) pool.push_back(take(face));
  if (!error.empty()) return {std::nullopt, error};
  // The rest of the pool, shuffled, lies under the chosen top.
  std::vector<TileId> rest;
  for (int f = 0; f < kFaceCount; ++f) {
    for (int c = used[f]; c < copies_of(Face(f)); ++c) {
      rest.push_back(TileId(index(first_tile(Face(f))) + c));
    }
  }
  kernel::shuffle(std::span<TileId>(rest), state.rng);
  // The pool is drawn from the back: the rest first, then the top reversed.
  staged.pool.assign(rest.begin(), rest.end());
  for (auto it = pool.rbegin(); it != pool.rend(); ++it) staged.pool.push_back(*it);

  for (int s = 0; s < seats && !scenario.scores.empty(); ++s) {
    if (scenario.scores[s] < 0) return {std::nullopt, "scores cannot be negative"};
    state.players[s].score = scenario.scores[s];
  }
  state.round = scenario.round - 1;
  // Earlier rounds count towards the game's length, as if they had scored nothing.
  for (int r = 1; r < scenario.round; ++r) {
    RoundResult earlier;
    earlier.round = r;
    for (int s = 0; s < seats; ++s) earlier.scores_after[s] = state.players[s].score;
    state.history.push_back(earlier);
  }
  state.staged = std::move(staged);
  return {std::move(state), ""};
}

}  // namespace jongtable::gimme
