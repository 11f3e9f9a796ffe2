/* The run's status line under the outcome (`#result-status`: its text and its data-state). */
SAP.define("status", ["dom"], function (dom) {
  "use strict";

  function set(state, text) {
    var el = dom.byId("result-status");
    el.setAttribute("data-state", state);
    el.textContent = text;
  }

  return { set: set };
});
