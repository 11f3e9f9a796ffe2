/* Challenges: the header's Challenges menu, `#challenge=ID` links, the panel with the goal and the
 * hints, and the verdict Python gives after each run (bridge ops `challenges` and `challenge`).
 * Every word comes from Python: the panel's own words from the vocabulary, the rest with each
 * challenge and each verdict. */
SAP.define("challenges", ["dom", "bridge", "vocab"], function (dom, bridge, vocab) {
  "use strict";
  var h = dom.h;
  var $ = dom.byId;
  var call = bridge.call;

  var list = null; // the challenges as Python lists them, once asked
  var active = null; // the open challenge
  var shownHints = 0;
  var opener = null; // controller's openState(state, push)
  var checkNo = 0;

  function word(id, n) {
    var text = (vocab.get().challengeWords || {})[id] || id;
    return n === undefined ? text : text.replace("{n}", String(n));
  }

  /** A verdict's headline without the word the panel shows before it ("Solved: …" -> "…"). */
  function withoutLead(headline, lead) {
    return headline.indexOf(lead + ": ") === 0 ? headline.slice(lead.length + 2) : headline;
  }

  /** The challenge id a link names (`#challenge=ID`, alone or with `&s=…`), or null. */
  function inLink(href) {
    var m = /[#&?]challenge=([a-z0-9-]+)/.exec(String(href));
    return m ? m[1] : null;
  }

  function load() {
    if (list) return Promise.resolve(list);
    return call("challenges", {}).then(function (r) {
      if (!r.ok) return [];
      list = r.result.challenges;
      return list;
    });
  }

  function byId(id) {
    return (list || []).filter(function (c) { return c.id === id; })[0] || null;
  }

  function renderMenu() {
    var ul = $("challenge-list");
    if (!ul) return;
    dom.replace(ul, (list || []).map(function (c) {
      return h("li", null, h("button", {
        type: "button", class: "challenge-pick", "data-challenge": c.id,
        on: { click: function () { pick(c.id); } }
      }, h("strong", { text: c.title }), h("span", { class: "note", text: " " + c.goal })));
    }));
    $("challenge-menu-intro").textContent = word("menuIntro");
    $("challenge-menu-label").textContent = word("menu");
  }

  function renderPanel(verdict) {
    var panel = $("challenge");
    if (!active) { panel.hidden = true; dom.replace(panel); return; }
    var hints = active.hints.slice(0, shownHints).map(function (text, i) {
      return h("li", { "data-testid": "challenge-hint-" + (i + 1) }, h("strong", { text: word("hint", i + 1) + ": " }), text);
    });
    var more = shownHints < active.hints.length
      ? h("button", { type: "button", class: "small", "data-testid": "challenge-hint-btn", on: { click: function () { shownHints += 1; renderPanel(verdict); } } }, word("nextHint"))
      : h("span", { class: "note", text: word("noMoreHints") });
    var result = verdict ? h("div", {
      class: ["challenge-verdict", verdict.solved ? "is-solved" : "is-not-yet"],
      "data-testid": "challenge-verdict", "data-solved": String(verdict.solved), role: "status"
    },
      h("p", { class: "challenge-word" },
        h("span", { "aria-hidden": "true", text: verdict.solved ? "★ " : "… " }),
        h("strong", { text: verdict.solved ? word("solved") : word("notYet") }),
        " — " + withoutLead(verdict.headline, verdict.solved ? word("solved") : word("notYet"))),
      h("ul", null, verdict.lines.map(function (line) { return h("li", { text: line }); })),
      verdict.slipped !== null ? h("p", null, h("strong", { text: word("slipped") + ": " }), h("code", { text: verdict.slipped })) : null,
      verdict.layer !== null ? h("p", null, h("strong", { text: word("layer") + ": " }), verdict.layer) : null)
      : h("p", { class: "note", "data-testid": "challenge-verdict", "data-solved": "pending", text: word("checking") });
    dom.replace(panel,
      h("h2", { id: "challenge-h", class: "challenge-title", text: active.title }),
      h("p", null, h("strong", { text: word("goal") + ": " }), active.goal),
      result,
      h("ol", { class: "challenge-hints" }, hints),
      h("p", { class: "field-row" }, more,
        h("button", { type: "button", class: "small", "data-testid": "challenge-restart", on: { click: function () { pick(active.id); } } }, word("start")),
        h("button", { type: "button", class: "small", "data-testid": "challenge-leave", on: { click: close } }, word("leave"))));
    panel.hidden = false;
  }

  /** Make `id` the open challenge (its panel shows; its verdict follows the next run). */
  function activate(id) {
    return load().then(function () {
      var c = byId(id);
      if (!c) return false;
      if (!active || active.id !== c.id) shownHints = 0;
      active = c;
      renderMenu();
      renderPanel(null);
      return true;
    });
  }

  /** From the menu: load the challenge's starting scenario and run it. */
  function pick(id) {
    var menu = $("tool-challenges");
    if (menu) menu.open = false;
    bridge.enqueue(function () {
      return activate(id).then(function (ok) {
        if (ok && opener) return opener(byId(id).state, true);
      });
    });
  }

  /** After every run: ask Python whether the state that ran solves the open challenge. */
  function afterRun(state) {
    if (!active) return Promise.resolve();
    var mine = ++checkNo;
    var id = active.id;
    return call("challenge", { id: id, state: state }).then(function (r) {
      if (mine !== checkNo || !active || active.id !== id) return;
      if (!r.ok) { renderPanel({ solved: false, headline: r.error.message, lines: [], slipped: null, layer: null }); return; }
      renderPanel(r.result.verdict);
    });
  }

  /** The link answer with the challenge id in front, so a shared solution opens the challenge. */
  function decorate(answer) {
    if (!active || !answer || !answer.ok) return answer;
    var res = {};
    Object.keys(answer.result).forEach(function (k) { res[k] = answer.result[k]; });
    res.fragment = "#challenge=" + active.id + "&s=" + answer.result.link;
    res.short = null;
    return { ok: true, result: res };
  }

  function close() {
    active = null;
    checkNo += 1;
    renderPanel(null);
  }

  function isOpen() { return active !== null; }

  /** Wire the menu; `openState(state, push)` runs a starting scenario (inside the queue). */
  function wire(openState) {
    opener = openState;
    var menu = $("tool-challenges");
    if (menu) {
      menu.addEventListener("toggle", function () {
        if (menu.open) bridge.enqueue(function () { return load().then(renderMenu); });
      });
    }
  }

  /** Open a `#challenge=ID` link with no state: its starting scenario runs. Resolves to null, or
   *  to Python's error for an id no challenge has (it lists the ones there are). */
  function openStart(id, push) {
    return activate(id).then(function (ok) {
      if (ok) return Promise.resolve(opener ? opener(byId(id).state, !!push) : null).then(function () { return null; });
      var any = (list || [])[0];
      if (!any) return { type: "unavailable", message: vocab.word("challengesUnloaded"), path: null };
      return call("challenge", { id: id, state: any.state }).then(function (r) { return r.ok ? null : r.error; });
    });
  }

  return {
    wire: wire, inLink: inLink, activate: activate, openStart: openStart, afterRun: afterRun,
    decorate: decorate, close: close, isOpen: isOpen, renderMenu: renderMenu, load: load
  };
});
