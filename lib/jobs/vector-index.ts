/**
 * Exact nearest-neighbour search over an in-memory Float32 matrix of unit vectors (dot product =
 * cosine). At 10k × 384 a full scan is a few million multiply-adds; an HNSW index (usearch) would only
 * pay off far beyond that and is left as future work.
 */
export interface SearchHit {
  index: number;
  score: number;
}

export interface SearchResult {
  hits: SearchHit[];
  /** true when the country pool was used, false when the search fell back to every listing */
  scopedToCountry: boolean;
  /** rows the query was compared against */
  considered: number[];
}

export class VectorIndex {
  readonly size: number;
  private readonly matrix: Float32Array;
  private readonly byCountry = new Map<string, number[]>();
  private readonly all: number[];

  constructor(vectors: Float32Array[], countries: (string | null)[], readonly dim = vectors[0]?.length ?? 384) {
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
  }

  hasCountry(code: string): boolean {
    return (this.byCountry.get(code.toUpperCase())?.length ?? 0) > 0;
  }

  /** Top `limit` rows by cosine; country-scoped when that country has listings, else global. */
  search(query: Float32Array, opts: { limit: number; countryCode?: string | null }): SearchResult {
    const code = opts.countryCode?.toUpperCase();
    const scoped = Boolean(code && this.hasCountry(code));
    const pool = scoped ? (this.byCountry.get(code as string) as number[]) : this.all;
    const k = Math.max(0, Math.min(opts.limit, pool.length));
    // Sorted ascending by score: top[0] is the weakest kept hit, replaced when something beats it.
    const top: SearchHit[] = [];
    const dim = this.dim;
    const m = this.matrix;
    const q = query instanceof Float32Array ? query : Float32Array.from(query);
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
        for (let i = 0; i + 1 < top.length && (top[i].score > top[i + 1].score || (top[i].score === top[i + 1].score && top[i].index < top[i + 1].index)); i++) {
          [top[i], top[i + 1]] = [top[i + 1], top[i]];
        }
      }
    }
    const hits = top.sort((a, b) => b.score - a.score || a.index - b.index);
    return { hits, scopedToCountry: scoped, considered: pool };
  }
}
