/* The page's controller: holds the scenario, runs it through Python, renders the answers; presets,
 * links, imports and edits all come through here. It starts the page when it loads. */
SAP.define("controller",
  ["dom", "bridge", "store", "status", "frame", "widgets", "boot", "presetBar", "share", "tabs",
    "vocab", "inputs", "outputs", "audit", "staticData", "view", "firstpaint", "watchdog",
    "editing", "challenges"],
  function (dom, bridge, app, status, frame, widgets, boot, presetBar, share, tabs,
    vocab, inputs, outputs, audit, STATIC, view, firstpaint, watchdog, editing, challenges) {
    "use strict";
    var h = dom.h;
    var $ = dom.byId;
    var call = bridge.call;
    var enqueue = bridge.enqueue;
    var showError = widgets.showError;
    var word = vocab.word;
    var RERUN_DELAY_MS = 450;

    function clone(x) { return JSON.parse(JSON.stringify(x)); }

    // ---- state and runs --------------------------------------------------------------------

    var rerunTimer = null;
    function onInputChange() {
      presetBar.mark(null);
      if (!app.ready) return;
      $("outcome").setAttribute("data-stale", "true");
      if (rerunTimer) clearTimeout(rerunTimer);
      rerunTimer = setTimeout(function () { rerunTimer = null; run(false); }, RERUN_DELAY_MS);
    }

    function renderInputs() {
      if (!vocab.loaded() || !app.state) return;
      inputs.render($("inputs"), app.state, onInputChange);
      if (app.result) inputs.showPathFlags(app.result.paths || []);
    }

    /** Hold `state` and draw its form, now or (`formLater`) in a task of its own, unless another
     *  state has replaced it by then. */
    function setState(state, formLater) {
      var held = app.state = clone(state);
      if (!app.state.meta) app.state.meta = { title: "", note: "" };
      $("meta-title").value = app.state.meta.title || "";
      $("meta-note").value = app.state.meta.note || "";
      if (!formLater) renderInputs();
      else view.nextTask().then(function () { if (app.state === held) renderInputs(); });
    }

    /** Draw the result in short tasks (view.js); resolves once every part is drawn. */
    function renderResult(snapshot) {
      return view.show({
        result: app.result, explain: app.explain, details: app.details, state: snapshot, runNo: app.runs,
        scenario: presetBar.scenario() || null, ready: app.ready,
        onReplay: replay, onExport: exportAudit, copyButton: widgets.copyButton, downloadLink: widgets.downloadLink
      });
    }

    /** Only what a live run adds to the result in view, the build's of this same run (view.js). */
    function confirmResult() {
      view.confirm({
        result: app.result, runNo: app.runs, scenario: presetBar.scenario() || null, ready: app.ready,
        onExport: exportAudit, copyButton: widgets.copyButton, downloadLink: widgets.downloadLink
      });
      if (!app.failed) {
        document.querySelectorAll("#details [data-needs-python], #audit [data-needs-python]").forEach(function (b) {
          b.disabled = false;
        });
      }
      return true;
    }

    /** Run the state. `shown`: the preset whose result the page shows as the build computed it,
     *  when this is that preset's state (unedited): a live digest equal to the build's is not drawn
     *  again (firstpaint.same). */
    function doRun(fresh, push, shown) {
      status.set("running", word("runRunning"));
      showError($("run-error"), null, null);
      $("run-error").removeAttribute("data-stopped");
      var snapshot = clone(app.state);
      var ran = call("run", { state: snapshot, fresh: !!fresh });
      return ran.then(function (r) {
        if (!r.ok) {
          // An input Python refuses: the verdict says which field and how to fix it, once.
          if (r.error.type === "invalid_state") { editing.notRun(r.error); return; }
          showError($("run-error"), word("runNotStarted"), r.error);
          status.set("error", word("runNotStartedStatus", { message: r.error.message }));
          $("outcome").removeAttribute("data-stale");
          return;
        }
        app.runs += 1;
        app.result = r.result.result;
        app.explain = r.result.explain;
        app.details = r.result.details;
        app.ranState = snapshot;
        editing.ran(r.result);
        var same = shown ? firstpaint.same(shown, app.result.digest) : null;
        $("outcome").setAttribute("data-source", "live");
        var drawing = same ? same.then(function (whole) { return whole ? confirmResult() : renderResult(snapshot); })
          : renderResult(snapshot);
        return drawing.then(function (drawn) {
          if (!drawn) return;
          // "done" once the link (and, at top level, the address bar) follows the new state too:
          // Python encodes it in the same answer as the run.
          // An open challenge's link carries its id, so a shared solution opens the challenge.
          share.showPermalink(challenges.decorate({ ok: true, result: r.result.link }), push);
          return challenges.afterRun(snapshot).then(function () {
            $("result-status").setAttribute("data-state", "done");
          });
        });
      });
    }

    function run(fresh, push) { return enqueue(function () { return doRun(fresh, push); }); }

    /** Bring the outcome and the why-card into view (after a preset, a link, an import). */
    function showResult() {
      // The verdict's box: the result section lends its children to the layout (editing.css).
      var res = $("outcome").getBoundingClientRect();
      var why = $("why").getBoundingClientRect();
      // Scroll only when the why-card's start is out of view: the header stays when both fit.
      if (res.top < 0) window.scrollBy(0, res.top - 4);
      else if (why.top > window.innerHeight - 80) window.scrollBy(0, Math.min(res.top, why.top - window.innerHeight + 160));
    }

    function replay(out, btn) {
      var state = app.ranState || app.state;
      btn.disabled = true;
      dom.replace(out, h("p", { class: "note", text: word("replaying") }));
      return enqueue(function () {
        return call("replay", { state: state }).then(function (r) {
          btn.disabled = false;
          if (!r.ok) { dom.replace(out, h("p", { class: "error-title", text: word("replayFailed", { message: r.error.message }) })); return; }
          outputs.renderReplay(out, r.result);
        });
      });
    }

    function exportAudit() {
      return call("audit_jsonl", { result: app.result }).then(function (r) {
        if (!r.ok) { status.set("error", word("auditExportFailed", { message: r.error.message })); return null; }
        return r.result.text;
      });
    }

    // ---- presets, links, imports -----------------------------------------------------------

    /** Run a preset (call it inside the queue). Every preset starts from an empty page cache (a
     *  first-run view); the cache preset, whose expect block promises a second run, then runs again
     *  in the same session so it can hit. */
    function runPreset(p, push, kept) {
      if (rerunTimer) { clearTimeout(rerunTimer); rerunTimer = null; }
      challenges.close();
      clearErrors();
      if (!kept) setState(p.state); // kept: the form already holds this preset, unedited
      presetBar.mark(p.id);
      share.showMeta(null);
      return doRun(true, push, p.id).then(function () {
        return p.expect && p.expect.secondRun ? doRun(false, false) : null;
      }).then(function () { firstpaint.confirm(p.id); }).then(showResult);
    }

    function loadPreset(id, push) {
      var p = presetBar.byId(id);
      if (!p || firstpaint.pick(id)) return Promise.resolve(); // before Python: the build's result
      return enqueue(function () { return runPreset(p, push !== false); });
    }

    /** Open a state that came from outside (a link, an import): its note shows, then it runs;
     *  `preset` is the preset it is, `basedOn` the one an edited state started from. */
    function openState(state, push, preset, basedOn) {
      clearErrors();
      setState(state);
      presetBar.openedFrom(preset || null, basedOn || null);
      share.showMeta(state.meta);
      return doRun(true, push).then(showResult);
    }

    /** Errors belong to the link, import or run that made them: a scenario that opens clears
     *  them (its own errors, if any, are shown again as it opens). */
    function clearErrors() {
      ["link-error", "import-error", "run-error"].forEach(function (id) {
        showError($(id), null, null);
        $(id).removeAttribute("data-stopped");
      });
    }

    /** Open the scenario a link holds; while it opens, a watchdog stop is the link's (watchdog.js
     *  then takes it out of the address bar), and at no other time. */
    function openLink(href, push) {
      clearErrors();
      app.openingLink = true;
      var done = function () { app.openingLink = false; };
      return openLinkNow(href, push).then(done, function (e) { done(); throw e; });
    }

    function openLinkNow(href, push) {
      var cid = challenges.inLink(href);
      if (cid && !share.hasLink(href)) return openChallenge(cid, push);
      if (!cid) challenges.close();
      var pid = share.presetInLink(href);
      // A short link with a title or note goes to Python, which restores them with the preset.
      if (pid && !/[#&?](title|note)=/.test(href)) {
        if (presetBar.byId(pid)) return runPreset(presetBar.byId(pid), push);
        showError($("link-error"), word("linkNoPreset"),
          { type: "not_found", message: word("noSuchPreset", { preset: pid }), path: "preset" });
        return doRun(true, false);
      }
      return call("decode_permalink", { link: href }).then(function (r) {
        if (!r.ok) {
          showError($("link-error"), word("linkUnopened"), r.error);
          return doRun(true, false);
        }
        app.lastFragment = String(location.hash);
        if (!cid) return openState(r.result.state, push, r.result.preset, r.result.basedOn);
        // A shared solution: the challenge opens and the state in the link runs and is judged.
        return challenges.activate(cid).then(function () {
          return openState(r.result.state, push, r.result.preset, r.result.basedOn);
        });
      });
    }

    /** A `#challenge=ID` link: the challenge's starting scenario runs (an unknown id says so). */
    function openChallenge(id, push) {
      return challenges.openStart(id, push).then(function (error) {
        if (!error) return;
        showError($("link-error"), word("linkUnopened"), error);
        return doRun(true, false);
      });
    }

    function wireRunAndReset() {
      $("reset-btn").addEventListener("click", function () {
        showError($("link-error"), null, null);
        showError($("import-error"), null, null);
        var first = presetBar.all()[0];
        if (first) { loadPreset(first.id, true); return; }
        enqueue(function () {
          return call("default_state", {}).then(function (r) {
            if (r.ok) { setState(r.result.state); presetBar.mark(null); return doRun(true, true); }
          });
        });
      });
      $("run-btn").addEventListener("click", function () { run(false, true); });
      window.addEventListener("resize", frame.applyLayout);
    }

    function onVocabulary(words) {
      vocab.set(words);
      boot.setReady();
      if (!app.shownBuilt) renderInputs(); // else drawn already, with the build's same words
      audit.renderAbout($("about"), words.about);
      var href = String(location.href);
      enqueue(function () {
        if (share.hasLink(href) || share.presetInLink(href) || challenges.inLink(href)) return openLink(href, false);
        // A preset still unedited runs as a preset does (the build's digest is checked).
        if (presetBar.byId(app.preset)) return runPreset(presetBar.byId(app.preset), false, true);
        return doRun(true, false);
      });
    }

    /** Follow the address bar when the reader navigates (back, forward, an edited fragment). */
    function follow() {
      if (String(location.hash) === app.lastFragment) return;
      var href = String(location.href);
      if (!share.hasLink(href) && !share.presetInLink(href) && !challenges.inLink(href)) return;
      app.lastFragment = String(location.hash);
      enqueue(function () { return openLink(href, false); });
    }

    function init() {
      frame.applyLayout();
      $("meta-banner-label").textContent = firstpaint.words("sharedNoteLabel");
      presetBar.build(function (id) { loadPreset(id); });
      share.wire(RERUN_DELAY_MS, function (state, preset, basedOn) { return openState(state, true, preset, basedOn); });
      challenges.wire(function (state, push) { return openState(state, push, null); });
      editing.wire(function () { return run(true, true); });
      wireRunAndReset();
      tabs.wire();
      boot.gateControls();
      boot.preview();
      var first = presetBar.all()[0];
      // Preset A's form (hidden under its tab) is drawn in the next task, before the rest of its
      // result: the page's start and the first result in view stay one short task.
      if (first) { setState(first.state, true); presetBar.mark(first.id); }
      watchdog.start();
      // The runtime waits for the first result in view before loading Python (sandboxed frame);
      // the first paint's listeners go after boot's, so its words for a failed start stay.
      var painted;
      var booting = boot.start(onVocabulary, new Promise(function (resolve) { painted = resolve; }));
      painted(firstpaint.start(setState, { onReplay: replay, onExport: exportAudit }));
      if (!booting) return;
      window.addEventListener("hashchange", follow);
      window.addEventListener("popstate", follow);
    }

    // The page starts in a task of its own, after the one that ran its scripts (no long task).
    view.nextTask().then(init);
    return { run: run, loadPreset: loadPreset };
  });
