/* Where the page runs: framed or not, an opaque origin (sandboxed without allow-same-origin) or
 * not, short or wide; what that frame allows (downloads, the clipboard); the layout it gets. */
SAP.define("frame", [], function () {
  "use strict";
  var framed = (function () { try { return window.self !== window.top; } catch (e) { return true; } })();
  var opaque = (function () { try { return window.origin === "null" || location.origin === "null"; } catch (e) { return true; } })();
  var embedParam = /[?&]embed=1\b/.test(String(location.search));

  function downloadsAllowed() {
    if (!framed) return true;
    if (opaque) return false;
    try {
      var fe = window.frameElement;
      if (fe && fe.hasAttribute("sandbox")) return /\ballow-downloads\b/.test(fe.getAttribute("sandbox") || "");
    } catch (e) { return false; }
    return true;
  }

  function clipboardAllowed() {
    if (!navigator.clipboard || typeof navigator.clipboard.writeText !== "function") return false;
    if (!framed) return true;
    var policy = document.permissionsPolicy || document.featurePolicy;
    try { return !!(policy && policy.allowsFeature("clipboard-write")); } catch (e) { return false; }
  }

  function applyLayout() {
    var compact = framed || embedParam || window.innerHeight <= 600;
    var wide = !compact && window.innerWidth >= 1000;
    document.documentElement.classList.toggle("compact", compact);
    document.documentElement.classList.toggle("wide", wide);
  }

  return {
    framed: framed, downloadsAllowed: downloadsAllowed, clipboardAllowed: clipboardAllowed,
    applyLayout: applyLayout
  };
});
