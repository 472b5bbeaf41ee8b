#!/usr/bin/env bash
# Builds the web client into build/web (or $1): game.wasm, wasm_exec.js
# from this Go's GOROOT, the page, and precompressed .gz (and .br when the
# brotli tool is present) copies that cmd/signal serves to browsers that
# accept them. Prints the sizes.
#
#   web/build.sh [OUTDIR]          # then: go run ./cmd/signal -addr :8080 -web OUTDIR
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-build/web}
GO=${GO:-go}
mkdir -p "$out"
# The release flags, and what else was measured: web/flags.sh.
# The build is reproducible (-trimpath): when the new wasm is the same as
# the one already there, its compressed copies are kept, so a `make run`
# with nothing changed skips the minute brotli takes.
. web/flags.sh
GOOS=js GOARCH=wasm "$GO" build "${wasmflags[@]}" -o "$out/game.wasm.new" ./cmd/game
fresh=1
if cmp -s "$out/game.wasm.new" "$out/game.wasm" && [ -f "$out/game.wasm.gz" ] &&
	{ ! command -v brotli >/dev/null || [ -f "$out/game.wasm.br" ]; }; then
	fresh=0
	rm "$out/game.wasm.new"
else
	mv "$out/game.wasm.new" "$out/game.wasm"
fi
cp "$("$GO" env GOROOT)/lib/wasm/wasm_exec.js" "$out/"
cp web/index.html web/loader.js web/style.css web/favicon.svg "$out/"
raw=$(wc -c < "$out/game.wasm")
printf '{"wasmSize": %d}\n' "$raw" > "$out/build.json"
if [ "$fresh" = 1 ]; then
	gzip -9 -k -f "$out/game.wasm" "$out/wasm_exec.js"
	if command -v brotli >/dev/null; then
		brotli -f -q 11 -k "$out/game.wasm" "$out/wasm_exec.js"
	fi
fi
gz=$(wc -c < "$out/game.wasm.gz")
br=""
if [ -f "$out/game.wasm.br" ]; then
	br=$(wc -c < "$out/game.wasm.br")
fi
echo "web client in $out: game.wasm $raw bytes raw, $gz gzip${br:+, $br brotli}"
