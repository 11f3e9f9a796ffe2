/* Calls into Python (the runtime's bridge) and the queue that keeps page actions from overlapping. */
SAP.define("bridge", ["runtime", "status", "vocab"], function (RT, status, vocab) {
  "use strict";
  var chain = Promise.resolve();

  function message(e) { return String((e && e.message) || e); }
  // Errors made on this side use the bridge's shape and its "unavailable" type.
  function runtimeError(msg) { return { ok: false, error: { type: "unavailable", message: msg, path: null } }; }

  /** Every bridge call resolves to {ok, result} or {ok: false, error}; it never throws. */
  function call(op, args) {
    if (!RT || typeof RT.call !== "function") {
      return Promise.resolve(runtimeError(vocab.word("noRuntime")));
    }
    var p;
    try { p = RT.call(op, args || {}); } catch (e) { return Promise.resolve(runtimeError(message(e))); }
    return Promise.resolve(p).then(function (r) {
      return r && typeof r === "object" ? r : runtimeError(vocab.word("noAnswer", { op: op }));
    }, function (e) { return runtimeError(message(e)); });
  }

  /** Serialise page actions so runs never overlap; each waits for Python. */
  function enqueue(fn) {
    var whenReady = RT && RT.ready ? Promise.resolve(RT.ready) : Promise.reject(new Error(vocab.word("noRuntime")));
    chain = chain.then(function () { return whenReady; }).then(fn).catch(function (e) {
      status.set("error", vocab.word("wentWrong", { message: message(e) }));
    });
    return chain;
  }

  return { call: call, enqueue: enqueue, message: message };
});
