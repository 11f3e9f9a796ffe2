/* The vocabulary: every word, icon and order the page shows, as Python sent it (bridge op
 * `vocabulary`); none are repeated in JavaScript. Empty until Python is up. */
SAP.define("vocab", [], function () {
  "use strict";
  var words = null;

  function get() { return words || {}; }
  function set(value) { words = value; }
  function loaded() { return words !== null; }

  function entry(kind, id) {
    var list = get()[kind] || [];
    for (var i = 0; i < list.length; i++) if (list[i].id === id) return list[i];
    return null;
  }

  function label(kind, id) { var e = entry(kind, id); return e ? e.label : String(id); }

  return { get: get, set: set, loaded: loaded, entry: entry, label: label };
});
