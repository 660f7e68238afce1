#include "raw_ws.hpp"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <stdexcept>

namespace jongtable::hardening {
namespace {

using Clock = std::chrono::steady_clock;

int remaining_ms(Clock::time_point deadline) {
  const auto left =
      std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count();
  return left > 0 ? static_cast<int>(left) : 0;
}

std::string upgrade_request(std::uint16_t port, const std::string& extra_headers = {}) {
  return "GET /ws HTTP/1.1\r\nHost: 127.0.0.1:" + std::to_string(port) +
         "\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
         "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n" +
         extra_headers + "\r\n";
}

}  // namespace

std::string encode_frame(const FrameSpec& spec) {
  std::string out;
  out += static_cast<char>(spec.first);
  const std::uint64_t length = spec.claimed_length.value_or(spec.payload.size());
  const std::uint8_t mask_bit = spec.masked ? 0x80 : 0x00;
  if (length < 126) {
    out += static_cast<char>(mask_bit | length);
  } else if (length <= 0xFFFF) {
    out += static_cast<char>(mask_bit | 126);
    out += static_cast<char>(length >> 8);
    out += static_cast<char>(length & 0xFF);
  } else {
    out += static_cast<char>(mask_bit | 127);
    for (int shift = 56; shift >= 0; shift -= 8) out += static_cast<char>((length >> shift) & 0xFF);
  }
  const unsigned char key[4] = {0x37, 0xfa, 0x21, 0x3d};
  if (spec.masked) out.append(reinterpret_cast<const char*>(key), 4);
  for (std::size_t i = 0; i < spec.payload.size(); ++i) {
    const auto byte = static_cast<unsigned char>(spec.payload[i]);
    out += static_cast<char>(spec.masked ? byte ^ key[i % 4] : byte);
  }
  return out;
}

RawWs::RawWs(std::uint16_t port, int receive_buffer) : port_(port) {
  fd_ = ::socket(AF_INET, SOCK_STREAM, 0);
  if (fd_ < 0) throw std::runtime_error("socket failed");
  if (receive_buffer > 0) {
    ::setsockopt(fd_, SOL_SOCKET, SO_RCVBUF, &receive_buffer, sizeof receive_buffer);
  }
  const int one = 1;
  ::setsockopt(fd_, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
  sockaddr_in address{};
  address.sin_family = AF_INET;
  address.sin_port = htons(port);
  address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  if (::connect(fd_, reinterpret_cast<sockaddr*>(&address), sizeof address) != 0) {
    ::close(fd_);
    throw std::runtime_error("connect failed");
  }
}

RawWs::~RawWs() {
  if (fd_ >= 0) ::close(fd_);
}

void RawWs::send_raw(const std::string& bytes) {
  std::size_t sent = 0;
  while (sent < bytes.size()) {
    const auto n = ::send(fd_, bytes.data() + sent, bytes.size() - sent, MSG_NOSIGNAL);
    if (n < 0) {
      if (errno == EINTR) continue;
      throw std::runtime_error("send failed (the server closed the connection)");
    }
    sent += static_cast<std::size_t>(n);
  }
}

void RawWs::send_partial_handshake(std::size_t bytes) {
  send_raw(upgrade_request(port_).substr(0, bytes));
}

void RawWs::handshake(const std::string& extra_headers) {
  send_raw(upgrade_request(port_, extra_headers));
  const auto deadline = Clock::now() + std::chrono::seconds(15);
  std::size_t end = std::string::npos;
  while ((end = buffer_.find("\r\n\r\n")) == std::string::npos) {
    if (!fill(buffer_.size() + 1, remaining_ms(deadline)))
      throw std::runtime_error("no handshake answer");
  }
  const std::string head = buffer_.substr(0, end);
  buffer_.erase(0, end + 4);
  if (head.rfind("HTTP/1.1 101", 0) != 0) throw std::runtime_error("handshake refused: " + head);
}

std::string RawWs::hello(const std::string& name) {
  send_text(R"({"type":"hello","seq":1,"name":")" + name + "\"}");
  const auto frame = next_frame();
  if (!frame || frame->payload.find("\"welcome\"") == std::string::npos)
    throw std::runtime_error("no welcome");
  return frame->payload;
}

bool RawWs::fill(std::size_t n, int timeout_ms) {
  const auto deadline = Clock::now() + std::chrono::milliseconds(timeout_ms);
  while (buffer_.size() < n) {
    if (eof_) return false;
    pollfd p{fd_, POLLIN, 0};
    const int ready = ::poll(&p, 1, remaining_ms(deadline));
    if (ready < 0 && errno == EINTR) continue;
    if (ready <= 0) return false;
    char chunk[65536];
    const auto got = ::recv(fd_, chunk, sizeof chunk, 0);
    if (got < 0 && errno == EINTR) continue;
    if (got <= 0) {
      eof_ = true;  // EOF or reset: either way the server is done with us
      return false;
    }
    buffer_.append(chunk, static_cast<std::size_t>(got));
  }
  return true;
}

std::optional<ServerFrame> RawWs::next_frame(int timeout_ms, bool pings_too) {
  const auto deadline = Clock::now() + std::chrono::milliseconds(timeout_ms);
  for (;;) {
    if (!fill(2, remaining_ms(deadline))) return std::nullopt;
    const auto b0 = static_cast<unsigned char>(buffer_[0]);
    const auto b1 = static_cast<unsigned char>(buffer_[1]);
    std::size_t header = 2;
    std::uint64_t length = b1 & 0x7F;
    if (length == 126) {
      header = 4;
    } else if (length == 127) {
      header = 10;
    }
    if (!fill(header, remaining_ms(deadline))) return std::nullopt;
    if (header > 2) {
      length = 0;
      for (std::size_t i = 2; i < header; ++i)
        length = (length << 8) | static_cast<unsigned char>(buffer_[i]);
    }
    if (b1 & 0x80) throw std::runtime_error("the server masked a frame");
    if (!fill(header + length, remaining_ms(deadline))) return std::nullopt;
    ServerFrame frame{static_cast<std::uint8_t>(b0 & 0x0F), buffer_.substr(header, length)};
    buffer_.erase(0, header + length);
    if (!pings_too && (frame.opcode == kOpPing || frame.opcode == kOpPong)) continue;
    return frame;
  }
}

Ending RawWs::await_ending(int timeout_ms) {
  const auto deadline = Clock::now() + std::chrono::milliseconds(timeout_ms);
  Ending ending;
  while (!ending.closed_by_frame) {
    const auto frame = next_frame(remaining_ms(deadline));
    if (!frame) break;
    if (frame->opcode == kOpClose) {
      ending.closed_by_frame = true;
      if (frame->payload.size() >= 2) {
        ending.close_code = (static_cast<unsigned char>(frame->payload[0]) << 8) |
                            static_cast<unsigned char>(frame->payload[1]);
      }
    } else {
      ending.texts_before += frame->payload + "\n";
    }
  }
  ending.socket_ended = await_eof(remaining_ms(deadline));
  return ending;
}

bool RawWs::await_eof(int timeout_ms) {
  const auto deadline = Clock::now() + std::chrono::milliseconds(timeout_ms);
  while (!eof_) {
    buffer_.clear();
    if (!fill(1, remaining_ms(deadline)) && !eof_) return false;
  }
  return true;
}

}  // namespace jongtable::hardening
