/* The inputs and switches form, built from the state; edits write back into the state. */
SAP.define("inputs", ["dom", "vocab"], function (dom, vocab) {
  "use strict";
  var h = dom.h;
  var word = vocab.word;

  // Every switch, mode, agent choice and place comes with its words from Python (`vocabulary`).
  function choices(kind) {
    return (vocab.get()[kind] || []).map(function (e) { return [e.id, e.label, e.description]; });
  }

  // A field's label is Python's (`vocabulary.fields`, by state path): the same words name it in
  // errors and in the "no effect" note. The form is drawn once the vocabulary is set.
  function fieldLabel(path) { return vocab.label("fields", path.join(".")); }

  var state = null;
  var onChange = function () {};
  var flagSlots = [];

  function get(path) {
    var o = state;
    for (var i = 0; i < path.length; i++) {
      if (o === null || o === undefined) return undefined;
      o = o[path[i]];
    }
    return o;
  }

  function set(path, value) {
    var o = state;
    for (var i = 0; i < path.length - 1; i++) {
      if (o[path[i]] === null || typeof o[path[i]] !== "object") o[path[i]] = {};
      o = o[path[i]];
    }
    o[path[path.length - 1]] = value;
    onChange(path);
  }

  // Numbers go to Python as numbers when they parse, as text otherwise (Python reports the path).
  function toNumber(raw) {
    if (raw.trim() === "") return raw;
    var n = Number(raw);
    return isFinite(n) ? n : raw;
  }

  function textField(path, opts) {
    var label = fieldLabel(path);
    var o = opts || {};
    var id = dom.nextId("in");
    var v = get(path);
    var input = o.multiline
      ? h("textarea", { id: id, rows: String(o.rows || 4), spellcheck: "false" })
      : h("input", { id: id, type: o.number ? "number" : "text", spellcheck: "false",
        step: o.step || null, min: o.min, inputmode: o.number ? "decimal" : null });
    input.value = v === undefined || v === null ? "" : String(v);
    if (o.testid) input.setAttribute("data-testid", o.testid);
    input.addEventListener("input", function () {
      set(path, o.number ? toNumber(input.value) : input.value);
    });
    return h("div", { class: ["field", o.cls] }, h("label", { for: id, text: label }), input,
      o.hint ? h("p", { class: "hint", text: o.hint }) : null);
  }

  function listField(path, hint) {
    var label = fieldLabel(path);
    var id = dom.nextId("in");
    var input = h("textarea", { id: id, rows: "4", spellcheck: "false" });
    input.value = (get(path) || []).join("\n");
    input.addEventListener("input", function () {
      set(path, input.value.split("\n").map(function (s) { return s.trim(); })
        .filter(function (s) { return s !== ""; }));
    });
    return h("div", { class: "field" }, h("label", { for: id, text: label }), input,
      h("p", { class: "hint", text: hint }));
  }

  function checkbox(path, hint, testid) {
    var label = fieldLabel(path);
    var id = dom.nextId("cb");
    var input = h("input", { id: id, type: "checkbox", checked: !!get(path), "data-testid": testid || null });
    var hintId = hint ? id + "-hint" : null;
    if (hintId) input.setAttribute("aria-describedby", hintId);
    input.addEventListener("change", function () { set(path, input.checked); });
    return h("div", { class: "check" }, input, h("label", { for: id, text: label }),
      hint ? h("p", { id: hintId, class: "hint", text: hint }) : null);
  }

  function select(path, options, testid) {
    var label = fieldLabel(path);
    var id = dom.nextId("sel");
    var current = get(path);
    var el = h("select", { id: id, "data-testid": testid || null },
      options.map(function (o) {
        return h("option", { value: o[0], selected: o[0] === current, text: o[1] });
      }));
    el.addEventListener("change", function () { set(path, el.value); });
    return h("div", { class: "field" }, h("label", { for: id, text: label }), el);
  }

  function group(title, open, children, testid) {
    return h("details", { class: "group", open: open, "data-testid": testid || null },
      h("summary", null, h("span", { class: "group-title", text: title })),
      h("div", { class: "group-body" }, children));
  }

  function fileRow(i, list) {
    var f = list[i];
    var pathId = dom.nextId("path");
    var contentId = dom.nextId("content");
    var path = h("input", { id: pathId, type: "text", spellcheck: "false", "data-testid": "file-path-" + i });
    path.value = f.path;
    path.addEventListener("input", function () { f.path = path.value; onChange(["changedFiles"]); });
    var content = h("textarea", { id: contentId, rows: "5", spellcheck: "false", "data-testid": "file-content-" + i });
    content.value = f.content;
    content.addEventListener("input", function () { f.content = content.value; onChange(["changedFiles"]); });
    var flag = h("p", { class: "file-flag", "data-testid": "file-flag-" + i, hidden: true });
    flagSlots[i] = flag;
    var remove = h("button", {
      type: "button", class: "small", text: word("fileRemove"),
      "aria-label": word("fileRemoveName", { n: i + 1 }),
      on: { click: function () { list.splice(i, 1); onChange(["changedFiles"]); renderFiles(); } }
    });
    return h("li", { class: "file-row" },
      h("fieldset", null,
        h("legend", null, word("file", { n: i + 1 })),
        flag,
        h("div", { class: "field" }, h("label", { for: pathId, text: word("filePath") }), path),
        h("div", { class: "field" }, h("label", { for: contentId, text: word("fileContent") }), content),
        remove));
  }

  var filesList = null;
  function renderFiles() {
    var list = state.changedFiles || (state.changedFiles = []);
    flagSlots = [];
    dom.replace(filesList, list.map(function (_, i) { return fileRow(i, list); }));
    if (!list.length) filesList.appendChild(h("li", { class: "note", text: word("filesNone") }));
  }

  function render(container, newState, changed) {
    state = newState;
    onChange = changed || function () {};
    filesList = h("ol", { class: "files", "data-testid": "changed-files" });
    var addFile = h("button", {
      type: "button", class: "small", text: word("fileAdd"),
      on: {
        click: function () {
          state.changedFiles.push({ path: "docs/new-file.md", content: "" });
          onChange(["changedFiles"]);
          renderFiles();
          var inputs = filesList.querySelectorAll("input[type=text]");
          if (inputs.length) inputs[inputs.length - 1].focus();
        }
      }
    });
    dom.replace(container,
      group(word("groupGuardrails"), true, choices("guardrails").map(function (g) {
        return checkbox(["guardrails", g[0]], g[2], "guardrail-" + g[0]);
      }).concat([
        // The injection guard's second layer: its switch and its two thresholds (0 to 1).
        checkbox(["guardrails", "detector", "enabled"], null, "detector-enabled"),
        h("div", { class: "two" },
          textField(["guardrails", "detector", "warn"], { number: true, min: "0", step: "0.01", testid: "detector-warn" }),
          textField(["guardrails", "detector", "block"], { number: true, min: "0", step: "0.01", testid: "detector-block" })),
        h("div", { class: "two" },
          textField(["guardrails", "maxRetries"], { number: true, min: "0", step: "1" }),
          textField(["guardrails", "cacheTtlSeconds"], { number: true, min: "0", step: "1" }))
      ]), "group-guardrails"),
      group(word("groupModel"), true, [
        select(["ui", "providerMode"], choices("providerModes"), "provider-mode"),
      ].concat(choices("modelSettings").map(function (m) {
        return checkbox(["ui", m[0]], m[2], "model-" + m[0]);
      })).concat([
        select(["ui", "activeAgent"], choices("activeAgents"), "active-agent"),
        checkbox(["ui", "showPromptEnvelope"]),
        checkbox(["ui", "showDiffAfterRedaction"])
      ]), "group-run-options"),
      group(word("groupInjection"), true, [
        checkbox(["injection", "enabled"], null, "injection-enabled"),
        select(["injection", "where"], choices("injectionPlaces"), "injection-where"),
        textField(["injection", "payload"], { multiline: true, rows: 3, testid: "injection-payload" })
      ], "group-injection"),
      group(word("groupChange"), true, [
        h("div", { class: "two" },
          textField(["repo", "owner"]),
          textField(["repo", "name"])),
        textField(["promptVersion"], { hint: word("hintPromptVersion") }),
        textField(["diffSummary"], { multiline: true, rows: 5, testid: "diff-summary" }),
        h("h3", { class: "sub", text: fieldLabel(["changedFiles"]) }),
        filesList,
        addFile
      ], "group-change"),
      group(word("groupPaths"), false, [
        listField(["guardrails", "policy", "allowPaths"], word("hintAllow")),
        listField(["guardrails", "policy", "denyPaths"], word("hintDeny"))
      ], "group-paths"),
      group(word("groupBudget"), false, [
        textField(["guardrails", "policy", "budget", "maxCalls"], { number: true, min: "0", step: "1" }),
        textField(["guardrails", "policy", "budget", "maxTotalInputTokens"], { number: true, min: "0", step: "1" }),
        textField(["guardrails", "policy", "budget", "maxTotalOutputTokens"], { number: true, min: "0", step: "1" }),
        textField(["guardrails", "policy", "limits", "maxFiles"], { number: true, min: "0", step: "1" }),
        textField(["guardrails", "policy", "limits", "maxFileChars"], { number: true, min: "0", step: "1" }),
        textField(["guardrails", "policy", "limits", "maxTotalChars"], { number: true, min: "0", step: "1" })
      ], "group-budget"),
      group(word("groupModelPolicy"), false, [
        textField(["guardrails", "policy", "model", "provider"]),
        textField(["guardrails", "policy", "model", "model"]),
        h("div", { class: "two" },
          textField(["guardrails", "policy", "model", "temperature"], { number: true, min: "0", step: "0.1" }),
          textField(["guardrails", "policy", "model", "maxOutputTokens"], { number: true, min: "1", step: "1" }))
      ], "group-model")
    );
    renderFiles();
  }

  /** Flag each changed file with the path policy's decision from the last run (index-aligned). */
  function showPathFlags(decisions) {
    flagSlots.forEach(function (slot, i) {
      var d = decisions && decisions[i];
      if (!slot) return;
      if (!d) { slot.hidden = true; return; }
      var flagged = d.decision !== "allowed";
      slot.className = "file-flag " + (flagged ? "is-flagged" : "is-allowed");
      dom.replace(slot,
        h("span", { class: "flag-icon", "aria-hidden": "true", text: flagged ? "⚑" : "✓" }),
        " " + word(flagged ? (d.excluded ? "pathFlaggedExcluded" : "pathFlagged")
          : (d.excluded ? "pathAllowedExcluded" : "pathAllowed"), { reason: d.reason }));
      slot.hidden = false;
    });
  }

  return { render: render, showPathFlags: showPathFlags };
});
