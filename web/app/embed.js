/* Sizing for hosts that embed the page: when framed, it posts its content height to the parent
 * (docs/embedding.md); a host that listens can size the frame, one that does not (the lab's fixed
 * 420 px frame) sees no change. */
SAP.define("embed", ["frame"], function (frame) {
  "use strict";
  var last = -1;

  function height() {
    var doc = document.documentElement;
    return Math.ceil(Math.max(doc.scrollHeight, document.body ? document.body.scrollHeight : 0));
  }

  function post() {
    var now = height();
    if (now === last) return;
    last = now;
    try {
      // The page's own message, and the form LTI course platforms (Canvas, Moodle) understand.
      window.parent.postMessage({ type: "safe-agent-pipeline:height", height: now }, "*");
      window.parent.postMessage({ subject: "lti.frameResize", height: now }, "*");
    } catch (e) { /* a parent that cannot be reached: nothing to size */ }
  }

  function start() {
    if (!frame.framed || typeof window.ResizeObserver !== "function") return;
    var queued = false;
    var watch = new ResizeObserver(function () {
      if (queued) return;
      queued = true;
      window.requestAnimationFrame(function () { queued = false; post(); });
    });
    watch.observe(document.documentElement);
    if (document.body) watch.observe(document.body);
    post();
  }

  start();
  return { height: height, post: post };
});
