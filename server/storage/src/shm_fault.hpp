#pragma once
// SQLite keeps a WAL database's index in its "-shm" file, mapped into memory so that
// other processes (a backup) share it. If that file is cut short under the server (a
// process truncates it, a broken file system), touching the mapping raises SIGBUS,
// which would end the server. The guard turns such a fault into an error instead: the
// mapping is replaced by zeroed memory of the server's own (SQLite sees an index to
// rebuild, from the WAL file, as after a crash), and from then on every write is
// refused, so the server stays up, answers storage_unavailable, and says it is not ready.
// Any other SIGBUS still ends the process as before.

namespace jongtable::storage::shm_fault {

// Installs the SIGBUS handler, once per process; later calls do nothing.
void install();
// Whether a fault in a "-shm" mapping has happened since the process started.
[[nodiscard]] bool happened();

}  // namespace jongtable::storage::shm_fault
