import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { EMBED_MODEL_ID } from "@/lib/models/embeddings";
import { decodeFloat32, encodeFloat32, resolveProjectionPath } from "@/lib/models/embeddings/projection";
import { normaliseInPlace } from "@/lib/models/embeddings/vector-math";

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

/**
 * Sentence vectors of the taxonomy occupations, for the listings generated from them (occupation-feed.ts):
 * one per occupation, of occupationSentenceText. Embedding 437 texts took 17.5 s on the shared 2-core machine,
 * too slow for a first request, so they ship too — quantised to int8 with one scale per vector (≈ 0.2 MB instead
 * of 0.9 MB as float32; the cosine error is below 1e-3). Tied to the projection like the file above.
 */
interface OccupationVectorFile {
  model: string;
  projectionHash: string;
  dim: number;
  ids: string[];
  /** base64 Float32, one scale per vector */
  scales: string;
  /** base64 Int8, ids.length × dim */
  values: string;
}

export function resolveOccupationVectorsPath(): string {
  return path.resolve(process.cwd(), "lib/jobs/demo/occupation-vectors.json");
}

let occupationCache: Map<string, Float32Array> | undefined;

export function loadOccupationVectors(): Map<string, Float32Array> {
  if (occupationCache) return occupationCache;
  occupationCache = new Map();
  const file = resolveOccupationVectorsPath();
  if (!existsSync(file)) return occupationCache;
  const data = JSON.parse(readFileSync(file, "utf8")) as OccupationVectorFile;
  if (data.model !== EMBED_MODEL_ID || data.projectionHash !== currentProjectionHash()) return occupationCache;
  const scales = decodeFloat32(data.scales);
  const values = new Int8Array(Buffer.from(data.values, "base64"));
  data.ids.forEach((id, i) => {
    const v = new Float32Array(data.dim);
    for (let k = 0; k < data.dim; k++) v[k] = values[i * data.dim + k] * scales[i];
    occupationCache!.set(id, normaliseInPlace(v));
  });
  return occupationCache;
}

export function writeOccupationVectors(ids: string[], vectors: Float32Array[]): string {
  const dim = vectors[0]?.length ?? 0;
  const scales = new Float32Array(ids.length);
  const values = new Int8Array(ids.length * dim);
  vectors.forEach((v, i) => {
    let max = 0;
    for (const x of v) max = Math.max(max, Math.abs(x));
    scales[i] = max / 127 || 1;
    for (let k = 0; k < dim; k++) values[i * dim + k] = Math.round(v[k] / scales[i]);
  });
  const file: OccupationVectorFile = {
    model: EMBED_MODEL_ID,
    projectionHash: currentProjectionHash(),
    dim,
    ids,
    scales: encodeFloat32(scales),
    values: Buffer.from(values.buffer).toString("base64"),
  };
  const out = resolveOccupationVectorsPath();
  writeFileSync(out, JSON.stringify(file) + "\n");
  occupationCache = undefined;
  return out;
}

// Embedding-text hash → occupation id of the generated demo listings (filled as the feed is generated).
const OCCUPATION_OF_TEXT = new Map<string, string>();

export function noteDemoOccupationText(embeddingText: string, occupationId: string): void {
  OCCUPATION_OF_TEXT.set(hashEmbeddingText(embeddingText), occupationId);
}

export function hasDemoSentenceVectors(): boolean {
  return loadDemoVectors().size > 0 || loadOccupationVectors().size > 0;
}

/** The precomputed sentence-channel vector for a demo listing's embedding text, if one ships. */
export function findDemoSentenceVector(embeddingText: string): Float32Array | undefined {
  const key = hashEmbeddingText(embeddingText);
  const authored = loadDemoVectors().get(key);
  if (authored) return authored;
  const occupation = OCCUPATION_OF_TEXT.get(key);
  return occupation ? loadOccupationVectors().get(occupation) : undefined;
}
