/* The vocabulary: every word, icon and order the page shows, as Python sent it (bridge op
 * `vocabulary`, also in static-data.js for the first paint); none are repeated in JavaScript.
 * Empty until it is set. */
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

  /** `text` with each {name} filled from `values` (a place without a value stays as it is). */
  function fill(text, values) {
    return String(text).replace(/\{(\w+)\}/g, function (m, key) {
      return values && key in values ? String(values[key]) : m;
    });
  }

  /** One of the page's words (core/page/words.py) with its {places} filled; "" before it is set. */
  function word(id, values) {
    var text = (get().words || {})[id];
    return text === undefined ? "" : fill(text, values);
  }

  /** The words for a count `n` (filled as {n}): Python's text for that exact number ("id.1")
   *  where it has one, else its general one. */
  function count(id, n, values) {
    var all = get().words || {};
    var v = { n: n };
    Object.keys(values || {}).forEach(function (k) { v[k] = values[k]; });
    return fill((id + "." + n) in all ? all[id + "." + n] : all[id] || "", v);
  }

  return { get: get, set: set, loaded: loaded, entry: entry, label: label, fill: fill, word: word, count: count };
});
