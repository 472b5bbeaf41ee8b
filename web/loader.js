// The loader: checks what the browser offers, downloads game.wasm with a
// streamed fetch so that the bar shows real progress, compiling it as it
// arrives where the browser can, starts the Go program, and hides itself
// when the game signals it is ready.
(function () {
  "use strict";
  var statusEl = document.getElementById("status");
  var fill = document.getElementById("fill");
  var bar = document.getElementById("bar");
  var loader = document.getElementById("loader");
  var warning = document.getElementById("warning");
  var t0 = performance.now();
  window.majlisLoad = { started: t0 };
  // With ?test=1, keep the console's last lines for the tests to read.
  if (/[?&]test=1/.test(location.search)) {
    window.majlisLogs = [];
    ["log", "warn", "error"].forEach(function (k) {
      var orig = console[k].bind(console);
      console[k] = function () {
        var line = Array.prototype.map.call(arguments, String).join(" ");
        window.majlisLogs.push(k + ": " + line);
        if (window.majlisLogs.length > 500) window.majlisLogs.shift();
        orig.apply(null, arguments);
      };
    });
  }

  function fail(msg) {
    loader.classList.add("error");
    statusEl.textContent = msg;
    window.majlisLoad.error = msg;
  }
  function progress(done, total) {
    var pct = total > 0 ? Math.min(100, Math.floor(done * 100 / total)) : 0;
    fill.style.width = pct + "%";
    bar.setAttribute("aria-valuenow", String(pct));
    var mb = function (n) { return (n / 1048576).toFixed(1); };
    statusEl.textContent = total > 0
      ? "Downloading the game: " + mb(done) + " of " + mb(total) + " MB (" + pct + "%)"
      : "Downloading the game: " + mb(done) + " MB";
    window.majlisLoad.progress = pct;
  }

  if (typeof WebAssembly !== "object" || typeof WebAssembly.instantiate !== "function") {
    fail("This browser cannot run WebAssembly, which Majlis needs. Please use a recent Firefox, Chrome, Edge or Safari.");
    return;
  }
  if (typeof RTCPeerConnection !== "function") {
    warning.hidden = false;
    warning.textContent = "This browser offers no WebRTC: you can play against bots and hot-seat, but not online.";
    window.majlisLoad.noWebRTC = true;
  }

  // The size of game.wasm before compression, written by web/build.sh: a
  // compressed response's Content-Length does not count what the stream
  // yields. It is asked for beside game.wasm, not before it, so that the
  // download does not wait a round trip for it; the bar counts megabytes
  // until it comes.
  var total = 0;
  fetch("build.json", { cache: "no-cache" })
    .then(function (r) { return r.ok ? r.json() : {}; })
    .then(function (j) { if (j && j.wasmSize > 0) total = j.wasmSize; })
    .catch(function () {});

  // load downloads game.wasm and compiles it while it arrives where the
  // browser can (instantiateStreaming on one branch of the stream, the
  // progress bar counting the other); elsewhere it downloads, then
  // compiles. (A preload of game.wasm in index.html started the download
  // some 200 ms sooner over an emulated 100 ms link, but on loopback
  // headless Chromium drew the first frame 0.2 s later with it, and the
  // floor 0.8 s later: the preloaded response seems not to stream into
  // the compiler.)
  function load(go) {
    return fetch("game.wasm").then(function (resp) {
      if (!resp.ok) throw new Error("game.wasm: HTTP " + resp.status);
      if (!total && !resp.headers.get("Content-Encoding")) {
        total = Number(resp.headers.get("Content-Length")) || 0;
      }
      if (!resp.body || !resp.body.getReader) {
        return resp.arrayBuffer().then(function (b) { return WebAssembly.instantiate(b, go.importObject); });
      }
      var got = 0;
      function count(reader, keep) {
        return reader.read().then(function (r) {
          if (r.done) return;
          got += r.value.length;
          progress(got, total);
          if (keep) keep.push(r.value);
          return count(reader, keep);
        });
      }
      if (resp.body.tee && WebAssembly.instantiateStreaming) {
        var branches = resp.body.tee();
        var counted = count(branches[0].getReader(), null);
        var wasm = new Response(branches[1], { headers: { "Content-Type": "application/wasm" } });
        return Promise.all([WebAssembly.instantiateStreaming(wasm, go.importObject), counted])
          .then(function (r) { window.majlisLoad.streamed = true; return r[0]; });
      }
      var chunks = [];
      return count(resp.body.getReader(), chunks).then(function () {
        var buf = new Uint8Array(got), off = 0;
        for (var i = 0; i < chunks.length; i++) { buf.set(chunks[i], off); off += chunks[i].length; }
        return WebAssembly.instantiate(buf.buffer, go.importObject);
      });
    });
  }

  // The frame gate. Ebitengine's browser loop asks for an animation frame
  // 60 times a second even when the client has nothing to draw, which kept
  // an idle table's main thread about 6% busy. While the client holds the
  // gate (an idle table: cmd/game's pacer), frames asked for are parked;
  // any input, and each of the pacer's occasional looks for news, lets
  // them through. The page's own frames (the loader, tests) use raw.
  var rawFrame = window.requestAnimationFrame.bind(window);
  var parked = [];
  var gate = {
    hold: false,
    raw: rawFrame,
    wake: function () {
      var cbs = parked;
      parked = [];
      for (var i = 0; i < cbs.length; i++) rawFrame(cbs[i]);
    },
    setHold: function (h) {
      gate.hold = h;
      if (!h) gate.wake();
    }
  };
  window.requestAnimationFrame = function (cb) {
    if (gate.hold) {
      parked.push(cb);
      return 0;
    }
    return rawFrame(cb);
  };
  ["pointerdown", "pointermove", "pointerup", "mousedown", "mousemove", "mouseup",
   "wheel", "keydown", "keyup", "touchstart", "touchmove", "touchend", "touchcancel",
   "resize", "focus", "visibilitychange"].forEach(function (e) {
    window.addEventListener(e, gate.wake, { capture: true, passive: true });
  });
  window.majlisFrameGate = gate;

  window.addEventListener("majlis-ready", function () {
    window.majlisLoad.ready = performance.now() - t0;
    // Ebitengine adds its canvas; the loader leaves once it is there.
    rawFrame(function () { rawFrame(function () {
      loader.style.display = "none";
      window.majlisLoad.shown = performance.now() - t0;
    }); });
  });

  var go = new Go();
  load(go).then(function (res) {
    progress(1, 1);
    statusEl.textContent = "Starting…";
    window.majlisLoad.downloaded = performance.now() - t0;
    go.run(res.instance).then(function () {
      fail("The game has stopped. Reload the page to play again.");
      loader.style.display = "";
    });
  }).catch(function (err) {
    fail("The game could not be loaded: " + (err && err.message ? err.message : err));
  });
})();
