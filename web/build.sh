#!/usr/bin/env bash
# Builds the web client into build/web (or $1): game.wasm, the bots'
# bot.wasm (cmd/botworker, run in a Web Worker by botworker.js, fetched
# after the page's first frame), wasm_exec.js from this Go's GOROOT, the page,
# and precompressed .gz (and .br when the brotli tool is present) copies
# that cmd/signal serves to browsers that accept them. Prints the sizes.
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
cp "$("$GO" env GOROOT)/lib/wasm/wasm_exec.js" "$out/"
cp web/index.html web/loader.js web/botworker.js web/style.css web/favicon.svg "$out/"
for t in game:./cmd/game bot:./cmd/botworker; do
	w=${t%%:*}.wasm
	if [ "$w" = game.wasm ]; then flags=("${pageflags[@]}"); else flags=("${workerflags[@]}"); fi
	GOOS=js GOARCH=wasm "$GO" build "${flags[@]}" -o "$out/$w.new" "${t#*:}"
	if cmp -s "$out/$w.new" "$out/$w" && [ -f "$out/$w.gz" ] &&
		{ ! command -v brotli >/dev/null || [ -f "$out/$w.br" ]; }; then
		rm "$out/$w.new"
	else
		mv "$out/$w.new" "$out/$w"
		gzip -9 -k -f "$out/$w"
		if command -v brotli >/dev/null; then
			brotli -f -q 11 -k "$out/$w"
		fi
	fi
	raw=$(wc -c < "$out/$w")
	gz=$(wc -c < "$out/$w.gz")
	br=""
	if [ -f "$out/$w.br" ]; then
		br=$(wc -c < "$out/$w.br")
	fi
	echo "web client in $out: $w $raw bytes raw, $gz gzip${br:+, $br brotli}"
done
printf '{"wasmSize": %d}\n' "$(wc -c < "$out/game.wasm")" > "$out/build.json"
gzip -9 -k -f "$out/wasm_exec.js"
if command -v brotli >/dev/null; then
	brotli -f -q 11 -k "$out/wasm_exec.js"
fi
