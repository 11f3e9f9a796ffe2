/* What the page gets from outside the registry, as modules: the Python runtime that
 * runtime/loader.js creates (`window.SafeAgentRuntime`, null if it did not load) and the presets
 * and metadata build.py writes into static-data.js (`window.SAFE_AGENT_STATIC`). */
SAP.define("runtime", [], function () {
  "use strict";
  return window.SafeAgentRuntime || null;
});

SAP.define("staticData", [], function () {
  "use strict";
  return window.SAFE_AGENT_STATIC || { presets: [] };
});
