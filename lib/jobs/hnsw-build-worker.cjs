/* eslint-disable @typescript-eslint/no-require-imports */
// Plain CommonJS on purpose (like lib/models/embeddings/embed-worker.cjs): started with `new Worker(path)` from a
// path resolved at run time, so it runs without a bundler. Builds one HNSW graph with usearch off the request
// thread and saves it to `file`; the main thread loads the file. Message: { dim, connectivity, expansionAdd,
// expansionSearch, keys: BigUint64Array, vectors: Float32Array, file }. Reply: { ok, ms } or { ok: false, error }.
"use strict";
const { parentPort } = require("node:worker_threads");

parentPort.once("message", (msg) => {
  try {
    const started = Date.now();
    const { Index } = require("usearch");
    const index = new Index({
      metric: "cos",
      dimensions: msg.dim,
      connectivity: msg.connectivity,
      expansion_add: msg.expansionAdd,
      expansion_search: msg.expansionSearch,
    });
    // threads = 0: every core; this thread is not serving requests.
    index.add(msg.keys, msg.vectors, 0);
    index.save(msg.file);
    parentPort.postMessage({ ok: true, ms: Date.now() - started });
  } catch (err) {
    parentPort.postMessage({ ok: false, error: String((err && err.message) || err) });
  }
});
