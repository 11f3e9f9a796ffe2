/* Column 2: lays out a RunResult (pipeline picture, budget, per-agent outputs, determinism). */
(function () {
  "use strict";
  var SAP = window.SAP;
  var h = SAP.h;

  var STAGE_LABEL = {
    limits: "Limits", redaction: "Redaction", injection_guard: "Injection guard",
    path_policy: "Path policy", envelope: "Envelope", cache: "Cache", budget: "Budget",
    provider: "Provider", repair: "Repair", schema_gate: "Schema gate", audit: "Audit"
  };
  var AGENT_STATUS = { ok: "✓ ok", blocked: "✕ blocked", error: "✕ error", unsafe: "⚠ unsafe" };

  // Python indexes strings by code point; JS by UTF-16 unit. Slice by code points.
  function cpSlice(cps, start, end) { return cps.slice(start, end).join(""); }

  function statusBadge(status) {
    return h("span", { class: ["badge", "agent-" + status], text: AGENT_STATUS[status] || status });
  }

  function banner(result) {
    if (!result.unsafe || !result.unsafe.length) return null;
    var n = result.unsafe.length;
    return h("section", { class: "unsafe-banner", "aria-labelledby": "unsafe-h", "data-testid": "unsafe-banner" },
      h("h3", { id: "unsafe-h" }, h("span", { "aria-hidden": "true", text: "⚠ " }),
        "Unsafe mode: " + n + (n === 1 ? " guardrail is" : " guardrails are") + " off"),
      h("ul", null, result.unsafe.map(function (u) {
        return h("li", { "data-guardrail": u.guardrail }, h("strong", { text: u.guardrail + ": " }), u.message);
      })));
  }

  function stageCell(a, stage) {
    var s = null;
    a.stages.forEach(function (x) { if (x.stage === stage) s = x; });
    if (!s) return h("td", { class: "stage-cell st-none", "data-agent": a.agent, "data-stage": stage }, "—");
    var stop = s.stage === a.stoppedAt;
    return h("td", {
      class: ["stage-cell", "st-" + s.status, stop ? "is-stop" : null],
      "data-agent": a.agent, "data-stage": s.stage, "data-status": s.status
    },
      h("span", { class: "stage-icon", "aria-hidden": "true", text: SAP.STATUS_ICON[s.status] || "?" }),
      h("span", { class: "stage-status", text: SAP.STATUS_WORD[s.status] || s.status }),
      stop ? h("span", { class: "stage-stop", text: "■ stopped here" }) : null);
  }

  function pipeline(result) {
    var stages = [];
    result.agents.forEach(function (a) {
      a.stages.forEach(function (s) { if (stages.indexOf(s.stage) < 0) stages.push(s.stage); });
    });
    var legend = h("p", { class: "legend" }, Object.keys(SAP.STATUS_ICON).map(function (k) {
      return h("span", { class: ["legend-item", "st-" + k] },
        h("span", { class: "stage-icon", "aria-hidden": "true", text: SAP.STATUS_ICON[k] }), " " + SAP.STATUS_WORD[k]);
    }), h("span", { class: "legend-item legend-stop", text: "■ the stage where the agent stopped" }));
    var table = h("table", { class: "pipe" },
      h("caption", { class: "visually-hidden", text: "Each stage per agent: pass, blocked, skipped, warning or off" }),
      h("thead", null, h("tr", null, h("th", { scope: "col", text: "Stage" }), result.agents.map(function (a) {
        return h("th", { scope: "col", "data-agent": a.agent }, a.agent, h("br"), statusBadge(a.status));
      }))),
      h("tbody", null, stages.map(function (st) {
        return h("tr", { "data-stage": st }, h("th", { scope: "row", text: STAGE_LABEL[st] || st }),
          result.agents.map(function (a) { return stageCell(a, st); }));
      })));
    var notes = [];
    result.agents.forEach(function (a) {
      a.stages.forEach(function (s) {
        if (s.status === "blocked" || s.status === "warn" || s.stage === a.stoppedAt) {
          notes.push(h("li", null, h("strong", { text: a.agent + " · " + (STAGE_LABEL[s.stage] || s.stage) + " (" + SAP.STATUS_WORD[s.status] + "): " }), s.detail));
        }
      });
    });
    var all = h("details", { class: "sub-panel" }, h("summary", { text: "Every stage's detail" }),
      result.agents.map(function (a) {
        return [h("h4", { text: a.agent }), h("ul", { class: "stage-notes" }, a.stages.map(function (s) {
          return h("li", null, h("strong", { text: (STAGE_LABEL[s.stage] || s.stage) + " (" + SAP.STATUS_WORD[s.status] + "): " }), s.detail);
        }))];
      }));
    return h("section", { class: "panel", "aria-labelledby": "pipe-h", "data-testid": "pipeline" },
      h("h3", { id: "pipe-h", text: "Pipeline" }), legend,
      h("div", { class: "table-wrap", tabindex: "0", role: "region", "aria-label": "Pipeline stages per agent" }, table),
      notes.length ? h("ul", { class: "stage-notes", "data-testid": "stage-notes" }, notes) : null, all);
  }

  function meter(label, used, max, testid) {
    var id = SAP.nextId("m");
    var over = max > 0 ? used / max : (used > 0 ? 1 : 0);
    return h("div", { class: "meter-row", "data-testid": testid },
      h("label", { for: id, text: label }),
      h("meter", { id: id, min: "0", max: String(Math.max(max, 1)), value: String(used),
        low: String(Math.max(max, 1) * 0.7), high: String(Math.max(max, 1) * 0.9),
        optimum: "0" }),
      h("span", { class: "meter-text", text: SAP.fmtInt(used) + " / " + SAP.fmtInt(max) + (over >= 1 ? " (limit reached)" : "") }));
  }

  function budget(result) {
    var b = result.budget;
    return h("section", { class: "panel", "aria-labelledby": "budget-h", "data-testid": "budget" },
      h("h3", { id: "budget-h", text: "Budget" }),
      meter("Calls", b.calls, b.maxCalls, "budget-calls"),
      meter("Input tokens", b.inputTokens, b.maxTotalInputTokens, "budget-input"),
      meter("Output tokens", b.outputTokens, b.maxTotalOutputTokens, "budget-output"));
  }

  /** Text with spans marked; spans are [start, end, label] in code points. */
  function marked(text, spans, cls) {
    var cps = Array.from(text);
    var out = [];
    var pos = 0;
    spans.forEach(function (s) {
      if (s[0] < pos || s[1] > cps.length) return;
      out.push(cpSlice(cps, pos, s[0]));
      out.push(h("mark", { class: cls }, cpSlice(cps, s[0], s[1])));
      out.push(h("span", { class: "rule-tag", text: "[" + s[2] + "]" }));
      pos = s[1];
    });
    out.push(cpSlice(cps, pos, cps.length));
    return out;
  }

  function redactionPanel(state, result) {
    var hits = (result.agents[0] && result.agents[0].redactions) || [];
    var byField = {};
    hits.forEach(function (x) { (byField[x.field] = byField[x.field] || []).push(x); });
    var fields = (result.fields || []).filter(function (f) { return byField[f.field]; });
    var showAfter = !state.ui || state.ui.showDiffAfterRedaction !== false;
    var body = fields.map(function (f) {
      var list = byField[f.field].slice().sort(function (a, b) { return a.start - b.start; });
      var before = list.map(function (x) { return [x.start, x.end, x.rule]; });
      var shift = 0;
      var after = list.map(function (x) {
        var s = x.start + shift;
        var len = Array.from(x.replacement).length;
        shift += len - (x.end - x.start);
        return [s, s + len, x.rule];
      });
      var m = /^files\[(\d+)\]\.content$/.exec(f.field);
      var pathField = m ? (result.fields || []).filter(function (x) { return x.field === "files[" + m[1] + "].path"; })[0] : null;
      return h("div", { class: "redaction-field", "data-field": f.field },
        h("h4", null, f.field + (pathField ? " (" + pathField.redacted + ")" : "") + " — " + list.length + (list.length === 1 ? " span" : " spans")),
        h("p", { class: "ba-label", text: "Before (as entered)" }),
        h("pre", { class: "scroll ba before", tabindex: "0", "aria-label": f.field + " before redaction" },
          marked(f.original, before, "hit-before")),
        showAfter ? h("p", { class: "ba-label", text: "After (what the model was shown)" }) : null,
        showAfter ? h("pre", { class: "scroll ba after", tabindex: "0", "aria-label": f.field + " after redaction" },
          marked(f.redacted, after, "hit-after")) : null);
    });
    var intro = !state.guardrails.redaction ? "Redaction is off: nothing was replaced (see the unsafe banner)."
      : hits.length ? hits.length + " span(s) redacted before the guard, the envelope and the hashes."
        : "Nothing to redact in this input.";
    return h("details", { class: "sub-panel", open: hits.length > 0, "data-testid": "redaction" },
      h("summary", null, "Redaction: " + hits.length + (hits.length === 1 ? " span" : " spans")),
      h("p", { class: "note", text: intro }), body);
  }

  function injectionPanel(result) {
    var v = (result.agents[0] && result.agents[0].injection) || { matches: [], blocked: false, enforced: true };
    var title = v.blocked ? "Injection guard: BLOCKED" : v.matches.length ? "Injection guard: off, would have blocked"
      : "Injection guard: no match";
    var rows = v.matches.map(function (m, i) {
      return h("tr", null,
        h("td", { text: i === 0 && v.blocked ? "✕ " + m.rule + " (first)" : m.rule }),
        h("td", { class: "pattern" }, m.pattern.length > 60 ? SAP.clip(m.pattern, 60, "full pattern") : h("code", { text: m.pattern })),
        h("td", { text: m.field }),
        h("td", { text: m.start + "–" + m.end }),
        h("td", null, h("q", { text: m.excerpt })));
    });
    return h("details", { class: ["sub-panel", v.blocked ? "is-blocked" : null], open: v.matches.length > 0, "data-testid": "injection" },
      h("summary", null, title),
      v.matches.length ? h("div", { class: "table-wrap", tabindex: "0", role: "region", "aria-label": "Injection matches" },
        h("table", { class: "data" },
          h("caption", { text: v.blocked ? "Why blocked: the first matching rule stops the run before the provider." : "Rules that matched." }),
          h("thead", null, h("tr", null, ["Rule", "Pattern", "Field", "Characters", "Excerpt"].map(function (c) {
            return h("th", { scope: "col", text: c });
          }))),
          h("tbody", null, rows))) : h("p", { class: "note", text: "No rule matched in the diff summary, file paths or contents." }));
  }

  function pathsPanel(result) {
    var ds = (result.agents[0] && result.agents[0].paths) || [];
    var flagged = ds.filter(function (d) { return d.decision !== "allowed"; }).length;
    return h("details", { class: "sub-panel", open: flagged > 0, "data-testid": "paths" },
      h("summary", null, "Path policy: " + flagged + " flagged of " + ds.length),
      ds.length ? h("div", { class: "table-wrap", tabindex: "0", role: "region", "aria-label": "Path decisions" },
        h("table", { class: "data" },
          h("thead", null, h("tr", null, ["Path", "Decision", "Rule", "Reason", "Sent?"].map(function (c) {
            return h("th", { scope: "col", text: c });
          }))),
          h("tbody", null, ds.map(function (d) {
            var ok = d.decision === "allowed";
            return h("tr", { class: ok ? null : "is-flagged", "data-path-decision": d.decision },
              h("td", null, h("code", { text: d.path }), d.normalized && d.normalized !== d.path ? [" → ", h("code", { text: d.normalized })] : null),
              h("td", { text: (ok ? "✓ " : "⚑ ") + d.decision.replace("_", " ") }),
              h("td", { text: d.rule || "–" }),
              h("td", { text: d.reason }),
              h("td", { text: d.excluded ? "excluded" : "sent" }));
          })))) : h("p", { class: "note", text: "No changed files." }));
  }

  function gateBox(a) {
    var g = a.gate;
    if (!g) {
      return h("p", { class: "gate gate-none", "data-testid": "gate-" + a.agent, "data-gate": "none" },
        "– Schema gate not reached" + (a.stoppedAt ? " (stopped at " + (STAGE_LABEL[a.stoppedAt] || a.stoppedAt) + ")." : "."));
    }
    var state = g.ok ? (g.unsafe ? "unsafe" : "pass") : "fail";
    var text = g.ok ? (g.unsafe ? "⚠ Parsed, NOT validated (strict schema off)" : "✓ Schema gate passed")
      : "✕ Schema gate rejected the output (fail closed)";
    return h("div", { class: ["gate", "gate-" + state], "data-testid": "gate-" + a.agent, "data-gate": state },
      h("p", { class: "gate-title", text: text }),
      SAP.dl([["Error", g.error || null], ["Error path", g.errorPath ? h("code", { text: g.errorPath }) : null],
        ["Strict", g.strict ? "yes" : "no"]]));
  }

  function findingsTable(a) {
    var valid = a.gate && a.gate.ok && a.report;
    var caption = valid ? (a.gate.unsafe ? "Findings (unverified: strict schema off)" : "Findings (passed the gate)")
      : a.gate ? "No valid findings: the gate rejected this output." : "No findings: the agent stopped before the model.";
    var rows = valid ? a.report.findings.map(function (f) {
      return h("tr", { class: "sev-" + f.severity },
        h("td", null, h("code", { text: f.id })),
        h("td", { text: ({ high: "▲ ", warn: "● ", info: "○ " }[f.severity] || "") + f.severity }),
        h("td", { text: f.category }),
        h("td", { text: f.claim }),
        h("td", null, (f.evidence_refs || []).map(function (r) { return h("code", { class: "ref", text: String(r) }); })),
        h("td", { text: f.suggested_action || "–" }));
    }) : [];
    return h("div", { class: "table-wrap", tabindex: "0", role: "region", "aria-label": a.agent + " findings" },
      h("table", { class: "data findings", "data-testid": "findings-" + a.agent },
        h("caption", { text: caption }),
        h("thead", null, h("tr", null, ["id", "severity", "category", "claim", "evidence_refs", "suggested_action"].map(function (c) {
          return h("th", { scope: "col", text: c });
        }))),
        h("tbody", null, rows)));
  }

  function attemptsList(a) {
    if (!a.attempts || (a.attempts.length < 2 && !(a.attempts[0] && a.attempts[0].repairs.length))) return null;
    return h("div", { class: "attempts" }, h("h4", { text: "Attempts" }), h("ol", null, a.attempts.map(function (t) {
      return h("li", null, "Attempt " + t.attempt + ": gate " + (t.gate.ok ? "passed" : "rejected" + (t.gate.error ? " (" + t.gate.error + ")" : "")) +
        (t.repairs.length ? "; repairs: " + t.repairs.map(function (r) { return r.kind + " (" + r.detail + ")"; }).join(", ") : ""));
    })));
  }

  function agentSection(state, a, copy) {
    var hitText = a.cacheHit === true ? "✓ hit (reused, no provider call)" : a.cacheHit === false ? "✕ miss (called the provider)" : "– not consulted";
    var showEnv = !state.ui || state.ui.showPromptEnvelope !== false;
    return h("section", { class: ["agent", "agent-" + a.status], "data-agent": a.agent, "data-testid": "agent-" + a.agent, "aria-labelledby": "agent-h-" + a.agent },
      h("h3", { id: "agent-h-" + a.agent }, a.agent + " ", statusBadge(a.status)),
      a.error ? h("p", { class: "agent-error", "data-testid": "agent-error-" + a.agent }, h("strong", { text: "Stopped at " + (STAGE_LABEL[a.stoppedAt] || a.stoppedAt || "–") + ": " }), SAP.clip(a.error.message, 200, "full message")) : null,
      gateBox(a),
      findingsTable(a),
      attemptsList(a),
      h("details", { class: "sub-panel", "data-testid": "cache-" + a.agent, open: a.cacheHit === true },
        h("summary", null, "Cache: " + hitText),
        SAP.dl([["Cache key", SAP.code(a.cacheKey)], ["Result", hitText]])),
      a.envelope !== null ? h("details", { class: "sub-panel", open: showEnv, "data-testid": "envelope-" + a.agent },
        h("summary", null, "Prompt envelope (exactly as hashed)"),
        SAP.dl([["promptHash", SAP.code(a.promptHash)], ["contextHash", SAP.code(a.contextHash)]]),
        SAP.pre(a.envelope, a.agent + " prompt envelope", "envelope")) : null,
      a.rawText !== null ? h("details", { class: "sub-panel", "data-testid": "raw-" + a.agent },
        h("summary", null, "Raw model output"),
        h("div", { class: "field-row" }, copy(a.rawText, "Copy raw output")),
        SAP.pre(a.rawText, a.agent + " raw output", "raw")) : null);
  }

  function determinism(result, onReplay) {
    var replayOut = h("div", { class: "replay-out", "data-testid": "replay-result", "aria-live": "polite" });
    var btn = h("button", { type: "button", id: "replay-btn", "data-needs-python": "", text: "Replay and compare hashes" });
    btn.disabled = !SAP.app.ready;
    btn.addEventListener("click", function () { onReplay(replayOut, btn); });
    return h("section", { class: "panel", "aria-labelledby": "det-h", "data-testid": "determinism" },
      h("h3", { id: "det-h", text: "Determinism" }),
      result.agents.map(function (a) {
        return h("div", { class: "det-agent", "data-agent": a.agent, "data-testid": "hashes-" + a.agent },
          h("h4", { text: a.agent }),
          SAP.dl([["requestId", SAP.code(a.requestId)], ["promptHash", SAP.code(a.promptHash)],
            ["contextHash", SAP.code(a.contextHash)], ["outputHash", SAP.code(a.outputHash)],
            ["cacheKey", SAP.code(a.cacheKey)], ["cache", a.cacheHit === true ? "hit" : a.cacheHit === false ? "miss" : "–"]]));
      }),
      SAP.dl([["Run digest", h("code", { class: "hash", "data-testid": "run-digest", text: result.digest })]]),
      h("div", { class: "field-row" }, btn), replayOut);
  }

  function renderReplay(out, r) {
    var match = r.match;
    SAP.replace(out,
      h("p", { class: ["replay-verdict", match ? "ok" : "bad"], "data-match": String(!!match),
        text: (match ? "✓ Every hash matches: " : "✕ Mismatch: ") + (r.compared || []).length + " values compared over two fresh runs." }),
      (r.mismatches || []).length ? h("ul", { class: "compared" }, r.mismatches.map(compareItem)) : null,
      (r.compared || []).length ? h("details", { class: "sub-panel" }, h("summary", { text: "Values compared" }),
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

  function render(container, ctx) {
    var result = ctx.result;
    var state = ctx.state;
    SAP.replace(container,
      banner(result),
      pipeline(result),
      budget(result),
      h("section", { class: "panel", "aria-labelledby": "shared-h", "data-testid": "input-guardrails" },
        h("h3", { id: "shared-h", text: "Input guardrails (shared by every agent)" }),
        redactionPanel(state, result), injectionPanel(result), pathsPanel(result)),
      result.agents.map(function (a) { return agentSection(state, a, ctx.copyButton); }),
      determinism(result, ctx.onReplay));
  }

  SAP.outputs = { render: render, renderReplay: renderReplay };
})();
