/* The result: outcome line, why-card and stage grid first; findings and details in their tabs. */
SAP.define("outputs", ["dom", "vocab"], function (dom, vocab) {
  "use strict";
  var h = dom.h;

  // Words, icons and tones come from Python (bridge op `vocabulary`); none are repeated here.
  var entry = vocab.entry;
  var label = vocab.label;
  var word = vocab.word;

  function severity(id) { var e = entry("severities", id); return e ? e.icon + " " + e.label : String(id); }

  // Python indexes strings by code point; JS by UTF-16 unit. Slice by code points.
  function cpSlice(cps, start, end) { return cps.slice(start, end).join(""); }

  /** Text with [start, end) code-point spans wrapped in <mark class=cls> (tag: optional label). */
  function marked(text, spans, cls, withTag) {
    var cps = Array.from(String(text));
    var out = [];
    var pos = 0;
    spans.slice().sort(function (a, b) { return a[0] - b[0]; }).forEach(function (s) {
      if (s[0] < pos || s[1] > cps.length || s[1] <= s[0]) return;
      out.push(cpSlice(cps, pos, s[0]));
      out.push(h("mark", { class: cls }, cpSlice(cps, s[0], s[1])));
      if (withTag && s[2]) out.push(h("span", { class: "rule-tag", text: "[" + s[2] + "]" }));
      pos = s[1];
    });
    out.push(cpSlice(cps, pos, cps.length));
    return out;
  }

  function agentBadge(status) {
    // Python names each agent status with its icon and tone ("obeyed the planted text (simulated)").
    var s = entry("agentStatuses", status);
    if (s) return h("span", { class: ["badge", "agent-" + status], "data-tone": s.tone, text: s.icon + " " + s.label });
    return h("span", { class: ["badge", "agent-" + status], text: String(status) });
  }

  // ---- the outcome line, the why-card and the grid ---------------------------------------

  function renderOutcome(result, runNo, scenario) {
    var o = result.outcome;
    var el = dom.byId("outcome");
    var tone = entry("tones", o.tone);
    el.setAttribute("data-tone", o.tone);
    el.removeAttribute("data-stale");
    dom.byId("outcome-icon").textContent = tone ? tone.icon : "";
    dom.byId("outcome-headline").textContent = o.headline;
    var st = dom.byId("result-status");
    st.textContent = word(scenario ? "runFinishedScenario" : "runFinished",
      { run: runNo, tone: tone ? tone.label : o.tone, scenario: scenario });
  }

  function renderWhy(container, result) {
    var w = result.outcome.why;
    var excerpt = w.excerpt ? [
      h("p", { class: "excerpt-label", text: word(w.excerpt.marks.length ? "excerptFromMarked" : "excerptFrom", { place: w.excerpt.label }) }),
      h("pre", { class: "scroll excerpt", tabindex: "0", "aria-label": word("excerptName", { place: w.excerpt.label }) },
        marked(w.excerpt.text, w.excerpt.marks, result.outcome.tone === "ok" ? "hit-after" : "hit-match"))
    ] : null;
    var pattern = w.pattern ? h("details", { class: "pattern-box", "data-testid": "show-pattern" },
      h("summary", { text: word("showPattern") }),
      h("p", null, h("strong", { text: w.pattern.label + ": " }), w.pattern.description),
      h("code", { text: w.pattern.regex })) : null;
    dom.replace(container, h("section", { class: "why-card", "data-kind": w.kind, "aria-labelledby": "why-h" },
      h("h3", { id: "why-h", text: w.title }),
      h("ul", null, w.lines.map(function (line) { return h("li", null, dom.breakable(line)); })),
      excerpt, pattern));
  }

  function stageCell(a, stage) {
    var s = null;
    a.stages.forEach(function (x) { if (x.stage === stage) s = x; });
    if (!s) return h("td", { class: "stage-cell st-none", "data-agent": a.agent, "data-stage": stage }, "—");
    var stop = s.stage === a.stoppedAt;
    var st = entry("statuses", s.status);
    return h("td", {
      class: ["stage-cell", "st-" + s.status, stop ? "is-stop" : null],
      "data-agent": a.agent, "data-stage": s.stage, "data-status": s.status, title: s.summary
    },
      h("span", { class: "stage-icon", "aria-hidden": "true", text: st ? st.icon : "?" }),
      h("span", { class: "stage-status", text: s.label }),
      h("span", { class: "visually-hidden", text: ": " + s.summary }),
      stop ? h("span", { class: "stage-stop", text: word("stoppedHere") }) : null);
  }

  function renderGrid(container, result) {
    var stages = (vocab.get().stages || []).map(function (s) { return s.id; });
    var legend = h("p", { class: "legend" }, (vocab.get().statuses || []).map(function (s) {
      return h("span", { class: ["legend-item", "st-" + s.id] },
        h("span", { class: "stage-icon", "aria-hidden": "true", text: s.icon }), " " + s.label);
    }), h("span", { class: "legend-item legend-stop", text: word("legendStop") }));
    var table = h("table", { class: "pipe" },
      h("caption", { class: "visually-hidden", text: word("gridCaption") }),
      h("thead", null, h("tr", null, h("th", { scope: "col", text: word("gridStage") }), result.agents.map(function (a) {
        return h("th", { scope: "col", "data-agent": a.agent }, a.agent, " ", agentBadge(a.status));
      }))),
      h("tbody", null, stages.map(function (st) {
        var v = entry("stages", st);
        return h("tr", { "data-stage": st }, h("th", { scope: "row", title: v ? v.description : null, text: v ? v.label : st }),
          result.agents.map(function (a) { return stageCell(a, st); }));
      })));
    var all = h("details", { class: "sub-panel" }, h("summary", { text: word("gridInWords") }),
      result.agents.map(function (a) {
        return [h("h4", { text: a.agent }), h("ul", { class: "stage-notes" }, a.stages.map(function (s) {
          return h("li", null, h("strong", { text: label("stages", s.stage) + " (" + s.label + "): " }), dom.breakable(s.summary),
            h("span", { class: "note" }, dom.breakable(" — " + s.detail)));
        }))];
      }));
    dom.replace(container, h("section", { class: "panel", "aria-labelledby": "pipe-h", "data-testid": "pipeline" },
      h("h3", { id: "pipe-h", text: word("gridTitle") }),
      h("div", { class: "table-wrap", tabindex: "0", role: "region", "aria-label": word("gridRegion") }, table),
      legend, all));
  }

  // ---- findings tab -------------------------------------------------------------------------

  function banner(result) {
    if (!result.unsafe || !result.unsafe.length) return null;
    return h("section", { class: "unsafe-banner", "aria-labelledby": "unsafe-h", "data-testid": "unsafe-banner" },
      h("h3", { id: "unsafe-h" }, h("span", { "aria-hidden": "true", text: "⚠ " }),
        vocab.count("unsafeBanner", result.unsafe.length)),
      h("ul", null, result.unsafe.map(function (u) {
        return h("li", { "data-guardrail": u.guardrail }, h("strong", { text: u.label + ": " }), u.message);
      })));
  }

  // The answer check and the findings caption are Python's words (`details.agents`).
  function gateBox(a, said) {
    var g = said.gate;
    return h("div", { class: ["gate", "gate-" + g.state], "data-testid": "gate-" + a.agent, "data-gate": g.state },
      h("p", { class: "gate-title", text: g.title }),
      dom.dl([[word("gateWhy"), g.why || null], [word("gateErrorPath"), g.errorPath ? h("code", { text: g.errorPath }) : null]]));
  }


  function findingsTable(a, said) {
    var valid = a.gate && a.gate.ok && a.report;
    var caption = said.findingsCaption;
    // Strict schema off and an answer that is not a report: shown as it came, marked unchecked.
    if (said.unchecked) {
      return h("div", { class: "unchecked-answer", "data-testid": "findings-" + a.agent, "data-unchecked": "true" },
        h("p", { class: "unchecked-caption", text: caption }),
        h("pre", { class: "scroll unchecked", tabindex: "0", text: a.rawText || "" }));
    }
    var cols = ["colSeverity", "colFinding", "colWhere", "colAction"].map(function (id) { return word(id); });
    var rows = valid ? a.report.findings.map(function (f) {
      return h("tr", { class: "sev-" + f.severity },
        h("td", { "data-label": cols[0], text: severity(f.severity) }),
        h("td", { "data-label": cols[1] }, f.claim, h("span", { class: "finding-id", text: f.id + " · " + f.category })),
        h("td", { "data-label": cols[2] }, (f.evidence_refs || []).length ? (f.evidence_refs || []).map(function (r) {
          return h("code", { class: "ref" }, dom.breakable(String(r)));
        }) : "–"),
        h("td", { "data-label": cols[3], text: f.suggested_action || "–" }));
    }) : [];
    return h("div", { class: "table-wrap", role: "region", "aria-label": word("agentFindings", { agent: a.agent }) },
      h("table", { class: "data findings", "data-testid": "findings-" + a.agent },
        h("caption", { text: caption }),
        h("thead", null, h("tr", null, cols.map(function (c) { return h("th", { scope: "col", text: c }); }))),
        h("tbody", null, rows)));
  }

  function agentSection(a, said) {
    var v = entry("agents", a.agent);
    return h("section", { class: ["agent", "agent-" + a.status], "data-agent": a.agent, "data-testid": "agent-" + a.agent, "aria-labelledby": "agent-h-" + a.agent },
      h("h3", { id: "agent-h-" + a.agent }, a.agent + " ", agentBadge(a.status)),
      v ? h("p", { class: "note", text: v.description }) : null,
      a.error ? h("p", { class: "agent-error", "data-testid": "agent-error-" + a.agent },
        h("strong", { text: word("stoppedAt", { stage: label("stages", a.stoppedAt) }) }), dom.clip(a.error.message, 200, word("fullMessage"))) : null,
      a.simulated ? h("p", { class: "sim-note", "data-testid": "simulated-" + a.agent },
        h("strong", { text: word("simulation") }), a.simulated) : null,
      said ? gateBox(a, said) : null,
      said ? findingsTable(a, said) : null);
  }

  function render(container, ctx) {
    var result = ctx.result;
    var said = {};
    ((ctx.details && ctx.details.agents) || []).forEach(function (d) { said[d.agent] = d; });
    dom.replace(container, banner(result), result.agents.map(function (a) { return agentSection(a, said[a.agent]); }));
  }

  // ---- details tab --------------------------------------------------------------------------

  function meter(text, used, max, testid) {
    var id = dom.nextId("m");
    var over = max > 0 ? used / max : (used > 0 ? 1 : 0);
    return h("div", { class: "meter-row", "data-testid": testid },
      h("label", { for: id, text: text }),
      h("meter", { id: id, min: "0", max: String(Math.max(max, 1)), value: String(used),
        low: String(Math.max(max, 1) * 0.7), high: String(Math.max(max, 1) * 0.9), optimum: "0" }),
      h("span", { class: "meter-text", text: word(over >= 1 ? "meterFull" : "meter", { used: dom.fmtInt(used), max: dom.fmtInt(max) }) }));
  }

  function budget(result) {
    var b = result.budget;
    return h("section", { class: "panel", "aria-labelledby": "budget-h", "data-testid": "budget" },
      h("h3", { id: "budget-h", text: word("budget") }),
      meter(word("budgetCalls"), b.calls, b.maxCalls, "budget-calls"),
      meter(word("budgetInput"), b.inputTokens, b.maxTotalInputTokens, "budget-input"),
      meter(word("budgetOutput"), b.outputTokens, b.maxTotalOutputTokens, "budget-output"));
  }

  // The Details tab's shared checks: every sentence, label and mark comes from Python
  // (`details` in the run's answer, written by safe_agent.page.details); this only lays it out.
  var MARK_CLASS = { replaced: "hit-before", leaked: "hit-leaked", placeholder: "hit-after" };

  function textView(view, fieldLabel, which) {
    return [h("p", { class: "ba-label", text: view.label }),
      h("pre", { class: ["scroll", "ba", which, "style-" + view.style], tabindex: "0", "aria-label": fieldLabel + ": " + view.label },
        marked(view.text, view.marks, MARK_CLASS[view.style] || "hit-before", true))];
  }

  function redactionPanel(d) {
    return h("details", { class: "sub-panel", open: d.open, "data-testid": "redaction" },
      h("summary", null, d.summary),
      h("p", { class: "note", text: d.intro }),
      d.fields.map(function (f) {
        return h("div", { class: "redaction-field", "data-field": f.field },
          h("h4", { text: f.heading }),
          textView(f.before, f.heading, "before"),
          f.after ? textView(f.after, f.heading, "after") : null);
      }));
  }

  function injectionPanel(d) {
    return h("details", { class: ["sub-panel", d.blocked ? "is-blocked" : null], open: d.open, "data-testid": "injection" },
      h("summary", null, d.summary),
      d.matches.length ? h("ul", { class: "matches" }, d.matches.map(function (m) {
        return h("li", { "data-rule": m.rule },
          h("strong", { text: m.lead + m.label }), m.where, h("q", { text: m.excerpt }),
          h("details", { class: "pattern-box" }, h("summary", { text: m.patternLabel }),
            h("p", { text: m.description }), h("code", { text: m.pattern })));
      })) : h("p", { class: "note", text: d.empty }),
      d.detector ? detectorPart(d.detector) : null);
  }

  // The guard's second layer: each field's score against the thresholds and the n-grams that
  // pushed it most (Python's words and spans; the field's text is shown as text, marks added).
  function detectorPart(d) {
    return h("div", { class: "detector", "data-testid": "detector" },
      h("h4", { text: d.heading }),
      h("p", { class: "note", text: d.intro }),
      d.rows.length ? h("ul", { class: "matches" }, d.rows.map(function (r) {
        return h("li", { "data-field": r.field, "data-call": r.call },
          h("strong", { text: r.line }),
          r.ngrams.length ? h("p", null, r.ngramsLabel + " ",
            r.ngrams.map(function (g, i) { return [i ? word("listSeparator") : "", h("q", { text: g.text })]; })) : null,
          r.view ? h("pre", { class: ["scroll", "ba"], tabindex: "0", "aria-label": r.label },
            marked(r.view.text, r.view.marks, "hit-match")) : null);
      })) : null);
  }

  function pathsPanel(d) {
    return h("details", { class: "sub-panel", open: d.open, "data-testid": "paths" },
      h("summary", null, d.summary),
      d.rows.length ? h("div", { class: "table-wrap", tabindex: "0", role: "region", "aria-label": d.summary },
        h("table", { class: "data" },
          h("thead", null, h("tr", null, d.columns.map(function (c) { return h("th", { scope: "col", text: c }); }))),
          h("tbody", null, d.rows.map(function (r) {
            return h("tr", { class: r.flagged ? "is-flagged" : null, "data-path-decision": r.decision },
              h("td", null, h("code", { class: "path" }, dom.breakable(r.path)),
                r.normalized ? [" → ", h("code", { class: "path" }, dom.breakable(r.normalized))] : null),
              h("td", { text: r.decisionLabel }),
              h("td", { text: r.reason }),
              h("td", { text: r.sent }));
          })))) : h("p", { class: "note", text: d.empty }));
  }

  function attemptsList(a) {
    if (!a.attempts || (a.attempts.length < 2 && !(a.attempts[0] && a.attempts[0].repairs.length))) return null;
    return h("div", { class: "attempts" }, h("h4", { text: word("attempts") }), h("ol", null, a.attempts.map(function (t) {
      var line = word(t.gate.ok ? "attemptPassed" : t.gate.error ? "attemptRejectedWhy" : "attemptRejected",
        { n: t.attempt, error: t.gate.error });
      if (!t.repairs.length) return h("li", null, line);
      var repairs = t.repairs.map(function (r) { return word("repair", { kind: r.kind, detail: r.detail }); });
      return h("li", null, word("attemptRepairs", { attempt: line, repairs: repairs.join(word("listSeparator")) }));
    })));
  }

  function envelopeBlock(a) {
    var spans = (a.exposed || []).map(function (x) { return [x.start, x.end, x.rule]; });
    return h("pre", { class: "scroll envelope", tabindex: "0", "aria-label": word("envelopeName", { agent: a.agent }) },
      spans.length ? marked(a.envelope, spans, "hit-exposed", true) : a.envelope);
  }

  function agentDetails(state, a, copy) {
    var hitText = word(a.cacheHit === true ? "cacheHit" : a.cacheHit === false ? "cacheMiss" : "cacheUnused");
    var showEnv = !state.ui || state.ui.showPromptEnvelope !== false;
    var exposed = (a.exposed || []).length;
    return h("section", { class: "panel", "data-agent": a.agent, "aria-label": word("agentDetails", { agent: a.agent }) },
      h("h3", { text: a.agent }),
      attemptsList(a),
      h("details", { class: "sub-panel", "data-testid": "cache-" + a.agent, open: a.cacheHit === true },
        h("summary", null, word("cacheLine", { result: hitText })),
        dom.dl([[word("cacheKey"), dom.code(a.cacheKey)], [word("cacheResult"), hitText]])),
      a.envelope !== null ? h("details", { class: "sub-panel", open: showEnv || exposed > 0, "data-testid": "envelope-" + a.agent },
        h("summary", null, exposed ? vocab.count("promptSentSecrets", exposed) : word("promptSent")),
        dom.dl([["promptHash", dom.code(a.promptHash)], ["contextHash", dom.code(a.contextHash)]]),
        envelopeBlock(a)) : null,
      a.rawText !== null ? h("details", { class: "sub-panel", "data-testid": "raw-" + a.agent },
        h("summary", null, word("rawAnswer")),
        h("div", { class: "field-row" }, copy(a.rawText, word("copyRaw"))),
        dom.pre(a.rawText, word("rawName", { agent: a.agent }), "raw")) : null);
  }

  function determinism(result, onReplay, ready) {
    var replayOut = h("div", { class: "replay-out", "data-testid": "replay-result", "aria-live": "polite" });
    var btn = h("button", { type: "button", id: "replay-btn", "data-needs-python": "", text: word("replay") });
    btn.disabled = !ready;
    btn.addEventListener("click", function () { onReplay(replayOut, btn); });
    return h("section", { class: "panel", "aria-labelledby": "det-h", "data-testid": "determinism" },
      h("h3", { id: "det-h", text: word("sameTitle") }),
      h("p", { class: "note", text: word("sameIntro") }),
      result.agents.map(function (a) {
        return h("div", { class: "det-agent", "data-agent": a.agent, "data-testid": "hashes-" + a.agent },
          h("h4", { text: a.agent }),
          dom.dl([["requestId", dom.code(a.requestId)], ["promptHash", dom.code(a.promptHash)],
            ["contextHash", dom.code(a.contextHash)], ["outputHash", dom.code(a.outputHash)],
            ["cacheKey", dom.code(a.cacheKey)], [word("hashCache"), a.cacheHit === true ? word("hashHit") : a.cacheHit === false ? word("hashMiss") : "–"]]));
      }),
      dom.dl([[word("runDigest"), h("code", { class: "hash", "data-testid": "run-digest", text: result.digest })]]),
      h("div", { class: "field-row" }, btn), replayOut);
  }

  /** The Details tab as parts, each a short main-thread task of its own (view.js runs them in
   *  turn): the shared checks and the budget, each agent's panel, then the hashes. */
  function detailsParts(container, ctx) {
    var result = ctx.result;
    var state = ctx.state;
    return [function () {
      dom.replace(container,
        h("section", { class: "panel", "aria-labelledby": "shared-h", "data-testid": "input-guardrails" },
          h("h3", { id: "shared-h", text: word("sharedChecks") }),
          ctx.details ? [redactionPanel(ctx.details.redaction), injectionPanel(ctx.details.injection), pathsPanel(ctx.details.paths)] : null),
        budget(result));
    }].concat(result.agents.map(function (a) {
      return function () { container.appendChild(agentDetails(state, a, ctx.copyButton)); };
    }), [function () { container.appendChild(determinism(result, ctx.onReplay, ctx.ready)); }]);
  }

  function renderReplay(out, r) {
    var match = r.match;
    dom.replace(out,
      h("p", { class: ["replay-verdict", match ? "ok" : "bad"], "data-match": String(!!match),
        text: word(match ? "replayMatch" : "replayMismatch", { n: (r.compared || []).length }) }),
      (r.mismatches || []).length ? h("ul", { class: "compared" }, r.mismatches.map(compareItem)) : null,
      (r.compared || []).length ? h("details", { class: "sub-panel" }, h("summary", { text: word("valuesCompared") }),
        h("ul", { class: "compared" }, r.compared.map(compareItem))) : null);
  }

  function compareItem(c) {
    if (!c || typeof c !== "object") return h("li", { text: String(c) });
    var same = c.equal !== false;
    return h("li", { class: same ? "same" : "differs" },
      h("span", { "aria-hidden": "true", text: same ? "✓ " : "✕ " }),
      (c.agent ? c.agent + " · " : "") + (c.field || "") + ": ",
      h("code", { text: c.a === null || c.a === undefined ? "–" : String(c.a) }),
      same ? null : [" ≠ ", h("code", { text: c.b === null || c.b === undefined ? "–" : String(c.b) })]);
  }

  return {
    render: render, detailsParts: detailsParts, renderReplay: renderReplay,
    renderOutcome: renderOutcome, renderWhy: renderWhy, renderGrid: renderGrid
  };
});
