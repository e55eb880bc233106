import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { EMBED_MODEL_ID } from "@/lib/models/embeddings";
import { decodeFloat32, encodeFloat32, resolveProjectionPath } from "@/lib/models/embeddings/projection";

/**
 * Precomputed embed-v1 sentence-channel vectors of the demo feed, committed beside it. Embedding ~600 ad texts
 * on a small CPU takes minutes, which would stall the first match-jobs call on every fresh database. The vectors
 * are exactly what embedSentenceTexts returns for the same text (USE-lite, projected); the concept channel is
 * applied when they are used (lib/jobs/store.ts), so a lexicon change needs no new file. Each is keyed by a hash
 * of that text and the file is ignored when the projection it was made with has changed.
 */
interface DemoVectorFile {
  model: string;
  projectionHash: string;
  dim: number;
  keys: string[];
  vectors: string;
}

export function resolveDemoVectorsPath(): string {
  return path.resolve(process.cwd(), "lib/jobs/demo/demo-vectors.json");
}

export function hashEmbeddingText(text: string): string {
  return createHash("sha256").update(text).digest("base64url").slice(0, 22);
}

function currentProjectionHash(): string {
  const file = resolveProjectionPath();
  return existsSync(file) ? createHash("sha256").update(readFileSync(file)).digest("hex").slice(0, 16) : "none";
}

let cache: Map<string, Float32Array> | undefined;

/** text hash → vector; empty when the file is missing or stale. */
export function loadDemoVectors(): Map<string, Float32Array> {
  if (cache) return cache;
  cache = new Map();
  const file = resolveDemoVectorsPath();
  if (!existsSync(file)) return cache;
  const data = JSON.parse(readFileSync(file, "utf8")) as DemoVectorFile;
  if (data.model !== EMBED_MODEL_ID || data.projectionHash !== currentProjectionHash()) return cache;
  const flat = decodeFloat32(data.vectors);
  data.keys.forEach((k, i) => cache!.set(k, flat.slice(i * data.dim, (i + 1) * data.dim)));
  return cache;
}

export function writeDemoVectors(texts: string[], vectors: Float32Array[]): string {
  const dim = vectors[0]?.length ?? 0;
  const flat = new Float32Array(vectors.length * dim);
  vectors.forEach((v, i) => flat.set(v, i * dim));
  const file: DemoVectorFile = {
    model: EMBED_MODEL_ID,
    projectionHash: currentProjectionHash(),
    dim,
    keys: texts.map(hashEmbeddingText),
    vectors: encodeFloat32(flat),
  };
  const out = resolveDemoVectorsPath();
  writeFileSync(out, JSON.stringify(file) + "\n");
  cache = undefined;
  return out;
}
