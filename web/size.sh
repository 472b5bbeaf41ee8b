#!/usr/bin/env bash
# Prints the web client's download against the floor's (web/floor: what
# any Ebitengine + pion client with text must have), both built as the
# release is (web/flags.sh; its -gcflags name only our packages, so the
# floor gets -trimpath -s -w), raw and gzip -9, and the ratios; then the
# bots' worker (cmd/botworker), fetched later.
# Part of make bench; the target (issue 19) is at most 1.2x in gzip.
#
#   web/size.sh
set -euo pipefail
cd "$(dirname "$0")/.."
GO=${GO:-go}
. web/flags.sh
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
build() { # name package flags...
	GOOS=js GOARCH=wasm "$GO" build "${@:3}" -o "$tmp/$1.wasm" "$2"
	gzip -9 -k "$tmp/$1.wasm"
}
build floor ./web/floor "${wasmflags[@]}"
build floorpatched ./web/floor "${wasmflags[@]}" -modfile=build/web.mod
build game ./cmd/game "${pageflags[@]}"
build bot ./cmd/botworker "${workerflags[@]}"
size() { wc -c < "$1"; }
fr=$(size "$tmp/floor.wasm"); fg=$(size "$tmp/floor.wasm.gz")
gr=$(size "$tmp/game.wasm"); gg=$(size "$tmp/game.wasm.gz")
printf 'wasm size      %12s %12s\n' raw gzip
printf 'floor          %12d %12d\n' "$fr" "$fg"
printf 'majlis         %12d %12d\n' "$gr" "$gg"
awk -v a="$gr" -v b="$fr" -v c="$gg" -v d="$fg" 'BEGIN { printf "majlis/floor   %12.2f %12.2f\n", a/b, c/d }'
# The page is built with our patch of Ebitengine (web/flags.sh); the floor
# above is stock Ebitengine. Built with the same patch the floor is this,
# and the ratio against it:
or=$(size "$tmp/floorpatched.wasm"); og=$(size "$tmp/floorpatched.wasm.gz")
printf 'floor, patched %12d %12d\n' "$or" "$og"
awk -v a="$gr" -v b="$or" -v c="$gg" -v d="$og" 'BEGIN { printf "majlis/patched%12.2f %12.2f\n", a/b, c/d }'
# The bots' worker is fetched after the first frame, not with the page.
printf 'bot worker     %12d %12d  (not in the first download)\n' "$(size "$tmp/bot.wasm")" "$(size "$tmp/bot.wasm.gz")"
