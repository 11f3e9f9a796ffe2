/* The page's state, one object: the scenario being edited, the last result and the state it ran,
 * the preset shown, whether Python is up, the start-up progress and the address bar's fragment. */
SAP.define("store", [], function () {
  "use strict";
  return {
    state: null, result: null, explain: null, ranState: null, ready: false, failed: false,
    preset: null, runs: 0, lastFragment: null, progress: 0
  };
});
