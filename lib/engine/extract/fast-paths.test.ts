import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { tokenize } from "@/lib/knowledge/skills";
import { foldCase } from "@/lib/knowledge/skills/normalize";
import { findCityStates } from "./find-places";
import { resolveOverlaps } from "./resolve";
import type { Candidate } from "./types";

// The speed-ups must not change results: each fast path is checked against the plain definition it replaced.
const REFERENCE_CITY_STATE =
  /(?<![\p{L}])(\p{Lu}[\p{L}.'-]+(?: \p{Lu}[\p{L}.'-]+)?), (A[LKZR]|C[AOT]|D[EC]|FL|GA|HI|I[DLNA]|K[SY]|LA|M[EDAINSOT]|N[EVHJMYCD]|O[HKR]|PA|RI|S[CD]|T[NX]|UT|V[TA]|W[AVIY]|ON|QC|BC|AB)(?![\p{L}])/gu;
const PIECES = [
  "A",
  "T",
  "X",
  "N",
  "Y",
  "Austin",
  "New York",
  "St. Paul",
  "O'Neil",
  "a",
  "é",
  "É",
  "𝐀",
  "😀",
  " ",
  "  ",
  ",",
  ", ",
  ".",
  "'",
  "-",
  "\n",
  "TX",
  "NY",
  "ON",
  "1",
];
const textArb = fc.array(fc.constantFrom(...PIECES), { maxLength: 40 }).map((p) => p.join(""));

describe("findCityStates", () => {
  it("returns the same matches as the reference pattern", () => {
    fc.assert(
      fc.property(textArb, (text) => {
        const got = findCityStates(text).map((m) => [m.index, m[0], m[1], m[2]]);
        const want = [...text.matchAll(REFERENCE_CITY_STATE)].map((m) => [m.index, m[0], m[1], m[2]]);
        expect(got).toEqual(want);
      }),
      { numRuns: 3000 },
    );
  });
  it("finds cities before state codes", () => {
    expect(findCityStates("Temple, TX and New York, NY, Springfield, ILx").map((m) => m[1])).toEqual(["Temple", "New York"]);
  });
});

describe("tokenize keys", () => {
  it("fold like foldCase for ASCII and non-ASCII tokens", () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom("Straße", "Français", "ÉCOLE", "React", "C++", "C#", ".NET", " ", "-", "İ", "ǅ", "Ωmega", "x1"), {
          maxLength: 12,
        }),
        (parts) => {
          for (const t of tokenize(parts.join(" "))) expect(t.key).toBe(foldCase(t.raw));
        },
      ),
    );
  });
});

describe("resolveOverlaps minimum confidence", () => {
  it("equals filtering the full result afterwards", () => {
    const cand = (start: number, end: number, w: number): Candidate => ({ type: "SKILL", start, end, features: [["f", w]] });
    const candidates = [cand(0, 5, 2), cand(2, 8, 0.5), cand(10, 14, 1.4), cand(10, 12, 3), cand(20, 25, 0.2)];
    const text = "x".repeat(30);
    const all = resolveOverlaps(text, candidates);
    expect(all.some((e) => e.confidence < 0.5)).toBe(true);
    expect(resolveOverlaps(text, candidates, 0.5)).toEqual(all.filter((e) => e.confidence >= 0.5));
  });
});
