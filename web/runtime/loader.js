/* Boots Python in a module worker and exposes window.SafeAgentRuntime to the page. */
// Modes: "fast" (top level or a sandbox with allow-same-origin: the worker fetches the dist's
// files and compiles wasm while streaming), "sandboxed" (opaque origin: every fetch of our own
// files is cross-origin and refused, so classic <script> payloads carry the bytes to a data:
// worker), "file" (opened from disk: say how to serve it). Nothing is requested from any other
// origin, ever.
(function () {
  "use strict";

  const BOOT = /*__BOOT__*/null; // filled in by build.py: payload index and Pyodide's lock info
  const script = document.currentScript;
  const ROOT = new URL("../", (script && script.src) || location.href).href;

  const listeners = [];
  const pending = new Map();
  let latest = null;
  let started = false;
  let stopped = null; // why the worker is gone, once it is
  let worker = null;
  let nextId = 1;
  let resolveReady;
  let rejectReady;
  let ready = newReady();
  // The watchdog: a call without an answer after this long ends the worker and starts Python
  // again (0: off until the page sets it from Python's vocabulary, watchdogSeconds).
  let watchdogMs = 0;
  let watchdogRuns = {}; // op -> how many pipeline runs it makes (each gets watchdogMs)
  const timers = new Map();
  // The longest the sandboxed boot waits for the page's first result to be drawn, and then for
  // the frame that lays it out.
  const PAINT_WAIT_MS = 1500;
  const FRAME_WAIT_MS = 100;

  function newReady() {
    const promise = new Promise((resolve, reject) => {
      resolveReady = resolve;
      rejectReady = reject;
    });
    promise.catch(() => {}); // a failed boot is reported through onProgress, not as an unhandled error
    return promise;
  }

  /** Python's words for the page (static-data.js, written by the build), with {seconds} filled. */
  function notice(id, seconds) {
    const data = window.SAFE_AGENT_STATIC || {};
    const text = String(((data.vocabulary || {}).notices || {})[id] || id);
    return text.replace("{seconds}", String(seconds));
  }

  /** One of the page's words (static-data.js `vocabulary.words`), with its {places} filled. */
  function word(id, values) {
    const data = window.SAFE_AGENT_STATIC || {};
    const text = String(((data.vocabulary || {}).words || {})[id] || id);
    return text.replace(/\{(\w+)\}/g, (m, key) => (values && key in values ? String(values[key]) : m));
  }

  function detectMode() {
    if (location.protocol === "file:") return "file";
    if (self.origin === "null") return "sandboxed";
    return "fast";
  }

  function emit(event) {
    latest = event;
    for (const callback of listeners) {
      try {
        callback(event);
      } catch (error) {
        setTimeout(() => {
          throw error;
        });
      }
    }
  }

  function fail(message) {
    stopped = message;
    console.error(`Python could not start: ${message}`);
    emit({ step: "error", fraction: 1, label: message, message });
    rejectReady(new Error(message));
    for (const resolve of pending.values()) {
      resolve({ ok: false, error: { type: "unavailable", message, path: null } });
    }
    pending.clear();
  }

  const BASE = { runtime: 0, python: 0.45, packages: 0.75, ready: 1 };
  const SPAN = { runtime: 0.45, python: 0.3, packages: 0.25, ready: 0 };

  // Progress only moves forward: a fallback from the fast path to payloads, or steps reported
  // out of order, never sends the bar back.
  let highest = 0;
  // `phase` names where the start-up is; the page says it in Python's words (words.py phase.*).
  function stepEvent(step, within, phase) {
    const raw = Math.min(1, BASE[step] + SPAN[step] * Math.max(0, Math.min(1, within)));
    highest = Math.max(highest, raw);
    const label = word(`phase.${phase}`);
    return { step, phase, fraction: highest, label, message: label };
  }

  /** Run `fn` once static-data.js (a later deferred script) has run, so Python's words exist. */
  function afterStatic(fn) {
    if (window.SAFE_AGENT_STATIC || domLoaded) fn();
    else document.addEventListener("DOMContentLoaded", fn, { once: true });
  }
  // Deferred scripts run while readyState is already "interactive": only this event says they ran.
  let domLoaded = false;
  document.addEventListener("DOMContentLoaded", () => { domLoaded = true; }, { once: true });

  function onWorkerMessage(event) {
    const message = event.data;
    if (message.type === "progress") {
      emit(stepEvent(message.step, message.fraction, message.phase));
    } else if (message.type === "ready") {
      runtime.timings = message.timings;
      emit(stepEvent("ready", 1, "ready"));
      resolveReady();
    } else if (message.type === "failed") {
      if (!fallBack(message.message)) fail(message.message);
    } else if (message.type === "result") {
      const resolve = pending.get(message.id);
      pending.delete(message.id);
      clearTimeout(timers.get(message.id));
      timers.delete(message.id);
      runtime.lastCall = { id: message.id, workerMs: message.ms };
      if (!resolve) return;
      try {
        resolve(JSON.parse(message.response));
      } catch (error) {
        resolve({ ok: false, error: { type: "internal", message: String(error), path: null } });
      }
    }
  }

  function startWorker(url, mode) {
    const created = new Worker(url, { type: "module", name: "safe-agent-python" });
    created.onmessage = onWorkerMessage;
    created.onerror = (event) => {
      event.preventDefault();
      const message = word("workerStopped", { reason: event.message || word("workerUnloaded") });
      if (!fallBack(message)) fail(message);
    };
    created.postMessage({ type: "boot", mode, root: ROOT, boot: BOOT });
    return created;
  }

  /** Load the payload scripts (classic scripts are not CORS-checked); hand over each file's
   * strings as soon as all its parts have arrived. */
  function loadPayloads(onFile) {
    const index = BOOT.payloads;
    const received = {};
    const missing = {};
    let total = 0;
    let loaded = 0;
    const jobs = [];
    for (const name of Object.keys(index)) {
      received[name] = new Array(index[name].parts.length);
      missing[name] = index[name].parts.length;
      total += index[name].size;
    }
    window.__safeAgentPart = (name, number, data) => {
      if (received[name]) received[name][number] = data;
    };
    // The worker's own source first, then the rest in the order the boot needs them.
    const names = Object.keys(index).sort((a, b) => payloadRank(a) - payloadRank(b));
    for (const name of names) {
      const share = index[name].size / index[name].parts.length;
      for (const part of index[name].parts) {
        jobs.push(
          new Promise((resolve, reject) => {
            const tag = document.createElement("script");
            tag.src = ROOT + part;
            tag.async = true;
            tag.onload = () => {
              tag.remove();
              loaded += share;
              emit(stepEvent("runtime", 0.8 * (loaded / total), "load"));
              missing[name] -= 1;
              if (missing[name] === 0) {
                const parts = received[name];
                delete received[name];
                onFile(name, parts);
              }
              resolve();
            };
            tag.onerror = () => reject(new Error(word("payloadUnloaded", { part })));
            document.head.appendChild(tag);
          }),
        );
      }
    }
    return Promise.all(jobs).then(() => {
      delete window.__safeAgentPart;
    });
  }

  function payloadRank(name) {
    const order = ["runtime/worker.js", "pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm"];
    const at = order.findIndex((suffix) => name.endsWith(suffix));
    return at < 0 ? order.length : at;
  }

  function bootSandboxed() {
    const early = [];
    return loadPayloads((name, parts) => {
      if (name === "runtime/worker.js") {
        // A data: module worker is what an opaque origin may start (a blob: one is refused).
        worker = startWorker(`data:text/javascript;base64,${btoa(parts.join(""))}`, "sandboxed");
        for (const message of early.splice(0)) worker.postMessage(message);
      } else if (worker) {
        worker.postMessage({ type: "payload", name, parts });
      } else {
        early.push({ type: "payload", name, parts });
      }
    });
  }

  /** If the fast path broke before Python started (e.g. a host serving .mjs with a wrong type),
   * boot again from the payload scripts, which work wherever classic scripts load. */
  function fallBack(reason) {
    const early = !latest || latest.step === "runtime";
    if (runtime.mode !== "fast" || !early || !BOOT) return false;
    console.warn(`fast start failed (${reason}); loading Python from payload scripts instead`);
    worker.terminate();
    worker = null;
    runtime.mode = "sandboxed";
    emit(stepEvent("runtime", 0, "load"));
    bootSandboxed().catch((error) => fail(String(error && error.message ? error.message : error)));
    return true;
  }

  /** The watchdog fired: `op` has had no answer for watchdogMs. End the worker (whatever it is
   * doing), answer every open call with "unavailable", say so (step "stopped"), boot again. */
  function stop(op) {
    if (!worker) return;
    worker.terminate();
    worker = null;
    for (const timer of timers.values()) clearTimeout(timer);
    timers.clear();
    const seconds = Math.round((watchdogMs * (watchdogRuns[op] || 1)) / 1000);
    const message = notice("stoppedOther", seconds);
    console.warn(`${op} had no answer after ${seconds} s: the Python worker was stopped and restarts`);
    emit({ step: "stopped", op, seconds, label: message, fraction: 0, message });
    const open = Array.from(pending.values());
    pending.clear();
    for (const resolve of open) resolve({ ok: false, error: { type: "unavailable", message, path: null } });
    // The same boot as the first: a new worker, Python started again, a new `ready`.
    started = false;
    stopped = null;
    latest = null;
    highest = 0;
    ready = newReady();
    runtime.ready = ready;
    runtime.restarts += 1;
    start();
  }

  /** `ms` per pipeline run; `runs` names the calls that run it more than once (Python's
   * vocabulary, watchdogRuns: Replay runs a state twice). */
  function setWatchdog(ms, runs) {
    watchdogMs = ms > 0 ? ms : 0;
    watchdogRuns = runs || {};
  }

  /** Wait for `painted` (the page's first result in view is drawn) and one frame, or at most
   * PAINT_WAIT_MS, then call `go`. In the sandboxed frame the payload scripts are parsed on
   * every core; started at once, they starve the synchronous font requests of the page's first
   * layout (traced: 40-50 ms each, the frame's one long task). Python's start does not lose by
   * it (measured in bench/page.py): the parse and the first paint share the same cores. */
  function afterPaint(painted, go) {
    let done = false;
    const once = () => {
      if (!done) {
        done = true;
        go();
      }
    };
    setTimeout(once, PAINT_WAIT_MS);
    Promise.resolve(painted).then(() => {
      // The layout of what was drawn runs before the next frame; the payloads start after it.
      requestAnimationFrame(() => setTimeout(once, 0));
      setTimeout(once, FRAME_WAIT_MS); // a hidden frame gets no animation frames
    }, once);
  }

  function start(painted) {
    if (started) return ready;
    started = true;
    runtime.startedAt = performance.timeOrigin + performance.now();
    afterStatic(() => emit(stepEvent("runtime", 0, "load")));
    if (typeof WebAssembly !== "object") {
      afterStatic(() => fail(notice("noWasm", 0)));
    } else if (runtime.mode === "file") {
      afterStatic(() => fail(word("serveHint")));
    } else if (!BOOT) {
      afterStatic(() => fail(word("notBuilt")));
    } else if (runtime.mode === "sandboxed") {
      const boot = () =>
        bootSandboxed().catch((error) => fail(String(error && error.message ? error.message : error)));
      if (painted) afterPaint(painted, boot);
      else boot();
    } else {
      worker = startWorker(new URL("runtime/worker.js", ROOT).href, "fast");
    }
    return ready;
  }

  function call(op, args) {
    start();
    return ready.then(() =>
      stopped
        ? { ok: false, error: { type: "unavailable", message: stopped, path: null } }
        : new Promise((resolve) => {
            const id = nextId;
            nextId += 1;
            pending.set(id, resolve);
            if (watchdogMs) timers.set(id, setTimeout(() => stop(op), watchdogMs * (watchdogRuns[op] || 1)));
            worker.postMessage({ type: "call", id, request: JSON.stringify({ ...args, op }) });
          }),
    );
  }

  function onProgress(callback) {
    listeners.push(callback);
    if (latest) callback(latest);
    return () => {
      const at = listeners.indexOf(callback);
      if (at >= 0) listeners.splice(at, 1);
    };
  }

  const runtime = {
    mode: detectMode(),
    root: ROOT,
    ready,
    start,
    call,
    onProgress,
    setWatchdog,
    restarts: 0,
    timings: null,
    startedAt: null,
    lastCall: null,
  };
  window.SafeAgentRuntime = runtime;
  if (runtime.mode === "sandboxed") {
    // The page calls start(painted) once its modules run; if it never does, boot anyway.
    setTimeout(() => start(), PAINT_WAIT_MS);
  } else {
    start(); // boot at once: the page's own start() call is then a no-op
  }
})();
