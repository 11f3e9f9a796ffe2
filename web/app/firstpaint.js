/* Before Python is up (and when it never starts): every preset's result as the build computed it
 * (static-data.js: the bridge's own answers, run by the same core in the build-time Pyodide),
 * drawn at first paint and at once when the reader picks a preset, labelled in Python's words;
 * a change made meanwhile is kept and runs once Python is up; the live run of a preset is then
 * held to the build's digest. A link to a shared scenario or a challenge first shows its own
 * title (and note, or goal), never another scenario's result. */
SAP.define("firstpaint",
  ["dom", "store", "staticData", "vocab", "presetBar", "view", "widgets", "status", "runtime", "share"],
  function (dom, app, STATIC, vocab, presetBar, view, widgets, status, RT, share) {
    "use strict";
    var $ = dom.byId;
    var h = dom.h;

    // The vocabulary as the build's Python wrote it: the page can draw results before Python.
    if (STATIC.vocabulary && !vocab.loaded()) vocab.set(STATIC.vocabulary);

    /** One of Python's notices (core/page/notices.py), with its {placeholders} filled. */
    function words(id, values) {
      var text = String(((STATIC.vocabulary || {}).notices || {})[id] || "");
      return text.replace(/\{(\w+)\}/g, function (m, key) {
        return values && key in values ? String(values[key]) : m;
      });
    }

    /** The build writes a long string the runs repeat once, in STATIC.strings, as {"$s": i}
     *  (buildlib/page.py share_strings); each preset's answer is read back once, on first use. */
    function unshare(value) {
      if (Array.isArray(value)) return value.map(unshare);
      if (value && typeof value === "object") {
        var keys = Object.keys(value);
        if (keys.length === 1 && keys[0] === "$s") return STATIC.strings[value.$s];
        var out = {};
        keys.forEach(function (k) { out[k] = unshare(value[k]); });
        return out;
      }
      return value;
    }
    var read = {};
    function answer(id) {
      var runs = STATIC.runs || {};
      if (!runs[id]) return null;
      if (!read[id]) read[id] = STATIC.strings ? unshare(runs[id]) : runs[id];
      return read[id];
    }

    /** A link's parameters as state/links.py reads them (the fragment's, or else the query's; the
     *  names from Python's `linkKeys`), only to choose what to draw before Python is up: Python
     *  reads the link again, and decides what runs and whether the link holds together. */
    function linkParams(href) {
      var keys = (STATIC.vocabulary || {}).linkKeys || [];
      var text = String(href);
      var hash = text.indexOf("#");
      var query = text.indexOf("?");
      function parse(part) {
        var out = {};
        part.split("&").forEach(function (piece) {
          var at = piece.indexOf("=");
          var key = at > 0 ? piece.slice(0, at) : "";
          if (keys.indexOf(key) >= 0 && !(key in out)) out[key] = piece.slice(at + 1);
        });
        return out;
      }
      var fromHash = hash >= 0 ? parse(text.slice(hash + 1)) : {};
      if (Object.keys(fromHash).length) return fromHash;
      return query >= 0 ? parse(text.slice(query + 1, hash >= 0 ? hash : text.length)) : {};
    }

    /** The preset a first paint can show for this address: a #preset= link, a link whose state
     *  is a preset's own, or (no link) the preset the page starts on; null for a link to a
     *  challenge or to any other state (drawn by opening() instead). */
    function initial(href) {
      var link = linkParams(href);
      if ("challenge" in link || "level" in link) return null;
      if (!("s" in link) && link.preset) {
        var named = link.preset.toUpperCase();
        return answer(named) ? named : null;
      }
      if ("s" in link) {
        if (link.preset || link.title || link.note) return null;
        var found = null;
        Object.keys(STATIC.runs || {}).forEach(function (id) {
          var built = answer(id);
          if (built.link && built.link.fragment === "#s=" + link.s) found = found || id;
        });
        return found;
      }
      return app.preset;
    }

    function word(id) { return String(((STATIC.vocabulary || {}).challengeWords || {})[id] || ""); }

    /** The title and note inside a `v1.` state, read without Python: base64url, then raw
     *  deflate (state/permalink.py) through the browser's DecompressionStream, at most
     *  MAX_INFLATED bytes. Resolves to null when it cannot be read (Python says why later). */
    var MAX_INFLATED = 1000000;
    function sharedMeta(token) {
      if (!/^v1\./.test(token) || typeof DecompressionStream !== "function") return Promise.resolve(null);
      try {
        var b64 = decodeURIComponent(token.slice(3)).replace(/-/g, "+").replace(/_/g, "/");
        while (b64.length % 4) b64 += "=";
        var bin = atob(b64);
        var bytes = new Uint8Array(bin.length);
        for (var i = 0; i < bin.length; i += 1) bytes[i] = bin.charCodeAt(i);
        var reader = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("deflate-raw")).getReader();
        var chunks = [];
        var total = 0;
        var pump = function () {
          return reader.read().then(function (got) {
            if (got.done) return new Blob(chunks).text();
            total += got.value.length;
            if (total > MAX_INFLATED) { reader.cancel(); return null; }
            chunks.push(got.value);
            return pump();
          });
        };
        return pump().then(function (text) {
          var state = text ? JSON.parse(text) : null;
          return state && state.meta ? state.meta : null;
        }).catch(function () { return null; });
      } catch (e) {
        return Promise.resolve(null);
      }
    }

    /** A preset link's own title and note (`#preset=B&title=…&note=…`), shown with its result. */
    function showLinkMeta(link) {
      function text(v) {
        try { return decodeURIComponent(String(v || "").replace(/\+/g, " ")); } catch (e) { return ""; }
      }
      if (link.title || link.note) share.showMeta({ title: text(link.title), note: text(link.note) });
    }

    /** Draw "Opening …" for a link to a shared scenario or a challenge: its own title and note
     *  (or goal) at once, in Python's words; resolves once drawn. */
    function opening(link) {
      $("outcome").setAttribute("data-source", "opening");
      $("outcome").setAttribute("data-stale", "true");
      presetBar.openedFrom(null, null); // not preset A's: the link's own scenario is opening
      function draw(headline, lines) {
        $("outcome-headline").textContent = headline;
        dom.replace($("why"), h("section", { class: "why-card preview", "data-kind": "opening", "data-testid": "opening-card" },
          h("ul", null, lines.filter(Boolean).map(function (line) { return h("li", { text: line }); }))));
      }
      var cid = link.challenge || (link.level ? "level-" + link.level : null);
      if (cid) {
        var c = ((STATIC.vocabulary || {}).challengeList || []).filter(function (x) { return x.id === cid; })[0];
        draw(word("openingChallenge").replace("{title}", c ? c.title : cid), [c ? c.goal : "", word("openingLine")]);
        return Promise.resolve();
      }
      draw(word("openingShared"), [word("openingLine")]);
      return sharedMeta(link.s || "").then(function (meta) {
        if (app.ready || $("outcome").getAttribute("data-source") !== "opening") return;
        if (meta && (meta.title || meta.note)) {
          share.showMeta({ title: meta.title || word("openingSharedUntitled"), note: meta.note || "" });
        }
      });
    }

    var setState = null;
    // The page's own Replay and Export (enabled once Python is up, they act on the live result).
    var handlers = { onReplay: noop, onExport: noop };
    // Resolves start()'s promise: the first result in view is drawn (whichever preset it is).
    var visible = function () {};
    // The drawing of the build's result in view: resolves true once every part is drawn.
    var drawing = Promise.resolve(false);

    function noop() { return Promise.resolve(null); }

    /** Draw preset `id` as the build computed it; false when there is no such answer. The form
     *  is drawn again only when the page holds another state (`kept`: it already holds this one). */
    function show(id, kept) {
      var p = presetBar.byId(id);
      var built = answer(id);
      if (!p || !built || !setState) return false;
      if (!kept) setState(p.state);
      if (app.failed) disableInputs(failedLine);
      presetBar.mark(id);
      share.showMeta(null);
      app.shownBuilt = id;
      $("outcome").setAttribute("data-source", "build");
      $("result").removeAttribute("data-digest");
      drawing = view.show({
        result: built.run.result, explain: built.run.explain, details: built.run.details, state: p.state, runNo: 0,
        scenario: null, ready: false, audit: false, auditNote: words("auditLater"), onVisible: visible,
        onReplay: handlers.onReplay, onExport: handlers.onExport, copyButton: widgets.copyButton,
        downloadLink: widgets.downloadLink
      });
      // The result's own buttons (Replay, the audit's export) are drawn by now or soon after.
      if (app.failed) drawing.then(function () { disableInputs(failedLine); });
      status.set("static", words(app.failed ? "staticOnly" : "builtPreset", { preset: id }));
      var base = String(location.href).split("#")[0].split("?")[0];
      $("permalink-field").value = built.link ? base + built.link.fragment : "";
      $("preset-link-field").value = base + "#preset=" + id;
      $("preset-link-row").hidden = false;
      return true;
    }

    /** A preset picked before Python is up (or when it cannot start): shown from the build.
     *  Returns false once Python is up (the page runs it live). */
    function pick(id) {
      if (app.ready) return false;
      return show(id);
    }

    /** A live run of preset `id` with this digest, while the page shows the build's result of that
     *  preset: a promise of whether that result is drawn to the end and has the same digest (then
     *  the page need not draw it again); null when the page shows something else or the digests
     *  differ (the page draws the live result, and confirm() says whether they match). */
    function same(id, digest) {
      var built = answer(id);
      if (!built || app.shownBuilt !== id || $("outcome").getAttribute("data-source") !== "build") return null;
      if (built.run.result.digest !== digest) return null;
      return drawing;
    }

    /** After a live run of preset `id`: its digest must be the build's. */
    function confirm(id) {
      var built = answer(id);
      if (!built || !app.result) return;
      var want = built.run.result.digest;
      var got = app.result.digest;
      $("outcome").setAttribute("data-source", "live");
      $("result").setAttribute("data-digest", got === want ? "match" : "mismatch");
      if (got !== want) {
        widgets.showError($("run-error"), words("mismatchTitle"),
          { type: "internal", message: words("mismatch", { preset: id, live: got, built: want }), path: null });
      }
    }

    var failedLine = "";

    /** Python could not start: the presets stay readable, editing says in one line why not. */
    function failed(reason) {
      // Without WebAssembly that is the whole reason; otherwise the runtime's own reason follows
      // (opened from file://: how to serve the page).
      var line = typeof WebAssembly !== "object" ? words("noWasm")
        : words("bootFailed") + (reason ? " " + reason : "");
      $("py-status").setAttribute("data-state", "error");
      $("py-label-text").textContent = line;
      $("py-status").title = reason || "";
      failedLine = line;
      if (app.shownBuilt) status.set("static", words("staticOnly"));
      disableInputs(line);
    }

    /** Every control that needs Python, disabled with the reason: beside it on hover and focus
     *  (its title), and once in words at the top of the inputs. */
    function disableInputs(line) {
      document.querySelectorAll("#inputs input, #inputs textarea, #inputs select, #inputs button, " +
        "[data-needs-python], #meta-title, #meta-note, #import-file, #import-text, #reset-btn")
        .forEach(function (el) { el.disabled = true; el.title = line; });
      var note = $("inputs-unavailable");
      note.textContent = line;
      note.hidden = false;
    }

    /** Show the address's preset as the build computed it. Returns a promise that resolves once
     *  what is in view is drawn (at once when there is nothing to draw), so the sandboxed page can
     *  start loading Python after it: its payload scripts, parsed on every core, otherwise starve
     *  the first layout's font requests to the browser (the frame's one long task). `actions`: the
     *  page's {onReplay, onExport}, which the buttons drawn here call once Python is up. */
    function start(setter, actions) {
      setState = setter;
      if (actions) handlers = actions;
      var painted = new Promise(function (resolve) { visible = resolve; });
      var waiting = words("needsPython");
      document.querySelectorAll("[data-needs-python]").forEach(function (b) {
        if (!app.ready) b.title = waiting;
      });
      // A change made before Python is up stays in the form and runs once it is.
      $("inputs").addEventListener("input", keep);
      $("inputs").addEventListener("change", keep);
      // The preset the form already holds costs only the outcome and the why-card now (the rest
      // follows in tasks of its own); another one (a link's) is drawn in the next task.
      var href = String(location.href);
      var id = initial(href);
      var link = linkParams(href);
      var kept = id === app.preset && !!app.state;
      if (!id && ("s" in link || "challenge" in link || "level" in link)) {
        opening(link).then(function () { visible(); }, function () { visible(); });
      } else if (id && kept) {
        if (!show(id, true)) visible();
        else showLinkMeta(link);
      } else if (id) {
        view.nextTask().then(function () {
          if (app.ready || app.shownBuilt || !show(id, false)) visible();
          else showLinkMeta(link);
        });
      } else {
        visible();
      }
      if (RT && typeof RT.onProgress === "function") {
        RT.onProgress(function (p) {
          if (p && p.step === "error") failed(p.message);
        });
      } else {
        failed(vocab.word("noLoader"));
      }
      if (RT && RT.ready) {
        Promise.resolve(RT.ready).then(function () {
          document.querySelectorAll("[data-needs-python]").forEach(function (b) {
            if (b.title === waiting) b.removeAttribute("title");
          });
        }, function () {});
      }
      return painted;
    }

    function keep() {
      if (app.ready || app.failed) return;
      $("outcome").setAttribute("data-stale", "true");
      status.set("static", words("changeKept"));
    }

    return { start: start, pick: pick, same: same, confirm: confirm, words: words, answer: answer };
  });
