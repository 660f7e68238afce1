// After the game: a rematch table of the same game with the same seats, and how such a
// table keeps its seats for the people and bots of the game before.

#include <algorithm>

#include "jongtable/protocol/server_frames.hpp"
#include "json_log.hpp"
#include "table_core.hpp"

namespace jongtable::server {

namespace proto = jongtable::protocol;

std::optional<proto::ProtocolError> TableCore::offer_rematch(const Member& member) {
  if (!member.seat)
    return proto::ProtocolError{"not_seated", "Only players can ask for a rematch."};
  if (status_ != Status::over)
    return proto::ProtocolError{"wrong_phase", "A rematch comes after the game is over."};
  // The table hears of it once, when it opens; a later request is answered to the
  // asker alone, or any player could make everyone at the table receive it at will.
  const bool already_open = !rematch_code_.empty() && !rematch_table_.expired();
  if (!already_open) {
    // A game whose next game depends on this one (who starts, say) passes that on.
    const auto table = open_rematch_ ? open_rematch_(rematch_carried()) : nullptr;
    if (!table)
      return proto::ProtocolError{"server_busy", "The server cannot open another table now."};
    std::vector<RematchSeat> plan(static_cast<std::size_t>(seat_count()));
    for (int s = 0; s < seat_count(); ++s) {
      const Occupant& occupant = seats_[static_cast<std::size_t>(s)];
      RematchSeat& seat = plan[static_cast<std::size_t>(s)];
      if (occupant.kind == OccupantKind::human) {
        seat = {RematchSeat::Kind::person, occupant.session_id, occupant.name, {}};
      } else if (occupant.kind == OccupantKind::bot) {
        seat = {RematchSeat::Kind::bot, {}, occupant.name, occupant.strength};
      }
    }
    table->seat_rematch(std::move(plan), member.session->id());
    rematch_table_ = table;
    rematch_code_ = table->code();
  }
  auto offer = proto::frame("rematch", version_);
  offer["code"] = rematch_code_;
  offer["link"] = "/t/" + rematch_code_;
  offer["from"] = from_json(member);
  if (already_open) {
    send_to(member, offer);
  } else {
    broadcast_all(offer);
  }
  return std::nullopt;
}

void TableCore::seat_rematch(std::vector<RematchSeat> plan, std::string host_session) {
  net::post(strand_, [self = self(), plan = std::move(plan), host = std::move(host_session)] {
    self->host_session_ = host;
    for (int s = 0; s < std::min<int>(self->seat_count(), static_cast<int>(plan.size())); ++s) {
      const RematchSeat& seat = plan[static_cast<std::size_t>(s)];
      if (seat.kind == RematchSeat::Kind::bot) {
        if (const auto strength = self->bot_strength(seat.strength)) self->seat_bot(s, *strength);
      } else if (seat.kind == RematchSeat::Kind::person) {
        // Kept for them: they take it when they join as a player.
        Occupant& occupant = self->seats_[static_cast<std::size_t>(s)];
        occupant.kind = OccupantKind::human;
        occupant.session_id = seat.session_id;
        occupant.name = seat.name;
      }
    }
    self->set_occupant_count();
  });
}

}  // namespace jongtable::server
