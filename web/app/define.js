/* The page's module registry: each page script registers one module by name, with the names of
 * the modules it uses, and gets them as arguments:
 *
 *   SAP.define("share", ["dom", "bridge", "store"], function (dom, bridge, store) { ...; return api; });
 *
 * A module's factory runs once every module it names is defined, whatever order the <script>
 * tags load in; its return value is what the modules that name it receive. `SAP.define` is the
 * only thing on window.SAP: nothing else is shared through it. Classic scripts (no ES imports),
 * so the page also loads inside an opaque-origin sandboxed iframe. */
(function () {
  "use strict";
  var defined = {}; // name -> {deps, factory}
  var made = {}; // name -> the module's value, once its factory has run
  var running = {};

  function ready(name) {
    return defined[name].deps.every(function (dep) { return dep in made; });
  }

  function make(name) {
    var mod = defined[name];
    running[name] = true;
    made[name] = mod.factory.apply(null, mod.deps.map(function (dep) { return made[dep]; }));
    delete running[name];
  }

  /** Run every defined module whose modules are all made, until none is left to run. */
  function settle() {
    var progress = true;
    while (progress) {
      progress = false;
      Object.keys(defined).forEach(function (name) {
        if (!(name in made) && !running[name] && ready(name)) { make(name); progress = true; }
      });
    }
  }

  function define(name, deps, factory) {
    if (defined[name]) throw new Error("SAP.define: module " + name + " is defined twice");
    defined[name] = { deps: deps.slice(), factory: factory };
    settle();
  }

  /** Modules still waiting once the page has loaded name what they miss (a missing <script>). */
  window.addEventListener("load", function () {
    Object.keys(defined).forEach(function (name) {
      if (name in made) return;
      var missing = defined[name].deps.filter(function (dep) { return !(dep in made); });
      console.error("SAP.define: module " + name + " never ran; it waits for " + missing.join(", "));
    });
  });

  window.SAP = { define: define };
})();
