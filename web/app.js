/* The page's controller: holds the state, forwards every decision to Python, renders the answers. */
(function () {
  "use strict";
  var SAP = window.SAP;
  var h = SAP.h;
  var $ = SAP.byId;
  var RT = window.SafeAgentRuntime;
  var STATIC = window.SAFE_AGENT_STATIC || { presets: [] };
  var app = (SAP.app = {
    state: null, result: null, explain: null, ready: false, failed: false,
    preset: null, runs: 0, lastFragment: null
  });
  var chain = Promise.resolve();

  function clone(x) { return JSON.parse(JSON.stringify(x)); }
  function message(e) { return String((e && e.message) || e); }
  function runtimeError(msg) { return { ok: false, error: { type: "RuntimeError", message: msg, path: null } }; }

  /** Every bridge call resolves to {ok, result} or {ok: false, error}; it never throws. */
  function call(op, args) {
    if (!RT || typeof RT.call !== "function") {
      return Promise.resolve(runtimeError("The Python runtime did not load (runtime/loader.js)."));
    }
    var p;
    try { p = RT.call(op, args || {}); } catch (e) { return Promise.resolve(runtimeError(message(e))); }
    return Promise.resolve(p).then(function (r) {
      return r && typeof r === "object" ? r : runtimeError("Python gave no answer to " + op + ".");
    }, function (e) { return runtimeError(message(e)); });
  }
  SAP.call = call;

  /** Serialise page actions so runs never overlap; each waits for Python. */
  function enqueue(fn) {
    var whenReady = RT && RT.ready ? Promise.resolve(RT.ready) : Promise.reject(new Error("no runtime"));
    chain = chain.then(function () { return whenReady; }).then(fn).catch(function (e) {
      setStatus("error", "Something went wrong: " + message(e));
    });
    return chain;
  }

  // ---- small shared widgets ----------------------------------------------------------------

  function showError(el, title, err) {
    if (!err) { el.hidden = true; SAP.clear(el); return; }
    var problems = err.problems || [];
    SAP.replace(el,
      h("p", { class: "error-title" }, h("span", { "aria-hidden": "true", text: "✕ " }), title),
      h("p", { "data-testid": "error-message", text: err.message || String(err) }),
      err.path ? h("p", null, "Where: ", h("code", { text: String(err.path) })) : null,
      problems.length ? h("ul", { class: "problems" }, problems.map(function (p) {
        if (typeof p === "string") return h("li", { text: p });
        return h("li", null, p.path ? [h("code", { text: String(p.path) }), ": "] : null, String(p.message || JSON.stringify(p)));
      })) : null);
    el.hidden = false;
  }

  function selectAll(el) {
    if (!el) return;
    if (typeof el.select === "function") { el.focus(); el.select(); return; }
    var range = document.createRange();
    range.selectNodeContents(el);
    var sel = window.getSelection();
    sel.removeAllRanges();
    sel.addRange(range);
  }

  /** Copy with the clipboard API; where it is not permitted, select the text and say how. */
  function copyText(text, target, note) {
    function fallback() {
      var ok = false;
      var temp = null;
      if (!target) {
        temp = h("textarea", { class: "visually-hidden", readonly: "", "aria-hidden": "true", tabindex: "-1" });
        temp.value = text;
        document.body.appendChild(temp);
      }
      selectAll(target || temp);
      try { ok = document.execCommand("copy"); } catch (e) { ok = false; }
      if (temp) temp.remove();
      note.textContent = ok ? "Copied." : target
        ? "The clipboard is not available here: the text is selected, press Ctrl+C (⌘C on a Mac)."
        : "The clipboard is not available here: select the text and press Ctrl+C (⌘C on a Mac).";
    }
    note.textContent = "";
    if (navigator.clipboard && typeof navigator.clipboard.writeText === "function") {
      navigator.clipboard.writeText(text).then(function () { note.textContent = "Copied to the clipboard."; }, fallback);
    } else {
      fallback();
    }
  }

  function copyButton(getText, label, getTarget) {
    var note = h("span", { class: "note copy-note", "aria-live": "polite" });
    var btn = h("button", { type: "button", class: "small", text: label });
    btn.addEventListener("click", function () {
      var text = typeof getText === "function" ? getText() : getText;
      copyText(text, getTarget ? getTarget() : null, note);
    });
    return h("span", { class: "copy" }, btn, note);
  }

  var blobUrls = {};
  function downloadLink(text, filename, mime) {
    if (blobUrls[filename]) URL.revokeObjectURL(blobUrls[filename]);
    var url;
    try { url = URL.createObjectURL(new Blob([text], { type: mime })); } catch (e) { return null; }
    blobUrls[filename] = url;
    return h("a", { class: "download", href: url, download: filename, text: "Download " + filename });
  }

  // ---- Python start-up ---------------------------------------------------------------------

  var STEPS = [["runtime", "Runtime"], ["python", "Python"], ["packages", "Packages"], ["ready", "Ready"]];

  function renderSteps(current, failed) {
    var idx = STEPS.map(function (s) { return s[0]; }).indexOf(current);
    SAP.replace($("py-steps"), STEPS.map(function (s, i) {
      var st = failed && i === Math.max(idx, 0) ? "error" : i < idx || current === "ready" ? "done" : i === idx ? "active" : "pending";
      var icon = { done: "✓", active: "…", pending: "○", error: "✕" }[st];
      return h("li", { class: "step step-" + st, "data-step": s[0] },
        h("span", { "aria-hidden": "true", text: icon + " " }), s[1],
        h("span", { class: "visually-hidden", text: " (" + st + ")" }));
    }));
  }

  function onProgress(p) {
    if (!p) return;
    var bar = $("py-progress");
    if (typeof p.fraction === "number") bar.value = Math.max(0, Math.min(1, p.fraction));
    if (p.step === "error") {
      failPython(p.message || p.label || "Python failed to start.");
      return;
    }
    $("py-label-text").textContent = p.label || p.step;
    renderSteps(p.step, false);
  }

  function setReady() {
    app.ready = true;
    var st = $("py-status");
    st.setAttribute("data-state", "ready");
    $("py-label-text").textContent = "Python is ready" + (RT && RT.mode ? " (" + RT.mode + ")" : "") + ".";
    $("py-progress").value = 1;
    renderSteps("ready", false);
    $("waiting-note").hidden = true;
    document.querySelectorAll("[data-needs-python]").forEach(function (b) { b.disabled = false; });
  }

  function failPython(msg) {
    if (app.failed) return;
    app.failed = true;
    $("py-status").setAttribute("data-state", "error");
    $("py-label-text").textContent = "Python could not start.";
    var err = $("py-error");
    err.textContent = msg + " Reload the page to try again.";
    err.hidden = false;
    renderSteps("runtime", true);
    $("waiting-note").textContent = "Python could not start, so runs are unavailable.";
    setStatus("error", "Python could not start: " + msg);
  }

  function gateControls() {
    document.querySelectorAll("[data-needs-python]").forEach(function (b) { b.disabled = !app.ready; });
  }

  // ---- state and runs ----------------------------------------------------------------------

  function setStatus(state, text) {
    var el = $("result-status");
    el.setAttribute("data-state", state);
    el.textContent = text;
  }

  function onInputChange() {
    if (app.result) $("result-status").textContent = "Inputs changed since the last run: press Run to update.";
  }

  function setState(state) {
    app.state = clone(state);
    SAP.inputs.render($("inputs"), app.state, onInputChange);
  }

  function summary(result) {
    var parts = result.agents.map(function (a) {
      return a.status + (a.cacheHit ? " (cache hit)" : a.stoppedAt ? " at " + a.stoppedAt : "");
    });
    var same = parts.every(function (p) { return p === parts[0]; });
    if (same && parts.length > 1) return "every agent " + parts[0];
    return result.agents.map(function (a, i) { return a.agent + " " + parts[i]; }).join("; ");
  }

  function linkBase() { return String(location.href).split("#")[0].split("?")[0]; }

  function keepUrl(fragment) {
    app.lastFragment = fragment;
    try { history.replaceState(null, "", fragment); return; } catch (e) { /* opaque origin */ }
    try { if (location.hash !== fragment) location.replace(fragment); } catch (e) { /* not allowed */ }
  }

  function updatePermalink() {
    return call("encode_permalink", { state: app.state }).then(function (r) {
      var field = $("permalink-field");
      if (!r.ok) {
        field.value = "";
        $("permalink-note").textContent = "No link: " + r.error.message;
        return;
      }
      var fragment = r.result.fragment || "#s=" + r.result.link;
      field.value = linkBase() + fragment;
      $("permalink-note").textContent = "Link length: " + SAP.fmtInt(field.value.length) + " characters.";
      keepUrl(fragment);
    });
  }

  function doRun(fresh) {
    setStatus("running", "Running…");
    showError($("run-error"), null, null);
    var snapshot = clone(app.state);
    return call("run", { state: snapshot, fresh: !!fresh }).then(function (r) {
      if (!r.ok) {
        showError($("run-error"), "The run could not start: fix the input and run again.", r.error);
        setStatus("error", "The run could not start: " + r.error.message);
        return;
      }
      app.runs += 1;
      app.result = r.result.result;
      app.explain = r.result.explain;
      app.ranState = snapshot;
      SAP.outputs.render($("outputs"), {
        state: snapshot, result: app.result, onReplay: replay, copyButton: copyButton
      });
      SAP.audit.render($("audit"), app.result.audit, {
        onExport: exportAudit, copyButton: copyButton, downloadLink: downloadLink
      });
      SAP.audit.renderExplain($("explain"), app.explain);
      SAP.inputs.showPathFlags(app.result.agents.length ? app.result.agents[0].paths : []);
      return updatePermalink().then(function () {
        setStatus("done", "Run " + app.runs + " finished: " + summary(app.result) + ".");
      });
    });
  }

  function run(fresh) { return enqueue(function () { return doRun(fresh); }); }

  function replay(out, btn) {
    var state = app.ranState || app.state;
    btn.disabled = true;
    SAP.replace(out, h("p", { class: "note", text: "Re-running twice in fresh sessions…" }));
    return enqueue(function () {
      return call("replay", { state: state }).then(function (r) {
        btn.disabled = false;
        if (!r.ok) { SAP.replace(out, h("p", { class: "error-title", text: "Replay failed: " + r.error.message })); return; }
        SAP.outputs.renderReplay(out, r.result);
      });
    });
  }

  function exportAudit() {
    return call("audit_jsonl", { result: app.result }).then(function (r) {
      if (!r.ok) { setStatus("error", "Audit export failed: " + r.error.message); return null; }
      return r.result.text;
    });
  }

  // ---- presets, header tools ---------------------------------------------------------------

  function presetById(id) {
    return (STATIC.presets || []).filter(function (p) { return p.id === id; })[0] || null;
  }

  function markPreset(id) {
    app.preset = id;
    document.querySelectorAll("button[data-preset]").forEach(function (b) {
      b.setAttribute("aria-pressed", String(b.getAttribute("data-preset") === id));
    });
    var p = presetById(id);
    $("preset-summary").textContent = p ? "Preset " + p.id + ": " + p.summary : "";
  }

  function loadPreset(id) {
    var p = presetById(id);
    if (!p) return;
    setState(p.state);
    markPreset(id);
    // Every preset starts from an empty page cache (a first-run view); the cache preset, whose
    // expect block promises a second run, then runs again in the same session so it can hit.
    run(true);
    if (p.expect && p.expect.secondRun) run(false);
  }

  function buildPresets() {
    SAP.replace($("preset-list"), (STATIC.presets || []).map(function (p) {
      return h("li", null, h("button", {
        type: "button", class: "preset", "data-preset": p.id, "aria-pressed": "false",
        on: { click: function () { loadPreset(p.id); } }
      },
        h("span", { class: "visually-hidden", text: "Preset " }),
        h("span", { class: "preset-letter", text: p.id }),
        h("span", { class: "visually-hidden", text: " — " }),
        h("span", { class: "preset-title", text: p.title })));
    }));
  }

  function wireTools() {
    var note = $("permalink-note");
    $("permalink-copy").addEventListener("click", function () {
      var f = $("permalink-field");
      if (!f.value) { note.textContent = "Run once to get a link."; return; }
      copyText(f.value, f, note);
    });
    $("permalink-field").addEventListener("focus", function (e) { e.target.select(); });

    $("export-btn").addEventListener("click", function () {
      enqueue(function () {
        return call("export_state", { state: app.state }).then(function (r) {
          var ta = $("export-text");
          if (!r.ok) {
            $("export-note").textContent = "Export failed: " + r.error.message + (r.error.path ? " (at " + r.error.path + ")" : "");
            return;
          }
          ta.value = r.result.text;
          $("export-copy").disabled = false;
          var link = downloadLink(r.result.text, "safe-agent-state.json", "application/json");
          var slot = $("export-download");
          if (link) { slot.href = link.href; slot.hidden = false; }
          $("export-note").textContent = "Exported. Copy the JSON (the download may be blocked inside the lab frame).";
        });
      });
    });
    $("export-copy").addEventListener("click", function () {
      copyText($("export-text").value, $("export-text"), $("export-note"));
    });

    $("import-file").addEventListener("change", function (e) {
      var file = e.target.files && e.target.files[0];
      if (!file) return;
      var reader = new FileReader();
      reader.onload = function () { $("import-text").value = String(reader.result || ""); };
      reader.onerror = function () {
        showError($("import-error"), "The file could not be read.", { message: message(reader.error) });
      };
      reader.readAsText(file);
    });
    $("import-btn").addEventListener("click", function () {
      var text = $("import-text").value;
      enqueue(function () {
        return call("import_state", { text: text }).then(function (r) {
          if (!r.ok) {
            showError($("import-error"), "Import refused: nothing was changed.", r.error);
            return;
          }
          showError($("import-error"), null, null);
          setState(r.result.state);
          markPreset(null);
          return doRun(true);
        });
      });
    });

    $("reset-btn").addEventListener("click", function () {
      showError($("link-error"), null, null);
      showError($("import-error"), null, null);
      var first = (STATIC.presets || [])[0];
      if (first) { loadPreset(first.id); return; }
      enqueue(function () {
        return call("default_state", {}).then(function (r) {
          if (r.ok) { setState(r.result.state); markPreset(null); return doRun(true); }
        });
      });
    });

    $("run-btn").addEventListener("click", function () { run(false); });
    $("run-fresh-btn").addEventListener("click", function () { run(true); });
  }

  function hasLink(href) { return /[?#&]s=/.test(href); }

  function openLink(href) {
    return call("decode_permalink", { link: href }).then(function (r) {
      if (!r.ok) {
        showError($("link-error"), "This link could not be opened, so the page kept its current state.", r.error);
        return doRun(true);
      }
      showError($("link-error"), null, null);
      setState(r.result.state);
      markPreset(null);
      return doRun(true);
    });
  }

  function init() {
    buildPresets();
    wireTools();
    gateControls();
    renderSteps("runtime", false);
    var first = (STATIC.presets || [])[0];
    if (first) { setState(first.state); markPreset(first.id); }
    if (!RT) { failPython("runtime/loader.js did not load."); return; }
    if (typeof RT.onProgress === "function") RT.onProgress(onProgress);
    try { if (typeof RT.start === "function") Promise.resolve(RT.start()).catch(function (e) { failPython(message(e)); }); }
    catch (e) { failPython(message(e)); }
    Promise.resolve(RT.ready).then(function () {
      setReady();
      var href = String(location.href);
      enqueue(function () {
        if (hasLink(href)) return openLink(href);
        if (!app.state) {
          return call("default_state", {}).then(function (r) { if (r.ok) setState(r.result.state); return doRun(true); });
        }
        return doRun(true);
      });
    }, function (e) { failPython(message(e)); });

    window.addEventListener("hashchange", function () {
      if (location.hash === app.lastFragment || !hasLink(location.hash)) return;
      var href = String(location.href);
      enqueue(function () { return openLink(href); });
    });
  }

  init();
})();
