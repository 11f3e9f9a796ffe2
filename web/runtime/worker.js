/* Runs Python in a module worker: boots Pyodide, unpacks the site-packages zip, answers bridge calls. */
// Started by runtime/loader.js, either from its URL (fast path) or, in an opaque-origin sandbox
// (where every fetch of the dist's own files is refused), from a data: URL the loader builds out
// of this file's payload script (an opaque origin may not start a blob: worker). There it imports
// Pyodide's modules from blob: URLs it makes from their payloads (data: if a blob: import fails).
// Messages in:  {type: "boot", mode, root, boot}  {type: "payload", name, parts} (sandboxed:
//               one per file, as its payload scripts arrive)  {type: "call", id, request}
// Messages out: {type: "progress", step, fraction, message}  {type: "ready", timings}
//               {type: "failed", message}  {type: "result", id, response, ms}

const MIME = {
  ".wasm": "application/wasm",
  ".mjs": "text/javascript",
  ".js": "text/javascript",
  ".zip": "application/zip",
  ".json": "application/json",
};

let handle = null;
let booting = null;
const waiting = [];
const arrived = new Map(); // payload name -> its parts (strings), until decoded
const awaited = new Map(); // payload name -> resolve of a pending request for it

function post(message) {
  self.postMessage(message);
}

/** Where the start-up is: `phase` names it, and the page says it in Python's words (phase.*). */
function progress(step, fraction, phase) {
  post({ type: "progress", step, fraction, phase });
}

function mimeOf(name) {
  const dot = name.lastIndexOf(".");
  return MIME[dot >= 0 ? name.slice(dot) : ""] || "application/octet-stream";
}

function latin1Bytes(text) {
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i += 1) bytes[i] = text.charCodeAt(i);
  return bytes;
}

function base64Bytes(text) {
  if (typeof Uint8Array.fromBase64 === "function") return Uint8Array.fromBase64(text);
  return latin1Bytes(atob(text));
}

function joinParts(chunks) {
  if (chunks.length === 1) return chunks[0];
  const total = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

/** Inflate bytes natively: "gzip" (the packed zips, the wasm payloads) or "deflate-raw" (zip
 * entries). */
async function decompress(bytes, format) {
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream(format));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

function payloadParts(name) {
  if (arrived.has(name)) return Promise.resolve(arrived.get(name));
  return new Promise((resolve) => awaited.set(name, resolve));
}

function receivePayload({ name, parts }) {
  arrived.set(name, parts);
  const resolve = awaited.get(name);
  awaited.delete(name);
  if (resolve) resolve(parts);
}

/** Bytes of the dist's files from the payload strings the page received through <script>;
 * each file is awaited until the page has posted it, then decoded once. */
function payloadStore(index, mark) {
  const decoded = new Map();
  const decode = async (name) => {
    const entry = index[name];
    if (!entry) throw new Error(`no payload for ${name}: rebuild with build.py`);
    const parts = await payloadParts(name);
    arrived.delete(name);
    let bytes = joinParts(parts.map(entry.encoding === "latin1" ? latin1Bytes : base64Bytes));
    if (entry.encoding === "gzip-base64") bytes = await decompress(bytes, "gzip");
    if (bytes.length !== entry.size) throw new Error(`payload ${name} is damaged: rebuild`);
    mark(`payload:${name.slice(name.lastIndexOf("/") + 1)}`);
    return bytes;
  };
  return (name) => {
    if (!decoded.has(name)) decoded.set(name, decode(name));
    return decoded.get(name);
  };
}

function relativeName(url, root) {
  const href = new URL(url, root).href.split(/[?#]/)[0];
  return href.startsWith(root) ? href.slice(root.length) : null;
}

/** fetch() for the opaque origin: the dist's files come from payloads, nothing else is reachable. */
function payloadFetch(root, bytesOf) {
  return async (input) => {
    const url = String(input instanceof Request ? input.url : input);
    const name = relativeName(url, root);
    if (name === null) throw new TypeError(`blocked: ${url} is outside this demo (no network)`);
    return new Response(await bytesOf(name), { headers: { "Content-Type": mimeOf(name) } });
  };
}

/** The zip a packed file carries (build.py's PACKED_ZIPS: a stored zip as one gzip stream),
 * inflated natively; a host that decoded it on the way (Content-Encoding) hands over the zip. */
async function unpackBytes(bytes, label) {
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) return decompress(bytes, "gzip");
  if (bytes[0] === 0x50 && bytes[1] === 0x4b) return bytes; // "PK": already a zip
  throw new Error(`${label} is neither gzip nor a zip: rebuild, and serve dist/ as it is`);
}

/** Bytes of the fast path's packed zips (logical name -> {file, size}), each fetched once,
 * all of them at once from the start of the boot. */
function packedStore(root, packed, realFetch) {
  const started = new Map();
  const load = async (name) => {
    const { file, size } = packed[name];
    const response = await realFetch(new URL(file, root));
    if (!response.ok) throw new Error(`${file}: HTTP ${response.status}`);
    const bytes = await unpackBytes(new Uint8Array(await response.arrayBuffer()), file);
    if (bytes.length !== size) throw new Error(`${file} is damaged: rebuild`);
    return bytes;
  };
  const bytesOf = (name) => {
    if (!packed[name]) throw new Error(`${name} is not one of the packed files: rebuild`);
    if (!started.has(name)) {
      const pending = load(name);
      pending.catch(() => {});
      started.set(name, pending);
    }
    return started.get(name);
  };
  for (const name of Object.keys(packed)) bytesOf(name);
  return bytesOf;
}

/** fetch() on the fast path: a packed zip (python_stdlib.zip) is answered from `packedBytes`,
 * anything else by the real fetch, with .wasm typed right so streaming compile works; `early`
 * holds responses already requested at boot (each is handed out once). */
function typedFetch(realFetch, early, root, packed, packedBytes) {
  return async (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    const name = relativeName(url, root);
    if (name !== null && packed[name]) {
      const headers = { "Content-Type": mimeOf(name) };
      return new Response(await packedBytes(name), { headers });
    }
    const started = early.get(url);
    early.delete(url);
    const response = await (started || realFetch(input, init));
    const type = response.headers.get("Content-Type") || "";
    if (!url.split(/[?#]/)[0].endsWith(".wasm") || type.startsWith("application/wasm")) {
      return response;
    }
    const headers = { "Content-Type": "application/wasm" };
    return new Response(response.body, { status: response.status, headers });
  };
}

async function importBytes(bytes) {
  const url = URL.createObjectURL(new Blob([bytes], { type: "text/javascript" }));
  try {
    return await import(url);
  } catch (error) {
    console.warn("blob import failed", String(error));
    const b64 = bytes.toBase64 ? bytes.toBase64() : btoa(String.fromCharCode(...bytes));
    return await import(`data:text/javascript;base64,${b64}`);
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** The files of a zip (stored or deflated entries, no zip64) as [path, bytes], inflated with
 * the browser's own DecompressionStream, all entries at once. */
async function unzipEntries(zip, label) {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  let end = zip.length - 22;
  while (end >= 0 && view.getUint32(end, true) !== 0x06054b50) end -= 1;
  if (end < 0) throw new Error(`${label} is not a zip: rebuild`);
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const names = new TextDecoder();
  const jobs = [];
  for (let i = 0; i < count; i += 1) {
    if (view.getUint32(at, true) !== 0x02014b50) throw new Error(`${label} is damaged: rebuild`);
    const method = view.getUint16(at + 10, true);
    const packed = view.getUint32(at + 20, true);
    const size = view.getUint32(at + 24, true);
    const nameLength = view.getUint16(at + 28, true);
    const skip = nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    const local = view.getUint32(at + 42, true);
    const name = names.decode(zip.subarray(at + 46, at + 46 + nameLength));
    at += 46 + skip;
    if (name.endsWith("/")) continue;
    const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    const data = zip.subarray(start, start + packed);
    jobs.push(
      (method === 0 ? Promise.resolve(data) : inflateRaw(data, method)).then((bytes) => {
        if (bytes.length !== size) throw new Error(`${label}: ${name} is damaged: rebuild`);
        return [name, bytes];
      }),
    );
  }
  return Promise.all(jobs);
}

async function inflateRaw(data, method) {
  if (method !== 8) throw new Error(`zip method ${method} is not supported: rebuild`);
  return decompress(data, "deflate-raw");
}

/** Write [path, bytes] files under `root` in Pyodide's file system. */
function writeTree(FS, root, files) {
  const made = new Set();
  for (const [name, bytes] of files) {
    const slash = name.lastIndexOf("/");
    const dir = slash < 0 ? root : `${root}/${name.slice(0, slash)}`;
    if (!made.has(dir)) {
      FS.mkdirTree(dir);
      made.add(dir);
    }
    FS.writeFile(`${root}/${name}`, bytes);
  }
}

/** Wrap Pyodide's module factory to learn when the wasm runtime is instantiated. */
function watchInstantiate(createModule, onInstance) {
  return (settings) => {
    const instantiate = settings.instantiateWasm;
    if (typeof instantiate === "function") {
      settings.instantiateWasm = (imports, receive) =>
        instantiate(imports, (instance, module) => {
          onInstance();
          return receive(instance, module);
        });
    }
    return createModule(settings);
  };
}

/** pydantic-core's side module (a .so is wasm) compiles on the engine's background threads
 * while Python boots; once Python is up it is only instantiated (preloadSideModules). */
function compileSideModules(files) {
  return files
    .filter(([name]) => name.endsWith(".so"))
    .map(([name, bytes]) => [name, WebAssembly.compile(bytes)]);
}

/** Instantiate the compiled side modules the way Emscripten's own wasm preload plugin does, so
 * that Python's import finds each one in `preloadedWasm` under its path and links it at once.
 * One that fails here (it should not) is left for the import to load from the file system. */
async function preloadSideModules(Module, sitePackages, compiled) {
  for (const [name, pending] of compiled) {
    const path = `${sitePackages}/${name}`;
    try {
      const flags = { loadAsync: true, nodelete: true };
      const exports = await Module.loadWebAssemblyModule(await pending, flags, path, {});
      Module.preloadedWasm[path] = exports;
    } catch (error) {
      console.warn(`${name}: preloading failed, the import loads it instead: ${error}`);
    }
  }
}

const BRIDGE_PY = `
import importlib as _importlib
_importlib.invalidate_caches()  # site-packages was just filled from JavaScript
from safe_agent.page.bridge import handle as _handle
_handle
`;

async function boot({ mode, root, boot: config }) {
  const t0 = performance.now();
  const timings = { bootAt: performance.timeOrigin + t0 };
  const mark = (name) => {
    timings[name] = Math.round(performance.now() - t0);
  };
  const indexURL = new URL(config.pyodideDir, root).href;
  const realFetch = self.fetch.bind(self);
  let bytesOf = null;
  if (mode === "sandboxed") {
    bytesOf = payloadStore(config.payloads, mark);
    self.fetch = payloadFetch(root, bytesOf);
  } else {
    // Start the big downloads now, while the Pyodide modules are still being imported.
    bytesOf = packedStore(root, config.packed, realFetch);
    const early = new Map();
    const url = `${indexURL}pyodide.asm.wasm`;
    const pending = realFetch(url);
    pending.catch(() => {});
    early.set(url, pending);
    self.fetch = typedFetch(realFetch, early, root, config.packed, bytesOf);
  }
  // site.zip is fetched and unpacked here, natively and while the wasm runtime downloads and
  // compiles; once Python is up its files are only written into site-packages. In the sandbox
  // its WebAssembly members travel as payloads of their own (the index's `split`).
  const split = mode === "sandboxed" ? config.payloads[config.siteZip].split || [] : [];
  const siteFiles = Promise.all([
    bytesOf(config.siteZip).then((zip) => unzipEntries(zip, config.siteZip)),
    ...split.map((member) => bytesOf(`${config.siteZip}/${member}`).then((b) => [[member, b]])),
  ]).then((lists) => lists.flat());
  siteFiles.then(() => mark("siteInflated"), () => {});
  const sideModules = siteFiles.then(compileSideModules);
  sideModules.catch(() => {});

  progress("runtime", 0.1, "load");
  const [pyodideModule, asmModule] =
    mode === "sandboxed"
      ? [
          await importBytes(await bytesOf(`${config.pyodideDir}pyodide.mjs`)),
          await importBytes(await bytesOf(`${config.pyodideDir}pyodide.asm.mjs`)),
        ]
      : await Promise.all([import(`${indexURL}pyodide.mjs`), import(`${indexURL}pyodide.asm.mjs`)]);
  mark("modules");
  progress("runtime", 0.5, "compile");
  const lockFileContents = JSON.stringify({ info: config.lockInfo, packages: {} });
  const pyodide = await pyodideModule.loadPyodide({
    indexURL,
    packageBaseUrl: indexURL,
    lockFileContents,
    createPyodideModule: watchInstantiate(asmModule.default, () => {
      mark("wasm");
      progress("python", 0.1, "start");
    }),
    stdout: () => {},
    stderr: (line) => console.warn(line),
  });
  mark("python");
  progress("packages", 0.1, "unpack");
  const sitePackages = pyodide.runPython(
    "import sys; [p for p in sys.path if p.endswith('site-packages')][0]",
  );
  writeTree(pyodide.FS, sitePackages, await siteFiles);
  mark("unpacked");
  await preloadSideModules(pyodide._module, sitePackages, await sideModules);
  mark("sideModules");
  progress("packages", 0.4, "import");
  handle = pyodide.runPython(BRIDGE_PY);
  mark("imported");
  progress("ready", 1, "ready");
  post({ type: "ready", timings, mode });
}

function answer({ id, request }) {
  const started = performance.now();
  let response;
  try {
    response = handle(request);
  } catch (error) {
    const message = String(error && error.message ? error.message : error);
    // The bridge never raises; if Python itself fails, say so in the bridge's own error shape.
    response = JSON.stringify({ ok: false, error: { type: "internal", message, path: null } });
  }
  post({ type: "result", id, response, ms: performance.now() - started });
}

self.onmessage = (event) => {
  const message = event.data;
  if (message.type === "boot") {
    if (booting) return;
    booting = boot(message).then(
      () => {
        for (const call of waiting.splice(0)) answer(call);
      },
      (error) => {
        post({ type: "failed", message: String(error && error.message ? error.message : error) });
      },
    );
  } else if (message.type === "payload") {
    receivePayload(message);
  } else if (message.type === "call") {
    if (handle) answer(message);
    else waiting.push(message);
  }
};

// For tests/test_worker_zip.py and tests/test_dist_python.py (a module worker ignores its exports).
export { compileSideModules, preloadSideModules, unpackBytes, unzipEntries, writeTree };
