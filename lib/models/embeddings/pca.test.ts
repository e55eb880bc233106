import { describe, expect, it } from "vitest";
import { createPrng } from "@/lib/jobs/demo/prng";
import { decomposeSymmetric, fitPca } from "./pca";

describe("decomposeSymmetric", () => {
  it("recovers the eigenvalues of a known matrix", () => {
    const m = Float64Array.from([2, 1, 0, 1, 2, 0, 0, 0, 5]);
    const { values } = decomposeSymmetric(m, 3);
    expect(
      Array.from(values)
        .sort((a, b) => a - b)
        .map((v) => Number(v.toFixed(6))),
    ).toEqual([1, 3, 5]);
  });
});

describe("fitPca", () => {
  it("finds the dominant direction of stretched data and returns orthonormal rows", () => {
    const rand = createPrng(42);
    const dim = 6;
    const rows = Array.from({ length: 400 }, () => {
      const r = new Float64Array(dim);
      const t = (rand() - 0.5) * 10;
      for (let j = 0; j < dim; j++) r[j] = (rand() - 0.5) * 0.2;
      r[1] += t;
      r[2] += t;
      return r;
    });
    const pca = fitPca(rows, dim, 3);
    const first = Array.from(pca.components.slice(0, dim));
    expect(Math.abs(first[1])).toBeCloseTo(Math.SQRT1_2, 2);
    expect(Math.abs(first[2])).toBeCloseTo(Math.SQRT1_2, 2);
    for (let a = 0; a < 3; a++) {
      for (let b = 0; b < 3; b++) {
        let dot = 0;
        for (let j = 0; j < dim; j++) dot += pca.components[a * dim + j] * pca.components[b * dim + j];
        expect(dot).toBeCloseTo(a === b ? 1 : 0, 6);
      }
    }
    expect(pca.explained).toBeGreaterThan(0.95);
    expect(pca.variances[0]).toBeGreaterThan(pca.variances[1]);
  });
});
