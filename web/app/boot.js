/* Python's start-up as the reader sees it: the preview until the first result, the progress bar
 * (it only moves forward), the buttons that wait for Python, and the failure line. */
SAP.define("boot", ["dom", "runtime", "bridge", "store", "status", "staticData"],
  function (dom, RT, bridge, app, status, STATIC) {
    "use strict";
    var h = dom.h;
    var $ = dom.byId;

    function onProgress(p) {
      if (!p) return;
      if (p.step === "error") { fail(p.message || p.label || "Python failed to start."); return; }
      // The bar only ever moves forward, whatever order the loader's reports arrive in.
      if (typeof p.fraction === "number") app.progress = Math.max(app.progress, Math.min(1, p.fraction));
      $("py-progress").value = app.progress;
      if (p.message || p.label) $("py-label-text").textContent = p.message || p.label;
    }

    function setReady() {
      app.ready = true;
      $("py-status").setAttribute("data-state", "ready");
      $("py-label-text").textContent = "Python is ready";
      $("py-progress").value = 1;
      document.querySelectorAll("[data-needs-python]").forEach(function (b) { b.disabled = false; });
    }

    function fail(msg) {
      if (app.failed) return;
      app.failed = true;
      $("py-status").setAttribute("data-state", "error");
      $("py-label-text").textContent = "Python could not start: " + msg + " Reload the page to try again.";
      status.set("error", "Python could not start, so runs are unavailable. Reload the page to try again.");
    }

    function gateControls() {
      document.querySelectorAll("[data-needs-python]").forEach(function (b) { b.disabled = !app.ready; });
    }

    /** Until the first result: what preset A will show, and how long a first load takes. */
    function preview() {
      var p = (STATIC.presets || [])[0];
      if (!p) return;
      $("outcome-headline").textContent = "Preset " + p.id + " — " + p.title + ": starting Python in your browser to run it.";
      dom.replace($("why"), h("section", { class: "why-card preview", "data-kind": "preview" },
        h("h3", { text: "What you will see" }),
        h("ul", null,
          h("li", { text: p.summary }),
          h("li", { text: "A first load takes a few seconds, longer on a slow connection: Python starts inside this page, and nothing you type leaves it." }),
          h("li", { text: "Then pick a preset (A–F) or switch a guardrail off under “Inputs & switches” and watch what changes." }))));
    }

    /** Follow the runtime's start-up; once Python is up, hand its vocabulary to `onVocabulary`.
     *  `painted` (a promise) resolves once the first result in view is drawn: the sandboxed
     *  runtime waits for it before loading Python (see runtime/loader.js).
     *  Returns false (and says so on the page) when the runtime did not load at all. */
    function start(onVocabulary, painted) {
      if (!RT) { fail("runtime/loader.js did not load."); return false; }
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
