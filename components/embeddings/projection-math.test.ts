import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { encodeFloat32, parseProjection, type ProjectionFile } from "@/lib/models/embeddings/projection";
import { applyConceptChannel, compileConceptLexicon, type ConceptLexiconJson } from "@/lib/models/embeddings/concept-channel";
import { loadConceptLexicon } from "@/lib/models/embeddings/concept-lexicon";
import { cosine, projectVector, similarityScore, vectorNorm } from "@/lib/models/embeddings/vector-math";
import { compareVectors, decodeFloat32Base64, parseBrowserProjection } from "./projection-math";

// Seeded PRNG (mulberry32) so the "raw USE vectors" below are the same on every run.
function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const file = JSON.parse(readFileSync(path.resolve(process.cwd(), "lib/models/embeddings/projection.json"), "utf8")) as ProjectionFile;

describe("decodeFloat32Base64", () => {
  it("reads what the server's encoder wrote, bit for bit", () => {
    const values = [0, 1, -1, 0.1, 3.4e38, -1.17e-38, Math.PI];
    expect(Array.from(decodeFloat32Base64(encodeFloat32(values)))).toEqual(Array.from(Float32Array.from(values)));
  });
  it("rejects a payload that is not whole float32 values", () => {
    expect(() => decodeFloat32Base64(btoa("abc"))).toThrow(/whole number/);
  });
});

describe("projectVector on the browser-parsed vs the server-parsed projection", () => {
  const browser = parseBrowserProjection(file);
  const server = parseProjection(file);
  it("gives identical 384-d unit vectors for the same raw input", () => {
    const rnd = mulberry32(2026);
    for (let n = 0; n < 5; n++) {
      const raw = Float32Array.from({ length: 512 }, () => rnd() * 0.2 - 0.1);
      const b = projectVector(raw, browser);
      const s = projectVector(raw, server);
      expect(b.length).toBe(384);
      expect(Array.from(b)).toEqual(Array.from(s));
      expect(vectorNorm(b)).toBeCloseTo(1, 5);
    }
  });
  it("refuses a raw vector of the wrong size", () => {
    expect(() => projectVector(new Float32Array(384), browser)).toThrow(/512-d/);
  });
  it("detects a corrupt projection file", () => {
    expect(() => parseBrowserProjection({ ...file, inputDim: 511 })).toThrow(/corrupt/);
  });
});

describe("the whole embed-v1 pipeline, browser worker vs server", () => {
  it("gives bit-identical vectors with the concept channel, from the served concepts.json", () => {
    // The worker compiles the bytes it downloaded; the server uses its loader. Same file, same code, same floats.
    const served = JSON.parse(
      readFileSync(path.resolve(process.cwd(), "lib/models/embeddings/concepts.json"), "utf8"),
    ) as ConceptLexiconJson;
    const browserLex = compileConceptLexicon(served);
    const serverLex = loadConceptLexicon();
    const browser = parseBrowserProjection(file);
    const server = parseProjection(file);
    const rnd = mulberry32(17);
    const texts = [
      "Registered Nurse (RN), ICU",
      "Krankenpfleger gesucht",
      "Sparky — 18th edition",
      "",
      "Senior Python dev, AWS, PostgreSQL",
    ];
    for (const text of texts) {
      const raw = Float32Array.from({ length: 512 }, () => rnd() * 0.2 - 0.1);
      const b = applyConceptChannel(projectVector(raw, browser), text, browserLex);
      const s = applyConceptChannel(projectVector(raw, server), text, serverLex);
      expect(Array.from(b)).toEqual(Array.from(s));
      expect(vectorNorm(b)).toBeCloseTo(1, 5);
    }
  });
});

describe("comparisons", () => {
  it("similarityScore clamps negative cosines to 0 and rounds to 6 decimals", () => {
    expect(similarityScore([1, 0], [-1, 0])).toBe(0);
    expect(similarityScore([1, 0], [1, 0])).toBe(1);
    expect(similarityScore([1, 1], [1, 0])).toBe(0.707107);
  });
  it("cosine of a zero vector is 0, mismatched sizes throw", () => {
    expect(cosine([0, 0], [1, 0])).toBe(0);
    expect(() => cosine([1], [1, 2])).toThrow(/length mismatch/);
  });
  it("compareVectors reports the largest gap, where it is, and the tolerance verdict", () => {
    const a = compareVectors([1, 0, 0], [0.999, 0.02, 0]);
    expect(a.maxAbsDiffIndex).toBe(1);
    expect(a.maxAbsDiff).toBeCloseTo(0.02, 10);
    expect(a.meanAbsDiff).toBeCloseTo(0.007, 10);
    expect(a.withinTolerance).toBe(true);
    const b = compareVectors([1, 0], [0.9, 0.43]);
    expect(b.cosine).toBeLessThan(0.999);
    expect(b.withinTolerance).toBe(false);
  });
});
