// battlemat's Odds, the page's side: the workers' wasm and the workers
// readied ahead of the GM's press. index.html imports this module when the
// Odds are first asked or readied, so the page's first load stays as it was.

// The Odds' workers' wasm (battlemat-odds.wasm, the fights alone),
// fetched and compiled once; the Go program posts the module to its
// Web Workers (odds-worker.js).
let compiled = null, done = null; // done: the module, once compiled
export function module() {
  compiled ||= (async () => {
    if (typeof DecompressionStream === "function") {
      try {
        const resp = await fetch("battlemat-odds.wasm.gz");
        if (resp.ok && resp.body) {
          const body = await inflated(resp.body); // index.html's
          return await WebAssembly.compileStreaming(new Response(body, { headers: { "Content-Type": "application/wasm" } }));
        }
      } catch (e) {
        console.warn("battlemat: the gzipped Odds wasm failed, fetching the plain one:", e);
      }
    }
    const resp = await fetch("battlemat-odds.wasm");
    if (!resp.ok) throw new Error("battlemat-odds.wasm: " + resp.status);
    return WebAssembly.compile(await resp.arrayBuffer());
  })().then((m) => (done = m));
  return compiled;
}

// Warm workers: their Go started, waiting for a run. The first one made
// plays a few fights of a battle of its own first, so the browser has
// compiled the fights' hot code to its top tier (one code for every
// worker of the module) before the press, not during the first batches.
const ready = [];
let warming = false, warmedUp = false;
let takenAt = -1; // when a run last took workers
const warmUpFights = 8;
// At most two wait: an idle worker holds some 8 MB of wasm memory (the
// warmed-up one 20 MB) and a thread, for Odds that may never be asked;
// past two, a press starts the rest (the module compiled and warm, that
// is their Go's start alone, some 50 ms).
const warmMost = 2;

// warm readies n workers (as odds.SetWorkers: below 0, one a core; at
// most warmMost) when the page is idle, as asked at asked (performance.now()):
// none once a run took workers since; a failure is left for the press,
// which meets it again and says why.
export function warm(n, asked) {
  if (n < 0) n = navigator.hardwareConcurrency || 1;
  n = Math.min(n, warmMost);
  if (warming || ready.length >= n) return;
  warming = true;
  const start = () => module().then((m) => {
    while (takenAt < asked && ready.length < n) {
      const w = new Worker("odds-worker.js");
      w.postMessage({ module: m, warm: warmedUp ? 0 : warmUpFights });
      warmedUp = true;
      ready.push(w);
    }
  }).catch(() => {}).finally(() => { warming = false; });
  if (self.requestIdleCallback) requestIdleCallback(start, { timeout: 2000 }); else setTimeout(start, 0);
}

// The Go program's workers: a warm one, or a new one.
self.battlematOddsPage = {
  worker: () => {
    takenAt = performance.now();
    return ready.shift() || new Worker("odds-worker.js");
  },
  compiled: () => done, // the module if compiled, for a press to start at once
  warm: () => ready.length, // for the tests
};
