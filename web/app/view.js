/* Drawing one result (a live run's, or one computed when the page was built) in short main-thread
 * tasks: the outcome line and the why-card first, then the grid, then the open tab, then the tabs
 * that are not open (the Details tab a part per task). A newer result abandons an older one's
 * remaining parts. A live run whose digest is the build's (the result in view) is not drawn
 * again: only what a live run adds. */
SAP.define("view", ["dom", "outputs", "audit", "inputs"], function (dom, outputs, audit, inputs) {
  "use strict";
  var $ = dom.byId;
  var generation = 0;
  // A part drawn later (the audit log of a live run confirming the build's result): when its tab
  // opens or in a task of its own, whichever comes first; a newer result drops it.
  var pending = null;

  /** A new task (not a microtask), so the browser can paint and answer input in between. */
  function nextTask() {
    return new Promise(function (resolve) {
      var channel = new MessageChannel();
      channel.port1.onmessage = function () { channel.port1.close(); resolve(); };
      channel.port2.postMessage(0);
    });
  }

  function openTab() {
    var b = document.querySelector('.tabs [role="tab"][aria-selected="true"]');
    return b ? b.getAttribute("data-tab") : "findings";
  }

  /** Draw `ctx` ({result, explain, details, state, runNo, scenario, ready, onReplay, onExport, copyButton,
   *  downloadLink, audit: false to show `auditNote` in place of the events, onVisible: called once
   *  the parts in view (outcome, why-card, grid, the open tab) are drawn}). The first part is
   *  drawn at once; resolves true once every part is drawn, false if a newer show() replaced it. */
  function show(ctx) {
    var mine = ++generation;
    pending = null;
    var result = ctx.result;
    var head = function () {
      outputs.renderOutcome(result, ctx.runNo, ctx.scenario);
      outputs.renderWhy($("why"), result);
    };
    var tabs = {
      findings: function () { outputs.render($("outputs"), { state: ctx.state, result: result, details: ctx.details }); },
      inputs: function () { inputs.showPathFlags(result.paths || []); },
      explain: function () { audit.renderExplain($("explain"), ctx.explain); },
      // In parts (an agent's panel holds its whole prompt): each part a task of its own.
      details: function () {
        return outputs.detailsParts($("details"), {
          state: ctx.state, result: result, details: ctx.details, onReplay: ctx.onReplay, copyButton: ctx.copyButton, ready: ctx.ready
        });
      },
      audit: function () {
        if (ctx.audit === false) {
          dom.replace($("audit"), dom.h("p", { class: "note", "data-testid": "audit-later", text: ctx.auditNote || "" }));
          return;
        }
        audit.render($("audit"), result.audit, {
          onExport: ctx.onExport, copyButton: ctx.copyButton, downloadLink: ctx.downloadLink, ready: ctx.ready
        });
      }
    };
    var open = openTab();
    var order = [open].concat(["findings", "inputs", "explain", "details", "audit"].filter(function (t) {
      return t !== open && tabs[t];
    }));
    var steps = [function () { outputs.renderGrid($("grid"), result); }].concat(order.filter(function (t) {
      return tabs[t];
    }).map(function (t, i) {
      // The open tab is the last part in view, drawn whole in one task (the tabs after it are
      // hidden: no layout yet); a tab drawn in parts is drawn a part per task.
      if (i > 0 || !ctx.onVisible) return tabs[t];
      return function () { inParts(tabs[t]()).forEach(function (part) { part(); }); ctx.onVisible(); };
    }));
    head();
    return new Promise(function (resolve) {
      (function next() {
        if (mine !== generation) { resolve(false); return; }
        if (!steps.length) {
          // What follows the drawing (the link, the address bar, scrolling) gets a task of its own.
          nextTask().then(function () { resolve(mine === generation); });
          return;
        }
        nextTask().then(function () {
          if (mine !== generation) { resolve(false); return; }
          var parts = inParts(steps.shift()());
          if (parts.length) { parts[0](); steps.unshift.apply(steps, parts.slice(1)); }
          next();
        });
      })();
    });
  }

  /** A drawing step's further parts: a step that returns functions is drawn one per task. */
  function inParts(more) { return Array.isArray(more) ? more : []; }

  /** The live run of the result in view (the build's, drawn to the end, same digest: every part
   *  Python computes is the same). Only what the live run adds is drawn: the status line (its run
   *  number) now; the audit log (the events' times are the live run's) now when its tab is open,
   *  else when it opens or in a later task. The buttons that need Python take the live result's
   *  handlers (`ctx`: as for show()). */
  function confirm(ctx) {
    var mine = generation;
    outputs.renderOutcome(ctx.result, ctx.runNo, ctx.scenario);
    var part = {
      mine: mine, draw: function () {
        audit.render($("audit"), ctx.result.audit, {
          onExport: ctx.onExport, copyButton: ctx.copyButton, downloadLink: ctx.downloadLink, ready: ctx.ready
        });
      }
    };
    pending = part;
    if (openTab() === "audit") flush();
    else nextTask().then(function () { if (pending === part) flush(); });
  }

  /** Draw the part left for later now (a tab is opening), if a newer result has not dropped it. */
  function flush() {
    var part = pending;
    pending = null;
    if (part && part.mine === generation) part.draw();
  }

  /** Abandon the parts still to draw (a newer result or state takes over). */
  function cancel() { generation += 1; pending = null; }

  return { show: show, confirm: confirm, flush: flush, cancel: cancel, nextTask: nextTask };
});
