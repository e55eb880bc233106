import type { UsearchModule, UsearchIndex } from "./usearch-loader";

/**
 * HNSW graph parameters. connectivity 16 (M) is usearch's and the HNSW paper's usual choice for a few
 * hundred dimensions; expansion_add 64 and expansion_search 128 were picked on clustered 384-d synthetic
 * data where they gave recall@10 = 1.0 at 10k rows (measured by scripts/eval/vector-index.ts). The
 * search width (128) stays above 4 × the largest match-jobs limit (25).
 */
export const HNSW_CONNECTIVITY = 16;
export const HNSW_EXPANSION_ADD = 64;
export const HNSW_EXPANSION_SEARCH = 128;

/** One HNSW graph over a subset of the matrix rows; keys are the global row numbers. */
export class HnswPool {
  private readonly index: UsearchIndex;
  readonly size: number;

  constructor(mod: UsearchModule, matrix: Float32Array, dim: number, rows: readonly number[], buildWidth = HNSW_EXPANSION_ADD) {
    this.index = new mod.Index({
      metric: "cos",
      dimensions: dim,
      connectivity: HNSW_CONNECTIVITY,
      expansion_add: buildWidth,
      expansion_search: HNSW_EXPANSION_SEARCH,
    });
    const keys = new BigUint64Array(rows.length);
    const flat = new Float32Array(rows.length * dim);
    rows.forEach((row, i) => {
      keys[i] = BigInt(row);
      flat.set(matrix.subarray(row * dim, row * dim + dim), i * dim);
    });
    // threads = 0: usearch uses every core for the one-off build; searches below run on the caller's thread.
    this.index.add(keys, flat, 0);
    this.size = rows.length;
  }

  /** Row numbers of the (approximate) k nearest rows by cosine, best first. */
  searchRows(query: Float32Array, k: number): number[] {
    if (k <= 0 || this.size === 0) return [];
    const found = this.index.search(query, Math.min(k, this.size), 1);
    return Array.from(found.keys, (key) => Number(key));
  }
}
