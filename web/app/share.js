/* Sharing: the link to this scenario (Share menu and address bar), the short preset link, the
 * title and note for students, and Save / load (export and import as JSON). */
SAP.define("share", ["dom", "bridge", "store", "widgets", "frame", "presetBar", "vocab"],
  function (dom, bridge, app, widgets, frame, presetBar, vocab) {
    "use strict";
    var $ = dom.byId;
    var word = vocab.word;
    var call = bridge.call;
    var enqueue = bridge.enqueue;

    function linkBase() { return String(location.href).split("#")[0].split("?")[0]; }
    function hasLink(href) { return /[?#&]s=/.test(href); }
    function presetInLink(href) { var m = /#preset=([A-Za-z])\b/.exec(href); return m ? m[1].toUpperCase() : null; }

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

    function updatePermalink(push) {
      return call("encode_permalink", { state: app.state }).then(function (r) { showPermalink(r, push); });
    }

    /** Put an encode_permalink answer into the Share menu and the address bar. */
    function showPermalink(r, push) {
      var field = $("permalink-field");
      if (!r.ok) {
        field.value = "";
        $("permalink-note").textContent = word("noLink", { message: r.error.message });
        return;
      }
      var fragment = r.result.fragment || "#s=" + r.result.link;
      field.value = linkBase() + fragment;
      // The link names what it shares: "Preset B: …" or "Custom (based on B)" (Python's words).
      var scenario = presetBar.scenario();
      $("permalink-note").textContent = word(scenario ? "linkLengthScenario" : "linkLength",
        { scenario: scenario, length: dom.fmtInt(field.value.length) });
      widgets.showWarning($("share-warning"), r.result.warning);
      // Python names the short link while the state is an unedited preset (title and note kept).
      var short = r.result.short ? linkBase() + r.result.short : "";
      $("preset-link-field").value = short;
      $("preset-link-row").hidden = !short;
      keepUrl(fragment, push);
    }

    /** The title and note a shared link carries, shown when it opens (null hides the banner). */
    function showMeta(meta) {
      var has = meta && (meta.title || meta.note);
      $("meta-banner").hidden = !has;
      if (!has) return;
      $("meta-banner-h").textContent = meta.title || word("sharedTitle");
      $("meta-banner-note").textContent = meta.note || "";
    }

    function wireShareMenu(delayMs) {
      var note = $("permalink-note");
      $("permalink-copy").addEventListener("click", function () {
        var f = $("permalink-field");
        if (!f.value) { note.textContent = word("runForLink"); return; }
        widgets.copyText(f.value, f, note);
      });
      $("permalink-field").addEventListener("focus", function (e) { e.target.select(); });
      $("preset-link-field").addEventListener("focus", function (e) { e.target.select(); });
      $("lab-note").hidden = !frame.framed;
      var metaTimer = null;
      function metaChanged() {
        app.state.meta = { title: $("meta-title").value, note: $("meta-note").value };
        presetBar.mark(null);
        if (metaTimer) clearTimeout(metaTimer);
        metaTimer = setTimeout(function () { enqueue(function () { return updatePermalink(false); }); }, delayMs);
      }
      $("meta-title").addEventListener("input", metaChanged);
      $("meta-note").addEventListener("input", metaChanged);
      $("meta-banner-close").addEventListener("click", function () { showMeta(null); });
    }

    function wireExport() {
      $("export-btn").addEventListener("click", function () {
        enqueue(function () {
          return call("export_state", { state: app.state }).then(function (r) {
            var ta = $("export-text");
            if (!r.ok) {
              $("export-note").textContent = word(r.error.path ? "exportFailedAt" : "exportFailed", r.error);
              return;
            }
            ta.value = r.result.text;
            $("export-copy").disabled = false;
            var link = widgets.downloadLink(r.result.text, "safe-agent-state.json", "application/json");
            var slot = $("export-download");
            if (link) { slot.href = link.href; slot.hidden = false; } else { slot.hidden = true; }
            $("export-note").textContent = (r.result.warning ? r.result.warning + " " : "") +
              word(link ? "exported" : "exportedNoDownload");
          });
        });
      });
      $("export-copy").addEventListener("click", function () {
        widgets.copyText($("export-text").value, $("export-text"), $("export-note"));
      });
    }

    /** Import: Python checks the text; an accepted state goes to `onImported` (call it inside the queue). */
    function wireImport(onImported) {
      $("import-file").addEventListener("change", function (e) {
        var file = e.target.files && e.target.files[0];
        if (!file) return;
        var reader = new FileReader();
        reader.onload = function () { $("import-text").value = String(reader.result || ""); };
        reader.onerror = function () {
          widgets.showError($("import-error"), word("fileUnread"), { type: "bad_request", message: bridge.message(reader.error), path: null });
        };
        reader.readAsText(file);
      });
      $("import-btn").addEventListener("click", function () {
        var text = $("import-text").value;
        enqueue(function () {
          return call("import_state", { text: text }).then(function (r) {
            if (!r.ok) {
              widgets.showError($("import-error"), word("importRefused"), r.error);
              // In the lab's short frame the box can open below the menu's fold: bring it in view.
              $("import-error").scrollIntoView({ block: "nearest" });
              return;
            }
            widgets.showError($("import-error"), null, null);
            // The menu closes: the imported scenario's note and result are what to see now.
            $("tool-files").open = false;
            return onImported(r.result.state, r.result.preset, r.result.basedOn);
          });
        });
      });
    }

    /** Wire the Share and Save / load menus: `delayMs` is the pause before a changed title or
     *  note updates the link; `onImported(state, preset, basedOn)` opens an imported state. */
    function wire(delayMs, onImported) {
      wireShareMenu(delayMs);
      wireExport();
      wireImport(onImported);
    }

    return {
      wire: wire, showPermalink: showPermalink, showMeta: showMeta, hasLink: hasLink,
      presetInLink: presetInLink
    };
  });
