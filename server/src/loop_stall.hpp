#pragma once
// Tests only (reachable through /api/debug/stall on a server started with
// --allow-scenarios): holds every game thread in a handler that does not return until
// release_game_threads(), the way a runaway rule check once froze the whole server.
// It lets the tests see /healthz notice a stuck loop (loop_watch.hpp) and recover.

#include <boost/asio/io_context.hpp>

namespace jongtable::server {

// Posts one blocking handler per game thread: each thread that takes one stays in it,
// so the next one goes to another thread until all `threads` are held.
void hold_game_threads(boost::asio::io_context& game, int threads);
void release_game_threads();

}  // namespace jongtable::server
