/* The page while a reader edits: the verdict line that stays in view (its tone word, "running…",
 * compact once scrolled), the greyed "not run" result while an input is invalid, the note naming
 * changes that had no effect (with "Run without cache"), and the small keyboard and focus fixes. */
SAP.define("editing", ["dom", "vocab"], function (dom, vocab) {
  "use strict";
  var h = dom.h;
  var $ = dom.byId;
  var runFresh = function () {};
  var invalidField = null;

  function word(id) { return (vocab.get().words || {})[id] || ""; }
  function notice(id) { return (vocab.get().notices || {})[id] || ""; }

  // ---- the verdict line ---------------------------------------------------------------------

  /** The tone word beside the icon: Python's word for the tone, or the run's state. */
  function updateTone() {
    var out = $("outcome");
    var pill = $("outcome-tone");
    if (!out || !pill) return;
    var state = ($("result-status") || out).getAttribute("data-state");
    var text;
    if (out.getAttribute("data-invalid") === "true") text = word("notRun");
    else if (out.getAttribute("data-stopped") === "true") text = notice("staleVerdict");
    else if (state === "running" || out.getAttribute("data-stale") === "true") text = word("running");
    else {
      var tone = vocab.entry("tones", out.getAttribute("data-tone"));
      text = tone ? tone.label : "";
    }
    pill.textContent = text;
    out.setAttribute("data-running", String(text !== "" && text === word("running")));
  }

  /** Once the reader scrolls past it, the verdict shrinks to one line (it stays at the top). */
  function updateStuck() {
    var out = $("outcome");
    if (!out) return;
    var stuck = window.scrollY > 0 && out.getBoundingClientRect().top <= 1;
    out.classList.toggle("is-stuck", stuck);
    // The tab row sticks right under the verdict (editing.css): it needs the verdict's height.
    if (stuck) {
      document.documentElement.style.setProperty("--verdict-h", Math.ceil(out.getBoundingClientRect().height) + "px");
    }
  }

  function showFirstMark() {
    var pre = document.querySelector("#why pre.excerpt");
    var mark = pre && pre.querySelector("mark");
    if (!mark) return;
    var offset = mark.getBoundingClientRect().top - pre.getBoundingClientRect().top + pre.scrollTop;
    pre.scrollTop = Math.max(0, offset - 8);
  }

  function wireVerdict() {
    var out = $("outcome");
    if (!out) return;
    if (!$("outcome-tone")) {
      out.insertBefore(h("span", { id: "outcome-tone", class: "outcome-tone", "data-testid": "outcome-tone" }),
        out.querySelector(".outcome-text"));
    }
    var watch = new MutationObserver(updateTone);
    watch.observe(out, { attributes: true, attributeFilter: ["data-tone", "data-stale", "data-invalid", "data-stopped"] });
    if ($("result-status")) watch.observe($("result-status"), { attributes: true, attributeFilter: ["data-state"] });
    // A long excerpt scrolls inside its box: start it at the first highlighted word.
    if ($("why")) new MutationObserver(showFirstMark).observe($("why"), { childList: true, subtree: true });
    var pending = false;
    window.addEventListener("scroll", function () {
      if (pending) return;
      pending = true;
      window.requestAnimationFrame(function () { pending = false; updateStuck(); });
    }, { passive: true });
    window.addEventListener("resize", updateStuck);
    updateTone();
  }

  // ---- not run: an invalid input ------------------------------------------------------------

  function markField(label, on) {
    document.querySelectorAll("#inputs label").forEach(function (l) {
      var input = l.htmlFor ? document.getElementById(l.htmlFor) : null;
      if (!input) return;
      if (on && l.textContent === label) input.setAttribute("aria-invalid", "true");
      else input.removeAttribute("aria-invalid");
    });
  }

  /** Grey the last result's why-card, note and grid under `label` (false: current again). */
  function setStale(on, label) {
    ["why", "no-effect", "grid"].forEach(function (id) {
      var el = $(id);
      if (!el) return;
      el.classList.toggle("is-not-run", on);
      if (on) el.setAttribute("data-not-run", label || word("notRun")); else el.removeAttribute("data-not-run");
    });
  }

  /** The watchdog stopped a run: the verdict in view is the one before it, marked not current
   *  (its tone word and the greyed card say so) until a run answers again. */
  function stopped() {
    var out = $("outcome");
    if (!out) return;
    out.removeAttribute("data-stale");
    out.setAttribute("data-stopped", "true");
    setStale(true, notice("staleVerdict"));
    updateTone();
  }

  /** The inputs cannot run: the verdict says which field and how to fix it, once; the last
   *  result stays visible but greyed and marked "not run". */
  function notRun(err) {
    var out = $("outcome");
    out.setAttribute("data-invalid", "true");
    out.removeAttribute("data-stale");
    $("outcome-headline").textContent = err.plain || err.message;
    // Not the last result's icon: this state has no result (the next run's verdict sets it again).
    $("outcome-icon").textContent = word("notRunIcon");
    var st = $("result-status");
    st.setAttribute("data-state", "error");
    st.textContent = word("notRunTitle");
    setStale(true);
    invalidField = err.label || null;
    markField(invalidField, true);
    updateTone();
  }

  // ---- after a run --------------------------------------------------------------------------

  function renderNoEffect(answer) {
    var slot = $("no-effect");
    if (!slot) return;
    var note = answer.noEffect;
    var agents = (answer.result && answer.result.agents) || [];
    var cached = agents.length > 0 && agents.every(function (a) { return a.cacheHit === true; });
    if (!note && !cached) { dom.clear(slot); slot.hidden = true; return; }
    var button = cached ? h("button", {
      type: "button", class: "small", "data-testid": "run-fresh", text: word("runFresh"),
      title: word("runFreshHint"), on: { click: function () { runFresh(); } }
    }) : null;
    dom.replace(slot, h("section", { class: "why-card no-effect", "data-reason": note ? note.reason : "cache",
      "aria-labelledby": "no-effect-h" },
      note ? h("h3", { id: "no-effect-h", text: note.title }) : null,
      note ? h("ul", null, note.lines.map(function (line) { return h("li", { text: line }); })) : null,
      button ? h("p", { class: "field-row" }, button, h("span", { class: "note", text: word("runFreshHint") })) : null));
    slot.hidden = false;
  }

  /** A run answered: the result is current again; its no-effect note (if any) shows. */
  function ran(answer) {
    var out = $("outcome");
    if (out) { out.removeAttribute("data-invalid"); out.removeAttribute("data-stopped"); }
    setStale(false);
    if (invalidField) { markField(invalidField, false); invalidField = null; }
    renderNoEffect(answer || {});
    updateTone();
  }

  // ---- keyboard and focus -------------------------------------------------------------------

  function wireKeys() {
    // Escape closes an open menu and gives the focus back to its button.
    document.addEventListener("keydown", function (e) {
      if (e.key !== "Escape") return;
      document.querySelectorAll("details.menu[open]").forEach(function (menu) {
        menu.open = false;
        var summary = menu.querySelector("summary");
        if (summary) summary.focus();
      });
    });
    // A tab panel takes the focus, so a keyboard reader lands in it after choosing a tab.
    document.querySelectorAll(".tab-panel").forEach(function (p) {
      if (!p.hasAttribute("tabindex")) p.setAttribute("tabindex", "0");
    });
  }

  /** `onRunFresh()` runs the current state without the cache (empties it first). */
  function wire(onRunFresh) {
    runFresh = onRunFresh || runFresh;
    wireVerdict();
    wireKeys();
    // In the next frame, whose layout it reads: read now, it would force a layout of its own.
    window.requestAnimationFrame(updateStuck);
  }

  return { wire: wire, notRun: notRun, ran: ran, stopped: stopped, updateTone: updateTone };
});
