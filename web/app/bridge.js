/* Calls into Python (the runtime's bridge) and the queue that keeps page actions from overlapping. */
SAP.define("bridge", ["runtime", "status"], function (RT, status) {
  "use strict";
  var chain = Promise.resolve();

  function message(e) { return String((e && e.message) || e); }
  // Errors made on this side use the bridge's shape and its "unavailable" type.
  function runtimeError(msg) { return { ok: false, error: { type: "unavailable", message: msg, path: null } }; }

  /** Every bridge call resolves to {ok, result} or {ok: false, error}; it never throws. */
  function call(op, args) {
    if (!RT || typeof RT.call !== "function") {
      return Promise.resolve(runtimeError("The Python runtime did not load (runtime/loader.js). Reload the page."));
    }
    var p;
    try { p = RT.call(op, args || {}); } catch (e) { return Promise.resolve(runtimeError(message(e))); }
    return Promise.resolve(p).then(function (r) {
      return r && typeof r === "object" ? r : runtimeError("Python gave no answer to " + op + ". Reload the page.");
    }, function (e) { return runtimeError(message(e)); });
  }

  /** Serialise page actions so runs never overlap; each waits for Python. */
  function enqueue(fn) {
    var whenReady = RT && RT.ready ? Promise.resolve(RT.ready) : Promise.reject(new Error("no runtime"));
    chain = chain.then(function () { return whenReady; }).then(fn).catch(function (e) {
      status.set("error", "Something went wrong: " + message(e));
    });
    return chain;
  }

  return { call: call, enqueue: enqueue, message: message };
});
