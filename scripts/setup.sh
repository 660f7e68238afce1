#!/usr/bin/env bash
# Installs whatever this machine is missing to build (and, with --tests, to test)
# Jongtable: Debian packages through apt-get, front-end tools through npm.
set -euo pipefail
cd "$(dirname "$0")/.."

want_tests=0
[[ "${1:-}" == "--tests" ]] && want_tests=1

packages=(g++ cmake ninja-build ccache pkg-config nlohmann-json3-dev libspdlog-dev libsqlite3-dev
          libgtest-dev libgmock-dev libbenchmark-dev
          # libpq: the PostgreSQL store (--store postgresql://...); without it the server
          # builds on SQLite alone.
          libpq-dev)
# Node.js and npm: any working pair will do. Some machines carry a vendor build of nodejs
# that bundles npm, and Debian's npm package then cannot be installed beside it.
if ! command -v node >/dev/null || ! command -v npm >/dev/null; then
  packages+=(nodejs npm)
fi
# Boost.Beast/Asio: bookworm's 1.81 when it exists, the default Boost otherwise.
if apt-cache show libboost1.81-dev >/dev/null 2>&1 || dpkg -s libboost1.81-dev >/dev/null 2>&1; then
  packages+=(libboost1.81-dev)
else
  packages+=(libboost-dev)
fi
if (( want_tests )); then
  packages+=(chromium python3 python3-websockets clang libclang-rt-14-dev sqlite3 curl)
  # The cluster's tests start their own PostgreSQL (initdb, pg_ctl); HAProxy fronts the
  # nodes in the cluster's next stage (docs/cluster.md).
  packages+=(postgresql haproxy)
  # The container test builds and runs docker/Dockerfile with podman (no Docker engine
  # runs on these machines) on a debian:bookworm-slim base made with debootstrap.
  packages+=(podman buildah runc uidmap fuse-overlayfs slirp4netns debootstrap)
fi

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done

if (( ${#missing[@]} )); then
  echo "setup: installing ${missing[*]}"
  sudo=""
  if (( EUID != 0 )); then
    if command -v sudo >/dev/null; then sudo="sudo"; else
      echo "setup: these Debian packages are missing and I am not root: ${missing[*]}" >&2
      echo "setup: install them with: apt-get install ${missing[*]}" >&2
      exit 1
    fi
  fi
  export DEBIAN_FRONTEND=noninteractive
  if ! { $sudo apt-get update -qq && $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"; }; then
    echo "setup: apt-get could not install: ${missing[*]} (is this Debian bookworm with its package mirror reachable?)" >&2
    exit 1
  fi
fi

# Wanted, not needed: Debian's headless shell of the same Chromium runs the browser tests
# for about half the CPU (tests/web/e2e/harness.mjs falls back to the full browser).
if (( want_tests )) && ! dpkg-query -W -f='${Status}' chromium-headless-shell 2>/dev/null |
    grep -q "install ok installed"; then
  sudo=""
  (( EUID != 0 )) && command -v sudo >/dev/null && sudo="sudo"
  if ! DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends \
      chromium-headless-shell; then
    echo "setup: chromium-headless-shell not installed; the browser tests use chromium" >&2
  fi
fi

# Front-end builds and browser tests come from npm, locked by package-lock.json.
npm_install() {
  local dir=$1
  [[ -f "$dir/package.json" ]] || return 0
  if [[ -d "$dir/node_modules" && "$dir/node_modules/.package-lock.json" -nt "$dir/package-lock.json" ]]; then
    return 0
  fi
  echo "setup: npm install in $dir"
  if [[ -f "$dir/package-lock.json" ]]; then
    (cd "$dir" && npm ci --no-audit --no-fund --loglevel=error)
  else
    (cd "$dir" && npm install --no-audit --no-fund --loglevel=error)
  fi
}
npm_install clients/web
(( want_tests )) && npm_install tests/web
exit 0
