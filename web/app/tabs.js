/* The result's tabs (Findings, Inputs & switches, Explain, Details, Audit log, About): click or
 * arrow keys. */
SAP.define("tabs", ["view"], function (view) {
  "use strict";

  function select(name, focus) {
    view.flush(); // a part left to draw later is drawn before its panel shows
    document.querySelectorAll('.tabs [role="tab"]').forEach(function (b) {
      var on = b.getAttribute("data-tab") === name;
      b.setAttribute("aria-selected", String(on));
      b.tabIndex = on ? 0 : -1;
      if (on && focus) b.focus();
    });
    document.querySelectorAll(".tab-panel").forEach(function (p) { p.hidden = p.getAttribute("data-panel") !== name; });
  }

  function wire() {
    var tabs = Array.prototype.slice.call(document.querySelectorAll('.tabs [role="tab"]'));
    tabs.forEach(function (b) {
      b.addEventListener("click", function () { select(b.getAttribute("data-tab"), false); });
      b.addEventListener("keydown", function (e) {
        var visible = tabs.filter(function (t) { return t.offsetParent !== null; });
        var at = visible.indexOf(b);
        var next = e.key === "ArrowRight" ? visible[(at + 1) % visible.length]
          : e.key === "ArrowLeft" ? visible[(at - 1 + visible.length) % visible.length] : null;
        if (next) { e.preventDefault(); select(next.getAttribute("data-tab"), true); }
      });
    });
  }

  return { select: select, wire: wire };
});
