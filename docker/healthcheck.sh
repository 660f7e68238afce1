#!/bin/bash
# The image's HEALTHCHECK: GET /healthz on the server's own port, with nothing but
# bash's /dev/tcp (no curl in the image). Healthy only on an HTTP 200 reply.
set -eu
port="${JONGTABLE_PORT:-8080}"
exec 3<>"/dev/tcp/127.0.0.1/${port}"
printf 'GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n' >&3
read -r -t 4 _version status _rest <&3
[ "${status}" = "200" ]
