"""Dev-only server for the page: serves `web/` on loopback with a CPython bridge shim (not shipped).

Run `python tools/devserver.py [--port 8765]` and open http://127.0.0.1:8765/ (or `/embed.html` for
the page inside `<iframe sandbox="allow-scripts allow-forms">` at 420 px height). It generates
`static-data.js` from the presets on the fly and replaces `runtime/loader.js` with a shim that
implements the same `SafeAgentRuntime` API by POSTing each call to `/__bridge`, where
`safe_agent.bridge.handle` answers it in this process. The real page uses Pyodide instead.
"""

from __future__ import annotations

import argparse
import json
import mimetypes
import sys
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
WEB = ROOT / "web"

# Close to what build.py ships; 'self' lets the shim POST to this server.
DEV_CSP = (
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; "
    "connect-src 'self' http://127.0.0.1:*; worker-src 'self' blob:; base-uri 'none'; "
    "form-action 'none'; object-src 'none'"
)

SHIM_JS = r"""/* Dev shim for SafeAgentRuntime: the loader.js API, over HTTP to CPython. */
(function () {
  "use strict";
  var BRIDGE = "__BRIDGE_URL__";
  var listeners = [];
  var resolveReady;
  var rejectReady;
  var ready = new Promise(function (res, rej) { resolveReady = res; rejectReady = rej; });
  var started = null;
  function emit(p) {
    listeners.forEach(function (cb) { try { cb(p); } catch (e) { /* ignore */ } });
  }
  function post(body) {
    return fetch(BRIDGE, { method: "POST", body: body, headers: { "Content-Type": "text/plain" } })
      .then(function (r) { return r.text(); })
      .then(function (t) { return JSON.parse(t); });
  }
  var steps = [
    ["runtime", "Loading the Python runtime (dev shim)", 0.2],
    ["python", "Starting Python", 0.5],
    ["packages", "Loading packages", 0.8]
  ];
  var delay = Number("__DELAY_MS__");
  function start() {
    if (started) return started;
    started = new Promise(function (res) {
      var i = 0;
      function next() {
        if (i < steps.length) {
          var s = steps[i++];
          emit({ step: s[0], label: s[1], fraction: s[2], message: "" });
          setTimeout(next, delay);
          return;
        }
        post(JSON.stringify({ op: "list_presets" })).then(function (r) {
          if (!r.ok) throw new Error(r.error.message);
          emit({ step: "ready", label: "Python is ready", fraction: 1, message: "" });
          resolveReady();
          res();
        }).catch(function (e) {
          emit({ step: "error", label: "Python failed to start", fraction: 1, message: String(e) });
          rejectReady(e);
          res();
        });
      }
      next();
    });
    return started;
  }
  window.SafeAgentRuntime = {
    mode: "dev-shim",
    ready: ready,
    start: start,
    onProgress: function (cb) { listeners.push(cb); },
    call: function (op, args) {
      var req = Object.assign({ op: op }, args || {});
      return ready.then(function () { return post(JSON.stringify(req)); }).catch(function (e) {
        return { ok: false, error: { type: "RuntimeError", message: String(e), path: null } };
      });
    }
  };
})();
"""

EMBED_HTML = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Lab embed (dev)</title></head>
<body><h1>Lab iframe, sandbox="allow-scripts allow-forms", 420 px</h1>
<iframe title="Safe Agent Pipeline demo" sandbox="allow-scripts allow-forms"
 src="index.html__QUERY__" width="100%" height="420"></iframe></body></html>
"""


def _bridge_handle(body: str) -> str:
    try:
        from safe_agent import bridge
    except ImportError as exc:  # the bridge is being written in parallel
        msg = f"safe_agent.bridge is not importable yet: {exc}"
        return json.dumps({"ok": False, "error": {"type": "ImportError", "message": msg}})
    return str(bridge.handle(body))


def static_data_js() -> str:
    """`window.SAFE_AGENT_STATIC` built from the presets through the bridge, as build.py does."""
    presets: list[dict[str, Any]] = []
    listing = json.loads(_bridge_handle(json.dumps({"op": "list_presets"})))
    for item in listing.get("result") or []:
        loaded = json.loads(_bridge_handle(json.dumps({"op": "load_preset", "id": item["id"]})))
        result = loaded.get("result") or {}
        presets.append({**item, "state": result.get("state"), "expect": result.get("expect")})
    data = {"version": "dev", "presets": presets, "meta": {"id": "safe-agent-pipeline"}}
    return "window.SAFE_AGENT_STATIC = " + json.dumps(data, ensure_ascii=False) + ";\n"


class Handler(BaseHTTPRequestHandler):
    """Static files from web/, plus the generated and shimmed scripts."""

    server_version = "SafeAgentDev/1"
    delay_ms = 150
    lock = threading.Lock()

    def log_message(self, format: str, *args: Any) -> None:
        if "--verbose" in sys.argv:
            super().log_message(format, *args)

    def _send(self, status: int, body: bytes, ctype: str) -> None:
        self.send_response(status)
        self.send_header("Content-Type", ctype)
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Cache-Control", "no-store")
        self.send_header("Access-Control-Allow-Origin", "*")
        self.end_headers()
        self.wfile.write(body)

    def do_OPTIONS(self) -> None:
        self.send_response(204)
        self.send_header("Access-Control-Allow-Origin", "*")
        self.send_header("Access-Control-Allow-Methods", "POST, GET")
        self.send_header("Access-Control-Allow-Headers", "Content-Type")
        self.end_headers()

    def do_POST(self) -> None:
        if self.path != "/__bridge":
            self._send(404, b"not found", "text/plain")
            return
        length = int(self.headers.get("Content-Length") or 0)
        body = self.rfile.read(length).decode("utf-8")
        with self.lock:
            answer = _bridge_handle(body)
        self._send(200, answer.encode("utf-8"), "application/json")

    def do_GET(self) -> None:
        path, _, query = self.path.partition("?")
        path = path.split("#", 1)[0]
        if path in ("", "/"):
            path = "/index.html"
        host = self.headers.get("Host") or "127.0.0.1"
        if path == "/static-data.js":
            with self.lock:
                text = static_data_js()
            self._send(200, text.encode("utf-8"), "text/javascript; charset=utf-8")
            return
        if path == "/runtime/loader.js":
            js = SHIM_JS.replace("__BRIDGE_URL__", f"http://{host}/__bridge")
            js = js.replace("__DELAY_MS__", str(self.delay_ms))
            self._send(200, js.encode("utf-8"), "text/javascript; charset=utf-8")
            return
        if path == "/embed.html":
            html = EMBED_HTML.replace("__QUERY__", f"?{query}" if query else "")
            self._send(200, html.encode("utf-8"), "text/html; charset=utf-8")
            return
        target = (WEB / path.lstrip("/")).resolve()
        if WEB not in target.parents or not target.is_file():
            self._send(404, b"not found", "text/plain")
            return
        data = target.read_bytes()
        if target.name == "index.html":
            data = data.replace(b"__CSP__", DEV_CSP.encode("ascii"))
        ctype = mimetypes.guess_type(target.name)[0] or "application/octet-stream"
        if ctype.startswith("text/") or ctype.endswith("javascript"):
            ctype += "; charset=utf-8"
        self._send(200, data, ctype)


def serve(port: int = 0, delay_ms: int = 150) -> ThreadingHTTPServer:
    """Start the server on 127.0.0.1 in a daemon thread and return it (port 0 picks a free one)."""
    Handler.delay_ms = delay_ms
    httpd = ThreadingHTTPServer(("127.0.0.1", port), Handler)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    return httpd


def main() -> None:
    """Serve until interrupted."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--port", type=int, default=8765)
    parser.add_argument("--delay-ms", type=int, default=150, help="fake boot step delay")
    args = parser.parse_args()
    httpd = serve(args.port, args.delay_ms)
    print(f"serving web/ at http://127.0.0.1:{httpd.server_address[1]}/ (Ctrl+C to stop)")
    try:
        threading.Event().wait()
    except KeyboardInterrupt:
        httpd.shutdown()


if __name__ == "__main__":
    main()
