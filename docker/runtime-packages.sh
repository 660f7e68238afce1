#!/bin/sh
# Prints the Debian packages that hold the shared libraries a binary links against, one
# per line: what the runtime image must install (libc and libstdc++ are in its base).
# Used by the Dockerfile's compile stage and by the container test's prebuilt stage, so
# that both images install exactly the same packages.
set -eu
ldd "$1" | awk '$2 == "=>" && $3 ~ /^\// { print $3 }' \
  | while read -r lib; do dpkg -S "*/$(basename "$lib")" | head -n1 | cut -d: -f1; done \
  | sort -u
