/* Dev page for the runtime: boots Python and pings the bridge (no page of its own needed). */
(function () {
  "use strict";
  const status = document.getElementById("py-status");
  const out = document.getElementById("out");
  const runtime = window.SafeAgentRuntime;
  runtime.onProgress((event) => {
    status.textContent = `${event.step} ${Math.round(event.fraction * 100)}% ${event.message}`;
    if (event.step === "error") status.dataset.state = "error";
  });
  runtime.start();
  runtime
    .call("ping", {})
    .then((response) => {
      out.textContent = JSON.stringify({ mode: runtime.mode, timings: runtime.timings, response });
      status.dataset.state = "ready";
    })
    .catch((error) => {
      out.textContent = String(error);
    });
})();
