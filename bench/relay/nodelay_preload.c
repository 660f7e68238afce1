/* LD_PRELOAD shim for experiments only: sets TCP_NODELAY on every accepted socket, to
 * show what jongtable-server's latency would be with Nagle's algorithm off (the server
 * does not set it; see bench/RESULTS.md). Build:
 *   cc -shared -fPIC -O2 -o nodelay_preload.so nodelay_preload.c -ldl */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <sys/socket.h>

static void no_delay(int fd) {
  if (fd >= 0) {
    int one = 1;
    setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
  }
}

int accept(int fd, struct sockaddr* addr, socklen_t* len) {
  static int (*real)(int, struct sockaddr*, socklen_t*);
  if (!real) real = (int (*)(int, struct sockaddr*, socklen_t*))dlsym(RTLD_NEXT, "accept");
  int s = real(fd, addr, len);
  no_delay(s);
  return s;
}

int accept4(int fd, struct sockaddr* addr, socklen_t* len, int flags) {
  static int (*real)(int, struct sockaddr*, socklen_t*, int);
  if (!real) real = (int (*)(int, struct sockaddr*, socklen_t*, int))dlsym(RTLD_NEXT, "accept4");
  int s = real(fd, addr, len, flags);
  no_delay(s);
  return s;
}
