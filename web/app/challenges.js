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
  var seed = null; // the class seed of the link that opened it (kept from level to level)
  var shownHints = 0;
  var opener = null; // controller's openState(state, push)
  var checkNo = 0;

  function word(id, n) {
    var text = (vocab.get().challengeWords || {})[id] || id;
    return n === undefined ? text : text.replace("{n}", String(n)).replace("{seed}", String(n));
  }

  /** A verdict's headline without the word the panel shows before it ("Solved: …" -> "…"). */
  function withoutLead(headline, lead) {
    return headline.indexOf(lead + ": ") === 0 ? headline.slice(lead.length + 2) : headline;
  }

  /** The challenge id a link names (`#challenge=ID`, alone or with `&s=…`), or null. */
  function inLink(href) {
    var m = /[#&?]challenge=([a-z0-9-]+)/.exec(String(href));
    if (m) return m[1];
    var level = /[#&?]level=([0-9]+)/.exec(String(href));
    return level ? "level-" + level[1] : null;
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
    var items = [];
    (list || []).forEach(function (c, i) {
      // The ladder of levels follows the challenges, under its own heading (Python's `group`).
      if (c.group === "level" && (i === 0 || list[i - 1].group !== "level")) {
        items.push(h("li", { class: "challenge-group", "data-testid": "challenge-levels" },
          h("strong", { text: word("levels") })));
      }
      items.push(h("li", null, h("button", {
        type: "button", class: "challenge-pick", "data-challenge": c.id,
        on: { click: function () { pick(c.id); } }
      }, h("strong", { text: c.title }), h("span", { class: "note", text: " " + c.goal }))));
    });
    dom.replace(ul, items);
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
      verdict.layer !== null ? h("p", null, h("strong", { text: word(verdict.solved ? "layer" : "stopper") + ": " }), verdict.layer) : null,
      // A solved level opens the next one (with the same class seed).
      verdict.solved && verdict.next ? h("p", null, h("button", {
        type: "button", class: "small", "data-testid": "challenge-next",
        on: { click: function () { pick(verdict.next); } }
      }, word("next"))) : null)
      : h("p", { class: "note", "data-testid": "challenge-verdict", "data-solved": "pending", text: word("checking") });
    dom.replace(panel,
      h("h2", { id: "challenge-h", class: "challenge-title", text: active.title }),
      seed ? h("p", { class: "note", "data-testid": "challenge-seed", text: word("seed", seed) }) : null,
      h("p", null, h("strong", { text: word("goal") + ": " }), active.goal),
      result,
      h("ol", { class: "challenge-hints" }, hints),
      h("p", { class: "field-row" }, more,
        h("button", { type: "button", class: "small", "data-testid": "challenge-restart", on: { click: function () { pick(active.id); } } }, word("start")),
        h("button", { type: "button", class: "small", "data-testid": "challenge-leave", on: { click: close } }, word("leave"))));
    panel.hidden = false;
  }

  /** Make `id` the open challenge (its panel shows; its verdict follows the next run). `withSeed`:
   *  the class seed Python read from the link; undefined keeps the one already open. */
  function activate(id, withSeed) {
    return load().then(function () {
      var c = byId(id);
      if (!c) return false;
      if (!active || active.id !== c.id) shownHints = 0;
      active = c;
      if (withSeed !== undefined) seed = withSeed || null;
      renderMenu();
      renderPanel(null);
      return true;
    });
  }

  /** The start of challenge `id` for the open class seed, as Python builds it. */
  function startOf(id) {
    if (!seed) return Promise.resolve(byId(id) ? byId(id).state : null);
    return call("challenge_start", { id: id, seed: seed }).then(function (r) { return r.ok ? r.result.state : null; });
  }

  /** From the menu or a solved level: load the challenge's starting scenario and run it. */
  function pick(id) {
    var menu = $("tool-challenges");
    if (menu) menu.open = false;
    bridge.enqueue(function () {
      return activate(id).then(function (ok) {
        if (!ok || !opener) return null;
        return startOf(id).then(function (state) { return state ? opener(state, true) : null; });
      });
    });
  }

  /** After every run: ask Python whether the state that ran solves the open challenge. */
  function afterRun(state) {
    if (!active) return Promise.resolve();
    var mine = ++checkNo;
    var id = active.id;
    var ask = { id: id, state: state };
    if (seed) ask.seed = seed;
    return call("challenge", ask).then(function (r) {
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
    res.fragment = "#challenge=" + active.id + (seed ? "&seed=" + encodeURIComponent(seed) : "") +
      "&s=" + answer.result.link;
    res.short = null;
    return { ok: true, result: res };
  }

  function close() {
    active = null;
    seed = null;
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

  /** Open a `#challenge=ID` (or `#level=N`) link with no state: Python reads the address (its
   *  class seed too) and builds the start, which runs. Resolves to null, or to Python's error for
   *  a link it refuses (an id no challenge has: the message lists the ones there are). */
  function openStart(id, push) {
    return call("decode_permalink", { link: String(location.href) }).then(function (r) {
      if (!r.ok) return r.error;
      var named = r.result.challenge || id;
      return activate(named, r.result.seed).then(function (ok) {
        if (!ok) return null;
        return Promise.resolve(opener ? opener(r.result.state, !!push) : null).then(function () { return null; });
      });
    });
  }

  /** A shared solution's link: the challenge it names opens with the link's class seed, as
   *  Python read them (`decode_permalink`'s answer), before its state runs. */
  function activateFromLink(answer, id) {
    return activate((answer && answer.challenge) || id, answer ? answer.seed : undefined);
  }

  return {
    wire: wire, inLink: inLink, activate: activate, activateFromLink: activateFromLink,
    openStart: openStart, afterRun: afterRun,
    decorate: decorate, close: close, isOpen: isOpen, renderMenu: renderMenu, load: load
  };
});
