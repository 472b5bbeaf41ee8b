# Sourced by web/build.sh and web/size.sh: how the web client is built for
# release, so that the size measured is the size shipped.
#
# -trimpath and -s -w (no symbol table, no DWARF) take 0.9 MB off the raw
# wasm and 130 KB off the brotli copy; nothing the client needs goes with
# them. Our packages other than the rules are compiled without inlining
# (-l): 128 KB off the gzip copy (6.28 to 6.16 MB). What they do in a frame
# is lay out and issue draws, which inlining barely speeds next to
# Ebitengine's own (inlined) work. In the bots' worker the rules and the
# search keep inlining; in the page the rules lose it too (below).
#
# Measured and left out (Go 1.26, raw/gzip/brotli MB, November 2026 unless
# dated): no flags 32.16/7.33/5.22, -trimpath -s -w 31.28/7.17/5.09;
# GOWASM=satconv,signext 31.32/7.18/5.13 (larger); -gcflags=all=-l
# 31.30/6.31/4.45, but without inlining the rules run about half as fast
# under WebAssembly (ayubistan BenchmarkPlayout), so the smaller download is
# not worth it; -l for the third-party packages only (pion, ebitenui, ...)
# 31.22/7.06/5.03. Issue 19 (gzip, with these flags but -l): -l for all our
# packages, the rules too, 6.03 against 6.33; -l everywhere 5.54, and the
# floor would shrink with it. Issue 19 took the client from 26.63/6.33
# (1.42x the floor's 4.45 gzip) to 26.31/6.15 (1.38x): these flags, the
# options of rules.OptionList.Add out of line (45 KB) and the flag package
# out of the browser build (10 KB). Also measured, gzip against these flags'
# 6.197 MB (November 26): -l for ebitenui 6.138 (its layout and drawing are
# half of a first frame, so left inlined); with golang.org/x too 6.127;
# with pion too 6.162 and encoding, net and coder/websocket too 6.223 (-l
# makes those larger); -l everywhere but the runtime, internal, the rules,
# Ebitengine and the basic std packages 5.869 (1.32x the floor). No -l
# setting reached 1.2x then (before the shader patch below and textflags
# above). wasm-opt -Oz (binaryen 108) took 3 minutes and
# 0.5% off the gzip copy.
#
# The page (game.wasm) builds the rules without inlining too: since the
# bots search in their worker (bot.wasm), the page's rules only apply moves
# and ask what is next, and the worker, which does search, keeps inlining.
# That took the page's gzip copy from 6.244 to 6.117 MB (November 27). The
# page's own search, used only when the worker cannot run, is 7-33% slower
# for it (a normal decision at each game's start under Node).
#
# The page is built against a copy of Ebitengine (build/ebiten) whose
# internal/builtinshader/shader.go is ours (web/patches/ebiten/...).
# Ebitengine v2.9.9 writes its built-in shaders with text/template, and
# any use of text/template makes the linker keep every exported method of
# every type that reaches an interface, since a template may call any of
# them by name. Ours writes the same sources with plain code: the page's
# gzip copy went from 6.074 to 5.447 MB (November 27). Its test holds the
# sources to Ebitengine's byte for byte and fails when an upgrade changes
# the file it replaces. (The go command's -overlay would be simpler, but
# it refuses to replace files in the module cache.) web/floor is built
# from stock Ebitengine: the floor is what that costs (with the patch it
# is 3.74 MB, not 4.45; web/size.sh prints both).
# The page also builds the parts of go-text/typesetting (the shaper
# behind Ebitengine's text/v2) without inlining where that costs the
# client nothing or little (November 27): the OpenType table decoders and
# the font loader, which run when a font is loaded (natively the Go fonts'
# parse took 0.60-0.71 ms with -l against 0.69-0.74 without), and the CFF
# decoder, which the Go fonts (TrueType) never reach: 51 KB off the gzip
# copy; and harfbuzz, the shaper: another 55 KB, for shaping a string 25%
# slower natively (30 to 37.5 us for five of the client's lines), which
# Ebitengine does once per string and face and then keeps. Without
# inlining ebitenui would have saved 56 KB more, but its tick took 45%
# longer natively (graphics/app BenchmarkLateTableTick 17.5 to 26 us).
# With textflags the page's gzip copy went from 5.411 to 5.305 MB (1.22x
# to 1.19x the floor); BenchmarkFirstFrame, three runs of five loads each,
# builds alternating, saw no difference beyond its noise (main to first
# frame 1.14-1.36 s without, 1.11-1.41 s with). Only the page: the floor is built without these, and the bots' worker
# draws no text.
textflags=(
	-gcflags=github.com/go-text/typesetting/font/opentype/...=-l
	-gcflags=github.com/go-text/typesetting/font/cff/...=-l
	-gcflags=github.com/go-text/typesetting/harfbuzz=-l
)
wasmflags=(
	-trimpath -ldflags=-s\ -w
	-gcflags=majlis/graphics/...=-l
	-gcflags=majlis/net/...=-l
	-gcflags=majlis/assets/...=-l
	-gcflags=majlis/cmd/game=-l
)
ebiten=$("${GO:-go}" list -m -f '{{.Dir}}' github.com/hajimehoshi/ebiten/v2)
# (The module cache's files are read-only, and so are their copies until
# the chmod: a copy left by an interrupted build is made writable first.)
if [ -d build/ebiten ]; then chmod -R u+w build/ebiten; fi
rm -rf build/ebiten
mkdir -p build
cp -r "$ebiten" build/ebiten
chmod -R u+w build/ebiten
cp web/patches/ebiten/internal/builtinshader/shader.go build/ebiten/internal/builtinshader/shader.go
{ cat go.mod; echo "replace github.com/hajimehoshi/ebiten/v2 => ./build/ebiten"; } > build/web.mod
cp go.sum build/web.sum
pageflags=("${wasmflags[@]}" -gcflags=majlis/rules/...=-l "${textflags[@]}" -modfile=build/web.mod)
workerflags=("${wasmflags[@]}")
