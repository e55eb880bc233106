/**
 * Nearest-neighbour search over an in-memory Float32 matrix of unit vectors (dot product = cosine).
 * Each pool (one per country, plus the global pool of every row) is searched either by an exact scan
 * with a top-k selection, or — when the pool holds at least `VECTOR_INDEX_MIN_SIZE` rows and usearch
 * loads — by an HNSW graph. With `hnswBuild: "background"` (the live feed) graphs are built in a worker thread
 * as soon as the index exists and every search uses the exact scan until its pool's graph is ready; with "sync"
 * (tests, eval, bench) a pool's graph is built on its first search. Country scoping never filters a global
 * approximate result: a country search only ever walks that country's own graph or rows.
 */
import { HnswPool } from "./hnsw-pool";
import { loadUsearch, warnOnce, type UsearchLoader } from "./usearch-loader";

export interface SearchHit {
  index: number;
  score: number;
}

export type SearchMethod = "exact" | "hnsw";

export interface SearchResult {
  hits: SearchHit[];
  /** true when the country pool was used, false when the search fell back to every listing */
  scopedToCountry: boolean;
  /** rows the query was compared against (the whole pool: HNSW answers for the same pool) */
  considered: number[];
  /** how the pool was searched */
  method: SearchMethod;
}

export interface VectorIndexOptions {
  /** pools with at least this many rows use HNSW; 0 = always; default from VECTOR_INDEX_MIN_SIZE or 20,000 */
  hnswMinSize?: number;
  /** how usearch is obtained; tests pass `() => null` to force the exact scan */
  loadUsearch?: UsearchLoader;
  /** HNSW expansion_add; only the bench lowers it, to keep a 100k build inside its time budget */
  hnswBuildWidth?: number;
  /** "sync": build a pool's graph on its first search (blocks it); "background": in a worker, exact scan meanwhile */
  hnswBuild?: "sync" | "background";
}

export const DEFAULT_HNSW_MIN_SIZE = 20_000;

/** VECTOR_INDEX_MIN_SIZE: a non-negative integer, else the default (an unreadable value must not enable HNSW). */
export function readHnswMinSize(env: Record<string, string | undefined> = process.env): number {
  const raw = env.VECTOR_INDEX_MIN_SIZE?.trim();
  if (!raw || !/^\d+$/.test(raw)) return DEFAULT_HNSW_MIN_SIZE;
  return Number(raw);
}

const GLOBAL = "*";

export class VectorIndex {
  readonly size: number;
  private readonly matrix: Float32Array;
  private readonly byCountry = new Map<string, number[]>();
  private readonly all: number[];
  private readonly hnswMinSize: number;
  private readonly loader: UsearchLoader;
  private readonly buildWidth?: number;
  /** built graphs per pool key; null = HNSW tried and unavailable for this pool */
  private readonly graphs = new Map<string, HnswPool | null>();
  private readonly pending = new Map<string, Promise<void>>();
  private readonly buildMode: "sync" | "background";

  constructor(
    vectors: Float32Array[],
    countries: (string | null)[],
    readonly dim = vectors[0]?.length ?? 384,
    options: VectorIndexOptions = {},
  ) {
    this.size = vectors.length;
    this.matrix = new Float32Array(this.size * dim);
    vectors.forEach((v, i) => this.matrix.set(v, i * dim));
    this.all = vectors.map((_, i) => i);
    countries.forEach((c, i) => {
      if (!c) return;
      const list = this.byCountry.get(c) ?? [];
      list.push(i);
      this.byCountry.set(c, list);
    });
    this.hnswMinSize = options.hnswMinSize ?? readHnswMinSize();
    this.loader = options.loadUsearch ?? loadUsearch;
    this.buildWidth = options.hnswBuildWidth;
    this.buildMode = options.hnswBuild ?? "sync";
  }

  /** Starts the background build of every pool at or above the threshold (the global pool and large countries). */
  startBackgroundBuilds(): void {
    if (this.buildMode !== "background") return;
    const pools: [string, number[]][] = [[GLOBAL, this.all], ...this.byCountry.entries()];
    for (const [key, pool] of pools) if (pool.length > 0 && pool.length >= this.hnswMinSize) this.startBuild(key, pool);
  }

  /** Resolves when no background build is running (tests and the bench wait on it). */
  async whenGraphsReady(): Promise<void> {
    while (this.pending.size) await Promise.all(this.pending.values());
  }

  /** Pools whose graph is being built, and pools that have one. */
  graphStatus(): { building: string[]; ready: string[] } {
    return { building: [...this.pending.keys()], ready: [...this.graphs.entries()].filter(([, g]) => g).map(([k]) => k) };
  }

  private startBuild(key: string, pool: number[]): void {
    if (this.pending.has(key) || this.graphs.has(key)) return;
    const mod = this.loader();
    if (!mod) {
      this.graphs.set(key, null);
      return;
    }
    const job = HnswPool.buildInBackground(mod, this.matrix, this.dim, pool, this.buildWidth).then(
      (graph) => void this.graphs.set(key, graph),
      (err: unknown) => {
        warnOnce(`HNSW background build failed (${err instanceof Error ? err.message : String(err)})`);
        this.graphs.set(key, null);
      },
    );
    this.pending.set(
      key,
      job.finally(() => this.pending.delete(key)),
    );
  }

  hasCountry(code: string): boolean {
    return (this.byCountry.get(code.toUpperCase())?.length ?? 0) > 0;
  }

  /** How a search for this country (or the global pool) would run, without building anything. */
  plannedMethod(countryCode?: string | null): SearchMethod {
    const { pool } = this.choosePool(countryCode);
    return pool.length > 0 && pool.length >= this.hnswMinSize ? "hnsw" : "exact";
  }

  /** Top `limit` rows by cosine; country-scoped when that country has listings, else global. */
  search(query: Float32Array, opts: { limit: number; countryCode?: string | null }): SearchResult {
    const { key, pool, scoped } = this.choosePool(opts.countryCode);
    const q = query instanceof Float32Array ? query : Float32Array.from(query);
    const k = Math.max(0, Math.min(opts.limit, pool.length));
    const graph = this.graphFor(key, pool);
    if (graph) {
      // Re-score the graph's rows from the matrix so scores are bit-identical to the exact scan's.
      const hits = graph.searchRows(q, k).map((index) => ({ index, score: this.dot(index, q) }));
      hits.sort((a, b) => b.score - a.score || a.index - b.index);
      return { hits, scopedToCountry: scoped, considered: pool, method: "hnsw" };
    }
    return { hits: this.scanTopK(q, pool, k), scopedToCountry: scoped, considered: pool, method: "exact" };
  }

  /** Exact top-k over one pool, ignoring HNSW (used as ground truth by tests and the eval). */
  searchExact(query: Float32Array, opts: { limit: number; countryCode?: string | null }): SearchResult {
    const { pool, scoped } = this.choosePool(opts.countryCode);
    const k = Math.max(0, Math.min(opts.limit, pool.length));
    return { hits: this.scanTopK(query, pool, k), scopedToCountry: scoped, considered: pool, method: "exact" };
  }

  private choosePool(countryCode?: string | null): { key: string; pool: number[]; scoped: boolean } {
    const code = countryCode?.toUpperCase();
    if (code && this.hasCountry(code)) return { key: code, pool: this.byCountry.get(code) as number[], scoped: true };
    return { key: GLOBAL, pool: this.all, scoped: false };
  }

  private graphFor(key: string, pool: number[]): HnswPool | null {
    if (pool.length === 0 || pool.length < this.hnswMinSize) return null;
    const known = this.graphs.get(key);
    if (known !== undefined) return known;
    if (this.buildMode === "background") {
      // Never on the request path: start (or keep) the build and answer exactly meanwhile.
      this.startBuild(key, pool);
      return null;
    }
    let graph: HnswPool | null = null;
    const mod = this.loader();
    if (mod) {
      try {
        graph = HnswPool.buildNow(mod, this.matrix, this.dim, pool, this.buildWidth);
      } catch (err) {
        warnOnce(`HNSW build failed (${err instanceof Error ? err.message : String(err)})`);
      }
    }
    this.graphs.set(key, graph);
    return graph;
  }

  private dot(row: number, q: Float32Array): number {
    const base = row * this.dim;
    let s = 0;
    for (let j = 0; j < this.dim; j++) s += this.matrix[base + j] * q[j];
    return s;
  }

  private scanTopK(q: Float32Array, pool: number[], k: number): SearchHit[] {
    // Sorted ascending by score: top[0] is the weakest kept hit, replaced when something beats it.
    const top: SearchHit[] = [];
    const dim = this.dim;
    const m = this.matrix;
    for (let p = 0; p < pool.length; p++) {
      const row = pool[p];
      const base = row * dim;
      let s = 0;
      for (let j = 0; j < dim; j++) s += m[base + j] * q[j];
      if (top.length < k) {
        top.push({ index: row, score: s });
        if (top.length === k) top.sort((a, b) => a.score - b.score || b.index - a.index);
      } else if (k > 0 && (s > top[0].score || (s === top[0].score && row < top[0].index))) {
        top[0] = { index: row, score: s };
        // Bubble the replacement up to keep ascending order (k ≤ 25, so this is cheap).
        for (
          let i = 0;
          i + 1 < top.length && (top[i].score > top[i + 1].score || (top[i].score === top[i + 1].score && top[i].index < top[i + 1].index));
          i++
        ) {
          [top[i], top[i + 1]] = [top[i + 1], top[i]];
        }
      }
    }
    return top.sort((a, b) => b.score - a.score || a.index - b.index);
  }
}
