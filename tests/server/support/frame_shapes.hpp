#pragma once
// Records the shape of every frame a test client received or sent: each field path
// ("view.legal.steal", "seats[].occupant.kind") under the frame's direction, the game of
// the table (from its latest lobby) and the frame's type, once per process, in a file of
// the build's error_codes_seen/ folder. The protocol contract test checks that every
// example frame in protocol/README.md names only fields a real frame of its type had.

#include <nlohmann/json.hpp>
#include <string>

namespace jongtable::testing {

// `direction` is "recv" or "sent"; `ruleset` empty while the client is at no table.
void note_frame_shape(const std::string& direction, const std::string& ruleset,
                      const nlohmann::json& frame);

}  // namespace jongtable::testing
