#pragma once
// The "update" frames of one table version, written as text: one per member, each with
// the events its seat may see and its own view (protocol/README.md). What every member
// shares is written once per version, not once per member: each event's text, the
// history of finished rounds and the fairness block. The bytes are those of
// protocol::to_text of the same frame built with engine_json.hpp.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "jongtable/nymj/event.hpp"
#include "jongtable/nymj/table.hpp"
#include "jongtable/nymj/view.hpp"
#include "jongtable/protocol/nymj_text.hpp"

namespace jongtable::protocol {

class UpdateFrames {
 public:
  // `fairness_text` is the frame's "fairness" value as JSON text ("null" when none).
  // `table` must not change while this object is in use.
  UpdateFrames(const nymj::Table& table, kernel::Millis now, std::string fairness_text);

  // Events to include, in order; call once per batch (a catch-up spans several).
  void add_events(const std::vector<nymj::Event>& events);

  // The frame for `viewer` (nothing: a spectator) at version `v`, carrying the events
  // since `since` that the viewer may see, answering `re` when set. The view's history
  // of finished rounds is whole only when since == v (the full state of a join or a
  // resume) or since == 0 (the game's first update); otherwise the viewer has the state
  // at `since`, and the frame carries the rounds finished since then with
  // "history_from", so a long game's frames stay small.
  [[nodiscard]] std::string frame(std::optional<kernel::Seat> viewer, std::uint64_t v,
                                  std::uint64_t since, std::optional<std::uint64_t> re);

 private:
  struct WrittenEvent {
    kernel::Audience audience;
    std::size_t begin = 0;  // its text within events_text_
    std::size_t size = 0;
  };

  const nymj::Table& table_;
  kernel::Millis now_;
  std::string fairness_;
  SharedViewText shared_view_;  // written for the first frame asked for
  bool shared_written_ = false;
  bool new_history_written_ = false;
  std::size_t rounds_ended_ = 0;  // in the events added: each is one new history entry
  std::string events_text_;
  std::vector<WrittenEvent> events_;
  nymj::TableView view_;  // refreshed for each viewer, keeping its storage
  std::size_t last_size_ = 0;
};

}  // namespace jongtable::protocol
