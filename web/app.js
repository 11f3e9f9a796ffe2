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
    preset: null, runs: 0, lastFragment: null, progress: 0, opened: false
  });
  var chain = Promise.resolve();
  var RERUN_DELAY_MS = 450;

  function clone(x) { return JSON.parse(JSON.stringify(x)); }
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
  SAP.call = call;

  /** Serialise page actions so runs never overlap; each waits for Python. */
  function enqueue(fn) {
    var whenReady = RT && RT.ready ? Promise.resolve(RT.ready) : Promise.reject(new Error("no runtime"));
    chain = chain.then(function () { return whenReady; }).then(fn).catch(function (e) {
      setStatus("error", "Something went wrong: " + message(e));
    });
    return chain;
  }

  // ---- where the page runs: framed, sandboxed, short ---------------------------------------

  var framed = (function () { try { return window.self !== window.top; } catch (e) { return true; } })();
  var opaque = (function () { try { return window.origin === "null" || location.origin === "null"; } catch (e) { return true; } })();
  var embedParam = /[?&]embed=1\b/.test(String(location.search));

  function downloadsAllowed() {
    if (!framed) return true;
    if (opaque) return false;
    try {
      var fe = window.frameElement;
      if (fe && fe.hasAttribute("sandbox")) return /\ballow-downloads\b/.test(fe.getAttribute("sandbox") || "");
    } catch (e) { return false; }
    return true;
  }

  function clipboardAllowed() {
    if (!navigator.clipboard || typeof navigator.clipboard.writeText !== "function") return false;
    if (!framed) return true;
    var policy = document.permissionsPolicy || document.featurePolicy;
    try { return !!(policy && policy.allowsFeature("clipboard-write")); } catch (e) { return false; }
  }

  function applyLayout() {
    var compact = framed || embedParam || window.innerHeight <= 600;
    var wide = !compact && window.innerWidth >= 1000;
    document.documentElement.classList.toggle("compact", compact);
    document.documentElement.classList.toggle("wide", wide);
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

  /** Copy with the clipboard API where this frame may; else select the text and say how. */
  function copyText(text, target, note) {
    function fallback() {
      var temp = null;
      if (!target) {
        temp = h("textarea", { class: "visually-hidden", readonly: "", "aria-hidden": "true", tabindex: "-1" });
        temp.value = text;
        document.body.appendChild(temp);
      }
      selectAll(target || temp);
      var ok = false;
      try { ok = document.execCommand("copy"); } catch (e) { ok = false; }
      if (temp) temp.remove();
      note.textContent = ok ? "Copied." : "Copying is not allowed here: the text is selected, press Ctrl+C (⌘C on a Mac).";
    }
    note.textContent = "";
    if (clipboardAllowed()) {
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
    if (!downloadsAllowed()) return null;
    if (blobUrls[filename]) URL.revokeObjectURL(blobUrls[filename]);
    var url;
    try { url = URL.createObjectURL(new Blob([text], { type: mime })); } catch (e) { return null; }
    blobUrls[filename] = url;
    return h("a", { class: "download", href: url, download: filename, text: "Download " + filename });
  }

  // ---- Python start-up ---------------------------------------------------------------------

  function onProgress(p) {
    if (!p) return;
    if (p.step === "error") { failPython(p.message || p.label || "Python failed to start."); return; }
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

  function failPython(msg) {
    if (app.failed) return;
    app.failed = true;
    $("py-status").setAttribute("data-state", "error");
    $("py-label-text").textContent = "Python could not start: " + msg + " Reload the page to try again.";
    setStatus("error", "Python could not start, so runs are unavailable. Reload the page to try again.");
  }

  function gateControls() {
    document.querySelectorAll("[data-needs-python]").forEach(function (b) { b.disabled = !app.ready; });
  }

  /** Until the first result: what preset A will show, and how long a first load takes. */
  function preview() {
    var p = (STATIC.presets || [])[0];
    if (!p) return;
    $("outcome-headline").textContent = "Preset " + p.id + " — " + p.title + ": starting Python in your browser to run it.";
    SAP.replace($("why"), h("section", { class: "why-card preview", "data-kind": "preview" },
      h("h3", { text: "What you will see" }),
      h("ul", null,
        h("li", { text: p.summary }),
        h("li", { text: "A first load takes a few seconds, longer on a slow connection: Python starts inside this page, and nothing you type leaves it." }),
        h("li", { text: "Then pick a preset (A–F) or switch a guardrail off under “Inputs & switches” and watch what changes." }))));
  }

  // ---- state and runs ----------------------------------------------------------------------

  function setStatus(state, text) {
    var el = $("result-status");
    el.setAttribute("data-state", state);
    el.textContent = text;
  }

  var rerunTimer = null;
  function onInputChange() {
    markPreset(null);
    if (!app.ready) return;
    $("outcome").setAttribute("data-stale", "true");
    if (rerunTimer) clearTimeout(rerunTimer);
    rerunTimer = setTimeout(function () { rerunTimer = null; run(false); }, RERUN_DELAY_MS);
  }

  function renderInputs() {
    if (!SAP.vocab || !app.state) return;
    SAP.inputs.render($("inputs"), app.state, onInputChange);
    if (app.result) SAP.inputs.showPathFlags(app.result.paths || []);
  }

  function setState(state) {
    app.state = clone(state);
    if (!app.state.meta) app.state.meta = { title: "", note: "" };
    $("meta-title").value = app.state.meta.title || "";
    $("meta-note").value = app.state.meta.note || "";
    renderInputs();
  }

  function linkBase() { return String(location.href).split("#")[0].split("?")[0]; }

  /** Keep the address bar on the current scenario: a new entry for a navigation, else in place. */
  function keepUrl(fragment, push) {
    if (fragment === app.lastFragment) return;
    app.lastFragment = fragment;
    try {
      if (push) history.pushState(null, "", fragment); else history.replaceState(null, "", fragment);
      return;
    } catch (e) { /* opaque origin */ }
    try { if (push) location.hash = fragment; else location.replace(fragment); } catch (e) { /* not allowed */ }
  }

  function showWarning(el, text) {
    el.textContent = text || "";
    el.hidden = !text;
  }

  function updatePermalink(push) {
    return call("encode_permalink", { state: app.state }).then(function (r) { showPermalink(r, push); });
  }

  /** Put an encode_permalink answer into the Share menu and the address bar. */
  function showPermalink(r, push) {
    var field = $("permalink-field");
    if (!r.ok) {
      field.value = "";
      $("permalink-note").textContent = "No link: " + r.error.message;
      return;
    }
    var fragment = r.result.fragment || "#s=" + r.result.link;
    field.value = linkBase() + fragment;
    $("permalink-note").textContent = "Link length: " + SAP.fmtInt(field.value.length) + " characters.";
    showWarning($("share-warning"), r.result.warning);
    var short = app.preset ? linkBase() + "#preset=" + app.preset : "";
    $("preset-link-field").value = short;
    $("preset-link-row").hidden = !short;
    keepUrl(fragment, push);
  }

  function renderResult(snapshot) {
    var result = app.result;
    var p = presetById(app.preset);
    SAP.outputs.renderOutcome(result, app.runs, p ? "Preset " + p.id + ": " + p.title : null);
    SAP.outputs.renderWhy($("why"), result);
    SAP.outputs.renderGrid($("grid"), result);
    SAP.outputs.render($("outputs"), { state: snapshot, result: result });
    SAP.outputs.renderDetails($("details"), {
      state: snapshot, result: result, onReplay: replay, copyButton: copyButton
    });
    SAP.audit.render($("audit"), result.audit, {
      onExport: exportAudit, copyButton: copyButton, downloadLink: downloadLink
    });
    SAP.audit.renderExplain($("explain"), app.explain);
    SAP.inputs.showPathFlags(result.paths || []);
  }

  function doRun(fresh, push) {
    setStatus("running", "Running…");
    showError($("run-error"), null, null);
    var snapshot = clone(app.state);
    var ran = call("run", { state: snapshot, fresh: !!fresh });
    // The link needs only the state: asked for now, Python encodes it while the page renders.
    var linked = call("encode_permalink", { state: snapshot });
    return ran.then(function (r) {
      if (!r.ok) {
        showError($("run-error"), "The run could not start: fix the input and it runs again.", r.error);
        setStatus("error", "The run could not start: " + r.error.message);
        $("outcome").removeAttribute("data-stale");
        return;
      }
      app.runs += 1;
      app.result = r.result.result;
      app.explain = r.result.explain;
      app.ranState = snapshot;
      renderResult(snapshot);
      // "done" once the link (and, at top level, the address bar) follows the new state too.
      return linked.then(function (link) {
        showPermalink(link, push);
        $("result-status").setAttribute("data-state", "done");
      });
    });
  }

  function run(fresh, push) { return enqueue(function () { return doRun(fresh, push); }); }

  /** Bring the outcome and the why-card into view (after a preset, a link, an import). */
  function showResult() {
    var res = $("result").getBoundingClientRect();
    var why = $("why").getBoundingClientRect();
    // Scroll only when the why-card's start is out of view: the header stays when both fit.
    if (res.top < 0) window.scrollBy(0, res.top - 4);
    else if (why.top > window.innerHeight - 80) window.scrollBy(0, Math.min(res.top, why.top - window.innerHeight + 160));
  }

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

  // ---- presets, tabs, header tools ----------------------------------------------------------

  function presetById(id) {
    return (STATIC.presets || []).filter(function (p) { return p.id === id; })[0] || null;
  }

  function markPreset(id) {
    app.preset = id;
    document.querySelectorAll("button[data-preset]").forEach(function (b) {
      b.setAttribute("aria-pressed", String(b.getAttribute("data-preset") === id));
    });
  }

  /** Run a preset (call it inside the queue). Every preset starts from an empty page cache (a
   *  first-run view); the cache preset, whose expect block promises a second run, then runs again
   *  in the same session so it can hit. */
  function runPreset(p, push) {
    if (rerunTimer) { clearTimeout(rerunTimer); rerunTimer = null; }
    setState(p.state);
    markPreset(p.id);
    showMeta(null);
    return doRun(true, push).then(function () {
      return p.expect && p.expect.secondRun ? doRun(false, false) : null;
    }).then(showResult);
  }

  function loadPreset(id, push) {
    var p = presetById(id);
    if (!p) return Promise.resolve();
    return enqueue(function () { return runPreset(p, push !== false); });
  }

  function buildPresets() {
    SAP.replace($("preset-list"), (STATIC.presets || []).map(function (p) {
      return h("li", null, h("button", {
        type: "button", class: "preset", "data-preset": p.id, "aria-pressed": "false", title: p.summary,
        "aria-label": "Preset " + p.id + " — " + p.title,
        on: { click: function () { loadPreset(p.id); } }
      },
        h("span", { class: "visually-hidden", text: "Preset " }),
        h("span", { class: "preset-letter", text: p.id }),
        h("span", { class: "visually-hidden", text: " — " }),
        h("span", { class: "preset-title", text: p.title })));
    }));
  }

  function selectTab(name, focus) {
    document.querySelectorAll('.tabs [role="tab"]').forEach(function (b) {
      var on = b.getAttribute("data-tab") === name;
      b.setAttribute("aria-selected", String(on));
      b.tabIndex = on ? 0 : -1;
      if (on && focus) b.focus();
    });
    document.querySelectorAll(".tab-panel").forEach(function (p) { p.hidden = p.getAttribute("data-panel") !== name; });
  }

  function wireTabs() {
    var tabs = Array.prototype.slice.call(document.querySelectorAll('.tabs [role="tab"]'));
    tabs.forEach(function (b, i) {
      b.addEventListener("click", function () { selectTab(b.getAttribute("data-tab"), false); });
      b.addEventListener("keydown", function (e) {
        var visible = tabs.filter(function (t) { return t.offsetParent !== null; });
        var at = visible.indexOf(b);
        var next = e.key === "ArrowRight" ? visible[(at + 1) % visible.length]
          : e.key === "ArrowLeft" ? visible[(at - 1 + visible.length) % visible.length] : null;
        if (next) { e.preventDefault(); selectTab(next.getAttribute("data-tab"), true); }
      });
      return i;
    });
  }

  function showMeta(meta) {
    var has = meta && (meta.title || meta.note);
    $("meta-banner").hidden = !has;
    if (!has) return;
    $("meta-banner-h").textContent = meta.title || "A shared scenario";
    $("meta-banner-note").textContent = meta.note || "";
  }

  function wireTools() {
    var note = $("permalink-note");
    $("permalink-copy").addEventListener("click", function () {
      var f = $("permalink-field");
      if (!f.value) { note.textContent = "Run once to get a link."; return; }
      copyText(f.value, f, note);
    });
    $("permalink-field").addEventListener("focus", function (e) { e.target.select(); });
    $("preset-link-field").addEventListener("focus", function (e) { e.target.select(); });
    $("lab-note").hidden = !framed;
    var metaTimer = null;
    function metaChanged() {
      app.state.meta = { title: $("meta-title").value, note: $("meta-note").value };
      markPreset(null);
      if (metaTimer) clearTimeout(metaTimer);
      metaTimer = setTimeout(function () { enqueue(function () { return updatePermalink(false); }); }, RERUN_DELAY_MS);
    }
    $("meta-title").addEventListener("input", metaChanged);
    $("meta-note").addEventListener("input", metaChanged);
    $("meta-banner-close").addEventListener("click", function () { showMeta(null); });

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
          if (link) { slot.href = link.href; slot.hidden = false; } else { slot.hidden = true; }
          $("export-note").textContent = (r.result.warning ? r.result.warning + " " : "") +
            (link ? "Exported." : "Exported: copy the JSON (files cannot be downloaded inside this frame).");
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
        showError($("import-error"), "The file could not be read.", { type: "bad_request", message: message(reader.error), path: null });
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
          showMeta(r.result.state.meta);
          return doRun(true, true).then(showResult);
        });
      });
    });

    $("reset-btn").addEventListener("click", function () {
      showError($("link-error"), null, null);
      showError($("import-error"), null, null);
      var first = (STATIC.presets || [])[0];
      if (first) { loadPreset(first.id, true); return; }
      enqueue(function () {
        return call("default_state", {}).then(function (r) {
          if (r.ok) { setState(r.result.state); markPreset(null); return doRun(true, true); }
        });
      });
    });

    $("run-btn").addEventListener("click", function () { run(false, true); });
    window.addEventListener("resize", applyLayout);
  }

  function hasLink(href) { return /[?#&]s=/.test(href); }
  function presetInLink(href) { var m = /#preset=([A-Za-z])\b/.exec(href); return m ? m[1].toUpperCase() : null; }

  function openLink(href, push) {
    var pid = presetInLink(href);
    if (pid) {
      if (presetById(pid)) return runPreset(presetById(pid), push);
      showError($("link-error"), "This link names no preset of this demo, so the page kept its current state.",
        { type: "not_found", message: "There is no preset " + pid + "; the presets are " +
          (STATIC.presets || []).map(function (p) { return p.id; }).join(", ") + ".", path: "preset" });
      return doRun(true, false);
    }
    return call("decode_permalink", { link: href }).then(function (r) {
      if (!r.ok) {
        showError($("link-error"), "This link could not be opened, so the page kept its current state.", r.error);
        return doRun(true, false);
      }
      showError($("link-error"), null, null);
      setState(r.result.state);
      markPreset(null);
      showMeta(r.result.state.meta);
      app.lastFragment = String(location.hash);
      return doRun(true, push).then(showResult);
    });
  }

  function onReady(vocab) {
    SAP.vocab = vocab;
    setReady();
    renderInputs();
    SAP.audit.renderAbout($("about"), vocab.about);
  }

  function init() {
    applyLayout();
    buildPresets();
    wireTools();
    wireTabs();
    gateControls();
    preview();
    var first = (STATIC.presets || [])[0];
    if (first) { setState(first.state); markPreset(first.id); }
    if (!RT) { failPython("runtime/loader.js did not load."); return; }
    if (typeof RT.onProgress === "function") RT.onProgress(onProgress);
    try { if (typeof RT.start === "function") Promise.resolve(RT.start()).catch(function (e) { failPython(message(e)); }); }
    catch (e) { failPython(message(e)); }
    Promise.resolve(RT.ready).then(function () {
      return call("vocabulary", {}).then(function (r) {
        if (!r.ok) { failPython(r.error.message); return; }
        onReady(r.result);
        var href = String(location.href);
        enqueue(function () {
          if (hasLink(href) || presetInLink(href)) return openLink(href, false);
          return doRun(true, false);
        });
      });
    }, function (e) { failPython(message(e)); });

    function follow() {
      if (String(location.hash) === app.lastFragment) return;
      var href = String(location.href);
      if (!hasLink(href) && !presetInLink(href)) return;
      app.lastFragment = String(location.hash);
      enqueue(function () { return openLink(href, false); });
    }
    window.addEventListener("hashchange", follow);
    window.addEventListener("popstate", follow);
  }

  init();
})();
