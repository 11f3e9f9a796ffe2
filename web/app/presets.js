/* The header's preset buttons (A–F, from static-data.js) and which one the page shows. */
SAP.define("presetBar", ["dom", "store", "staticData"], function (dom, app, STATIC) {
  "use strict";
  var h = dom.h;

  function all() { return STATIC.presets || []; }

  function byId(id) {
    return all().filter(function (p) { return p.id === id; })[0] || null;
  }

  /** The preset shown (null once the reader edits): its button is pressed. */
  function mark(id) {
    app.preset = id;
    document.querySelectorAll("button[data-preset]").forEach(function (b) {
      b.setAttribute("aria-pressed", String(b.getAttribute("data-preset") === id));
    });
  }

  function build(onPick) {
    dom.replace(dom.byId("preset-list"), all().map(function (p) {
      return h("li", null, h("button", {
        type: "button", class: "preset", "data-preset": p.id, "aria-pressed": "false", title: p.summary,
        "aria-label": "Preset " + p.id + " — " + p.title,
        on: { click: function () { onPick(p.id); } }
      },
        h("span", { class: "visually-hidden", text: "Preset " }),
        h("span", { class: "preset-letter", text: p.id }),
        h("span", { class: "visually-hidden", text: " — " }),
        h("span", { class: "preset-title", text: p.title })));
    }));
  }

  return { all: all, byId: byId, mark: mark, build: build };
});
