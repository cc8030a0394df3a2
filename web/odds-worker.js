// battlemat's Odds worker: a Web Worker that plays a share of the Odds'
// fights on battlemat-odds.wasm (rules, board and odds only; no window),
// so the page's own thread only draws and counts. The page posts the
// compiled module with the battle file, seed, what-if and number of
// fights, then batches of fight numbers; each batch's tally goes back.
// A worker readied ahead of the press (odds-page.js) gets the module
// alone first, with how many fights to warm up on: its Go starts then,
// and waits for the run.
"use strict";
importScripts("wasm_exec.js");

let ready = null;    // Go's start, once the module is in
let started = null;  // the run's start
const waiting = [];  // batches that came before it

function play(m) {
  const r = self.battlematOddsPlay(m.from, m.to);
  postMessage({ from: m.from, to: m.to, tally: r.tally, err: r.err });
}

self.onmessage = async (e) => {
  const m = e.data;
  if (m.module) {
    try {
      ready ||= (async () => {
        const go = new Go();
        const inst = await WebAssembly.instantiate(m.module, go.importObject);
        go.run(inst); // main registers its functions, then waits for calls
      })();
      await ready;
      if (m.warm !== undefined) {
        if (m.warm > 0) self.battlematOddsWarmUp(m.warm);
        return;
      }
      const err = self.battlematOddsStart(m.file, m.seed, m.whatIf, m.total);
      if (err) throw new Error(err);
    } catch (err) {
      if (m.warm === undefined) postMessage({ broken: String(err && err.message || err) });
      return;
    }
    started = true;
    for (const w of waiting.splice(0)) play(w);
    return;
  }
  if (started) play(m); else waiting.push(m);
};
