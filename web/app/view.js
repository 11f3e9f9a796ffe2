/* Drawing one result (a live run's, or one computed when the page was built) in short main-thread
 * tasks: the outcome line and the why-card first, then the grid, then the open tab, then the tabs
 * that are not open. A newer result abandons an older one's remaining parts. A live run whose
 * digest is the build's (the result in view) is not drawn again: only what a live run adds. */
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
      details: function () {
        outputs.renderDetails($("details"), {
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
      // The open tab is the last part in view: the tabs after it are hidden (no layout yet).
      return i === 0 && ctx.onVisible ? function () { tabs[t](); ctx.onVisible(); } : tabs[t];
    }));
    head();
    return steps.reduce(function (chain, step) {
      return chain.then(function (going) {
        if (!going || mine !== generation) return false;
        return nextTask().then(function () {
          if (mine !== generation) return false;
          step();
          return true;
        });
      });
    }, Promise.resolve(true)).then(function (drawn) {
      // What follows the drawing (the link, the address bar, scrolling) gets a task of its own.
      return drawn ? nextTask().then(function () { return mine === generation; }) : false;
    });
  }

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
