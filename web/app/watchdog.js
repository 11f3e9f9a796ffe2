/* The watchdog as the reader sees it: a run or link that Python does not answer within
 * watchdogSeconds (Python's vocabulary) is stopped by the runtime (runtime/loader.js ends the
 * worker and boots Python again); this says what was stopped and why, in Python's words, keeps
 * the page usable and takes a link that hung out of the address bar, so a reload does not run
 * it again. */
SAP.define("watchdog", ["dom", "store", "staticData", "runtime", "widgets", "status", "share", "firstpaint", "editing"],
  function (dom, app, STATIC, RT, widgets, status, share, firstpaint, editing) {
    "use strict";
    var $ = dom.byId;
    var seconds = (STATIC.vocabulary || {}).watchdogSeconds || 0;

    /** Drop a link from the address bar (the state it holds may be the one that hung). */
    function dropLink() {
      var href = String(location.href);
      if (!share.hasLink(href) && !share.presetInLink(href)) return false;
      var base = href.split("#")[0].split("?")[0];
      try { history.replaceState(null, "", base); } catch (e) {
        try { location.replace("#"); } catch (e2) { /* not allowed here */ }
      }
      app.lastFragment = String(location.hash);
      return true;
    }

    function stopped(event) {
      // Only the link whose opening hung leaves the address bar: a link that opened fine stays
      // (a later run or Replay that is stopped is not the link's fault).
      var dropped = app.openingLink === true && dropLink();
      var id = event.op === "run" || event.op === "decode_permalink"
        ? (dropped ? "stoppedLink" : "stoppedRun") : "stoppedOther";
      var values = { seconds: event.seconds || seconds };
      var message = firstpaint.words(id, values);
      // After the page's own handlers of the failed call have run (they answer in microtasks).
      setTimeout(function () {
        widgets.showError($("run-error"), firstpaint.words("stoppedTitle", values),
          { type: "unavailable", message: message, path: null });
        $("run-error").setAttribute("data-stopped", "true");
        status.set("error", message);
        editing.stopped();
        $("py-status").setAttribute("data-state", "loading");
        $("py-label-text").textContent = firstpaint.words("restarting");
      }, 0);
      app.restarting = true;
    }

    function start() {
      if (!RT || typeof RT.onProgress !== "function") return;
      if (typeof RT.setWatchdog === "function" && seconds > 0) RT.setWatchdog(seconds * 1000, (STATIC.vocabulary || {}).watchdogRuns);
      RT.onProgress(function (p) {
        if (!p) return;
        if (p.step === "stopped") { stopped(p); return; }
        if (p.step === "ready" && app.restarting) {
          app.restarting = false;
          $("py-status").setAttribute("data-state", "ready");
        }
      });
    }

    return { start: start };
  });
