#include "jongtable/protocol/update_frame.hpp"

#include <algorithm>
#include <variant>

#include "jongtable/protocol/json_writer.hpp"
#include "jongtable/protocol/nymj_text.hpp"

namespace jongtable::protocol {

UpdateFrames::UpdateFrames(const nymj::Table& table, kernel::Millis now, std::string fairness_text)
    : table_(table), now_(now), fairness_(std::move(fairness_text)) {}

void UpdateFrames::add_events(const std::vector<nymj::Event>& events) {
  for (const auto& event : events) {
    const std::size_t begin = events_text_.size();
    JsonWriter w(events_text_);
    write_event(w, event.body, now_, table_.settings.seats);
    events_.push_back({event.audience, begin, events_text_.size() - begin});
    rounds_ended_ += std::holds_alternative<nymj::RoundEnded>(event.body) ? 1 : 0;
  }
}

std::string UpdateFrames::frame(std::optional<kernel::Seat> viewer, std::uint64_t v,
                                std::uint64_t since, std::optional<std::uint64_t> re) {
  nymj::refresh_view(table_, viewer, view_);
  if (!shared_written_) {
    write_shared_view(view_, now_, shared_view_);
    shared_written_ = true;
  }
  // Whole in the full state of a join or resume (since == v) and in the game's first
  // update (since 0: nobody had a view before it); else only what is new since `since`.
  const bool only_new = since != v && since != 0;
  if (only_new && !new_history_written_) {
    write_new_history(view_, view_.history.size() - std::min(rounds_ended_, view_.history.size()),
                      shared_view_);
    new_history_written_ = true;
  }
  std::string text;
  // Frames of one version differ little in size: the last one is a good first guess.
  text.reserve(last_size_ != 0
                   ? last_size_ + 256
                   : 1024 + shared_view_.head.size() + shared_view_.history.size() +
                         shared_view_.middle.size() + events_text_.size() + fairness_.size());
  JsonWriter w(text);
  w.begin_object();
  w.key("events");
  w.begin_array();
  for (const auto& event : events_) {
    if (event.audience.includes(viewer))
      w.raw(std::string_view(events_text_).substr(event.begin, event.size));
  }
  w.end_array();
  w.key("fairness");
  w.raw(fairness_);
  if (re) w.field("re", *re);
  w.field("since", since);
  w.field("type", "update");
  w.field("v", v);
  w.key("view");
  write_view(w, view_, now_, shared_view_, only_new);
  w.end_object();
  last_size_ = text.size();
  return text;
}

}  // namespace jongtable::protocol
