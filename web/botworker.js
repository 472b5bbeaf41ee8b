// The bots' Web Worker: runs bot.wasm (cmd/botworker), which answers the
// page's bot decisions off the page's thread. Requests that arrive before
// Go is ready wait in a queue; if bot.wasm cannot run, the page is told
// ({fatal: why}) and its bots think on the page instead.
"use strict";
importScripts("wasm_exec.js");

const waiting = [];
self.onmessage = (e) => {
  if (self.majlisThink) self.majlisThink(e.data);
  else waiting.push(e.data);
};
// Called by Go once majlisThink is set.
self.majlisReady = () => {
  for (const req of waiting.splice(0)) self.majlisThink(req);
};

const go = new Go();
const fail = (err) => postMessage({ fatal: "bot.wasm: " + String(err && err.message || err) });
fetch("bot.wasm")
  .then((resp) => {
    if (!resp.ok) throw new Error("HTTP " + resp.status);
    return WebAssembly.instantiateStreaming(resp, go.importObject);
  })
  .then((r) => go.run(r.instance).then(() => fail("it stopped")))
  .catch(fail);
