/* DOM helpers: build elements from data as text only (never HTML), plus small formatters. */
SAP.define("dom", [], function () {
  "use strict";

  // Properties set as DOM properties rather than attributes.
  var PROPS = { value: 1, checked: 1, disabled: 1, readOnly: 1, open: 1, hidden: 1, selected: 1 };

  function append(el, child) {
    if (child === null || child === undefined || child === false) return;
    if (Array.isArray(child)) {
      child.forEach(function (c) { append(el, c); });
      return;
    }
    if (typeof child === "string" || typeof child === "number") {
      el.appendChild(document.createTextNode(String(child)));
      return;
    }
    el.appendChild(child);
  }

  /**
   * h("button", {class: "x", text: "Run", on: {click: fn}, "aria-label": "…"}, ...children)
   * Strings become text nodes. Refuses inline styles, inline handlers and non-blob links.
   */
  function h(tag, attrs) {
    var el = document.createElement(tag);
    var a = attrs || {};
    Object.keys(a).forEach(function (key) {
      var v = a[key];
      if (v === null || v === undefined || v === false) return;
      if (key === "class") {
        el.className = Array.isArray(v) ? v.filter(Boolean).join(" ") : v;
      } else if (key === "text") {
        el.textContent = String(v);
      } else if (key === "on") {
        Object.keys(v).forEach(function (ev) { el.addEventListener(ev, v[ev]); });
      } else if (PROPS[key]) {
        el[key] = v;
      } else if (key === "style" || /^on/i.test(key) || key === "srcdoc") {
        throw new Error("h(): attribute " + key + " is not allowed; use classes");
      } else if (key === "href" && !/^(blob:)/.test(String(v))) {
        throw new Error("h(): only blob: links are allowed");
      } else {
        el.setAttribute(key, v === true ? "" : String(v));
      }
    });
    for (var i = 2; i < arguments.length; i++) append(el, arguments[i]);
    return el;
  }

  function clear(el) {
    while (el.firstChild) el.removeChild(el.firstChild);
    return el;
  }

  function replace(el) {
    clear(el);
    for (var i = 1; i < arguments.length; i++) append(el, arguments[i]);
    return el;
  }

  function byId(id) { return document.getElementById(id); }

  var uid = 0;
  function nextId(prefix) { uid += 1; return (prefix || "id") + "-" + uid; }

  /** 1234567 -> "1,234,567" (as en-US writes it) without toLocaleString, whose first call loads
   *  the locale data: a 50 ms main-thread task while the first result renders. */
  function fmtInt(n) {
    if (typeof n !== "number" || !isFinite(n)) return String(n);
    var size = Math.round(Math.abs(n) * 1000) / 1000; // en-US keeps at most 3 decimals
    var whole = Math.floor(size);
    var sign = n < 0 && size > 0 ? "-" : "";
    var grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
    return sign + grouped + (size > whole ? String(size).slice(String(whole).length) : "");
  }

  /** A time as ISO 8601 in UTC, "2026-01-02 03:04:05.678" (the page's words name the zone). */
  function fmtTime(ms) {
    if (typeof ms !== "number") return "";
    try { return new Date(ms).toISOString().replace("T", " ").replace("Z", ""); }
    catch (e) { return String(ms); }
  }

  // A path's name longer than this may still break where it must (a phone never scrolls sideways).
  var MAX_KEPT_NAME = 40;

  /** One name of a path ("deploy-refunds.yml") as a piece that does not wrap, not even at its
   *  hyphen; prose and overlong names stay plain text. */
  function name(text) {
    if (!text) return null;
    return text.length <= MAX_KEPT_NAME ? h("span", { class: "path-name", text: text }) : text;
  }

  /** Text whose file paths wrap only after a "/": each name between slashes kept whole, a <wbr>
   *  after each "/" that a name follows ("src/<wbr>payments/<wbr>refund_log.py"). Built as nodes,
   *  never as HTML, so any text is safe here; the text itself is unchanged. */
  function breakable(text) {
    var parts = String(text === null || text === undefined ? "" : text).split(/(\/)(?=[^\s\/])/);
    var out = [];
    parts.forEach(function (part, i) {
      if (!part) return;
      if (part === "/") {
        out.push(part);
        // Not after a "/" that starts a word ("/etc"): a line would end on the lone slash.
        if (/\S$/.test(parts[i - 1] || "")) out.push(document.createElement("wbr"));
        return;
      }
      var after = parts[i - 1] === "/", before = parts[i + 1] === "/";
      if (!/\s/.test(part)) { out.push(after || before ? name(part) : part); return; }
      // Prose around a path: only the word touching a "/" is a name of it.
      var lead = after ? /^\S*/.exec(part)[0] : "";
      var tail = before ? /\S*$/.exec(part)[0] : "";
      out.push(name(lead), part.slice(lead.length, part.length - tail.length), name(tail));
    });
    return out.filter(function (x) { return x; });
  }

  /** Render a plain-text body: blank-line paragraphs, "- " lines as a list. */
  function textBlocks(body) {
    var out = [];
    var list = null;
    String(body || "").split("\n").forEach(function (line) {
      if (/^- /.test(line)) {
        if (!list) { list = h("ul"); out.push(list); }
        list.appendChild(h("li", null, breakable(line.slice(2))));
        return;
      }
      list = null;
      if (line.trim()) out.push(h("p", null, breakable(line)));
    });
    return out;
  }

  /** A labelled term/definition list from [label, value] pairs (values are text or nodes). */
  function dl(pairs, cls) {
    var el = h("dl", { class: ["kv", cls] });
    pairs.forEach(function (p) {
      if (p[1] === null || p[1] === undefined || p[1] === "") return;
      el.appendChild(h("dt", { text: p[0] }));
      el.appendChild(h("dd", null, p[1]));
    });
    return el;
  }

  /** A keyboard-focusable scrolling block of preformatted text. */
  function pre(text, label, cls) {
    return h("pre", { class: ["scroll", cls], tabindex: "0", "aria-label": label }, String(text));
  }

  /** A mono hash value that wraps. */
  function code(text) { return h("code", { class: "hash" }, text === null || text === undefined ? "–" : String(text)); }

  /** Long text as a short lead plus a disclosure (its summary `label`) holding all of it. */
  function clip(text, limit, label) {
    var s = String(text === null || text === undefined ? "" : text);
    if (s.length <= limit) return s;
    return h("span", { class: "clip" }, s.slice(0, limit - 1) + "… ",
      h("details", { class: "clip-more" }, h("summary", { text: label }), h("code", { class: "clip-full", text: s })));
  }

  return {
    h: h, clip: clip, clear: clear, replace: replace, byId: byId, nextId: nextId,
    fmtInt: fmtInt, fmtTime: fmtTime, textBlocks: textBlocks, breakable: breakable, dl: dl, pre: pre, code: code
  };
});
