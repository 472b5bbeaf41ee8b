#!/usr/bin/env bash
# `make run`: builds the web client (web/build.sh) and serves it with
# cmd/signal on ADDR (default :8080), printing the address to open.
#
#   web/run.sh [ADDR]
set -euo pipefail
cd "$(dirname "$0")/.."
addr=${1:-:8080}
out=build/web
web/build.sh "$out"
GO=${GO:-go}
"$GO" build -o build/signal ./cmd/signal
port=${addr##*:}
echo "Majlis is served at http://localhost:${port}/ (Ctrl-C stops it)"
exec build/signal -addr "$addr" -web "$out"
