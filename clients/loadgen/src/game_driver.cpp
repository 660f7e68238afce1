#include "game_driver.hpp"

#include <boost/asio/steady_timer.hpp>
#include <chrono>
#include <memory>
#include <nlohmann/json.hpp>

namespace jongtable::loadgen {

GameDriver::GameDriver(net::io_context& ioc, const Options& options)
    : ioc_(ioc),
      options_(options),
      endpoint_(net::ip::make_address(options.host), options.port),
      humans_(4 - options.bots_per_table) {
  const int tables = options.connections / humans_;
  tables_.resize(static_cast<std::size_t>(tables));
  seats_.resize(static_cast<std::size_t>(tables * humans_));
  for (std::size_t i = 0; i < seats_.size(); ++i) {
    seats_[i].table = static_cast<int>(i) / humans_;
    seats_[i].place = static_cast<int>(i) % humans_;
  }
}

std::uint64_t GameDriver::send(Seat& seat, std::string_view type, std::string_view fields) {
  const std::uint64_t seq = seat.next_seq++;
  std::string text = R"({"type":")";
  text += type;
  text += R"(","seq":)";
  text += std::to_string(seq);
  text += fields;
  text += '}';
  seat.conn->send(std::move(text));
  return seq;
}

void GameDriver::open_connection(int index) {
  if (index >= static_cast<int>(seats_.size())) return;
  Seat& seat = seats_[static_cast<std::size_t>(index)];
  seat.conn = std::make_unique<WsConn>(ioc_);
  seat.conn->on_message = [this, index](std::string_view text, std::int64_t arrival) {
    on_message(index, text, arrival);
  };
  seat.conn->on_closed = [this] { ++failed_; };
  seat.conn->connect(endpoint_, "localhost");
  send(seat, "hello", R"(,"name":"lg)" + std::to_string(index) + '"');
}

void GameDriver::form_table(int table) {
  if (table >= static_cast<int>(tables_.size())) return;
  Seat& host = seats_[static_cast<std::size_t>(table * humans_)];
  // Long turn clock: only a lost intent ever waits for it. Short claim window: the
  // silent seat's windows close on it.
  send(host, "create_table",
       R"(,"claim_window_ms":)" + std::to_string(options_.claim_window_ms) +
           R"(,"turn_clock_ms":5000,"between_rounds_ms":0,"bot_delay_ms":[0,0])");
}

void GameDriver::on_message(int index, std::string_view text, std::int64_t arrival) {
  stats.frames_in += 1;
  stats.bytes_in += text.size();
  if (auto scan = scan_update(text)) return on_update(index, *scan, arrival);
  on_setup_frame(index, text);
}

void GameDriver::on_setup_frame(int index, std::string_view text) {
  Seat& seat = seats_[static_cast<std::size_t>(index)];
  Table& table = tables_[static_cast<std::size_t>(seat.table)];
  const auto frame = nlohmann::json::parse(text, nullptr, false);
  if (frame.is_discarded()) return;
  const std::string type = frame.value("type", "");
  if (type == "welcome") {
    ++ready_;
  } else if (type == "table_created") {
    table.code = frame.value("code", "");
    send(seat, "take_seat", R"(,"seat":0)");
    if (options_.bots_per_table > 0) send(seat, "add_bot", R"(,"seat":3,"strength":"basic")");
  } else if (seat.place == 0 && frame.contains("re") && frame["re"] == 3) {
    // The host is seated: now the others may take the next empty seats.
    for (int p = 1; p < humans_; ++p) {
      Seat& other = seats_[static_cast<std::size_t>(seat.table * humans_ + p)];
      send(other, "join_table", R"(,"code":")" + table.code + R"(","as":"player")");
    }
  }
  if (type == "error" && stats.measuring) {
    ++stats.errors;
    ++stats.error_codes[frame.value("code", "?")];
  }
  if (type == "error" && frame.value("code", "") == "server_busy" && seat.place == 0 &&
      table.code.empty()) {
    // The host's table was refused by a server shedding load: asked again a little later.
    auto retry = std::make_shared<net::steady_timer>(ioc_, std::chrono::milliseconds(200));
    retry->async_wait([this, retry, t = seat.table](boost::system::error_code ec) {
      if (!ec) form_table(t);
    });
  }
  if (type == "error" && frame.value("code", "") == "server_busy" && frame.contains("re") &&
      frame["re"] == seat.last_seq && seat.action.kind == ActionKind::none) {
    seat.sent.erase(seat.last_seq);
    seat.action = seat.last_sent;
    maybe_queue(index);
  }
  if (type == "lobby" && seat.place == 0 && !table.start_sent) {
    int filled = 0;
    for (const auto& s : frame["table"]["seats"]) filled += s["occupant"].is_null() ? 0 : 1;
    if (filled == 4) {
      table.start_sent = true;
      send(seat, "start_game", "");
    }
  }
}

void GameDriver::on_update(int index, const UpdateScan& scan, std::int64_t arrival) {
  Seat& seat = seats_[static_cast<std::size_t>(index)];
  Table& table = tables_[static_cast<std::size_t>(seat.table)];
  if (!table.started) {
    table.started = true;
    ++started_;
  }
  if (scan.game_ended && !table.over) {
    table.over = true;
    ++over_;
  }
  Pending& pending = table.pending[scan.v];
  ++pending.seen;
  pending.last_us = std::max(pending.last_us, arrival);
  if (scan.re) {
    if (const auto sent = seat.sent.find(*scan.re); sent != seat.sent.end()) {
      pending.sent_us = sent->second;
      seat.sent.erase(sent);
    }
  }
  if (pending.seen >= humans_) {
    // Updates caused by timers or server bots have no sender here and are not sampled.
    if (stats.measuring && pending.sent_us >= stats.measure_from_us) {
      stats.latency.add(pending.last_us - pending.sent_us);
      if (!options_.trace.empty())
        stats.trace.emplace_back(pending.sent_us - stats.measure_from_us,
                                 pending.last_us - pending.sent_us);
    }
    table.pending.erase(scan.v);
  }

  // Claim resolution: this seat left the window unanswered (windows are spread over the
  // tables by adding the table's number, so short runs see some too), so it closes on its timer.
  if (scan.window_closed && seat.expect_close_us != 0) {
    if (stats.measuring) stats.claim_resolution.add(arrival - seat.expect_close_us);
    seat.expect_close_us = 0;
  }
  seat.action = scan.action;
  if (seat.action.kind == ActionKind::pass && options_.silent_every > 0 && scan.viewer &&
      scan.window_discarder &&
      (*scan.window + static_cast<std::uint64_t>(seat.table)) %
              static_cast<std::uint64_t>(options_.silent_every) ==
          0 &&
      *scan.viewer == (*scan.window_discarder + 1) % 4) {
    seat.action = {};
    if (scan.discard_closes_in_ms)
      seat.expect_close_us = arrival + *scan.discard_closes_in_ms * 1000;
  }
  maybe_queue(index);
}

void GameDriver::maybe_queue(int index) {
  Seat& seat = seats_[static_cast<std::size_t>(index)];
  if (!pacer_ || seat.queued || seat.action.kind == ActionKind::none) return;
  seat.queued = true;
  pacer_->enqueue([this, index] { return act(index); });
}

bool GameDriver::act(int index) {
  Seat& seat = seats_[static_cast<std::size_t>(index)];
  seat.queued = false;
  const Action action = seat.action;
  seat.action = {};  // until the next update says what is legal
  std::uint64_t seq = 0;
  switch (action.kind) {
    case ActionKind::none:
      return false;
    case ActionKind::declare_win:
      seq = send(seat, "declare_win", "");
      break;
    case ActionKind::discard:
      seq = send(seat, "discard", R"(,"card":)" + std::to_string(action.a));
      break;
    case ActionKind::pass:
      seq = send(seat, "pass", R"(,"window":)" + std::to_string(action.a));
      break;
    case ActionKind::expose:
      seq = send(seat, "expose",
                 R"(,"cards":[)" + std::to_string(action.a) + ',' + std::to_string(action.b) + ']');
      break;
  }
  seat.sent[seq] = now_us();
  seat.last_sent = action;
  seat.last_seq = seq;
  if (stats.measuring) ++stats.intents;
  return true;
}

void GameDriver::start_play(Pacer& pacer) {
  pacer_ = &pacer;
  for (int i = 0; i < static_cast<int>(seats_.size()); ++i) maybe_queue(i);
}

}  // namespace jongtable::loadgen
