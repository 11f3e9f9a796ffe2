"""A scripted OpenAI-compatible chat-completions server on 127.0.0.1, for adapter and CLI tests.

    with LoopbackLLM([rate_limited("1"), completion(report_json())]) as llm:
        provider = create_provider(base_url=llm.url, model="m")
        ...
        assert llm.requests[0].headers["authorization"] == "Bearer ..."

Each POST to `/v1/chat/completions` takes the next scripted `Reply`; when the script runs out the
server answers with `default` (a valid report by default). Every request is recorded. The server
runs on a daemon thread, answers at most `max_requests` requests, and stops when the `with` ends.
"""

from __future__ import annotations

import json
import threading
import time
from collections import deque
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

MAX_BODY_BYTES = 8_000_000


@dataclass(frozen=True)
class Reply:
    """One scripted answer: status, body (str, or a dict sent as JSON), headers, delay first."""

    status: int = 200
    body: str | dict[str, Any] = ""
    headers: tuple[tuple[str, str], ...] = ()
    delay_s: float = 0.0


@dataclass(frozen=True)
class Recorded:
    """One request as the server saw it."""

    method: str
    path: str
    headers: dict[str, str]
    body: Any


def report_json(agent: str = "LoopbackAgent", findings: list[dict[str, Any]] | None = None) -> str:
    """A Report that passes the schema gate, as compact JSON text."""
    return json.dumps(
        {
            "agent": agent,
            "version": "1.0.0",
            "input_hash": "sha256:" + "0" * 64,
            "output_hash": "sha256:" + "1" * 64,
            "findings": findings or [],
        },
        separators=(",", ":"),
    )


def completion(
    content: str | None, *, model: str = "loopback-model", usage: tuple[int, int] | None = (11, 7)
) -> Reply:
    """A 200 chat-completions answer whose message content is `content`."""
    body: dict[str, Any] = {
        "id": "chatcmpl-loopback",
        "object": "chat.completion",
        "model": model,
        "choices": [
            {
                "index": 0,
                "message": {"role": "assistant", "content": content},
                "finish_reason": "stop",
            }
        ],
    }
    if usage is not None:
        body["usage"] = {
            "prompt_tokens": usage[0],
            "completion_tokens": usage[1],
            "total_tokens": usage[0] + usage[1],
        }
    return Reply(body=body)


def rate_limited(retry_after: str | None = "1") -> Reply:
    """HTTP 429 in the OpenAI error shape, with a Retry-After header when given."""
    headers = (("Retry-After", retry_after),) if retry_after is not None else ()
    body = {"error": {"message": "Rate limit reached", "type": "requests", "code": "rate_limit"}}
    return Reply(status=429, body=body, headers=headers)


def server_error(status: int = 503) -> Reply:
    """A 5xx answer with a short error body."""
    return Reply(
        status=status, body={"error": {"message": "upstream overloaded", "type": "server"}}
    )


def slow(reply: Reply, delay_s: float) -> Reply:
    """`reply`, sent only after `delay_s` seconds (longer than the client timeout, in tests)."""
    return Reply(status=reply.status, body=reply.body, headers=reply.headers, delay_s=delay_s)


@dataclass
class _Script:
    replies: deque[Reply]
    default: Callable[[Any], Reply]
    max_requests: int
    requests: list[Recorded] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)

    def next_reply(self, recorded: Recorded) -> Reply:
        with self.lock:
            self.requests.append(recorded)
            if len(self.requests) > self.max_requests:
                return Reply(status=500, body={"error": {"message": "loopback: too many requests"}})
            if self.replies:
                return self.replies.popleft()
        return self.default(recorded.body)


def _handler(script: _Script) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def log_message(self, format: str, *args: Any) -> None:  # keep test output quiet
            return

        def do_GET(self) -> None:
            self._send(Reply(status=404, body={"error": {"message": "POST /v1/chat/completions"}}))

        def do_POST(self) -> None:
            length = min(int(self.headers.get("Content-Length") or 0), MAX_BODY_BYTES)
            raw = self.rfile.read(length)
            try:
                body: Any = json.loads(raw)
            except ValueError:
                body = raw.decode("utf-8", "replace")
            recorded = Recorded(
                method="POST",
                path=self.path,
                headers={k.lower(): v for k, v in self.headers.items()},
                body=body,
            )
            if self.path.rstrip("/") != "/v1/chat/completions":
                script.requests.append(recorded)
                self._send(Reply(status=404, body={"error": {"message": f"no route {self.path}"}}))
                return
            self._send(script.next_reply(recorded))

        def _send(self, reply: Reply) -> None:
            if reply.delay_s:
                time.sleep(reply.delay_s)
            is_json = isinstance(reply.body, dict)
            data = (json.dumps(reply.body) if is_json else str(reply.body)).encode("utf-8")
            try:
                self.send_response(reply.status)
                ctype = "application/json" if is_json else "text/plain; charset=utf-8"
                self.send_header("Content-Type", ctype)
                self.send_header("Content-Length", str(len(data)))
                for name, value in reply.headers:
                    self.send_header(name, value)
                self.end_headers()
                self.wfile.write(data)
            except (BrokenPipeError, ConnectionResetError):
                pass  # the client gave up (a timeout test); nothing to answer

    return Handler


def _default_report(_body: Any) -> Reply:
    return completion(report_json())


class LoopbackLLM:
    """The server; use as a context manager. `url` is the base URL (ends in `/v1`)."""

    def __init__(
        self,
        replies: Iterable[Reply] = (),
        *,
        default: Callable[[Any], Reply] = _default_report,
        max_requests: int = 200,
    ) -> None:
        self._script = _Script(deque(replies), default, max_requests)
        self._server = ThreadingHTTPServer(("127.0.0.1", 0), _handler(self._script))
        self._server.daemon_threads = True
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)

    @property
    def url(self) -> str:
        host, port = self._server.server_address[:2]
        return f"http://{host!s}:{port}/v1"

    @property
    def requests(self) -> list[Recorded]:
        """Requests received so far (a copy)."""
        with self._script.lock:
            return list(self._script.requests)

    def push(self, *replies: Reply) -> None:
        """Queue more scripted replies."""
        with self._script.lock:
            self._script.replies.extend(replies)

    def __enter__(self) -> LoopbackLLM:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._server.shutdown()
        self._server.server_close()
        self._thread.join(timeout=5)


def serve_forever_cli() -> None:
    """`python tests/loopback_llm.py`: serve valid reports until Ctrl-C (for trying the CLI)."""
    with LoopbackLLM(max_requests=10_000) as llm:
        print(f"loopback chat-completions server at {llm.url} (Ctrl-C to stop)", flush=True)
        try:
            while True:
                time.sleep(3600)
        except KeyboardInterrupt:
            pass


if __name__ == "__main__":
    serve_forever_cli()
