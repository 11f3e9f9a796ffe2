"""Serving: a plain static server (no CORS headers) for dist/ and the lab's embed page
(`/lab/embed.html?sandbox=…`), which shows the demo in an iframe sandboxed as the lab embeds it."""

from __future__ import annotations

import functools
import html
import http.server
import sys
import urllib.parse
import urllib.request
from pathlib import Path
from typing import ClassVar

from buildlib.common import DIST_DIR

EMBED_PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Lab embed</title>
<link rel="icon" href="data:,">
<style>body{{margin:0;font:14px sans-serif}} iframe{{display:block;width:100%;border:0}}</style>
</head><body><iframe id="demo" title="demo" {sandbox}height="{height}" src="{src}"></iframe>
</body></html>
"""


class StaticHandler(http.server.SimpleHTTPRequestHandler):
    """A plain static server (no CORS headers): dist/ under a prefix, plus a lab embed page.

    `/lab/embed.html?sandbox=allow-scripts+allow-forms&src=<url-encoded path>&h=800` shows the
    demo in an iframe the way the lab does (omit `sandbox` for a plain iframe).
    """

    extensions_map: ClassVar[dict[str, str]] = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".js": "text/javascript",
        ".mjs": "text/javascript",
        ".wasm": "application/wasm",
        ".json": "application/json",
        ".zip": "application/zip",
    }
    prefix = "/"

    def translate_path(self, path: str) -> str:
        """Map `prefix` onto the served folder; anything else is not found."""
        clean = urllib.parse.urlsplit(path).path
        if not clean.startswith(self.prefix):
            return str(Path(self.directory) / "__not_found__" / "x")
        return super().translate_path("/" + path[len(self.prefix) :])

    def do_GET(self) -> None:
        """Serve the embed page, else a file."""
        parts = urllib.parse.urlsplit(self.path)
        if parts.path == "/lab/embed.html":
            self.send_embed(urllib.parse.parse_qs(parts.query))
        elif parts.path == "/favicon.ico":
            self.send_response(204)  # the host site's icon, not part of the demo
            self.end_headers()
        else:
            super().do_GET()

    def send_embed(self, query: dict[str, list[str]]) -> None:
        """The host page with the demo in an iframe."""
        src = query.get("src", [self.prefix])[0]
        sandbox = query.get("sandbox")
        height = query.get("h", ["800"])[0]
        attr = f'sandbox="{html.escape(sandbox[0])}" ' if sandbox is not None else ""
        page = EMBED_PAGE.format(
            sandbox=attr,
            height=html.escape(height if height.isdigit() else "800"),
            src=html.escape(src),
        ).encode()
        self.send_response(200)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(page)))
        self.end_headers()
        self.wfile.write(page)

    def log_message(self, format: str, *args: object) -> None:
        """Stay quiet; the page makes many requests."""


def make_server(
    out: Path = DIST_DIR, host: str = "127.0.0.1", port: int = 8000, prefix: str = "/"
) -> http.server.ThreadingHTTPServer:
    """A static server for `out` mounted at `prefix` (which starts and ends with /)."""
    handler_class = type("Handler", (StaticHandler,), {"prefix": prefix})
    handler = functools.partial(handler_class, directory=str(out))
    server = QuietServer((host, port), handler)
    server.daemon_threads = True
    return server


class QuietServer(http.server.ThreadingHTTPServer):
    """A threading server that does not print a traceback when a browser drops a connection."""

    def handle_error(self, request: object, client_address: object) -> None:
        """Ignore dropped connections (a reload, a stopped worker); report anything else."""
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)  # type: ignore[arg-type]


def serve(out: Path = DIST_DIR, host: str = "127.0.0.1", port: int = 8000) -> None:
    """Serve `out` until interrupted."""
    with make_server(out, host, port) as server:
        url = f"http://{host}:{server.server_address[1]}/"
        print(f"Serving {out} at {url}  (Ctrl+C stops)")
        print(f"In a sandboxed iframe: {url}lab/embed.html?sandbox=allow-scripts+allow-forms")
        try:
            server.serve_forever()
        except KeyboardInterrupt:
            print("stopped")
