# Majlis: `make run` to play, `make test` for everything. See README.md.
GO       ?= go
GOROOT   := $(shell $(GO) env GOROOT)
WASMEXEC := $(GOROOT)/lib/wasm
OUT      := build
# Ebitengine's native build needs an X display even to start (its package
# initialisation opens one), so without DISPLAY the tests run under Xvfb.
XRUN     := $(if $(DISPLAY),,$(shell command -v xvfb-run >/dev/null 2>&1 && echo xvfb-run -a -s \"-screen 0 1280x800x24\"))

.PHONY: run sim test deps fmt vet unit browser net-browser net-nat wasm-test fuzz bench wasm desktop headless clean

## run: build the web client and serve it on :8080 (home screen: play
## Ayubistan against bots); ADDR=:9000 to choose another address
ADDR ?= :8080
run:
	GO=$(GO) web/run.sh $(ADDR)

## sim: a game of Ayubistan between bots, printed step by step (no window)
sim:
	$(GO) run ./cmd/majlis sim -game ayubistan -players 4 -show

## test: every check: formatting, vet, unit and playout tests, the rules
## under WebAssembly, and short fuzzing of every outside decoder
test: deps fmt vet unit browser net-browser net-nat wasm-test fuzz

deps:
	@.ci/deps

fmt:
	@out=$$(gofmt -l $$(git ls-files '*.go'; git ls-files -o --exclude-standard '*.go')); \
	if [ -n "$$out" ]; then echo "not gofmt-formatted:"; echo "$$out"; exit 1; fi

vet:
	$(GO) vet ./...
	$(GO) vet -tags headless ./cmd/game
	GOOS=js GOARCH=wasm $(GO) vet ./rules/... ./assets/... ./net/... ./graphics/... ./cmd/game ./cmd/botworker

unit:
	$(XRUN) $(GO) test -count=1 $$($(GO) list ./... | grep -v '^majlis/web$$')
	$(GO) test -count=1 -tags headless ./cmd/game
	$(GO) build -tags headless -o /dev/null ./cmd/game

# The page in headless Chromium: home, a turn clicked at canvas coordinates,
# whole games against bots and between two tabs, reload and resume,
# screenshots in build/test-out. The test makes its own loopback-only
# network namespace.
browser: wasm
	MAJLIS_WEB_DIR=$(OUT)/web $(XRUN) $(GO) test -count=1 -timeout 25m ./web/

# WebRTC between headless Chromium and native pion peers, and between two
# browsers, inside a loopback-only network namespace (needs root for
# unshare; CI is root). Elsewhere it says why it does not run.
net-browser:
	@if [ "$$(id -u)" = 0 ]; then \
		unshare -n sh -c 'ip link set lo up && MAJLIS_BROWSER_TEST=1 $(GO) test -count=1 -run Browser ./net/lockstep/'; \
	elif [ "$$CI" = true ]; then echo "net-browser: CI must run as root to make a network namespace"; exit 1; \
	else echo "net-browser: skipped: making a loopback-only network namespace needs root"; fi

# Whole games between headless peers across NAT routers that the test
# builds in network namespaces of its own (root; CI is root): direct in one
# home, through cone NATs, relayed between symmetric NATs (native peers,
# and once the web client in headless Chromium against a native peer), and
# the message when no path works. Nothing leaves those namespaces.
net-nat: wasm
	@if [ "$$(id -u)" = 0 ]; then \
		unshare -n -m sh -c 'mount -t tmpfs tmpfs /run && MAJLIS_NAT_TEST=1 MAJLIS_WEB_DIR=$(CURDIR)/$(OUT)/web $(GO) test -count=1 -v -run NAT ./net/nattest/'; \
	elif [ "$$CI" = true ]; then echo "net-nat: CI must run as root to make network namespaces"; exit 1; \
	else echo "net-nat: skipped: building NAT routers in network namespaces needs root"; fi

# The rules must hash alike natively and under WebAssembly: the same golden
# logs replay under Node.js.
wasm-test:
	PATH="$(WASMEXEC):$$PATH" GOOS=js GOARCH=wasm $(GO) test -count=1 -short ./rules/ ./rules/games/ ./rules/bot/remote/

# Every fuzz target in the tree (decoders of outside bytes, Apply with any
# move) runs briefly; `make fuzz FUZZTIME=5m` for a longer search. The
# default is a count of inputs, not a duration: Go 1.26's fuzzer can fail a
# duration run at its deadline with "context deadline exceeded" and no
# failing input (go.dev/issue/75804, fixed in Go 1.27).
FUZZTIME ?= 100000x
fuzz:
	@set -e; for f in $$(grep -l '^func Fuzz' $$(git ls-files '*_test.go')); do \
		for t in $$(sed -n 's/^func \(Fuzz[A-Za-z0-9_]*\)(.*/\1/p' $$f); do \
			echo "fuzz $$t in ./$$(dirname $$f)"; \
			$(GO) test -run '^$$' -fuzz "^$$t$$" -fuzztime $(FUZZTIME) ./$$(dirname $$f) >/tmp/majlis-fuzz.log 2>&1 || { cat /tmp/majlis-fuzz.log; exit 1; }; \
		done; \
	done

## bench: rules throughput, a normal bot's decision natively and under
## WebAssembly (in Node; in the browser it runs in the bots' worker), the
## web download and first frame against their floor (web/size.sh, web's
## BenchmarkFirstFrame), a move's latency against
## the data channel's echo round trip (peers in one process, and one process
## per peer: net/lockstep's MoveLatency benchmarks, three games each)
## and the other measured figures (as root also
## connection set-up and step time per path across NATs, and the relay's cost)
bench: wasm
	$(GO) test -run '^$$' -bench . -benchmem $$($(GO) list ./rules/... ./net/... | grep -v '^majlis/net/lockstep$$')
	PATH="$(WASMEXEC):$$PATH" GOOS=js GOARCH=wasm $(GO) test -run '^$$' -bench NormalDecision -benchtime 10x ./rules/bot/
	$(GO) test -run '^$$' -bench MoveLatency -benchtime 3x -benchmem ./net/lockstep/
	$(XRUN) $(GO) test -run '^$$' -bench . -benchmem ./graphics/...
	GO=$(GO) web/size.sh
	MAJLIS_WEB_DIR=$(OUT)/web $(XRUN) $(GO) test -run '^$$' -bench FirstFrame -benchtime 5x ./web/
	@if [ "$$(id -u)" = 0 ]; then \
		unshare -n -m sh -c 'mount -t tmpfs tmpfs /run && MAJLIS_NAT_TEST=1 $(GO) test -run "^$$" -bench NATPaths -benchtime 5x ./net/nattest/'; \
	else echo "bench: the set-up time and step time per path across NATs need root (network namespaces)"; fi

## wasm: the web client
wasm:
	GO=$(GO) web/build.sh $(OUT)/web

## desktop: the native program (needs the X11/GL headers .ci/deps installs)
desktop:
	$(GO) build -o $(OUT)/game ./cmd/game

## headless: the verbs (cmd/majlis), for machines without X11, GL or a display
headless:
	CGO_ENABLED=0 $(GO) build -o $(OUT)/majlis ./cmd/majlis

clean:
	rm -rf $(OUT)
