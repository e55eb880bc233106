import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
import type { UsearchModule, UsearchIndex } from "./usearch-loader";

/**
 * HNSW graph parameters, tuned at 100k clustered 384-d vectors (40 queries, recall@10 against the exact scan, shared
 * 2-core machine under load; build times are noisy): M 16 / ef_add 64 / ef_search 128 gave 0.950 in 112 s;
 * 16/32/256 0.955 in 155 s; 12/24/256 0.833 in 54 s; 16/64/256 0.990 in 191 s; 24/48/256 0.995 in 116 s at
 * 0.98 ms per search. The last is used: the highest recall for one of the shorter builds. The search width (256)
 * is five times the 50 rows match-jobs asks for before re-ranking; searches stay near 1 ms at 100k.
 */
export const HNSW_CONNECTIVITY = 24;
export const HNSW_EXPANSION_ADD = 48;
export const HNSW_EXPANSION_SEARCH = 256;

function packRows(matrix: Float32Array, dim: number, rows: readonly number[]): { keys: BigUint64Array; flat: Float32Array } {
  const keys = new BigUint64Array(rows.length);
  const flat = new Float32Array(rows.length * dim);
  rows.forEach((row, i) => {
    keys[i] = BigInt(row);
    flat.set(matrix.subarray(row * dim, row * dim + dim), i * dim);
  });
  return { keys, flat };
}

function newIndex(mod: UsearchModule, dim: number, buildWidth: number): UsearchIndex {
  return new mod.Index({
    metric: "cos",
    dimensions: dim,
    connectivity: HNSW_CONNECTIVITY,
    expansion_add: buildWidth,
    expansion_search: HNSW_EXPANSION_SEARCH,
  });
}

/** One HNSW graph over a subset of the matrix rows; keys are the global row numbers. */
export class HnswPool {
  private constructor(
    private readonly index: UsearchIndex,
    readonly size: number,
  ) {}

  /** Builds on the calling thread (blocks it): tests, the bench's comparison and the eval. */
  static buildNow(
    mod: UsearchModule,
    matrix: Float32Array,
    dim: number,
    rows: readonly number[],
    buildWidth = HNSW_EXPANSION_ADD,
  ): HnswPool {
    const index = newIndex(mod, dim, buildWidth);
    const { keys, flat } = packRows(matrix, dim, rows);
    // threads = 0: usearch uses every core for the one-off build; searches below run on the caller's thread.
    index.add(keys, flat, 0);
    return new HnswPool(index, rows.length);
  }

  /**
   * Builds in a worker thread, so the process keeps serving (with the exact scan) meanwhile; the graph travels
   * back through a temporary file that is loaded, then deleted.
   */
  static async buildInBackground(
    mod: UsearchModule,
    matrix: Float32Array,
    dim: number,
    rows: readonly number[],
    buildWidth = HNSW_EXPANSION_ADD,
  ): Promise<HnswPool> {
    const { keys, flat } = packRows(matrix, dim, rows);
    const dir = mkdtempSync(path.join(os.tmpdir(), "cs-hnsw-"));
    const file = path.join(dir, "graph.usearch");
    try {
      await new Promise<void>((resolve, reject) => {
        const worker = new Worker(resolveHnswWorkerPath());
        worker.once("message", (reply: { ok: boolean; error?: string }) => {
          void worker.terminate();
          if (reply.ok) resolve();
          else reject(new Error(reply.error ?? "HNSW build failed"));
        });
        worker.once("error", reject);
        worker.once("exit", (code) => (code === 0 ? undefined : reject(new Error(`HNSW build worker exited with code ${code}`))));
        worker.postMessage(
          {
            dim,
            connectivity: HNSW_CONNECTIVITY,
            expansionAdd: buildWidth,
            expansionSearch: HNSW_EXPANSION_SEARCH,
            keys,
            vectors: flat,
            file,
          },
          [keys.buffer as ArrayBuffer, flat.buffer as ArrayBuffer],
        );
      });
      const index = newIndex(mod, dim, buildWidth);
      if (typeof index.load !== "function") throw new Error("this usearch build cannot load a saved graph");
      index.load(file);
      return new HnswPool(index, rows.length);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  /** Row numbers of the (approximate) k nearest rows by cosine, best first. */
  searchRows(query: Float32Array, k: number): number[] {
    if (k <= 0 || this.size === 0) return [];
    const found = this.index.search(query, Math.min(k, this.size), 1);
    return Array.from(found.keys, (key) => Number(key));
  }
}

/** Found from process.cwd() (or HNSW_WORKER_PATH): a path derived from this module points into .next/ once bundled. */
export function resolveHnswWorkerPath(): string {
  const candidates = [process.env.HNSW_WORKER_PATH, path.resolve(process.cwd(), "lib/jobs/hnsw-build-worker.cjs")].filter(
    (p): p is string => Boolean(p),
  );
  const found = candidates.find((p) => existsSync(p));
  if (!found) throw new Error(`HNSW build worker not found (looked in ${candidates.join(", ")})`);
  return found;
}
