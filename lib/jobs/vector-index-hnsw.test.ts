import { afterEach, describe, expect, it, vi } from "vitest";
import { makeClusteredVectors, recallAtK } from "./synthetic-vectors";
import { loadUsearch, resetUsearchForTests } from "./usearch-loader";
import { DEFAULT_HNSW_MIN_SIZE, readHnswMinSize, VectorIndex } from "./vector-index";

const COUNTRIES = ["US", "GB", "DE", "IN", null];

describe("readHnswMinSize", () => {
  it("reads a non-negative integer and falls back to the default otherwise", () => {
    expect(readHnswMinSize({})).toBe(DEFAULT_HNSW_MIN_SIZE);
    expect(readHnswMinSize({ VECTOR_INDEX_MIN_SIZE: "0" })).toBe(0);
    expect(readHnswMinSize({ VECTOR_INDEX_MIN_SIZE: " 5000 " })).toBe(5000);
    expect(readHnswMinSize({ VECTOR_INDEX_MIN_SIZE: "-1" })).toBe(DEFAULT_HNSW_MIN_SIZE);
    expect(readHnswMinSize({ VECTOR_INDEX_MIN_SIZE: "lots" })).toBe(DEFAULT_HNSW_MIN_SIZE);
  });
});

describe("VectorIndex with HNSW (usearch)", () => {
  const { vectors, sample } = makeClusteredVectors(3000, { seed: 11 });
  const countries = vectors.map((_, i) => COUNTRIES[i % COUNTRIES.length]);
  const queries = Array.from({ length: 40 }, sample);
  const index = new VectorIndex(vectors, countries, 384, { hnswMinSize: 0 });

  it("loads usearch in this environment", () => {
    expect(loadUsearch()).not.toBeNull();
  });

  it("finds at least 95% of the exact global top-10", () => {
    const exact = queries.map((q) => index.searchExact(q, { limit: 10 }).hits.map((h) => h.index));
    const approx = queries.map((q) => {
      const r = index.search(q, { limit: 10 });
      expect(r.method).toBe("hnsw");
      expect(r.scopedToCountry).toBe(false);
      expect(r.considered).toHaveLength(3000);
      return r.hits.map((h) => h.index);
    });
    expect(recallAtK(exact, approx)).toBeGreaterThanOrEqual(0.95);
  });

  it("keeps country scoping: every hit is in the country, recall holds per country pool", () => {
    const exact: number[][] = [];
    const approx: number[][] = [];
    for (const q of queries) {
      const r = index.search(q, { limit: 10, countryCode: "de" });
      expect(r.method).toBe("hnsw");
      expect(r.scopedToCountry).toBe(true);
      expect(r.considered).toHaveLength(600);
      for (const h of r.hits) expect(countries[h.index]).toBe("DE");
      approx.push(r.hits.map((h) => h.index));
      exact.push(index.searchExact(q, { limit: 10, countryCode: "DE" }).hits.map((h) => h.index));
    }
    expect(recallAtK(exact, approx)).toBeGreaterThanOrEqual(0.95);
  });

  it("falls back to the global graph for a country without listings", () => {
    const r = index.search(queries[0], { limit: 5, countryCode: "JP" });
    expect(r.scopedToCountry).toBe(false);
    expect(r.hits).toHaveLength(5);
  });

  it("reports the exact cosine as the score, best first", () => {
    const q = queries[1];
    const hits = index.search(q, { limit: 10 }).hits;
    for (const h of hits) {
      const v = vectors[h.index];
      expect(h.score).toBeCloseTo(
        v.reduce((s, x, j) => s + x * q[j], 0),
        5,
      );
    }
    for (let i = 1; i < hits.length; i++) expect(hits[i - 1].score).toBeGreaterThanOrEqual(hits[i].score);
  });

  it("uses the exact scan below the size threshold", () => {
    const small = new VectorIndex(vectors, countries, 384, { hnswMinSize: 1000 });
    expect(small.plannedMethod()).toBe("hnsw");
    expect(small.plannedMethod("DE")).toBe("exact");
    const r = small.search(queries[2], { limit: 10, countryCode: "DE" });
    expect(r.method).toBe("exact");
    expect(r.hits.map((h) => h.index)).toEqual(small.searchExact(queries[2], { limit: 10, countryCode: "DE" }).hits.map((h) => h.index));
  });
});

describe("VectorIndex fallback when usearch is unavailable", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    resetUsearchForTests();
  });

  it("answers with the exact scan when the loader yields nothing", () => {
    const { vectors, sample } = makeClusteredVectors(300, { dim: 32, seed: 3 });
    const off = new VectorIndex(
      vectors,
      vectors.map(() => null),
      32,
      { hnswMinSize: 0, loadUsearch: () => null },
    );
    const q = sample();
    const r = off.search(q, { limit: 10 });
    expect(r.method).toBe("exact");
    expect(r.hits.map((h) => h.index)).toEqual(off.searchExact(q, { limit: 10 }).hits.map((h) => h.index));
  });

  it("falls back and warns once when building the graph throws", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    resetUsearchForTests();
    const broken = () =>
      ({
        Index: class {
          constructor() {
            throw new Error("no native binary");
          }
        },
      }) as unknown as ReturnType<typeof loadUsearch>;
    const { vectors, sample } = makeClusteredVectors(200, { dim: 16, seed: 5 });
    const off = new VectorIndex(
      vectors,
      vectors.map((_, i) => (i % 2 ? "FR" : null)),
      16,
      { hnswMinSize: 0, loadUsearch: broken },
    );
    expect(off.search(sample(), { limit: 3 }).method).toBe("exact");
    expect(off.search(sample(), { limit: 3, countryCode: "FR" }).method).toBe("exact");
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toContain("no native binary");
  });
});

describe("VectorIndex with background graph builds", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    resetUsearchForTests();
  });

  it("scans exactly while the graphs are built in a worker, then answers from them with the same recall", async () => {
    const { vectors, sample } = makeClusteredVectors(2000, { seed: 21 });
    const countries = vectors.map((_, i) => (i % 2 ? "DE" : "FR"));
    const index = new VectorIndex(vectors, countries, 384, { hnswMinSize: 500, hnswBuild: "background" });
    const queries = Array.from({ length: 30 }, sample);
    index.startBackgroundBuilds();
    expect(index.graphStatus().building.sort()).toEqual(["*", "DE", "FR"]);
    // The request path never waits for a build: it answers exactly, with the exact scan's hits.
    const during = index.search(queries[0], { limit: 10 });
    expect(during.method).toBe("exact");
    expect(during.hits).toEqual(index.searchExact(queries[0], { limit: 10 }).hits);
    await index.whenGraphsReady();
    expect(index.graphStatus()).toEqual({ building: [], ready: expect.arrayContaining(["*", "DE", "FR"]) });
    const exact = queries.map((q) => index.searchExact(q, { limit: 10 }).hits.map((h) => h.index));
    const approx = queries.map((q) => {
      const r = index.search(q, { limit: 10 });
      expect(r.method).toBe("hnsw");
      return r.hits.map((h) => h.index);
    });
    expect(recallAtK(exact, approx)).toBeGreaterThanOrEqual(0.95);
    const de = index.search(queries[1], { limit: 10, countryCode: "DE" });
    expect(de.method).toBe("hnsw");
    for (const h of de.hits) expect(countries[h.index]).toBe("DE");
  }, 60_000);

  it("starts a build on a search when none was started, and keeps the exact scan if the graph cannot be loaded", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    resetUsearchForTests();
    const real = loadUsearch()!;
    // An Index without load(): the worker builds the graph, but this process cannot take it over.
    const noLoad = () =>
      ({
        Index: class {
          constructor(cfg: unknown) {
            const i = new real.Index(cfg as never);
            return { add: i.add.bind(i), search: i.search.bind(i), size: i.size.bind(i) };
          }
        },
      }) as unknown as ReturnType<typeof loadUsearch>;
    const { vectors, sample } = makeClusteredVectors(300, { dim: 16, seed: 8 });
    const index = new VectorIndex(
      vectors,
      vectors.map(() => null),
      16,
      { hnswMinSize: 0, hnswBuild: "background", loadUsearch: noLoad },
    );
    expect(index.search(sample(), { limit: 5 }).method).toBe("exact");
    expect(index.graphStatus().building).toEqual(["*"]);
    await index.whenGraphsReady();
    expect(index.search(sample(), { limit: 5 }).method).toBe("exact");
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toContain("cannot load a saved graph");
  }, 60_000);
});
