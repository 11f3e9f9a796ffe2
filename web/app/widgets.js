/* Small shared widgets: an error box, a copy button (clipboard where the frame allows, else
 * select and say how), a download link (where the frame allows), a warning line. */
SAP.define("widgets", ["dom", "frame", "vocab"], function (dom, frame, vocab) {
  "use strict";
  var h = dom.h;

  /** An error, said once: Python's plain sentence (the field by its label), every further
   *  problem by its field, and the raw message and path one click away under "details". */
  function showError(el, title, err) {
    if (!err) { el.hidden = true; dom.clear(el); return; }
    var problems = err.problems || [];
    var plain = err.plain || err.message || String(err);
    var raw = err.message && err.message !== plain ? err.message + (err.path ? " (" + err.path + ")" : "") : null;
    dom.replace(el,
      h("p", { class: "error-title" }, h("span", { "aria-hidden": "true", text: "✕ " }), title),
      h("p", { "data-testid": "error-message", text: plain }),
      problems.length > 1 ? h("ul", { class: "problems" }, problems.map(function (p) {
        if (typeof p === "string") return h("li", { text: p });
        var where = p.label || p.path;
        return h("li", { text: (where ? where + ": " : "") + String(p.message || JSON.stringify(p)) });
      })) : null,
      raw ? h("details", { class: "raw-error" },
        h("summary", { text: vocab.word("details") }),
        h("code", { text: raw })) : null);
    el.hidden = false;
  }

  function showWarning(el, text) {
    el.textContent = text || "";
    el.hidden = !text;
  }

  function selectAll(el) {
    if (!el) return;
    if (typeof el.select === "function") { el.focus(); el.select(); return; }
    var range = document.createRange();
    range.selectNodeContents(el);
    var sel = window.getSelection();
    sel.removeAllRanges();
    sel.addRange(range);
  }

  /** Copy with the clipboard API where this frame may; else select the text and say how. */
  function copyText(text, target, note) {
    function fallback() {
      var temp = null;
      if (!target) {
        temp = h("textarea", { class: "visually-hidden", readonly: "", "aria-hidden": "true", tabindex: "-1" });
        temp.value = text;
        document.body.appendChild(temp);
      }
      selectAll(target || temp);
      var ok = false;
      try { ok = document.execCommand("copy"); } catch (e) { ok = false; }
      if (temp) temp.remove();
      note.textContent = vocab.word(ok ? "copied" : "copyBlocked");
    }
    note.textContent = "";
    if (frame.clipboardAllowed()) {
      navigator.clipboard.writeText(text).then(function () { note.textContent = vocab.word("copiedClipboard"); }, fallback);
    } else {
      fallback();
    }
  }

  function copyButton(getText, label, getTarget) {
    var note = h("span", { class: "note copy-note", "aria-live": "polite" });
    var btn = h("button", { type: "button", class: "small", text: label });
    btn.addEventListener("click", function () {
      var text = typeof getText === "function" ? getText() : getText;
      copyText(text, getTarget ? getTarget() : null, note);
    });
    return h("span", { class: "copy" }, btn, note);
  }

  var blobUrls = {};
  function downloadLink(text, filename, mime) {
    if (!frame.downloadsAllowed()) return null;
    if (blobUrls[filename]) URL.revokeObjectURL(blobUrls[filename]);
    var url;
    try { url = URL.createObjectURL(new Blob([text], { type: mime })); } catch (e) { return null; }
    blobUrls[filename] = url;
    return h("a", { class: "download", href: url, download: filename, text: vocab.word("download", { file: filename }) });
  }

  return {
    showError: showError, showWarning: showWarning, copyText: copyText, copyButton: copyButton,
    downloadLink: downloadLink
  };
});
