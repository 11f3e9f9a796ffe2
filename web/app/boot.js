/* Python's start-up as the reader sees it: the preview until the first result, the progress bar
 * (it only moves forward), the buttons that wait for Python, and the failure line. */
SAP.define("boot", ["dom", "runtime", "bridge", "store", "status", "staticData", "vocab"],
  function (dom, RT, bridge, app, status, STATIC, vocab) {
    "use strict";
    var h = dom.h;
    var $ = dom.byId;
    var word = vocab.word;

    function onProgress(p) {
      if (!p) return;
      if (p.step === "error") { fail(p.message || word("startFailedReason")); return; }
      // The bar only ever moves forward, whatever order the loader's reports arrive in.
      if (typeof p.fraction === "number") app.progress = Math.max(app.progress, Math.min(1, p.fraction));
      $("py-progress").value = app.progress;
      // Python's words for where the start-up is (the loader's message: a restart's notice).
      var said = p.phase ? word("phase." + p.phase) : p.message;
      if (said) $("py-label-text").textContent = said;
    }

    function setReady() {
      app.ready = true;
      $("py-status").setAttribute("data-state", "ready");
      $("py-label-text").textContent = word("pythonReady");
      $("py-progress").value = 1;
      document.querySelectorAll("[data-needs-python]").forEach(function (b) { b.disabled = false; });
    }

    function fail(msg) {
      if (app.failed) return;
      app.failed = true;
      $("py-status").setAttribute("data-state", "error");
      $("py-label-text").textContent = word("startFailed", { reason: msg });
      status.set("error", word("startFailedStatus"));
    }

    function gateControls() {
      document.querySelectorAll("[data-needs-python]").forEach(function (b) { b.disabled = !app.ready; });
    }

    /** Until the first result: what preset A will show, and how long a first load takes. */
    function preview() {
      var p = (STATIC.presets || [])[0];
      if (!p) return;
      $("outcome-headline").textContent = word("previewHeadline", { preset: p.id, title: p.title });
      dom.replace($("why"), h("section", { class: "why-card preview", "data-kind": "preview" },
        h("h3", { text: word("previewTitle") }),
        h("ul", null,
          h("li", { text: p.summary }),
          h("li", { text: word("previewWait") }),
          h("li", { text: word("previewNext") }))));
    }

    /** Follow the runtime's start-up; once Python is up, hand its vocabulary to `onVocabulary`.
     *  `painted` (a promise) resolves once the first result in view is drawn: the sandboxed
     *  runtime waits for it before loading Python (see runtime/loader.js).
     *  Returns false (and says so on the page) when the runtime did not load at all. */
    function start(onVocabulary, painted) {
      if (!RT) { fail(word("noLoader")); return false; }
      if (typeof RT.onProgress === "function") RT.onProgress(onProgress);
      try { if (typeof RT.start === "function") Promise.resolve(RT.start(painted)).catch(function (e) { fail(bridge.message(e)); }); }
      catch (e) { fail(bridge.message(e)); }
      Promise.resolve(RT.ready).then(function () {
        // The build's Python wrote this same answer (static-data.js; tests/test_static_answers.py
        // holds it to CPython's): the first live call can be the first run, one round trip sooner.
        if (STATIC.vocabulary) { onVocabulary(STATIC.vocabulary); return; }
        return bridge.call("vocabulary", {}).then(function (r) {
          if (!r.ok) { fail(r.error.message); return; }
          onVocabulary(r.result);
        });
      }, function (e) { fail(bridge.message(e)); });
      return true;
    }

    return { start: start, setReady: setReady, gateControls: gateControls, preview: preview };
  });
