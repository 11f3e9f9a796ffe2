/* The header's preset buttons (A–F, from static-data.js), which one the page shows, and the
 * caption that names it (or "Custom (based on B)" once the reader edits). */
SAP.define("presetBar", ["dom", "store", "staticData", "vocab"], function (dom, app, STATIC, vocab) {
  "use strict";
  var h = dom.h;
  var basedOn = null;

  function all() { return STATIC.presets || []; }

  function byId(id) {
    return all().filter(function (p) { return p.id === id; })[0] || null;
  }

  function word(id, preset) {
    var p = preset ? byId(preset) : null;
    return vocab.word(id, { preset: preset || "", title: p ? p.title : "" });
  }

  /** What the page shows, in words: "Preset B: …", "Custom (based on B)", or "" before Python. */
  function scenario() {
    if (app.preset && byId(app.preset)) return word("presetCaption", app.preset);
    if (basedOn) return word("custom", basedOn);
    return word("customNone");
  }

  /** Short names beside the letters and the caption (both from Python's words, once loaded). */
  function refresh() {
    document.querySelectorAll("button[data-preset] .preset-short").forEach(function (s) {
      // A leading space: the button's text reads "A Clean", part of its name "Preset A — Clean …".
      var short = vocab.word("preset." + s.parentNode.getAttribute("data-preset"));
      s.textContent = short ? " " + short : "";
    });
    var caption = dom.byId("preset-caption");
    if (!caption) return;
    caption.textContent = scenario();
    caption.setAttribute("data-custom", String(!app.preset));
  }

  /** The preset shown (null once the reader edits, remembering which one the edit started from:
   *  the state carries it as `meta.basedOn`, so its link and export open "Custom (based on B)"). */
  function mark(id) {
    app.preset = id;
    if (id) basedOn = id;
    if (!id && basedOn && app.state) { app.state.meta = app.state.meta || {}; app.state.meta.basedOn = basedOn; }
    document.querySelectorAll("button[data-preset]").forEach(function (b) {
      b.setAttribute("aria-pressed", String(b.getAttribute("data-preset") === id));
    });
    refresh();
  }

  /** A state from outside (a link, an import): the preset Python recognised, if any, or the one
   *  the state says it started from (`base`, Python's answer from the link's `meta.basedOn`). */
  function openedFrom(id, base) { basedOn = id || base || null; mark(id || null); }

  function build(onPick) {
    dom.replace(dom.byId("preset-list"), all().map(function (p) {
      return h("li", null, h("button", {
        type: "button", class: "preset", "data-preset": p.id, "aria-pressed": "false", title: p.summary,
        "aria-label": word("presetButton", p.id),
        on: { click: function () { onPick(p.id); } }
      },
        h("span", { class: "visually-hidden", text: word("presetLead") }),
        h("span", { class: "preset-letter", text: p.id }),
        h("span", { class: "preset-short" }),
        h("span", { class: "visually-hidden", text: word("presetDash") }),
        h("span", { class: "preset-title", text: p.title })));
    }));
    var nav = dom.byId("preset-list").parentNode;
    if (!dom.byId("preset-caption")) {
      nav.appendChild(h("p", { id: "preset-caption", class: "preset-caption", "data-testid": "preset-caption", "aria-live": "polite" }));
    }
    refresh();
  }

  return {
    all: all, byId: byId, mark: mark, build: build, refresh: refresh, scenario: scenario,
    openedFrom: openedFrom
  };
});
