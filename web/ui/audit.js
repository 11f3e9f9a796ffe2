/* The audit tab (cards grouped by agent, filterable, JSON Lines export), Explain and About. */
SAP.define("audit", ["dom", "vocab"], function (dom, vocab) {
  "use strict";
  var h = dom.h;
  var word = vocab.word;

  var filter = "all";

  function short(hash) { return hash ? String(hash).slice(0, 12) + "…" : "–"; }

  function card(e) {
    var usage = e.usage ? word("auditUsageValue", { input: e.usage.inputTokens, output: e.usage.outputTokens }) : null;
    var cache = e.kind === "cache_hit" ? word("hashHit") : e.kind === "cache_miss" ? word("hashMiss") : null;
    var error = e.error ? word(e.error.path ? "auditErrorAt" : "auditErrorValue", e.error) : null;
    return h("li", { class: ["audit-card", "kind-" + e.kind], "data-kind": e.kind, "data-testid": "audit-card" },
      h("p", { class: "audit-head" },
        h("span", { class: "kind-icon", "aria-hidden": "true", text: (vocab.entry("auditKinds", e.kind) || { icon: "•" }).icon }),
        h("strong", { class: "kind", text: vocab.label("auditKinds", e.kind) }),
        h("span", { class: "seq", text: " #" + e.seq }),
        e.stage ? h("span", { class: "stage-tag", text: " · " + vocab.label("stages", e.stage) }) : null),
      dom.dl([
        [word("auditTime"), typeof e.timestampMs === "number" ? word("auditTimeValue", { time: dom.fmtTime(e.timestampMs) }) : ""],
        [word("auditRequest"), e.requestId ? dom.code(e.requestId) : null],
        [word("auditProvider"), e.provider || e.model ? (e.provider || "–") + " / " + (e.model || "–") : null],
        ["promptHash", e.promptHash ? dom.code(e.promptHash) : null],
        ["contextHash", e.contextHash ? dom.code(e.contextHash) : null],
        ["outputHash", e.outputHash ? dom.code(e.outputHash) : null],
        [word("auditUsage"), usage],
        [word("auditCache"), cache],
        [word("auditCacheKey"), e.cacheKey ? dom.code(e.cacheKey) : null],
        [word("auditError"), error],
        [word("auditDetail"), e.detail ? h("code", { class: "detail", text: JSON.stringify(e.detail) }) : null],
        [word("auditChain"), h("span", null, word("auditPrev"), h("code", { text: short(e.prevHash) }), " → ", h("code", { text: short(e.hash) }))]
      ], "audit-kv"));
  }

  function groups(events) {
    var order = [];
    var by = {};
    events.forEach(function (e) {
      var k = e.agent || "run";
      if (!by[k]) { by[k] = []; order.push(k); }
      by[k].push(e);
    });
    return order.map(function (k) { return [k, by[k]]; });
  }

  function render(container, events, opts) {
    var kinds = [];
    events.forEach(function (e) { if (kinds.indexOf(e.kind) < 0) kinds.push(e.kind); });
    if (filter !== "all" && kinds.indexOf(filter) < 0) filter = "all";
    var list = h("div", { class: "audit-groups", "data-testid": "audit-timeline" });
    var count = h("p", { class: "note", "aria-live": "polite" });
    function draw() {
      var shown = events.filter(function (e) { return filter === "all" || e.kind === filter; });
      count.textContent = word("auditCount", { shown: shown.length, total: events.length });
      dom.replace(list, groups(shown).map(function (g) {
        return h("section", { class: "audit-group", "data-agent": g[0], "aria-label": word("auditGroup", { agent: g[0] }) },
          h("h4", { text: g[0] === "run" ? word("auditWholeRun") : g[0] }),
          h("ol", { class: "audit-list" }, g[1].map(card)));
      }));
    }
    var selId = dom.nextId("kind");
    var sel = h("select", { id: selId, "data-testid": "audit-filter" },
      h("option", { value: "all", text: word("auditAllKinds") }),
      kinds.map(function (k) { return h("option", { value: k, selected: k === filter, text: vocab.label("auditKinds", k) }); }));
    sel.addEventListener("change", function () { filter = sel.value; draw(); });

    var jsonl = h("textarea", { readonly: "", rows: "5", id: dom.nextId("jsonl"), "data-testid": "audit-jsonl" });
    var exportBox = h("div", { class: "export-box", hidden: true },
      h("label", { for: jsonl.id, text: word("auditJsonl") }), jsonl,
      h("div", { class: "field-row" }, opts.copyButton(function () { return jsonl.value; }, word("auditCopy")),
        h("span", { class: "dl-slot" })));
    var exportBtn = h("button", { type: "button", "data-needs-python": "", text: word("auditExport") });
    var intro = h("p", { class: "note", text: word("auditIntro") });
    exportBtn.disabled = !opts.ready;
    exportBtn.addEventListener("click", function () {
      opts.onExport().then(function (text) {
        if (text === null) return;
        jsonl.value = text;
        exportBox.hidden = false;
        dom.replace(exportBox.querySelector(".dl-slot"), opts.downloadLink(text, "audit.jsonl", "application/x-ndjson"));
      });
    });
    dom.replace(container,
      h("div", { class: "audit-tools" },
        h("div", { class: "field" }, h("label", { for: selId, text: word("auditFilter") }), sel),
        exportBtn),
      intro, count, exportBox, list);
    draw();
  }

  /** Explain: the first section (this run in brief) open, the stages' sections collapsed. */
  function renderExplain(container, sections) {
    dom.replace(container, (sections || []).map(function (s) {
      return h("details", { class: "explain-section", "data-explain": s.id, open: !!s.open },
        h("summary", null, h("span", { class: "explain-title", text: s.title })), dom.textBlocks(s.body));
    }));
  }

  /** About: what the demo is, and the reference devkit it answers (from the vocabulary). */
  function renderAbout(container, about) {
    dom.replace(container,
      h("p", { text: word("aboutLead") }),
      (about || []).map(function (s) {
        return h("section", { class: "explain-section", "data-about": s.id },
          h("h3", { text: s.title }), dom.textBlocks(s.body));
      }));
  }

  return { render: render, renderExplain: renderExplain, renderAbout: renderAbout };
});
