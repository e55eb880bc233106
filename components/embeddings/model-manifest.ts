/** The manifest served at /models/embed-v1/manifest.json (built by app/models/embed-v1/model-files.ts). */
export interface ModelFileEntry {
  name: string;
  role: "runtime" | "wasm" | "graph" | "weights" | "vocabulary" | "projection" | "concepts";
  bytes: number;
}

export interface ModelManifestJson {
  model: string;
  version: string;
  outputDim: number;
  files: ModelFileEntry[];
}

const PLAIN_WASM = "tfjs-backend-wasm.wasm";
const SIMD_WASM = "tfjs-backend-wasm-simd.wasm";

/**
 * The files a browser downloads: everything except the WASM binaries it will not run. The threaded build is never
 * fetched: it needs SharedArrayBuffer, which browsers only give cross-origin-isolated pages, and ours is not.
 */
export function selectBrowserFiles(manifest: ModelManifestJson, simd: boolean): { files: ModelFileEntry[]; wasm: string } {
  const wasm = simd ? SIMD_WASM : PLAIN_WASM;
  const files = manifest.files.filter((f) => f.role !== "wasm" || f.name === wasm);
  if (!files.some((f) => f.name === wasm)) throw new Error(`the server does not offer ${wasm}`);
  for (const needed of [
    "energetic-ai-core.js",
    "energetic-ai-embeddings.js",
    "model.json",
    "vocab.json",
    "projection.json",
    "concepts.json",
  ]) {
    if (!files.some((f) => f.name === needed)) throw new Error(`the model manifest lacks ${needed}`);
  }
  return { files, wasm };
}
